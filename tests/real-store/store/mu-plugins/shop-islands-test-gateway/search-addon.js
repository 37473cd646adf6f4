/* Another plugin's add-on to Advanced Woo Search (shop-islands-test-gateway.php): it depends on `aws-script` and reads what its plugin attached to it. */
window.siTestSearchAddon = {
	localized: window.siTestSearchParams ? window.siTestSearchParams.attachedTo : null,
	inline: ( window.siTestInline || [] ).indexOf( 'aws-script after' ) >= 0,
};
