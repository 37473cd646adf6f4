/**
 * The checkout enhancer: a drop-in for WooCommerce's checkout.js, address-i18n.js, country-select.js and
 * cart.js on the classic checkout, the order-pay page and the cart page (start.ts says which).
 */
import { startWhenReady } from './start.ts';

startWhenReady();
