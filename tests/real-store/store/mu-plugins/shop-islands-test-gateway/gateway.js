/*
 * The test gateway's script (shop-islands-test-gateway.php): it declares `wc-checkout` alone, uses jQuery, reads
 * what its plugin attached to the replaced handles, and registers its own place-order button with WooCommerce's API.
 */
jQuery( function ( $ ) {
	window.siTestGateway = {
		jquery: typeof $.fn === 'object',
		localized: window.siTestGatewayParams ? window.siTestGatewayParams.attachedTo : null,
		inline: ( window.siTestInline || [] ).slice(),
		checkoutParams: typeof window.wc_checkout_params === 'object',
		renders: 0,
		cleanups: 0,
		validations: [],
	};
	window.wc.customPlaceOrderButton.register( 'si_test_button', {
		render: function ( container, api ) {
			window.siTestGateway.renders += 1;
			var button = $( '<button type="button" class="button alt si-test-button">Pay with the test button</button>' );
			button.on( 'click', function () {
				api.validate().then( function ( result ) {
					window.siTestGateway.validations.push( result.hasError );
					if ( ! result.hasError ) {
						api.submit();
					}
				} );
			} );
			$( container ).append( button );
		},
		cleanup: function () {
			window.siTestGateway.cleanups += 1;
		},
	} );
} );
