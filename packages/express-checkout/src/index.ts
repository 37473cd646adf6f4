/**
 * Express checkout: wallet buttons (Apple Pay, Google Pay, Link) through the provider's Express Checkout
 * Element on product, cart, checkout and order-pay pages, in place of the Stripe Gateway's express-checkout.js.
 */
import { whenDomReady } from '@shop-islands/core/mount';
import { startExpressCheckout } from './start.ts';

whenDomReady(() => startExpressCheckout());
