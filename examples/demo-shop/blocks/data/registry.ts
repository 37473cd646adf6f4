/**
 * The part of `@wordpress/data` (window.wp.data) that payment plugins call on a block checkout:
 * `select(store)`, `dispatch(store)` and `subscribe(listener)`, where `store` is a store's name
 * ('wc/store/checkout') or its descriptor (`wc.wcBlocksData.checkoutStore`, an object with that name).
 * The Stripe Gateway, for one, resets the checkout after a wallet flow with
 * `wp.data.dispatch(wc.wcBlocksData.CHECKOUT_STORE_KEY).__internalSetRedirectUrl(null)`.
 * Not modelled: `useSelect`/`useDispatch`, `createReduxStore`, resolvers and controls.
 */
export type Selectors = Readonly<Record<string, (...args: never[]) => unknown>>;
export type Actions = Readonly<Record<string, (...args: never[]) => unknown>>;

export interface DataStore {
  readonly selectors: Selectors;
  readonly actions: Actions;
  subscribe(listener: () => void): () => void;
}

export type StoreRef = string | { readonly name: string };

export interface DataRegistry {
  register(name: string, store: DataStore): void;
  select(store: StoreRef): Selectors;
  dispatch(store: StoreRef): Actions;
  subscribe(listener: () => void, store?: StoreRef): () => void;
}

const nameOf = (store: StoreRef): string => (typeof store === 'string' ? store : store.name);

export function createDataRegistry(): DataRegistry {
  const stores = new Map<string, DataStore>();
  const listeners = new Set<() => void>();
  const find = (store: StoreRef): DataStore => {
    const found = stores.get(nameOf(store));
    if (!found) throw new Error(`No store named ${nameOf(store)} is registered.`);
    return found;
  };
  return {
    register(name, store) {
      stores.set(name, store);
      store.subscribe(() => [...listeners].forEach((listener) => listener()));
    },
    select: (store) => find(store).selectors,
    dispatch: (store) => find(store).actions,
    subscribe(listener, store) {
      if (store !== undefined) return find(store).subscribe(listener);
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}
