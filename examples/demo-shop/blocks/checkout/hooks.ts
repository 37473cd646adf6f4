/** React's view of the model's stores: a value read again after every store change (what useSelect gives Blocks). */
import { useSyncExternalStore } from 'react';
import type { CheckoutModel } from './model.ts';

/** `read` must return a stored value (or a primitive), not a new object each time. */
export function useModel<T>(model: CheckoutModel, read: (model: CheckoutModel) => T): T {
  return useSyncExternalStore(model.subscribe, () => read(model));
}
