/**
 * The storefront widget: wires the small behaviour modules onto the theme's server-rendered markup,
 * for the behaviour groups switched on (settings.ts), and makes WooCommerce's printed error lists alerts that stay
 * lists on every page (core's groupPrintedErrors). Each module leaves the page as it is when its markup is absent.
 */
import './style.css';
import { whenDomReady } from '@shop-islands/core';
import { groupPrintedErrors } from '@shop-islands/core/printed-errors';
import { ADD_TO_CART_BUTTON, SIDE_CART_ISLAND, startCartFeatures, type CartFeatures } from './cart-loader.ts';
import { enhanceCartToggle, enhanceMenuToggle, enhanceSearchToggle } from './header/header-toggles.ts';
import { watchScrollState } from './header/scroll-state.ts';
import { enhanceSubmenus } from './header/submenus.ts';
import { revealOnScroll } from './home/reveal.ts';
import { startSliders } from './home/slider.ts';
import { submitSortOnChange } from './listing/sort.ts';
import { adaptProductBackground } from './product/adaptive-background.ts';
import { loadAddToCartParams, loadFeatures, loadStoreApiSettings } from './settings.ts';

function start(doc: Document): void {
  // On every page, whatever the groups: WooCommerce's printed error lists (a failed login, an add-to-cart refused) are
  // alerts that stay lists.
  groupPrintedErrors(doc);
  const features = loadFeatures();
  if (features.has('theme')) {
    enhanceSubmenus(doc);
    enhanceMenuToggle(doc);
    enhanceSearchToggle(doc);
    const header = doc.querySelector<HTMLElement>('.site-header');
    if (header) watchScrollState(header);
    startSliders(doc);
    revealOnScroll(doc);
  }
  if (features.has('adaptive-background')) adaptProductBackground(doc);
  if (features.has('woocommerce')) submitSortOnChange(doc);

  const sideCart = features.has('theme') && doc.querySelector(SIDE_CART_ISLAND) !== null;
  const addToCart = features.has('woocommerce') && doc.querySelector(ADD_TO_CART_BUTTON) !== null;
  // The cart toggle loads the side cart when first opened; `cart` is set below when the page has one.
  let cart: CartFeatures | undefined;
  const cartToggle = features.has('theme') ? enhanceCartToggle(doc, () => cart?.openSideCart()) : null;
  if (!sideCart && !addToCart) return;
  const addToCartParams = loadAddToCartParams();
  const storeApi = sideCart ? loadStoreApiSettings() : null;
  cart = startCartFeatures(doc, {
    addToCart: addToCart && addToCartParams
      ? { wcAjaxUrl: addToCartParams.wc_ajax_url, cartUrl: addToCartParams.cart_url, viewCartText: addToCartParams.i18n_view_cart }
      : null,
    sideCart: storeApi && {
      settings: storeApi,
      cartUrl: addToCartParams?.cart_url ?? '',
      viewCartText: addToCartParams?.i18n_view_cart ?? '',
      headerButton: cartToggle?.button ?? null,
    },
  });
}

whenDomReady(() => start(document));
