/**
 * The side cart's state, shared by the side cart island and the header cart button: loaded from the
 * Store API on demand, reloaded after cart changes, updated by removals. A pure step function
 * (`cartStep`) on core's createStore; its effects (fetch, remove) run through api.ts with the page's
 * one session client. No DOM.
 */
import { createStore, isAbortedRequest, LatestRequest, requestErrorMessage, type Step, type StoreApi } from '@shop-islands/core';
import { fetchCart, removeCartItem, type Cart } from '../api.ts';

export type CartState =
  | { readonly status: 'idle' }
  | { readonly status: 'loading'; readonly cart: Cart | null }
  | { readonly status: 'ready'; readonly cart: Cart }
  | { readonly status: 'failed'; readonly cart: Cart | null; readonly message: string };

export type CartAction =
  /** Load the cart again (an older load still running is cancelled). */
  | { readonly type: 'refresh' }
  /** Load the cart unless it was loaded (or is loading) already. */
  | { readonly type: 'ensure-loaded' }
  | { readonly type: 'remove'; readonly key: string }
  | { readonly type: 'answered'; readonly cart: Cart }
  | { readonly type: 'failed'; readonly message: string };

export type CartEffect = { readonly type: 'fetch' } | { readonly type: 'remove'; readonly key: string };

const cartOf = (state: CartState): Cart | null => (state.status === 'idle' ? null : state.cart);

export function cartStep(state: CartState, action: CartAction): Step<CartState, CartEffect> {
  switch (action.type) {
    case 'ensure-loaded':
      return state.status === 'idle' || state.status === 'failed' ? cartStep(state, { type: 'refresh' }) : { state };
    case 'refresh':
      return { state: { status: 'loading', cart: cartOf(state) }, effects: [{ type: 'fetch' }] };
    case 'remove':
      return { state: { status: 'loading', cart: cartOf(state) }, effects: [{ type: 'remove', key: action.key }] };
    case 'answered':
      return { state: { status: 'ready', cart: action.cart } };
    case 'failed':
      return { state: { status: 'failed', cart: cartOf(state), message: action.message } };
  }
}

export interface CartStore {
  getState(): CartState;
  subscribe(listener: () => void): () => void;
  /** Dispatches `action`; resolves once the request it started (if any) has answered. */
  send(action: CartAction): Promise<CartState>;
}

export function createCartStore(api: StoreApi): CartStore {
  const latest = new LatestRequest();
  let settled: Promise<unknown> = Promise.resolve();
  const store = createStore<CartState, CartAction, CartEffect>(cartStep, { status: 'idle' }, (effect, dispatch) => {
    // A removal answers with the whole cart, so a load still running is no longer wanted.
    const request = effect.type === 'fetch' ? fetchCart(api, { signal: latest.next() }) : (latest.cancel(), removeCartItem(api, effect.key));
    settled = request.then(
      (cart) => dispatch({ type: 'answered', cart }),
      (error: unknown) => isAbortedRequest(error) || dispatch({ type: 'failed', message: requestErrorMessage(error) }),
    );
  });
  return {
    getState: store.getState,
    subscribe: store.subscribe,
    async send(action) {
      settled = Promise.resolve();
      store.dispatch(action);
      await settled;
      return store.getState();
    },
  };
}
