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
   * The drop-in for checkout.js, address-i18n.js, country-select.js and cart.js: what every page it serves loads,
   * its entry, which tells the pages apart (each page is built on its own, esbuild.config.ts PAGE_BUILDS). Each page's own start-up is held by
   * CHECKOUT_PAGES below; what waits for the shopper (placing the order, field checks, coupons, the cart's code,
   * localising after a country change, core's classic host with preact) is printed beside. No CSS of its own: the
   * country and state pickers' styles (~0.8 KB; the pickers replace selectWoo and select2.css, 21.6 + 1.9 KB) are the
   * stylesheet of the pages that render pickers (the manifest's `pageStyles`), counted in their CHECKOUT_PAGES start-up.
   */
  checkout: 0.5 * KB,
  /** The card extension's entry, which only looks for the gateway's settings: what it loads there is PAYMENT_PAGE_BUDGET's. */
  payments: 12 * KB,
  /** Its entry (~1 KB) and CSS; the widget (one chunk, ~8.6 KB, no preact) loads when a shopper reaches for a box. Today's size as a ceiling. */
  'live-search': 2.2 * KB,
  /**
   * Its entry, pop-up included (~2.8 KB; the pop-up's markup is the page's, packages/buy-now/src/view/dialog.ts), and its
   * CSS (~0.55 KB); link and attach triggers (~0.7 KB) and the custom amount field (~0.55 KB) are files fetched only by
   * pages that have them, printed beside. Today's size as a ceiling.
   */
  'buy-now': 3.44 * KB,
};

/**
 * Other builds of a widget's entry (manifest `variants`), each held as its widget is (the variant's entry, the widget's
 * CSS and start-up chunks): a widget's budget holds only the build the demo serves. Buy-now's 'same-origin'
 * (buy-now-same-origin.js, the build the plugin serves for Stripe Payments' box, always on the store's own origin):
 * 2,588 B + its CSS (~0.59 KB with the fade-out), today's size rounded up to the next 0.01 KB as a ceiling (under Stripe Payments' 2,606 B handler on
 * the gift card page, the real store's byte journey checks). Its 'loader' (buy-now-loader.js, on pages without a button,
 * where Stripe Payments' handler would load: it fetches the entry only for a link or attach element): 446 B + the CSS.
 */
export const VARIANT_BUDGETS: Record<string, Record<string, number>> = {
  'buy-now': { 'same-origin': 3.22 * KB, loader: 1.06 * KB },
};

/**
 * The brief's 12 KB for the drop-in that replaces the Stripe Gateway's upe-classic.js (35.5 KB gzip by itself), on a
 * page with a payment form: what the extension loads there at once (reading the gateway's settings, the forms'
 * state and Stripe.js's loader, the methods for the checkout's host), Stripe.js and the shared runtime (preact/compat,
 * core) apart. Making a form (with Stripe.js), the submit (once the shopper starts on the form), the hash flows, the
 * theme's appearance and the account page load when used (ON_DEMAND_ONLY.payments; tests/bench/payments-sizes.ts).
 */
export const PAYMENT_PAGE_BUDGET = 12 * KB;

/**
 * Blocks entries (dist/<widget>-blocks.js, the block checkout's classic script with the page's React): what loads
 * with the Checkout block, the on-demand ES modules beside it apart. Payments replaces the Stripe Gateway's
 * upe-blocks.js (99 KB gzip by itself).
 */
export const BLOCKS_BUDGETS: Record<string, number> = {
  payments: 12 * KB,
  /**
   * The express wallets' registration and their React view (the gateway's express methods are part of upe-blocks.js);
   * the wallet controller, the Store API client and the sheet flow (~13 KB) load when a block shows a button.
   */
  'express-checkout': 3.2 * KB,
};
export const DEFAULT_WIDGET_BUDGET = 8 * KB;

/**
 * Live search once a first search is shown (wide screen): its entry and the widget's one chunk (core's parts and
 * the inline sanitiser inside), under Advanced Woo Search's common.min.js, which it replaces: 7,510 B gzip as the
 * real store serves it (ours 7,275 B since terser's second pass; 7,502 B before, 8,461 B before issue 17's trims, 12.7 KB
 * in eleven files before the widget was built on its own). The real store's script-bytes journey checks the same on the page.
 */
export const LIVE_SEARCH_FIRST_SEARCH_BUDGET = 7_360;

/**
 * Widgets whose views are DOM code of their own: they never load preact/compat, at start-up or on demand (its
 * runtime alone, ~8.2 KB gzip, weighs more than AWS's whole common.min.js, 7.5 KB, or Stripe Payments'
 * stripe-handler-ng.js, 2.6 KB). sizes.ts --check refuses a build where one of them reaches it.
 */
export const RENDERER_FREE_WIDGETS: readonly string[] = ['live-search', 'buy-now'];

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
  // The card extension: hash flows only where a page has a flow hash or an order is answered with one, the theme's
  // appearance only where none is saved, the account page's code on that page, the submit once the shopper starts.
  payments: [
    'packages/payments/src/hash-flows/parse.ts',
    'packages/payments/src/hash-flows/plan.ts',
    'packages/payments/src/hash-flows/run.ts',
    'packages/payments/src/appearance/derive.ts',
    'packages/payments/src/appearance/read-theme.ts',
    'packages/payments/src/account/',
    'packages/payments/src/payment-forms/submit.ts',
    'packages/payments/src/payment-forms/payment-setup.ts',
    'packages/payments/src/payment-forms/form-maker.ts',
    'packages/payments/src/payment-forms/element-options.ts',
    'packages/payments/src/intents/api.ts',
    'packages/payments/src/hash-flows/flow.ts',
    'packages/payments/src/appearance/theme-appearance.ts',
  ],
  // GA4's part loads only where GA4 for WooCommerce prints `ga4w` (most stores track with WooCommerce's order attribution alone).
  tracking: ['packages/tracking/src/ga4/'],
};

/**
 * The checkout widget's pages. Its entry only tells the pages apart and fetches the page's part (`part`, by its
 * source module), so each page loads its own start-up code: the entry, the page's part and what they import, core's
 * shared chunks included. `budget` holds that start-up (gzip); `later` is the part fetched at the shopper's first
 * action, printed beside it; `notAtStart` is code the page must not load at start-up (another page's, or what waits
 * for an action). sizes.ts prints each beside the WooCommerce scripts 'Replace' takes away on that page
 * (LEGACY_CHECKOUT_FILES: checkout 7.43 KB, order-pay 7.43, cart 4.58, account addresses 2.10).
 *
 * Every page with an address form (checkout, cart, account addresses) loads our own country and state pickers at
 * start-up (country-select/: ~1.5 KB more than when they drove selectWoo, and their stylesheet ~0.8 KB, on those
 * pages only), which take WooCommerce's selectWoo (21.6 KB) off those pages: script-bytes on the real store counts it
 * on the legacy side.
 *
 * The budgets are today's figures, a ceiling against growth, not the goal: only order-pay loads less of ours at
 * start-up than the legacy scripts it replaces (5.7 KB against 7.4); the checkout page loads 17.7 KB, of which core's
 * shared chunks are 16 files and ~5.5 KB (esbuild's per-entry-set chunks cost ~3 KB of gzip overhead there), the
 * account's address pages 6.2 KB against 2.1. See the checkout README.
 */
export interface CheckoutPageBudget {
  readonly name: CheckoutPageName;
  readonly part: string;
  readonly later?: string;
  readonly budget: number;
  readonly notAtStart: readonly string[];
}
export type CheckoutPageName = 'checkout' | 'order-pay' | 'cart' | 'account addresses';

const CHECKOUT_SRC = 'packages/checkout/src/';
/** What only the classic checkout's form and placing an order need: never at start-up. */
const CHECKOUT_FORM_CODE = ['place-order/', 'validation/', 'coupons/coupons.ts', 'toggles/checkout-toggles.ts', 'pages/checkout-form.ts'].map((path) => CHECKOUT_SRC + path);
/** The pages' own parts: a page never loads another's. */
const PAGE_PARTS = { checkout: 'pages/checkout.ts', orderPay: 'order-pay/', cart: 'pages/cart.ts', cartCode: 'cart/', addresses: 'pages/addresses.ts' };
const part = (name: keyof typeof PAGE_PARTS): string => CHECKOUT_SRC + PAGE_PARTS[name];
/** The country and state pickers' code, and their styles. */
const PICKER_CODE = ['aria.ts', 'combobox.ts', 'picker.ts', 'pickers.ts', 'state-control.ts', 'picker.css'].map((file) => `${CHECKOUT_SRC}country-select/${file}`);
/** Localising after a country change: fetched at the first one. */
const LOCALISING = [CHECKOUT_SRC + 'address-fields/localise-fields.ts', CHECKOUT_SRC + 'address-fields/localise.ts', CHECKOUT_SRC + 'country-select/state-control.ts'];

export const CHECKOUT_PAGES: readonly CheckoutPageBudget[] = [
  {
    name: 'checkout',
    part: part('checkout'),
    later: CHECKOUT_SRC + 'pages/checkout-form.ts',
    // The checkout page is built on its own (esbuild.config.ts PAGE_BUILDS): 3 files, 13.8 KB with the sanitiser and
    // the island graft (7 files, 15.1 KB without them, when its chunks were shared with the other pages; 24 files,
    // 17.9 KB when core's modules were slivers shared with payments and express checkout). Today's size as a ceiling.
    budget: 16.2 * KB,
    notAtStart: [...CHECKOUT_FORM_CODE, ...LOCALISING, part('orderPay'), part('cart'), part('cartCode'), part('addresses'), 'packages/core/src/checkout/lifecycle.ts'],
  },
  {
    // Paying (order-pay/pay.ts, with core's overlay and notices) waits for the shopper; no address form, so no pickers.
    name: 'order-pay',
    part: CHECKOUT_SRC + 'order-pay/order-pay.ts',
    later: CHECKOUT_SRC + 'order-pay/pay.ts',
    // Main's figure plus ~0.1 KB: the page's printed error list made an alert that stays a list (axe's listitem).
    budget: 4.3 * KB,
    // The pickers' code (and their stylesheet, which only the pages that render pickers link).
    notAtStart: [CHECKOUT_SRC + 'order-pay/pay.ts', CHECKOUT_SRC + 'address-fields/', ...PICKER_CODE, 'packages/core/src/block-overlay.ts', 'packages/core/src/notices.ts', 'packages/core/src/session.ts', ...CHECKOUT_FORM_CODE, ...LOCALISING, part('checkout'), part('cart'), part('cartCode'), part('addresses'), CHECKOUT_SRC + 'order-review/', 'packages/core/src/checkout/lifecycle.ts'],
  },
  {
    // The cart page loads the cart's code only, and that at the shopper's first action.
    name: 'cart',
    part: part('cart'),
    later: CHECKOUT_SRC + 'cart/cart-page.ts',
    budget: 7.9 * KB,
    notAtStart: [...CHECKOUT_FORM_CODE, ...LOCALISING, part('checkout'), part('orderPay'), part('cartCode'), part('addresses'), CHECKOUT_SRC + 'order-review/', CHECKOUT_SRC + 'payment-methods/', 'packages/core/src/checkout/', 'packages/core/src/session.ts'],
  },
  {
    name: 'account addresses',
    part: part('addresses'),
    later: LOCALISING[0],
    // 6.8 KB until a refused address's printed error list was made an alert that stays a list (~0.14 KB, axe's listitem).
    budget: 7.0 * KB,
    notAtStart: [...CHECKOUT_FORM_CODE, ...LOCALISING, part('checkout'), part('orderPay'), part('cart'), part('cartCode'), CHECKOUT_SRC + 'order-review/', CHECKOUT_SRC + 'payment-methods/', 'packages/core/src/checkout/', 'packages/core/src/session.ts'],
  },
];

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
