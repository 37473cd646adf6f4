/**
 * `wc/store/payment` as WooCommerce 10.9.1 keeps it: the payment's status (idle, express_started, processing,
 * ready, has_error), the active method and the data its onPaymentSetup observer gave, whether to save it, the
 * server's payment result, and which registered methods can pay for this cart.
 */
import { NOTICE_CONTEXTS, type NoticesActions } from './notices-store.ts';
import { createReducerStore } from './reducer-store.ts';
import type { DataStore } from './registry.ts';

export const PAYMENT_STORE_KEY = 'wc/store/payment';

export const PAYMENT_STATUS = {
  IDLE: 'idle',
  EXPRESS_STARTED: 'express_started',
  PROCESSING: 'processing',
  READY: 'ready',
  ERROR: 'has_error',
} as const;
export type PaymentStatus = (typeof PAYMENT_STATUS)[keyof typeof PAYMENT_STATUS];

/** Blocks' PaymentResult: what the Store API's payment_result became (payment_details as an object). */
export interface PaymentResult {
  readonly message: string;
  readonly paymentStatus: string;
  readonly redirectUrl: string;
  readonly paymentDetails: Readonly<Record<string, string>>;
}

export type AvailableMethods = Readonly<Record<string, { readonly name: string; readonly [key: string]: unknown }>>;

export interface PaymentState {
  readonly status: PaymentStatus;
  readonly activePaymentMethod: string;
  readonly paymentMethodData: Readonly<Record<string, unknown>>;
  readonly shouldSavePaymentMethod: boolean;
  readonly paymentResult: PaymentResult | null;
  readonly availablePaymentMethods: AvailableMethods;
  readonly availableExpressPaymentMethods: AvailableMethods;
  readonly paymentMethodsInitialized: boolean;
  readonly expressPaymentMethodsInitialized: boolean;
}

export type PaymentAction =
  | { type: 'SET_STATUS'; status: PaymentStatus }
  | { type: 'SET_SHOULD_SAVE'; shouldSavePaymentMethod: boolean }
  | { type: 'SET_PAYMENT_METHOD_DATA'; paymentMethodData: Readonly<Record<string, unknown>> }
  | { type: 'SET_PAYMENT_RESULT'; paymentResult: PaymentResult }
  | { type: 'SET_ACTIVE'; activePaymentMethod: string; paymentMethodData?: Readonly<Record<string, unknown>> }
  | { type: 'SET_AVAILABLE'; express: boolean; methods: AvailableMethods };

export const initialPaymentState: PaymentState = {
  status: PAYMENT_STATUS.IDLE,
  activePaymentMethod: '',
  paymentMethodData: {},
  shouldSavePaymentMethod: false,
  paymentResult: null,
  availablePaymentMethods: {},
  availableExpressPaymentMethods: {},
  paymentMethodsInitialized: false,
  expressPaymentMethodsInitialized: false,
};

export function paymentReducer(state: PaymentState, action: PaymentAction): PaymentState {
  switch (action.type) {
    case 'SET_STATUS':
      return state.status === action.status ? state : { ...state, status: action.status };
    case 'SET_SHOULD_SAVE':
      return { ...state, shouldSavePaymentMethod: action.shouldSavePaymentMethod };
    case 'SET_PAYMENT_METHOD_DATA':
      return { ...state, paymentMethodData: action.paymentMethodData };
    case 'SET_PAYMENT_RESULT':
      return { ...state, paymentResult: action.paymentResult };
    case 'SET_ACTIVE':
      return { ...state, activePaymentMethod: action.activePaymentMethod, paymentMethodData: action.paymentMethodData || state.paymentMethodData };
    case 'SET_AVAILABLE':
      return action.express
        ? { ...state, availableExpressPaymentMethods: action.methods, expressPaymentMethodsInitialized: true }
        : { ...state, availablePaymentMethods: action.methods, paymentMethodsInitialized: true };
  }
}

export interface PaymentSelectors {
  isPaymentIdle(): boolean;
  isExpressPaymentStarted(): boolean;
  isPaymentProcessing(): boolean;
  isPaymentReady(): boolean;
  hasPaymentError(): boolean;
  isExpressPaymentMethodActive(): boolean;
  getActivePaymentMethod(): string;
  getActiveSavedToken(): string;
  getPaymentMethodData(): Readonly<Record<string, unknown>>;
  getShouldSavePaymentMethod(): boolean;
  getPaymentResult(): PaymentResult | null;
  getAvailablePaymentMethods(): AvailableMethods;
  getAvailableExpressPaymentMethods(): AvailableMethods;
  paymentMethodsInitialized(): boolean;
  expressPaymentMethodsInitialized(): boolean;
  getSavedPaymentMethods(): Readonly<Record<string, unknown>>;
}

export interface PaymentActions {
  __internalSetPaymentIdle(): void;
  __internalSetExpressPaymentStarted(): void;
  __internalSetPaymentProcessing(): void;
  __internalSetPaymentReady(): void;
  __internalSetPaymentError(): void;
  __internalSetShouldSavePaymentMethod(shouldSavePaymentMethod: boolean): void;
  __internalSetPaymentMethodData(paymentMethodData?: unknown): void;
  __internalSetPaymentResult(paymentResult: PaymentResult): void;
  __internalSetActivePaymentMethod(activePaymentMethod: string, paymentMethodData?: Readonly<Record<string, unknown>>): void;
  __internalSetAvailablePaymentMethods(methods: AvailableMethods): void;
  __internalSetAvailableExpressPaymentMethods(methods: AvailableMethods): void;
  /** A message in the express payments area (an empty one removes it). */
  __internalSetExpressPaymentError(message?: string): void;
}

export interface PaymentStore extends DataStore {
  readonly selectors: PaymentSelectors & DataStore['selectors'];
  readonly actions: PaymentActions & DataStore['actions'];
  getState(): PaymentState;
}

const EXPRESS_ERROR_ID = 'wc-express-payment-error';

export function createPaymentStore(notices: NoticesActions): PaymentStore {
  const store = createReducerStore(paymentReducer, initialPaymentState);
  const state = store.getState;
  const status = (value: PaymentStatus) => (): void => store.dispatch({ type: 'SET_STATUS', status: value });
  const selectors: PaymentSelectors = {
    isPaymentIdle: () => state().status === PAYMENT_STATUS.IDLE,
    isExpressPaymentStarted: () => state().status === PAYMENT_STATUS.EXPRESS_STARTED,
    isPaymentProcessing: () => state().status === PAYMENT_STATUS.PROCESSING,
    isPaymentReady: () => state().status === PAYMENT_STATUS.READY,
    hasPaymentError: () => state().status === PAYMENT_STATUS.ERROR,
    isExpressPaymentMethodActive: () => Object.keys(state().availableExpressPaymentMethods).includes(state().activePaymentMethod),
    getActivePaymentMethod: () => state().activePaymentMethod,
    getActiveSavedToken: () => (typeof state().paymentMethodData.token !== 'undefined' ? `${String(state().paymentMethodData.token)}` : ''),
    getPaymentMethodData: () => state().paymentMethodData,
    getShouldSavePaymentMethod: () => state().shouldSavePaymentMethod,
    getPaymentResult: () => state().paymentResult,
    getAvailablePaymentMethods: () => state().availablePaymentMethods,
    getAvailableExpressPaymentMethods: () => state().availableExpressPaymentMethods,
    paymentMethodsInitialized: () => state().paymentMethodsInitialized,
    expressPaymentMethodsInitialized: () => state().expressPaymentMethodsInitialized,
    getSavedPaymentMethods: () => ({}),
  };
  const actions: PaymentActions = {
    __internalSetPaymentIdle: status(PAYMENT_STATUS.IDLE),
    __internalSetExpressPaymentStarted: status(PAYMENT_STATUS.EXPRESS_STARTED),
    __internalSetPaymentProcessing: status(PAYMENT_STATUS.PROCESSING),
    __internalSetPaymentReady: status(PAYMENT_STATUS.READY),
    __internalSetPaymentError: status(PAYMENT_STATUS.ERROR),
    __internalSetShouldSavePaymentMethod: (shouldSavePaymentMethod) => store.dispatch({ type: 'SET_SHOULD_SAVE', shouldSavePaymentMethod }),
    __internalSetPaymentMethodData: (paymentMethodData = {}) =>
      store.dispatch({ type: 'SET_PAYMENT_METHOD_DATA', paymentMethodData: (paymentMethodData ?? {}) as Readonly<Record<string, unknown>> }),
    __internalSetPaymentResult: (paymentResult) => store.dispatch({ type: 'SET_PAYMENT_RESULT', paymentResult }),
    __internalSetActivePaymentMethod: (activePaymentMethod, paymentMethodData) => store.dispatch({ type: 'SET_ACTIVE', activePaymentMethod, paymentMethodData }),
    __internalSetAvailablePaymentMethods: (methods) => store.dispatch({ type: 'SET_AVAILABLE', express: false, methods }),
    __internalSetAvailableExpressPaymentMethods: (methods) => store.dispatch({ type: 'SET_AVAILABLE', express: true, methods }),
    __internalSetExpressPaymentError(message) {
      if (message) notices.createErrorNotice(message, { id: EXPRESS_ERROR_ID, context: NOTICE_CONTEXTS.EXPRESS_PAYMENTS });
      else notices.removeNotice(EXPRESS_ERROR_ID, NOTICE_CONTEXTS.EXPRESS_PAYMENTS);
    },
  };
  return { selectors, actions, subscribe: store.subscribe, getState: store.getState } as PaymentStore;
}
