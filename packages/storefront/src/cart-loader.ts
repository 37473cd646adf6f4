/**
 * The storefront's cart features load on first need, as one on-demand chunk (cart-features.ts), so a
 * page where the shopper never touches the cart never fetches them:
 * - AJAX add-to-cart: on the first click of an add-to-cart button (fetched ahead as soon as the
 *   pointer or keyboard focus reaches one). The click is handled at once: the page does not follow
 *   the button's no-JavaScript link, and if the chunk cannot load it falls back to that link.
 * - the side cart, with its store and the page's session client: when its panel first opens (the
 *   cart is then loaded once), or when the cart changes (`added_to_cart` / `removed_from_cart`,
 *   however announced: then it is reloaded and the header button's amount follows).
 */
import { onPageEvent, PAGE_EVENTS } from '@shop-islands/core';
import type { AddToCartSettings } from './add-to-cart.ts';
import type { CartStore } from './controller/cart-store.ts';
import type { StoreApiSettings } from './settings.ts';

export const ADD_TO_CART_BUTTON = '.ajax_add_to_cart';
/** The side cart island (`data-checkout-url` optional). */
export const SIDE_CART_ISLAND = '.side-cart-contents';

export interface SideCartWiring {
  readonly settings: StoreApiSettings;
  readonly cartUrl: string;
  readonly viewCartText: string;
  /** The header cart button, when there is one. */
  readonly headerButton: HTMLElement | null;
}

export interface CartWiring {
  /** Null when the page has no add-to-cart settings (then the buttons keep their links). */
  readonly addToCart: AddToCartSettings | null;
  /** Null when the page has no side cart. */
  readonly sideCart: SideCartWiring | null;
}

type OnDemand = typeof import('./cart-features.ts');

const addToCartButton = (target: EventTarget | null): HTMLElement | null =>
  target instanceof Element ? target.closest<HTMLElement>(ADD_TO_CART_BUTTON) : null;

export interface CartFeatures {
  /** What the cart toggle calls when the side cart panel opens. */
  openSideCart(): void;
  /** Stops listening (the features already loaded stay). */
  stop(): void;
}

/** Starts listening for the first need of each feature. */
export function startCartFeatures(doc: Document, { addToCart, sideCart }: CartWiring): CartFeatures {
  const listening = new AbortController();
  const { signal } = listening;
  let features: Promise<OnDemand> | null = null;
  const load = (): Promise<OnDemand> => (features ??= import('./cart-features.ts'));
  let sideCartStore: Promise<CartStore> | null = null;
  const useSideCart = (action: 'ensure-loaded' | 'refresh'): void => {
    if (!sideCart) return;
    sideCartStore ??= load().then(({ startSideCart }) => {
      stopWaiting.forEach((stop) => stop());
      return startSideCart(doc, sideCart, SIDE_CART_ISLAND);
    });
    sideCartStore.then(
      (store) => void store.send({ type: action }),
      (error: unknown) => console.error('[shop-islands] the side cart could not be loaded', error),
    );
  };
  // Until the side cart is loaded it hears cart changes here; afterwards it listens itself.
  const stopWaiting = [PAGE_EVENTS.addedToCart, PAGE_EVENTS.removedFromCart].map((name) => onPageEvent(name, () => useSideCart('refresh'), doc));

  if (addToCart) {
    const prefetch = (event: Event): void => {
      if (addToCartButton(event.target)) void load().catch(() => undefined);
    };
    doc.addEventListener('pointerover', prefetch, { passive: true, signal });
    doc.addEventListener('focusin', prefetch, { signal });
    doc.addEventListener(
      'click',
      (event) => {
        const button = addToCartButton(event.target);
        if (!button?.dataset.product_id || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
        event.preventDefault();
        if (button.classList.contains('loading')) return;
        button.classList.add('loading'); // at once: a second click while the chunk loads adds nothing
        load().then(
          ({ addToCartFrom }) => addToCartFrom(button, addToCart),
          () => {
            button.classList.remove('loading');
            const href = button.getAttribute('href');
            if (href) doc.defaultView?.location.assign(href);
          },
        );
      },
      { signal },
    );
  }
  return {
    openSideCart: () => useSideCart('ensure-loaded'),
    stop() {
      listening.abort();
      stopWaiting.forEach((stop) => stop());
    },
  };
}
