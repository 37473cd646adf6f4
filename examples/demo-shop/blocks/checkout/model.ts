/** What the checkout block works with: the stores (through wp.data), the events, the registry and the Store API. */
import type { CartActions, CartSelectors } from '../data/cart-store.ts';
import type { CheckoutActions, CheckoutSelectors } from '../data/checkout-store.ts';
import { NOTICES_STORE_KEY, type NoticesActions, type NoticesSelectors } from '../data/notices-store.ts';
import type { PaymentActions, PaymentSelectors } from '../data/payment-store.ts';
import type { DataRegistry } from '../data/registry.ts';
import type { StoreApiClient } from '../data/store-api.ts';
import type { ValidationActions, ValidationSelectors } from '../data/validation-store.ts';
import type { CheckoutEventsApi } from '../events/checkout-events.ts';
import { createEmitter, type Emitter } from '../events/emitter.ts';
import type { WcBlocksData } from '../globals.ts';
import type { BlocksRegistry } from '../registry/registry.ts';

export interface StoreHandle<S, A> {
  readonly select: S;
  readonly dispatch: A;
}

/** The payment and shipping events of the checkout (Blocks keeps them in React context; the model in one emitter). */
export const CHECKOUT_BLOCK_EVENTS = {
  PAYMENT_SETUP: 'payment_setup',
  SHIPPING_RATES_SUCCESS: 'shipping_rates_success',
  SHIPPING_RATES_FAIL: 'shipping_rates_fail',
  SHIPPING_RATE_SELECT_SUCCESS: 'shipping_rate_select_success',
  SHIPPING_RATE_SELECT_FAIL: 'shipping_rate_select_fail',
} as const;

export interface CheckoutModel {
  readonly checkout: StoreHandle<CheckoutSelectors, CheckoutActions>;
  readonly payment: StoreHandle<PaymentSelectors, PaymentActions>;
  readonly cart: StoreHandle<CartSelectors, CartActions>;
  readonly notices: StoreHandle<NoticesSelectors, NoticesActions>;
  readonly validation: StoreHandle<ValidationSelectors, ValidationActions>;
  /** Called after any store changed. */
  subscribe(listener: () => void): () => void;
  readonly checkoutEvents: CheckoutEventsApi;
  /** payment_setup and the shipping events. */
  readonly blockEvents: Emitter;
  readonly registry: BlocksRegistry;
  readonly api: StoreApiClient;
  navigate(url: string): void;
}

function handle<S, A>(data: DataRegistry, name: string): StoreHandle<S, A> {
  return { select: data.select(name) as unknown as S, dispatch: data.dispatch(name) as unknown as A };
}

/** The model of the page's checkout, from the globals the model's scripts printed. */
export function pageCheckoutModel(globals: {
  data: DataRegistry;
  blocksData: WcBlocksData & { readonly storeApi: StoreApiClient };
  checkoutEvents: CheckoutEventsApi;
  registry: BlocksRegistry;
  navigate(url: string): void;
}): CheckoutModel {
  const { data, blocksData } = globals;
  return {
    checkout: handle(data, blocksData.CHECKOUT_STORE_KEY),
    payment: handle(data, blocksData.PAYMENT_STORE_KEY),
    cart: handle(data, blocksData.CART_STORE_KEY),
    notices: handle(data, NOTICES_STORE_KEY),
    validation: handle(data, blocksData.VALIDATION_STORE_KEY),
    subscribe: (listener) => data.subscribe(listener),
    checkoutEvents: globals.checkoutEvents,
    blockEvents: createEmitter(),
    registry: globals.registry,
    api: blocksData.storeApi,
    navigate: globals.navigate,
  };
}
