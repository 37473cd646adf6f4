import type { Db } from '../db/open.ts';

/** A payment gateway as the checkout shows it. Later helpers add 'stripe' with `registerGateway`. */
export interface Gateway {
  id: string;
  title: string;
  description: string;
  /** Place-order button text for this method (data-order_button_text), when it differs. */
  orderButtonText?: string;
  /** A payment form the payment box carries besides the description ('stripe-upe': the Stripe gateway's UPE form, printed by pages/partials/payment.ts). */
  form?: 'stripe-upe';
  /** Order status after checkout; 'pending' gateways redirect to the order-pay flow. */
  process(order: { id: number; total: number }): { status: 'processing' | 'on-hold' | 'pending'; transactionId?: string };
  /**
   * A gateway that takes the payment itself (process_payment() reading the request's payment data, as the
   * Store API passes `payment_data` in $_POST): its answer instead of `process`'s. Store API checkouts use it.
   */
  processPayment?(payment: GatewayPayment): GatewayPaymentResult;
}

/** What a gateway's process_payment() is given: the order, the request's payment data and the shop's means. */
export interface GatewayPayment {
  order: { id: number; total: number; currency: string; orderKey: string };
  /** `payment_data` of the Store API request ({key, value} pairs as key → value). */
  data: Readonly<Record<string, string>>;
  db: Db;
  /** wp_create_nonce() for the shopper's session. */
  nonce(action: string): string;
}

/**
 * process_payment()'s answer: 'success' with the order's status and where the shopper goes next (the
 * order-received page, or a hash the page's script acts on, such as a 3D Secure confirmation), or
 * 'failure' with the message shown.
 */
export type GatewayPaymentResult =
  | { result: 'success'; status: 'processing' | 'on-hold' | 'pending'; redirect?: string; transactionId?: string; title?: string; meta?: Record<string, string> }
  | { result: 'failure'; message: string };

export interface GatewayRegistry {
  register(gateway: Gateway): void;
  list(): Gateway[];
  get(id: string): Gateway | undefined;
}

export function createGatewayRegistry(): GatewayRegistry {
  const gateways = new Map<string, Gateway>();
  return {
    register: (g) => { gateways.set(g.id, g); },
    list: () => [...gateways.values()],
    get: (id) => gateways.get(id),
  };
}

export const BACS: Gateway = {
  id: 'bacs',
  title: 'Direct bank transfer',
  description: 'Make your payment directly into our bank account. Please use your Order ID as the payment reference. Your order will not be shipped until the funds have cleared in our account.',
  process: () => ({ status: 'on-hold' }),
};

export const COD: Gateway = {
  id: 'cod',
  title: 'Cash on delivery',
  description: 'Pay with cash upon delivery.',
  process: () => ({ status: 'processing' }),
};
