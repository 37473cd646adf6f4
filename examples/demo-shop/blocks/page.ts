/**
 * `/shop/checkout-block/` and `/shop/cart-block/`: pages with WooCommerce's Checkout and Cart blocks, as
 * WooCommerce 10.9.1 prints them: the block's container, `wcSettings` (currency, countries, payment methods' data
 * and order, the checkout data), the Store API nonce for its middleware, the preloaded cart, and the scripts:
 * WordPress's React and wp.element, WooCommerce's registry, settings, data stores and events, every enabled
 * payment method's script (the offline gateways', and a widget's blocks entry from dist/manifest.json), then the
 * block itself.
 */
import { ADDRESS_DATA } from '../domain/address.ts';
import { getCustomer } from '../domain/customers.ts';
import { loadCart } from '../domain/cart.ts';
import type { Gateway } from '../domain/gateways.ts';
import { cartBody } from '../endpoints/store-api/cart.ts';
import { html, type SafeHtml } from '../pages/html.ts';
import { page, type PageRegistry, type PageResult } from '../pages/registry.ts';
import { commonSettings } from '../pages/settings.ts';
import type { RequestContext } from '../shop-context.ts';
import { expressCheckoutAvailable, expressCheckoutParams } from '../pages/partials/express-checkout.ts';
import { showsStripeForm, upeParams } from '../stripe-gateway/settings.ts';
import { tokensOf } from '../stripe-gateway/tokens.ts';
import { MODEL_STYLE, orderedScripts, type ExtraScript, type ModelHandle } from './scripts.ts';

export const CHECKOUT_BLOCK_URL = '/shop/checkout-block/';
export const CART_BLOCK_URL = '/shop/cart-block/';

/** What differs between the two block pages. */
const BLOCKS = {
  checkout: { title: 'Checkout', bodyClass: 'page woocommerce-checkout woocommerce-page', container: 'wp-block-woocommerce-checkout alignwide wc-block-checkout is-loading', name: 'woocommerce/checkout', script: 'wc-checkout-block-frontend' },
  cart: { title: 'Cart', bodyClass: 'page woocommerce-cart woocommerce-page', container: 'wp-block-woocommerce-cart alignwide wc-block-cart is-loading', name: 'woocommerce/cart', script: 'wc-cart-block-frontend' },
} as const;

/** The gateways whose block checkout script WooCommerce ships (its offline methods), by gateway id. */
const OFFLINE_SCRIPTS: Readonly<Record<string, ModelHandle>> = {
  bacs: 'wc-payment-method-bacs',
  cheque: 'wc-payment-method-cheque',
  cod: 'wc-payment-method-cod',
};

/** Widgets whose blocks entry (dist/<widget>-blocks.js) the page prints when it is built. */
export const BLOCK_CHECKOUT_WIDGETS: readonly string[] = ['payments', 'express-checkout'];

/** WordPress's script tags, in its print order. */
function scriptTags(scripts: readonly { handle: string; src: string }[]): SafeHtml {
  return html`${scripts.map((s) => html`<script src="${s.src}" id="${s.handle}-js"></script>\n`)}`;
}

/** CheckoutFields' core fields as the block checkout labels them; phone required, as the demo's classic checkout has it. */
const DEFAULT_FIELDS = {
  email: { label: 'Email address', required: true, hidden: false },
  country: { label: 'Country/Region', required: true, hidden: false },
  first_name: { label: 'First name', required: true, hidden: false },
  last_name: { label: 'Last name', required: true, hidden: false },
  company: { label: 'Company', required: false, hidden: true },
  address_1: { label: 'Address', required: true, hidden: false },
  address_2: { label: 'Apartment, suite, etc.', required: false, hidden: false },
  city: { label: 'City', required: true, hidden: false },
  state: { label: 'State/County', required: true, hidden: false },
  postcode: { label: 'Postal code', required: true, hidden: false },
  phone: { label: 'Phone', required: true, hidden: false },
} as const;

/** wcSettings.countryData: each country's states (none printed: free text) and its field rules. */
function countryData(): Record<string, unknown> {
  return Object.fromEntries(
    Object.keys(ADDRESS_DATA.countries).map((code) => {
      const locale = Object.fromEntries(
        Object.entries(ADDRESS_DATA.locale[code] ?? {}).map(([field, rule]) => [field, { ...(rule.label ? { label: rule.label } : {}), ...(rule.required !== undefined ? { required: rule.required } : {}), ...(rule.hidden !== undefined ? { hidden: rule.hidden } : {}) }]),
      );
      const states = ADDRESS_DATA.states[code];
      return [code, { allowBilling: true, allowShipping: true, ...(states ? { states } : {}), locale }];
    }),
  );
}

/** What a gateway's block integration prints as its payment method data (get_payment_method_data). */
function paymentMethodData(gateway: Gateway): Record<string, unknown> {
  const data = { title: gateway.title, description: gateway.description, supports: ['products'] };
  return gateway.id === 'cod' ? { ...data, enableForVirtual: true, enableForShippingMethods: [] } : data;
}

/**
 * wcSettings.customerPaymentMethods: the logged-in customer's saved cards by type, as WooCommerce prints them for
 * the block ('Visa ending in 4242 (expires 12/34)', its gateway and token id).
 */
function customerPaymentMethods(ctx: RequestContext): Record<string, unknown[]> {
  const cards = tokensOf(ctx.shop.db, ctx.session.customerId).filter((t) => t.exp_month > 0);
  if (cards.length === 0) return {};
  return {
    cc: cards.map((t) => ({
      method: { gateway: t.gateway, last4: t.last4, brand: t.brand },
      expires: `${String(t.exp_month).padStart(2, '0')}/${String(t.exp_year).slice(-2)}`,
      is_default: t.is_default === 1,
      actions: {},
      tokenId: t.id,
    })),
  };
}

/**
 * The Stripe Gateway's blocks integration data (`stripe_data`, get_payment_method_data): its javascript_params()
 * as JSON and the blocks' keys, when the cart can be paid with one of its forms.
 */
function stripeData(ctx: RequestContext): Record<string, unknown> | null {
  const cart = loadCart(ctx.shop.db, ctx.session.id);
  if (cart.lines.length === 0 || !showsStripeForm(ctx, cart.currency.code, cart.totals.total)) return null;
  return {
    ...upeParams(ctx, { kind: 'checkout', cart }, 'json'),
    supports: ['products', 'refunds', 'tokenization', 'add_payment_method'], showSavedCards: true, showSaveOption: true, isAdmin: false,
    // the express wallets' switches (javascript_params()) and should_show_express_checkout_button()
    isExpressCheckoutEnabled: expressCheckoutAvailable(ctx), isLinkEnabled: false, shouldShowExpressCheckoutButton: expressCheckoutAvailable(ctx),
  };
}

function blockPage(ctx: RequestContext, kind: keyof typeof BLOCKS): PageResult {
  const block = BLOCKS[kind];
  // the gateway's blocks integration prints its data on both block pages (the Cart block shows its express methods)
  const stripe = stripeData(ctx);
  // The gateway's express settings, printed with its express script's handle on block pages too (has_block).
  const express = stripe && expressCheckoutAvailable(ctx) ? { wc_stripe_express_checkout_params: expressCheckoutParams(ctx, kind, { cart: loadCart(ctx.shop.db, ctx.session.id), block: true }) } : {};
  const gateways = ctx.shop.gateways.list();
  const offline = gateways.filter((g) => OFFLINE_SCRIPTS[g.id]);
  const cart = cartBody(ctx);
  const customer = ctx.session.customerId !== null ? getCustomer(ctx.shop.db, ctx.session.customerId) : undefined;
  const currency = ctx.shop.currency;
  const nonce = ctx.shop.nonces.createNonce(ctx.session.id, 'wc_store_api');
  const blocksEntries: ExtraScript[] = BLOCK_CHECKOUT_WIDGETS.flatMap((name) => {
    const entry = ctx.shop.assets.blocks(name);
    return entry ? [{ handle: `shop-islands-${name}-blocks`, src: `/shop/wp-content/plugins/shop-islands/dist/${entry.js}?ver=${entry.hash}`, deps: entry.dependencies }] : [];
  });
  const scripts = orderedScripts(
    [...offline.map((g) => OFFLINE_SCRIPTS[g.id]!), ...blocksEntries.map((s) => s.handle), block.script],
    blocksEntries,
  );
  const wcSettings = {
    currency: {
      code: currency.code, precision: currency.minorUnit, symbol: currency.symbol, symbolPosition: currency.prefix ? 'left' : 'right',
      decimalSeparator: currency.decimalSeparator, thousandSeparator: currency.thousandSeparator, priceFormat: currency.prefix ? '%1$s%2$s' : '%2$s%1$s',
    },
    countries: ADDRESS_DATA.countries,
    countryData: countryData(),
    defaultFields: DEFAULT_FIELDS,
    currentUserId: ctx.session.customerId ?? 0,
    currentUserIsAdmin: false,
    homeUrl: `${ctx.shop.origin()}/`,
    storePages: { cart: { id: 0, permalink: CART_BLOCK_URL }, checkout: { id: 0, permalink: CHECKOUT_BLOCK_URL }, shop: { id: 0, permalink: '/shop/' } },
    displayCartPricesIncludingTax: true,
    checkoutAllowsGuest: true,
    paymentMethodSortOrder: gateways.map((g) => g.id),
    customerPaymentMethods: customerPaymentMethods(ctx),
    paymentMethodData: { ...Object.fromEntries(offline.map((g) => [g.id, paymentMethodData(g)])), ...(stripe ? { stripe } : {}) },
    checkoutData: {
      order_id: 0,
      customer_id: ctx.session.customerId ?? 0,
      customer_note: '',
      billing_address: { ...(cart.billing_address as object), ...(customer && !(cart.billing_address as Record<string, string>).email ? { email: customer.email } : {}) },
      shipping_address: cart.shipping_address,
    },
  };
  return page({
    title: block.title,
    bodyClass: block.bodyClass,
    widgets: ['storefront', 'live-search'],
    hostScripts: ['jquery', 'wp-i18n', ...(stripe ? (['stripe'] as const) : [])],
    settings: {
      ...commonSettings(),
      ...express,
      wcSettings,
      wcBlocksMiddlewareConfig: { storeApiNonce: nonce, wcStoreApiNonceTimestamp: String(Math.floor(ctx.shop.now() / 1000)) },
      wcBlocksModel: { restRoot: '/shop/wp-json/', preloaded: { '/wc/store/v1/cart': cart } },
    },
    head: html`<link rel="stylesheet" id="wc-blocks-checkout-style-css" href="${MODEL_STYLE}" media="all">`,
    scripts: scriptTags(scripts),
    content: html`<article class="page type-page"><header class="entry-header"><h1 class="entry-title">${block.title}</h1></header>
<div class="entry-content"><div class="${block.container}" data-block-name="${block.name}"><p class="wc-block-${kind}__loading">Loading…</p></div></div></article>`,
  });
}

export function registerBlockCheckoutPages(r: PageRegistry): void {
  r.registerPage('GET', CHECKOUT_BLOCK_URL, (ctx) => blockPage(ctx, 'checkout'));
  r.registerPage('GET', CART_BLOCK_URL, (ctx) => blockPage(ctx, 'cart'));
}
