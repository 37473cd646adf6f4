/**
 * The checkout enhancer: a drop-in for WooCommerce's checkout.js, address-i18n.js, country-select.js and
 * cart.js. This entry only tells the pages apart and fetches that page's code, which starts from jQuery's
 * ready (dom/page-ready.ts). Each page's code is one on-demand part, built on its own with what it fetches later
 * (esbuild.config.ts PAGE_BUILDS: these `import()`s load the files those builds write), so a page loads its own
 * code, never another page's: the classic checkout (pages/checkout.ts), the order-pay page (order-pay/order-pay.ts), the cart
 * (pages/cart.ts) and any other page with address forms, such as the account's (pages/addresses.ts).
 */
import { BODY_CLASSES, CHECKOUT_FORM, COUNTRY_CONTROLS } from './contract/selectors.ts';
import { whenPageReady } from './dom/page-ready.ts';

type Start = (doc: Document) => void;

/** The page's code, fetched at once (before the page is ready), or null on a page it has nothing to do on. */
function pageCode(doc: Document): Promise<Start> | null {
  const body = doc.body.classList;
  if (body.contains(BODY_CLASSES.orderPay)) return import('./order-pay/order-pay.ts').then((page) => page.startOrderPay);
  if (doc.querySelector(CHECKOUT_FORM)) return import('./pages/checkout.ts').then((page) => page.startCheckoutPage);
  if (body.contains(BODY_CLASSES.cart)) return import('./pages/cart.ts').then((page) => page.startCartPage);
  if (doc.querySelector(COUNTRY_CONTROLS)) return import('./pages/addresses.ts').then((page) => page.startAddressPage);
  return null;
}

const doc = document;
const code = pageCode(doc);
if (code) {
  code.then(
    (start) => whenPageReady(() => start(doc), doc),
    (error: unknown) => console.error("[shop-islands] checkout: this page's code could not be loaded", error),
  );
}
