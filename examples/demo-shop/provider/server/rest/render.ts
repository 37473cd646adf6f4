import type Stripe from 'stripe';
import type { IntentsService } from '../index.ts';
import type { ProviderPaymentMethod } from '../types.ts';
import type { Renderers } from './context.ts';
import {
  balanceTransactionObject,
  chargeObject,
  customerObject,
  paymentIntentObject,
  paymentMethodObject,
  refundObject,
  setupIntentObject,
  type PaymentIntentFields,
  type SetupIntentFields,
  type StoredCustomer,
  type StoredRefund,
} from './objects.ts';
import type { RestStore } from './store.ts';

/** Reads stored objects and returns them as the API does. */
export function createRenderers(service: IntentsService, store: RestStore): Renderers {
  /** An intent's last error names the payment method as the API renders it (the service keeps the browser's shape). */
  const withRenderedMethod = <E extends { payment_method?: Stripe.PaymentMethod }>(error: E | null): E | null =>
    error?.payment_method ? { ...error, payment_method: render.paymentMethod(error.payment_method.id) ?? error.payment_method } : error;
  const render: Renderers = {
    paymentIntent(id) {
      const found = service.retrievePaymentIntent(id);
      if (!found.ok) return undefined;
      const intent = paymentIntentObject(found.value, store.fields<PaymentIntentFields>(id));
      return { ...intent, last_payment_error: withRenderedMethod(intent.last_payment_error) };
    },
    setupIntent(id) {
      const found = service.retrieveSetupIntent(id);
      if (!found.ok) return undefined;
      const intent = setupIntentObject(found.value, store.fields<SetupIntentFields>(id));
      return { ...intent, last_setup_error: withRenderedMethod(intent.last_setup_error) };
    },
    paymentMethod(id) {
      const found = service.retrievePaymentMethod(id);
      return found.ok ? paymentMethodObject(found.value as ProviderPaymentMethod & { customer?: string | null }) : undefined;
    },
    customer(id) {
      const stored = store.customer<StoredCustomer>(id);
      return stored ? customerObject(stored) : undefined;
    },
    charge(id) {
      const row = store.charge(id);
      const intent = row ? render.paymentIntent(row.payment_intent) : undefined;
      if (!row || !intent) return undefined;
      const methodId = typeof intent.payment_method === 'string' ? intent.payment_method : intent.last_payment_error?.payment_method?.id ?? null;
      const refunds = store.refundsOf<StoredRefund>(id).map(refundObject);
      return chargeObject(row, intent, methodId ? render.paymentMethod(methodId) ?? null : null, refunds, store.refunded(id));
    },
    refund(id) {
      const stored = store.refund<StoredRefund>(id);
      return stored ? refundObject(stored) : undefined;
    },
    balanceTransaction(id) {
      const sourceId = id.replace(/^txn_/, '');
      const charge = store.charge(`ch_${sourceId}`);
      if (charge) return balanceTransactionObject({ id: charge.id, amount: charge.amount, currency: charge.currency, created: charge.created, refund: false });
      const refund = store.refund<StoredRefund>(`re_${sourceId}`);
      return refund ? balanceTransactionObject({ id: refund.id, amount: refund.amount, currency: refund.currency, created: refund.created, refund: true }) : undefined;
    },
  };
  return render;
}

/** The object behind an id, by its prefix (for `expand[]`). */
export function resolver(render: Renderers): (id: string) => object | undefined {
  return (id) => {
    const prefix = id.slice(0, id.indexOf('_'));
    switch (prefix) {
      case 'pi':
        return render.paymentIntent(id);
      case 'seti':
        return render.setupIntent(id);
      case 'pm':
        return render.paymentMethod(id);
      case 'cus':
        return render.customer(id);
      case 'ch':
        return render.charge(id);
      case 're':
        return render.refund(id);
      case 'txn':
        return render.balanceTransaction(id);
      default:
        return undefined;
    }
  };
}

/**
 * Applies `expand[]` paths (`latest_charge`, `latest_charge.balance_transaction`, `data.payment_method`, …):
 * each id on the path becomes its object, as Stripe expands them.
 */
export function expand<T>(value: T, paths: readonly string[], resolve: (id: string) => object | undefined): T {
  const walk = (node: unknown, segments: string[]): unknown => {
    const [head, ...rest] = segments;
    if (head === undefined || !node || typeof node !== 'object') return node;
    const record = node as Record<string, unknown>;
    if (head === 'data' && record.object === 'list' && Array.isArray(record.data)) {
      return { ...record, data: record.data.map((item) => walk(item, rest)) };
    }
    if (!(head in record)) return node;
    let child = record[head];
    if (typeof child === 'string') child = resolve(child) ?? child;
    return { ...record, [head]: rest.length ? walk(child, rest) : child };
  };
  return paths.reduce<unknown>((current, path) => walk(current, path.split('.')), value) as T;
}

export type { Stripe };
