/**
 * Express checkout in WooCommerce's Cart and Checkout blocks: a drop-in for the express methods the Stripe Gateway's
 * upe-blocks.js registers, built a second time from the same sources with the page's React
 * (build/wordpress-globals.ts). It registers the gateway's wallets with `wc.wcBlocksRegistry` as the script loads,
 * before the block renders; the wallet controller loads when a block shows a button.
 */
import { startBlocksExpress } from './blocks/register.ts';

startBlocksExpress();
