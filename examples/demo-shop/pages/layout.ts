import type { AssetService, HostScript } from '../assets.ts';
import type { Cart } from '../domain/cart.ts';
import { itemCount } from '../domain/cart.ts';
import type { Category } from '../domain/catalogue.ts';
import { priceHtml } from './partials/price.ts';
import { html, scriptJson, type SafeHtml } from './html.ts';
import type { PageView } from './registry.ts';
import { miniCart } from './partials/mini-cart.ts';
import { buyNowPopupTemplate } from './partials/buy-now.ts';

export interface LayoutInput extends Omit<PageView, 'status'> {
  cart: Cart;
  categories: Category[];
  origin: string;
  assets: AssetService;
  notices?: SafeHtml;
  /** Tags plugins print in <head> (wp_head), e.g. the trackers' (partials/tracking-head.ts). */
  head?: SafeHtml;
  /** This response's Content-Security-Policy nonce, carried by every inline script (security/content-security-policy.ts). */
  scriptNonce: string;
}

const HOST_SCRIPTS: Record<HostScript, { js: string; css?: string }> = {
  jquery: { js: '/shop/wp-includes/js/jquery/jquery.min.js?ver=3.7.1' },
  slick: { js: '/shop/wp-content/themes/demo/assets/slick/slick.min.js?ver=1.8.1', css: '/shop/wp-content/themes/demo/assets/slick/slick.css?ver=1.8.1' },
  'wp-i18n': { js: '/shop/wp-includes/js/dist/i18n.min.js?ver=6' },
  // The test-mode card provider's Stripe.js double (provider/), the demo's stand-in for https://js.stripe.com/v3/
  stripe: { js: '/shop/demo/stripe/v3/' },
};

/** slick needs jQuery; WordPress prints dependencies first. (The checkout widget's own pickers replace selectWoo: with 'Replace', WooCommerce's select2 is not served.) */
function orderedHostScripts(list: HostScript[]): HostScript[] {
  const needs = new Set<HostScript>(list);
  if (needs.has('slick')) needs.add('jquery');
  return (['jquery', 'wp-i18n', 'slick', 'stripe'] as const).filter((s) => needs.has(s));
}

/** AWS's search box markup. `data-search-logic="and"`: the demo's search matches every word (domain/product-search.ts). */
function searchBox(origin: string, id: string): SafeHtml {
  return html`<div class="aws-container" data-url="/shop/?wc-ajax=aws_action" data-siteurl="${origin}/" data-lang="" data-show-loader="true" data-show-more="true" data-show-page="true" data-ajax-search="true" data-show-clear="true" data-mobile-screen="true" data-use-analytics="false" data-min-chars="1" data-buttons-order="1" data-timeout="300" data-is-mobile="false" data-page-id="0" data-tax="" data-search-logic="and"><form class="aws-search-form" action="/" method="get" role="search"><div class="aws-wrapper"><label style="position:absolute !important;left:-10000px;top:auto;width:1px;height:1px;overflow:hidden;" class="aws-search-label" for="${id}">Search</label><input type="search" name="s" value="" class="aws-search-field" placeholder="Search" autocomplete="off" id="${id}"><input type="hidden" name="post_type" value="product"><input type="hidden" name="type_aws" value="true"><div class="aws-search-clear"><span>×</span></div><div class="aws-loader"></div></div></form></div>`;
}

function header(input: LayoutInput): SafeHtml {
  const count = itemCount(input.cart);
  const top = input.categories.filter((c) => c.parent_id === null);
  return html`<header id="masthead" class="site-header" role="banner">
<div class="col-full site-header-inner">
<a class="skip-link screen-reader-text" href="#site-navigation">Skip to navigation</a>
<a class="skip-link screen-reader-text" href="#content">Skip to content</a>
<div class="site-branding"><p class="site-title"><a href="/" rel="home">Shop Islands</a></p><p class="site-description">Small islands, big shop</p></div>
<nav id="site-navigation" class="main-navigation" aria-label="Primary Navigation">
<button class="menu-toggle" aria-controls="site-navigation-menu" aria-expanded="false"><span>Menu</span></button>
<div class="primary-navigation"><ul id="site-navigation-menu" class="menu nav-menu">
<li class="menu-item"><a href="/">Home</a></li>
<li class="menu-item menu-item-has-children"><a href="/shop/">Shop</a><ul class="sub-menu">
${top.map((c) => html`<li class="menu-item"><a href="/shop/product-category/${c.slug}/">${c.name}</a></li>`)}
</ul></li>
<li class="menu-item"><a href="/blog/">Blog</a></li>
<li class="menu-item"><a href="/shop/my-account/">My account</a></li>
</ul></div>
</nav>
<div class="site-search-toggle"><button type="button" class="search-toggle" aria-controls="site-search" aria-expanded="false"><span class="screen-reader-text">Search</span><span aria-hidden="true">⌕</span></button></div>
<div id="site-search" class="site-search">${searchBox(input.origin, 'aws-header-search')}</div>
<ul id="site-header-cart" class="site-header-cart menu">
<li><a class="cart-contents" href="/shop/cart/" title="View your shopping cart"><span class="woocommerce-Price-amount amount">${priceHtml(input.cart.totals.total, input.cart.currency)}</span> <span class="count">${count} ${count === 1 ? 'item' : 'items'}</span></a></li>
<li><div class="widget woocommerce widget_shopping_cart">${miniCart(input.cart)}</div></li>
</ul>
</div>
</header>`;
}

/** Panels the storefront widget opens: the side cart (from the header cart) and the full-screen menu (from the hamburger). Hidden until the widget enhances them. */
function panels(input: LayoutInput): SafeHtml {
  const top = input.categories.filter((c) => c.parent_id === null);
  return html`<aside id="side-cart-panel" class="side-cart-panel" aria-labelledby="side-cart-title" hidden>
<div class="side-cart-panel__head"><h2 id="side-cart-title">Your basket</h2><button type="button" class="side-cart-close">Close basket</button></div>
<div class="side-cart-contents" data-checkout-url="/shop/checkout/"></div>
</aside>
<div id="menu-panel" class="menu-panel" role="dialog" aria-modal="true" aria-label="Menu" hidden>
<button type="button" class="menu-panel-close">Close menu</button>
<nav aria-label="Full menu"><ul class="menu-panel__menu">
<li><a href="/">Home</a></li>
<li><a href="/shop/">Shop</a><ul>${top.map((c) => html`<li><a href="/shop/product-category/${c.slug}/">${c.name}</a></li>`)}</ul></li>
<li><a href="/blog/">Blog</a></li>
<li><a href="/shop/my-account/">My account</a></li>
<li><a href="/shop/cart/">Basket</a></li>
</ul></nav>
</div>`;
}

function footer(): SafeHtml {
  return html`<footer id="colophon" class="site-footer" role="contentinfo"><div class="col-full">
<nav class="footer-navigation" aria-label="Footer"><ul><li><a href="/shop/">Shop</a></li><li><a href="/blog/">Blog</a></li><li><a href="/shop/my-account/">My account</a></li><li><a href="/shop/cart/">Basket</a></li></ul></nav>
<p class="site-info">© Shop Islands demo shop. Prices include VAT.</p></div></footer>`;
}

function settingsScripts(settings: Record<string, unknown>, nonce: string): SafeHtml {
  return html`${Object.entries(settings)
    .filter(([name]) => /^[A-Za-z_$][\w$]*$/.test(name))
    .map(([name, value]) => html`<script nonce="${nonce}" id="${name}-js-extra">var ${name} = ${scriptJson(value)};</script>\n`)}`;
}

/**
 * The page a widget built page by page serves (the manifest's `pages`), told apart by the body classes WooCommerce
 * prints, as the plugin tells them apart (is_checkout_pay_page, is_checkout, is_cart, the edit-address endpoint).
 */
export function builtPage(bodyClass: string): string {
  const classes = bodyClass.split(/\s+/);
  if (classes.includes('woocommerce-order-pay')) return 'order-pay';
  if (classes.includes('woocommerce-checkout')) return 'checkout';
  if (classes.includes('woocommerce-cart')) return 'cart';
  return classes.includes('woocommerce-edit-address') ? 'addresses' : '';
}

function widgetTags(input: LayoutInput): { css: SafeHtml[]; js: SafeHtml[]; preload: SafeHtml[] } {
  const found = input.widgets.flatMap((name) => {
    const w = input.assets.widget(name);
    return w ? [{ name, ...w }] : [];
  });
  const base = '/shop/wp-content/plugins/shop-islands/dist/';
  const page = builtPage(input.bodyClass);
  return {
    css: found.flatMap((w) => [
      ...(w.css ? [html`<link rel="stylesheet" id="shop-islands-${w.name}-css" href="${base}${w.css}?ver=${w.hash}" media="all">`] : []),
      // This page's own stylesheet (checkout's pickers' styles, on the pages that render pickers), as the plugin links it.
      ...(w.pageStyles[page] ? [html`<link rel="stylesheet" id="shop-islands-${w.name}-page-css" href="${base}${w.pageStyles[page]}?ver=${w.hash}" media="all">`] : []),
    ]),
    js: found.map((w) => html`<script type="module" id="shop-islands-${w.name}-js" src="${base}${w.js}?ver=${w.hash}"></script>`),
    // Shared chunks, and this page's own files, fetched with the entry instead of after it.
    preload: [...new Set(found.flatMap((w) => [...w.imports, ...(w.pages[page] ?? [])]))].map((file) => html`<link rel="modulepreload" href="${base}${file}">`),
  };
}

/** The whole document, like a classic WordPress theme prints it. */
export function renderLayout(input: LayoutInput): string {
  const hosts = orderedHostScripts(input.hostScripts);
  const widgets = widgetTags(input);
  return `<!DOCTYPE html>\n${html`<html lang="en-GB">
<head>
<meta charset="UTF-8">
<link rel="icon" href="data:,">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${input.title} – Shop Islands</title>
<link rel="stylesheet" id="demo-theme-css" href="/shop/wp-content/themes/demo/style.css?ver=1" media="all">
${hosts.map((h) => HOST_SCRIPTS[h].css ? html`<link rel="stylesheet" id="${h}-css" href="${HOST_SCRIPTS[h].css!}" media="all">` : '')}
${widgets.css}
${widgets.preload}
${input.head ?? ''}
</head>
<body class="${input.bodyClass} theme-demo woocommerce-js">
<div id="page" class="hfeed site">
${header(input)}
<div id="content" class="site-content" tabindex="-1"><div class="col-full">
<div class="woocommerce">${input.notices ?? ''}</div>
<div id="primary" class="content-area"><main id="main" class="site-main">
${input.content}
</main></div>
</div></div>
${footer()}
</div>
${panels(input)}
${input.widgets.includes('buy-now') ? buyNowPopupTemplate() : ''}
${settingsScripts(input.settings, input.scriptNonce)}
${hosts.map((h) => html`<script src="${HOST_SCRIPTS[h].js}" id="${h}-js"></script>`)}
${input.scripts ?? ''}
${widgets.js}
</body>
</html>`}`;
}
