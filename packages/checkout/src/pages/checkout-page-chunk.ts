/**
 * The checkout page's one chunk. The page is built on its own from this file (esbuild.config.ts PAGE_BUILDS): its
 * start-up (pages/checkout.ts), with the two parts core fetches at the first totals update, the HTML sanitiser and
 * the island graft (which every checkout whose payment method keeps an island loads before the shopper acts; in the
 * page's build core's `import()`s of them load this file, already in). The page's later parts, its form
 * (checkout-form.ts) and localising (checkout-localise.ts), export CHECKOUT_PAGE, so what they share with the
 * start-up is this one chunk, not one per set of parts that share a module (the start-up was 9 files, their gzip
 * overhead alone ~2.9 KB). DOMPurify, the fallback where the browser has no Sanitizer API, is fetched only there.
 */
import { swapKeeping } from '@shop-islands/core/checkout/island-graft';
import { loadHtmlSanitizer } from '@shop-islands/core/sanitizer/load';
import { ADDRESS_PAGES } from '../chunks/address-pages.ts';
import { EVERY_PAGE } from '../chunks/every-page.ts';
import { MONEY_PATH } from '../chunks/money-path.ts';
import { SHOP_REQUESTS } from '../chunks/shop-requests.ts';
import { startCheckoutPage } from './checkout.ts';

export { loadHtmlSanitizer, startCheckoutPage, swapKeeping };

export const CHECKOUT_PAGE = [startCheckoutPage, EVERY_PAGE, ADDRESS_PAGES, MONEY_PATH, SHOP_REQUESTS, loadHtmlSanitizer, swapKeeping];
