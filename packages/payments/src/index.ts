/**
 * The card-payment extension on classic pages: a drop-in for the WooCommerce Stripe Gateway's upe-classic.js
 * on the checkout, order-pay and change-payment pages and the account's add-payment-method page. It reads the
 * gateway's `wc_stripe_upe_params`, registers a payment method per enabled type with the page's registry
 * (the checkout's host renders it in the gateway's payment box) and loads Stripe.js only once a payment form
 * is shown. Start-up is classic/start.ts.
 */
import { whenDomReady } from '@shop-islands/core/mount';
import { startPayments } from './classic/start.ts';

whenDomReady(() => startPayments());
