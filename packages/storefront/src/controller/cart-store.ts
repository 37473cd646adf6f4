/**
 * The side cart's state, shared by the side cart island and the header cart button:
 * loaded from the Store API on demand, reloaded after cart changes, updated by removals.
 * Headless: no DOM, requests through the functions in api.ts.
 */
import { isAbortedRequest, LatestRequest, requestErrorMessage, type StoreApiClient } from '@shop-islands/core';
import { fetchCart, removeCartItem, type Cart } from '../api.ts';

export type CartState =
  | { readonly status: 'idle' }
  | { readonly status: 'loading'; readonly cart: Cart | null }
  | { readonly status: 'ready'; readonly cart: Cart }
  | { readonly status: 'failed'; readonly cart: Cart | null; readonly message: string };

export interface CartStore {
  getState(): CartState;
  subscribe(listener: () => void): () => void;
  /** Loads the cart again; an older load still running is cancelled. */
  refresh(): Promise<void>;
  /** Loads the cart unless it was loaded (or is loading) already. */
  ensureLoaded(): Promise<void>;
  /** Removes one cart line; resolves with the new state. */
  remove(key: string): Promise<CartState>;
}

function cartOf(state: CartState): Cart | null {
  return state.status === 'idle' ? null : state.cart;
}

export function createCartStore(client: StoreApiClient): CartStore {
  let state: CartState = { status: 'idle' };
  const listeners = new Set<() => void>();
  const latest = new LatestRequest();

  const set = (next: CartState): CartState => {
    state = next;
    listeners.forEach((listener) => listener());
    return state;
  };

  const fail = (error: unknown): CartState =>
    set({ status: 'failed', cart: cartOf(state), message: requestErrorMessage(error) });

  async function refresh(): Promise<void> {
    const signal = latest.next();
    set({ status: 'loading', cart: cartOf(state) });
    try {
      set({ status: 'ready', cart: await fetchCart(client, { signal }) });
    } catch (error) {
      if (!isAbortedRequest(error)) fail(error);
    }
  }

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    refresh,
    ensureLoaded: () => (state.status === 'idle' || state.status === 'failed' ? refresh() : Promise.resolve()),
    async remove(key) {
      latest.cancel();
      set({ status: 'loading', cart: cartOf(state) });
      try {
        return set({ status: 'ready', cart: await removeCartItem(client, key) });
      } catch (error) {
        return fail(error);
      }
    },
  };
}
