/**
 * Wires the side cart: one cart store (Store API) shared by the side cart island
 * (`.side-cart-contents`, optional data-checkout-url) and the header cart button; reloaded after
 * `added_to_cart` / `removed_from_cart` however they were announced (our add-to-cart, WooCommerce's
 * jQuery events); a removal in the island announces `removed_from_cart` like WooCommerce's cart does.
 */
import { emitPageEvent, mountIslands, onPageEvent, PAGE_EVENTS, renderIsland, StoreApiClient } from '@shop-islands/core';
import { showCartCount } from './header/cart-count.ts';
import { createCartStore, type CartStore } from './controller/cart-store.ts';
import type { StoreApiSettings } from './settings.ts';
import { SideCart } from './view/SideCart.tsx';

export const SIDE_CART_ISLAND = '.side-cart-contents';

export interface SideCartWiring {
  readonly settings: StoreApiSettings;
  readonly cartUrl: string;
  readonly viewCartText: string;
  /** The header cart button, when there is one. */
  readonly headerButton: HTMLElement | null;
}

function asEventTarget(doc: Document, element: HTMLElement): unknown {
  const jq = (doc.defaultView as { jQuery?: (el: Element) => unknown } | null)?.jQuery;
  return typeof jq === 'function' ? jq(element) : element;
}

export function startSideCart(doc: Document, wiring: SideCartWiring): CartStore {
  const store = createCartStore(new StoreApiClient(wiring.settings.root, wiring.settings.nonce));
  const locale = doc.documentElement.lang || 'en-GB';
  for (const name of [PAGE_EVENTS.addedToCart, PAGE_EVENTS.removedFromCart]) onPageEvent(name, () => void store.refresh(), doc);
  const { headerButton } = wiring;
  if (headerButton) {
    store.subscribe(() => {
      const state = store.getState();
      if (state.status === 'ready') showCartCount(headerButton, state.cart, locale);
    });
  }
  mountIslands(
    SIDE_CART_ISLAND,
    (element) =>
      renderIsland(
        element,
        <SideCart
          store={store}
          locale={locale}
          cartUrl={wiring.cartUrl || undefined}
          checkoutUrl={element.dataset.checkoutUrl}
          viewCartText={wiring.viewCartText}
          onRemoved={(_item, link) => emitPageEvent(PAGE_EVENTS.removedFromCart, [{}, '', asEventTarget(doc, link)], doc)}
        />,
      ),
    { doc },
  );
  return store;
}
