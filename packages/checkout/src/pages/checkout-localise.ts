/**
 * The checkout page's localising part (fetched at the first country change): address-fields/localise-fields.ts,
 * in the checkout page's chunk. The checkout page is built on its own (esbuild.config.ts PAGE_BUILDS), where this
 * file stands for localise-fields.ts's `import()`: exporting CHECKOUT_PAGE, as the page's other parts do, keeps
 * the page's start-up one chunk (pages/checkout-page-chunk.ts).
 */
export { startAddressLocalisation } from '../address-fields/localise-fields.ts';
export { CHECKOUT_PAGE } from './checkout-page-chunk.ts';
