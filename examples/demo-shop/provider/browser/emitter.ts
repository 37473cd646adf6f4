/**
 * A small typed event emitter shaped like Stripe's element/payment-request `on`/`once`/`off`.
 * Its generic signatures are checked against Stripe's overloads wherever an emitter method is
 * placed on an object typed as a Stripe interface.
 */
type Handler<E> = (event: E) => unknown;

export interface Emitter<Events> {
  on<K extends keyof Events>(type: K, handler: Handler<Events[K]>): void;
  once<K extends keyof Events>(type: K, handler: Handler<Events[K]>): void;
  off<K extends keyof Events>(type: K, handler?: Handler<Events[K]>): void;
  emit<K extends keyof Events>(type: K, event: Events[K]): void;
  has<K extends keyof Events>(type: K): boolean;
}

export function createEmitter<Events>(): Emitter<Events> {
  const handlers = new Map<keyof Events, Set<Handler<never>>>();
  const set = (type: keyof Events): Set<Handler<never>> => {
    const existing = handlers.get(type);
    if (existing) return existing;
    const fresh = new Set<Handler<never>>();
    handlers.set(type, fresh);
    return fresh;
  };
  const emitter: Emitter<Events> = {
    on(type, handler) {
      set(type).add(handler as Handler<never>);
    },
    once(type, handler) {
      const wrapped: Handler<Events[typeof type]> = (event) => {
        emitter.off(type, wrapped);
        return handler(event);
      };
      emitter.on(type, wrapped);
    },
    off(type, handler) {
      if (handler) set(type).delete(handler as Handler<never>);
      else set(type).clear();
    },
    emit(type, event) {
      [...set(type)].forEach((handler) => (handler as Handler<typeof event>)(event));
    },
    has(type) {
      return set(type).size > 0;
    },
  };
  return emitter;
}
