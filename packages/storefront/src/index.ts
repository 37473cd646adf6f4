/**
 * The storefront widget: wires the small behaviour modules onto the theme's server-rendered markup.
 * Each module leaves the page as it is when its markup is absent.
 */
import './style.css';
import { whenDomReady } from '@shop-islands/core';
import { ADD_TO_CART_BUTTON, SIDE_CART_ISLAND, startCartFeatures } from './cart-loader.ts';
import { enhanceCartToggle, enhanceMenuToggle, enhanceSearchToggle } from './header/header-toggles.ts';
import { watchScrollState } from './header/scroll-state.ts';
import { enhanceSubmenus } from './header/submenus.ts';
import { revealOnScroll } from './home/reveal.ts';
import { startSliders } from './home/slider.ts';
import { keepAwsSearchInFilterLinks } from './listing/layered-nav.ts';
import { submitSortOnChange } from './listing/sort.ts';
import { adaptProductBackground } from './product/adaptive-background.ts';
import { loadAddToCartParams, loadStoreApiSettings } from './settings.ts';

function start(doc: Document): void {
  enhanceSubmenus(doc);
  enhanceMenuToggle(doc);
  enhanceSearchToggle(doc);
  const header = doc.querySelector<HTMLElement>('.site-header');
  if (header) watchScrollState(header);

  startSliders(doc);
  revealOnScroll(doc);
  submitSortOnChange(doc);
  keepAwsSearchInFilterLinks(doc);
  adaptProductBackground(doc);

  const addToCartParams = doc.querySelector(ADD_TO_CART_BUTTON) || doc.querySelector(SIDE_CART_ISLAND) ? loadAddToCartParams() : null;
  const storeApi = doc.querySelector(SIDE_CART_ISLAND) ? loadStoreApiSettings() : null;
  // The cart toggle loads the side cart when first opened; `cart` is set just below.
  const cartToggle = enhanceCartToggle(doc, () => cart.openSideCart());
  const cart = startCartFeatures(doc, {
    addToCart: addToCartParams && {
      wcAjaxUrl: addToCartParams.wc_ajax_url,
      cartUrl: addToCartParams.cart_url,
      viewCartText: addToCartParams.i18n_view_cart,
    },
    sideCart: storeApi && {
      settings: storeApi,
      cartUrl: addToCartParams?.cart_url ?? '',
      viewCartText: addToCartParams?.i18n_view_cart ?? '',
      headerButton: cartToggle?.button ?? null,
    },
  });
}

whenDomReady(() => start(document));
