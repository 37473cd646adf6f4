/**
 * WooCommerce's classic markup as the checkout enhancer relies on it (CONTRACT.md §4): the selectors the
 * script uses (selectors.ts) and what each page must carry (markup-list.ts, test data the script's bundle
 * leaves out).
 */
export * from './selectors.ts';
export * from './markup-list.ts';
