/**
 * The card-payment extension in WooCommerce's Checkout block: a drop-in for the Stripe Gateway's upe-blocks.js,
 * built a second time from the same sources with the page's React (build/wordpress-globals.ts). It registers the
 * gateway's methods with `wc.wcBlocksRegistry` as the script loads, before the Checkout block renders.
 */
import { startBlocksPayments } from './blocks/start.ts';

startBlocksPayments();
