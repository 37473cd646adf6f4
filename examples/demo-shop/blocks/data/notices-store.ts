/**
 * `core/notices` (@wordpress/notices), the part the checkout uses: notices by context. Blocks shows each
 * context in its own place: 'wc/checkout' at the top, 'wc/checkout/payments' in the payment step,
 * 'wc/checkout/express-payments' in the express area; an observer's `messageContext` picks one.
 */
import { createReducerStore } from './reducer-store.ts';
import type { DataStore } from './registry.ts';

export const NOTICES_STORE_KEY = 'core/notices';

/** Blocks' noticeContexts (the 10.9.1 enum, in full). */
export const NOTICE_CONTEXTS = {
  CART: 'wc/cart',
  CHECKOUT: 'wc/checkout',
  PAYMENTS: 'wc/checkout/payments',
  EXPRESS_PAYMENTS: 'wc/checkout/express-payments',
  CONTACT_INFORMATION: 'wc/checkout/contact-information',
  SHIPPING_ADDRESS: 'wc/checkout/shipping-address',
  BILLING_ADDRESS: 'wc/checkout/billing-address',
  SHIPPING_METHODS: 'wc/checkout/shipping-methods',
  CHECKOUT_ACTIONS: 'wc/checkout/checkout-actions',
  ORDER_INFORMATION: 'wc/checkout/order-information',
} as const;

export const DEFAULT_CONTEXT = 'global';

export interface Notice {
  readonly id: string;
  readonly status: 'error' | 'success' | 'info' | 'warning';
  readonly content: string;
  readonly context: string;
  readonly isDismissible: boolean;
}

export interface NoticeOptions {
  readonly id?: string;
  readonly context?: string;
  readonly isDismissible?: boolean;
}

type NoticesState = Readonly<Record<string, readonly Notice[]>>;
type NoticesAction = { type: 'CREATE'; notice: Notice } | { type: 'REMOVE'; id: string; context: string } | { type: 'REMOVE_ALL'; status?: string; context: string };

export function noticesReducer(state: NoticesState, action: NoticesAction): NoticesState {
  switch (action.type) {
    case 'CREATE': {
      const { context, id } = action.notice;
      // A notice with the id of one already shown replaces it.
      return { ...state, [context]: [...(state[context] ?? []).filter((n) => n.id !== id), action.notice] };
    }
    case 'REMOVE': {
      const list = state[action.context] ?? [];
      return list.some((n) => n.id === action.id) ? { ...state, [action.context]: list.filter((n) => n.id !== action.id) } : state;
    }
    case 'REMOVE_ALL': {
      const list = state[action.context] ?? [];
      const kept = list.filter((n) => action.status !== undefined && n.status !== action.status);
      return kept.length === list.length ? state : { ...state, [action.context]: kept };
    }
  }
}

export interface NoticesSelectors {
  getNotices(context?: string): readonly Notice[];
}

export interface NoticesActions {
  createNotice(status: Notice['status'], content: string, options?: NoticeOptions): void;
  createErrorNotice(content: string, options?: NoticeOptions): void;
  createSuccessNotice(content: string, options?: NoticeOptions): void;
  createInfoNotice(content: string, options?: NoticeOptions): void;
  removeNotice(id: string, context?: string): void;
  removeAllNotices(status?: string, context?: string): void;
}

export interface NoticesStore extends DataStore {
  readonly selectors: NoticesSelectors & DataStore['selectors'];
  readonly actions: NoticesActions & DataStore['actions'];
}

export function createNoticesStore(): NoticesStore {
  const store = createReducerStore(noticesReducer, {});
  let counter = 0;
  const create = (status: Notice['status'], content: string, options: NoticeOptions = {}): void =>
    store.dispatch({
      type: 'CREATE',
      notice: { status, content, id: options.id ?? `notice-${++counter}`, context: options.context ?? DEFAULT_CONTEXT, isDismissible: options.isDismissible ?? true },
    });
  const actions: NoticesActions = {
    createNotice: create,
    createErrorNotice: (content, options) => create('error', content, options),
    createSuccessNotice: (content, options) => create('success', content, options),
    createInfoNotice: (content, options) => create('info', content, options),
    removeNotice: (id, context = DEFAULT_CONTEXT) => store.dispatch({ type: 'REMOVE', id, context }),
    removeAllNotices: (status, context = DEFAULT_CONTEXT) => store.dispatch({ type: 'REMOVE_ALL', status, context }),
  };
  const empty: readonly Notice[] = [];
  return {
    selectors: { getNotices: (context = DEFAULT_CONTEXT) => store.getState()[context] ?? empty },
    actions,
    subscribe: store.subscribe,
  } as NoticesStore;
}
