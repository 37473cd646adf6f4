/**
 * The side cart, loaded on demand by cart-loader.ts: one cart store on the page's shared session
 * client, used by the side cart island (`.side-cart-contents`, optional data-checkout-url) and the
 * header cart button; reloaded after `added_to_cart` / `removed_from_cart` however they were
 * announced; a removal in the island announces `removed_from_cart` like WooCommerce's cart does.
 */
import { emitPageEvent, mountIslands, onPageEvent, PAGE_EVENTS, pageSession, renderIsland } from '@shop-islands/core';
import type { SideCartWiring } from './cart-loader.ts';
import { createCartStore, type CartStore } from './controller/cart-store.ts';
import { showCartCount } from './header/cart-count.ts';
import { SideCart } from './view/SideCart.tsx';

function asEventTarget(doc: Document, element: HTMLElement): unknown {
  const jq = (doc.defaultView as { jQuery?: (el: Element) => unknown } | null)?.jQuery;
  return typeof jq === 'function' ? jq(element) : element;
}

/** `island` selects the side cart's elements (cart-loader.ts's SIDE_CART_ISLAND). */
export function startSideCart(doc: Document, wiring: SideCartWiring, island: string): CartStore {
  const session = pageSession({ storeApiRoot: wiring.settings.root, storeApiNonce: wiring.settings.nonce }, doc.defaultView ?? window);
  const store = createCartStore(session);
  for (const name of [PAGE_EVENTS.addedToCart, PAGE_EVENTS.removedFromCart]) onPageEvent(name, () => void store.send({ type: 'refresh' }), doc);
  const { headerButton } = wiring;
  if (headerButton) {
    store.subscribe(() => {
      const state = store.getState();
      if (state.status === 'ready') showCartCount(headerButton, state.cart);
    });
  }
  mountIslands(
    island,
    (element) =>
      renderIsland(
        element,
        <SideCart
          store={store}
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
