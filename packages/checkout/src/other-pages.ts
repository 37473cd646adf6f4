/**
 * The order-pay page's and the cart page's own code, loaded on those pages only (start.ts), so that the
 * checkout page does not carry it.
 *
 * `startWhenReady` is re-exported for the bundler, not for callers: it keeps every module of the start-up code
 * reachable from this on-demand part too. esbuild gives each module that two of its entry points share a
 * chunk of its own; without this line, each module this part shares with the start-up code would leave the
 * start-up file for a small chunk of its own (a dozen files, whose gzip overhead outweighs what moving this
 * part out saves). With it, the start-up code stays in one chunk. `npm run test:budget` holds the result.
 */
export { startCartPage } from './cart/cart-page.ts';
export { startOrderPay } from './order-pay/order-pay.ts';
export { startWhenReady } from './start.ts';
