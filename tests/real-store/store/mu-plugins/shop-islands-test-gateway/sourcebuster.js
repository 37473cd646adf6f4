/* Another plugin's script registered as `sourcebuster-js` (shop-islands-test-gateway.php): not WooCommerce's sourcebuster. */
window.siForeignSourcebuster = true;
