/**
 * `wc/store/checkout` as WooCommerce 10.9.1 keeps it: the checkout's status (idle → before_processing →
 * processing → after_processing → complete), its error flag, the redirect URL and what the order is made of.
 * The reducer follows 10.9.1's, quirks included: setting an error while before_processing or processing drops
 * the status back to idle, a redirect URL of null is kept (that is how a wallet flow cancels the redirect), and
 * `__internalSetComplete(data)` takes a `redirectUrl` from an observer's answer.
 */
import { createReducerStore } from './reducer-store.ts';
import type { DataStore } from './registry.ts';

export const CHECKOUT_STORE_KEY = 'wc/store/checkout';

export const CHECKOUT_STATUS = {
  IDLE: 'idle',
  COMPLETE: 'complete',
  BEFORE_PROCESSING: 'before_processing',
  PROCESSING: 'processing',
  AFTER_PROCESSING: 'after_processing',
} as const;
export type CheckoutStatus = (typeof CHECKOUT_STATUS)[keyof typeof CHECKOUT_STATUS];

export interface CheckoutState {
  readonly status: CheckoutStatus;
  readonly hasError: boolean;
  readonly redirectUrl: string | null;
  readonly orderId: number;
  readonly customerId: number;
  readonly orderNotes: string;
  readonly calculatingCount: number;
  readonly useShippingAsBilling: boolean;
  readonly shouldCreateAccount: boolean;
  readonly extensionData: Readonly<Record<string, Record<string, unknown>>>;
}

export type CheckoutAction =
  | { type: 'SET_IDLE' | 'SET_BEFORE_PROCESSING' | 'SET_PROCESSING' | 'SET_AFTER_PROCESSING' | 'INCREMENT_CALCULATING' | 'DECREMENT_CALCULATING' }
  | { type: 'SET_COMPLETE'; data: { readonly redirectUrl?: unknown } }
  | { type: 'SET_HAS_ERROR'; hasError: boolean }
  | { type: 'SET_REDIRECT_URL'; redirectUrl: string | null | undefined }
  | { type: 'SET_ORDER_NOTES'; orderNotes: string }
  | { type: 'SET_USE_SHIPPING_AS_BILLING'; useShippingAsBilling: boolean }
  | { type: 'SET_EXTENSION_DATA'; namespace: string; data: Record<string, unknown> };

/** What the page printed as `wcSettings.checkoutData` (the Store API's GET /checkout answer). */
export interface CheckoutData {
  readonly order_id?: number;
  readonly customer_id?: number;
  readonly customer_note?: string;
}

export function initialCheckoutState(data: CheckoutData = {}): CheckoutState {
  return {
    status: CHECKOUT_STATUS.IDLE,
    hasError: false,
    redirectUrl: '',
    orderId: data.order_id ?? 0,
    customerId: data.customer_id ?? 0,
    orderNotes: data.customer_note ?? '',
    calculatingCount: 0,
    useShippingAsBilling: true,
    shouldCreateAccount: false,
    extensionData: {},
  };
}

export function checkoutReducer(state: CheckoutState, action: CheckoutAction): CheckoutState {
  switch (action.type) {
    case 'SET_IDLE':
      return state.status === CHECKOUT_STATUS.IDLE ? state : { ...state, status: CHECKOUT_STATUS.IDLE };
    case 'SET_BEFORE_PROCESSING':
      return { ...state, status: CHECKOUT_STATUS.BEFORE_PROCESSING, hasError: false };
    case 'SET_PROCESSING':
      return { ...state, status: CHECKOUT_STATUS.PROCESSING, hasError: false };
    case 'SET_AFTER_PROCESSING':
      return { ...state, status: CHECKOUT_STATUS.AFTER_PROCESSING };
    case 'SET_COMPLETE':
      return { ...state, status: CHECKOUT_STATUS.COMPLETE, redirectUrl: typeof action.data.redirectUrl === 'string' ? action.data.redirectUrl : state.redirectUrl };
    case 'SET_HAS_ERROR': {
      const running = state.status === CHECKOUT_STATUS.PROCESSING || state.status === CHECKOUT_STATUS.BEFORE_PROCESSING;
      return { ...state, hasError: action.hasError, status: running ? CHECKOUT_STATUS.IDLE : state.status };
    }
    case 'SET_REDIRECT_URL':
      return action.redirectUrl !== undefined && action.redirectUrl !== state.redirectUrl ? { ...state, redirectUrl: action.redirectUrl } : state;
    case 'INCREMENT_CALCULATING':
      return { ...state, calculatingCount: state.calculatingCount + 1 };
    case 'DECREMENT_CALCULATING':
      return { ...state, calculatingCount: Math.max(0, state.calculatingCount - 1) };
    case 'SET_ORDER_NOTES':
      return state.orderNotes === action.orderNotes ? state : { ...state, orderNotes: action.orderNotes };
    case 'SET_USE_SHIPPING_AS_BILLING':
      return state.useShippingAsBilling === action.useShippingAsBilling ? state : { ...state, useShippingAsBilling: action.useShippingAsBilling };
    case 'SET_EXTENSION_DATA':
      return { ...state, extensionData: { ...state.extensionData, [action.namespace]: action.data } };
  }
}

export interface CheckoutSelectors {
  getCheckoutStatus(): CheckoutStatus;
  hasError(): boolean;
  getRedirectUrl(): string | null;
  getOrderId(): number;
  hasOrder(): boolean;
  getCustomerId(): number;
  getOrderNotes(): string;
  getUseShippingAsBilling(): boolean;
  getShouldCreateAccount(): boolean;
  getExtensionData(): Readonly<Record<string, Record<string, unknown>>>;
  isIdle(): boolean;
  isBeforeProcessing(): boolean;
  isProcessing(): boolean;
  isAfterProcessing(): boolean;
  isComplete(): boolean;
  isCalculating(): boolean;
}

export interface CheckoutActions {
  __internalSetIdle(): void;
  __internalSetBeforeProcessing(): void;
  __internalSetProcessing(): void;
  __internalSetAfterProcessing(): void;
  __internalSetComplete(data?: { readonly redirectUrl?: unknown }): void;
  __internalSetHasError(hasError?: boolean): void;
  __internalSetRedirectUrl(redirectUrl: string | null): void;
  __internalIncrementCalculating(): void;
  __internalDecrementCalculating(): void;
  __internalSetOrderNotes(orderNotes: string): void;
  __internalSetUseShippingAsBilling(useShippingAsBilling: boolean): void;
  setExtensionData(namespace: string, data: Record<string, unknown>): void;
}

export interface CheckoutStore extends DataStore {
  readonly selectors: CheckoutSelectors & DataStore['selectors'];
  readonly actions: CheckoutActions & DataStore['actions'];
  getState(): CheckoutState;
}

export function createCheckoutStore(data?: CheckoutData): CheckoutStore {
  const store = createReducerStore(checkoutReducer, initialCheckoutState(data));
  const is = (status: CheckoutStatus) => (): boolean => store.getState().status === status;
  const selectors: CheckoutSelectors = {
    getCheckoutStatus: () => store.getState().status,
    hasError: () => store.getState().hasError,
    getRedirectUrl: () => store.getState().redirectUrl,
    getOrderId: () => store.getState().orderId,
    hasOrder: () => store.getState().orderId > 0,
    getCustomerId: () => store.getState().customerId,
    getOrderNotes: () => store.getState().orderNotes,
    getUseShippingAsBilling: () => store.getState().useShippingAsBilling,
    getShouldCreateAccount: () => store.getState().shouldCreateAccount,
    getExtensionData: () => store.getState().extensionData,
    isIdle: is(CHECKOUT_STATUS.IDLE),
    isBeforeProcessing: is(CHECKOUT_STATUS.BEFORE_PROCESSING),
    isProcessing: is(CHECKOUT_STATUS.PROCESSING),
    isAfterProcessing: is(CHECKOUT_STATUS.AFTER_PROCESSING),
    isComplete: is(CHECKOUT_STATUS.COMPLETE),
    isCalculating: () => store.getState().calculatingCount > 0,
  };
  const actions: CheckoutActions = {
    __internalSetIdle: () => store.dispatch({ type: 'SET_IDLE' }),
    __internalSetBeforeProcessing: () => store.dispatch({ type: 'SET_BEFORE_PROCESSING' }),
    __internalSetProcessing: () => store.dispatch({ type: 'SET_PROCESSING' }),
    __internalSetAfterProcessing: () => store.dispatch({ type: 'SET_AFTER_PROCESSING' }),
    __internalSetComplete: (completeData = {}) => store.dispatch({ type: 'SET_COMPLETE', data: completeData }),
    __internalSetHasError: (hasError = true) => store.dispatch({ type: 'SET_HAS_ERROR', hasError }),
    __internalSetRedirectUrl: (redirectUrl) => store.dispatch({ type: 'SET_REDIRECT_URL', redirectUrl }),
    __internalIncrementCalculating: () => store.dispatch({ type: 'INCREMENT_CALCULATING' }),
    __internalDecrementCalculating: () => store.dispatch({ type: 'DECREMENT_CALCULATING' }),
    __internalSetOrderNotes: (orderNotes) => store.dispatch({ type: 'SET_ORDER_NOTES', orderNotes }),
    __internalSetUseShippingAsBilling: (useShippingAsBilling) => store.dispatch({ type: 'SET_USE_SHIPPING_AS_BILLING', useShippingAsBilling }),
    setExtensionData: (namespace, extension) => store.dispatch({ type: 'SET_EXTENSION_DATA', namespace, data: extension }),
  };
  return { selectors, actions, subscribe: store.subscribe, getState: store.getState } as CheckoutStore;
}
