/**
 * Size budgets, in gzip bytes of the built files (1 KB = 1,000 bytes), our code only:
 * Stripe.js and the host's jQuery/select2/slick/wp-i18n are not ours and not counted.
 * Third-party code we do ship (vendor-*.js, e.g. DOMPurify) counts towards the page totals.
 */
export const KB = 1000;

/**
 * The shared start-up runtime (preact/compat + core): chunks two or more widgets use that a widget of a
 * page without a checkout loads at start-up. preact/compat + hooks + jsx-runtime measure ~8.2 KB gzip there,
 * so the brief sets 11.5 KB for the whole and holds our core's part to SHARED_CORE_BUDGET. Both are enforced.
 */
export const SHARED_BUDGET = 11.5 * KB;

/** Our own code inside the shared chunks (by source share of each chunk): today's size as a ceiling. */
export const SHARED_CORE_BUDGET = 3.2 * KB;

/**
 * Each widget's own start-up code: its entry file, its CSS and the start-up chunks only it uses. What it
 * fetches later, on demand (buy-now's pop-up, storefront's cart features), is printed beside it.
 */
export const WIDGET_BUDGETS: Record<string, number> = {
  /**
   * The brief's 12 KB for the drop-in that replaces checkout.js, address-i18n.js, country-select.js,
   * custom-place-order-button.js and cart.js. What a checkout needs only later loads on demand: placing the order
   * (once the shopper starts on the form), core's classic host with preact (once a payment method is registered),
   * the cart's and order-pay's code (on those pages); sizes.ts prints each beside the legacy scripts.
   */
  checkout: 12 * KB,
  payments: 16 * KB,
};
export const DEFAULT_WIDGET_BUDGET = 8 * KB;

/** Widgets that are (part of) a checkout: only they may load the money-path modules at start-up. */
export const CHECKOUT_WIDGETS = ['checkout', 'payments', 'express-checkout'];

/**
 * Core's money-path modules (path prefixes): the store pattern, the page-wide session client and the
 * checkout modules. Widgets other than CHECKOUT_WIDGETS may load them only on demand (the side cart), and
 * never the checkout ones (CHECKOUT_ONLY_MODULES).
 */
export const MONEY_PATH_MODULES = ['packages/core/src/store.ts', 'packages/core/src/page-shared.ts', 'packages/core/src/session.ts', 'packages/core/src/checkout/'];
export const CHECKOUT_ONLY_MODULES = ['packages/core/src/checkout/'];

/**
 * Code a widget may load only on demand, never at start-up. The checkout enhancer hosts registered payment
 * methods (a plugin's React `content`) with core's classic host and preact/compat: on a checkout with
 * WooCommerce's offline methods alone there is nothing to host, so both load once a method is registered.
 * Placing the order (with core's life cycle) loads once the shopper starts on the form; the cart's and
 * order-pay's code on those pages.
 */
export const ON_DEMAND_ONLY: Record<string, readonly string[]> = {
  checkout: [
    'node_modules/preact/',
    'packages/core/src/render.ts',
    'packages/core/src/checkout/classic-host.tsx',
    'packages/core/src/checkout/payment-registry.ts',
    'packages/core/src/checkout/island-graft.ts',
    'packages/core/src/checkout/lifecycle.ts',
    'packages/checkout/src/place-order/',
    'packages/checkout/src/cart/',
    'packages/checkout/src/order-pay/',
  ],
  /**
   * Express checkout's start-up only reads the gateway's settings and looks for its container (and, on a product page,
   * a chosen variation): the button, Stripe.js's loader, core's session client and the sheet flow load once a button
   * can show, paying once the shopper pays. No React and no preact, ever, on classic pages.
   */
  'express-checkout': [
    'node_modules/@stripe/',
    'node_modules/preact/',
    'packages/core/src/session.ts',
    'packages/core/src/store.ts',
    'packages/core/src/page-shared.ts',
    'packages/core/src/checkout/',
    'packages/express-checkout/src/button/',
    'packages/express-checkout/src/sheet/',
    'packages/express-checkout/src/pay/',
  ],
  // GA4's part loads only where GA4 for WooCommerce prints `ga4w` (most stores track with WooCommerce's order attribution alone).
  tracking: ['packages/tracking/src/ga4/'],
};

/** Which widgets each page type loads, and what the whole page may weigh. */
export interface PageType {
  name: string;
  widgets: string[];
  budget: number | null;
}

export const PAGE_TYPES: PageType[] = [
  { name: 'product page', widgets: ['storefront', 'live-search', 'buy-now', 'express-checkout', 'tracking'], budget: 35 * KB },
  { name: 'shop listing', widgets: ['storefront', 'live-search', 'tracking'], budget: null },
  { name: 'checkout page', widgets: ['storefront', 'live-search', 'checkout', 'payments', 'express-checkout', 'tracking'], budget: 60 * KB },
];
