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

/** Stripe's chainable `on`/`once`/`off`: each returns the element (or payment request) it was called on. */
export interface Listeners<Events, Self> {
  on<K extends keyof Events>(type: K, handler: Handler<Events[K]>): Self;
  once<K extends keyof Events>(type: K, handler: Handler<Events[K]>): Self;
  off<K extends keyof Events>(type: K, handler?: Handler<Events[K]>): Self;
}

/** `on`/`once`/`off` over `events`, returning `self()` (the object they are placed on, made after them). */
export function listeners<Events, Self>(events: Emitter<Events>, self: () => Self): Listeners<Events, Self> {
  return {
    on(type, handler) {
      events.on(type, handler);
      return self();
    },
    once(type, handler) {
      events.once(type, handler);
      return self();
    },
    off(type, handler) {
      events.off(type, handler);
      return self();
    },
  };
}
