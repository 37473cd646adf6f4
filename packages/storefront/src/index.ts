/**
 * The storefront widget: wires the small behaviour modules onto the theme's server-rendered markup,
 * for the behaviour groups switched on (settings.ts). Each module leaves the page as it is when its
 * markup is absent.
 */
import './style.css';
import { whenDomReady } from '@shop-islands/core';
import { handleAddToCart, ADD_TO_CART_BUTTON } from './add-to-cart.ts';
import { enhanceCartToggle, enhanceMenuToggle, enhanceSearchToggle } from './header/header-toggles.ts';
import { watchScrollState } from './header/scroll-state.ts';
import { enhanceSubmenus } from './header/submenus.ts';
import { revealOnScroll } from './home/reveal.ts';
import { startSliders } from './home/slider.ts';
import { submitSortOnChange } from './listing/sort.ts';
import { adaptProductBackground } from './product/adaptive-background.ts';
import { loadAddToCartParams, loadFeatures, loadStoreApiSettings } from './settings.ts';
import { SIDE_CART_ISLAND, startSideCart } from './side-cart.tsx';

function start(doc: Document): void {
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
  const addToCartParams = addToCart || sideCart ? loadAddToCartParams() : null;
  if (addToCart && addToCartParams) {
    handleAddToCart(doc, {
      wcAjaxUrl: addToCartParams.wc_ajax_url,
      cartUrl: addToCartParams.cart_url,
      viewCartText: addToCartParams.i18n_view_cart,
    });
  }
  if (!features.has('theme')) return;

  const storeApi = sideCart ? loadStoreApiSettings() : null;
  // The cart toggle loads the cart when first opened; the store is created just below.
  const cartToggle = enhanceCartToggle(doc, () => void store?.ensureLoaded());
  const store = storeApi
    ? startSideCart(doc, {
        settings: storeApi,
        cartUrl: addToCartParams?.cart_url ?? '',
        viewCartText: addToCartParams?.i18n_view_cart ?? '',
        headerButton: cartToggle?.button ?? null,
      })
    : null;
}

whenDomReady(() => start(document));
