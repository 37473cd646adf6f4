/**
 * What a gateway is given to take a payment, as WooCommerce's process_payment() reads `$_POST`: the classic order
 * form, the order-pay form, or a Store API checkout's `payment_data` (block and express checkouts), and whose it is.
 */
export interface PaymentRequest {
  /** The submitted form's fields. */
  readonly posted: Readonly<Record<string, string | undefined>>;
  readonly customerId: number | null;
  readonly sessionId: string;
  readonly orderKey: string;
  readonly currency: string;
}

/** What taking the payment gave: the order's status and where the shopper goes, or the notice for a refusal (the order fails). */
export type GatewayOutcome =
  | {
    status: 'processing' | 'on-hold' | 'pending';
    transactionId?: string;
    /** A hosted page or a hash for the gateway's script; default: order-received, or order-pay while pending. */
    redirect?: string;
    /** The order's payment method title when the gateway sets its own (an express wallet's: 'Google Pay (Stripe)'). */
    title?: string;
  }
  | { status: 'failed'; notice: string };

/** A payment gateway as the checkout shows it. The Stripe gateway's methods are stripe-gateway/'s. */
export interface Gateway {
  id: string;
  title: string;
  description: string;
  /** Place-order button text for this method (data-order_button_text), when it differs. */
  orderButtonText?: string;
  /** A payment form the payment box carries besides the description ('stripe-upe': the Stripe gateway's UPE form, printed by pages/partials/payment.ts). */
  form?: 'stripe-upe';
  /** The Stripe method type of a 'stripe-upe' form (default card). */
  upeType?: string;
  /** Whether it is offered for this currency and total (default: always). */
  isAvailable?(currency: string, total: number): boolean;
  /** Takes the payment; 'pending' gateways without a redirect send the shopper to the order-pay flow. */
  process(order: { id: number; total: number }, request?: PaymentRequest): GatewayOutcome;
}

export interface GatewayRegistry {
  register(gateway: Gateway): void;
  list(): Gateway[];
  /** The gateways offered for this currency and total, in order. */
  available(currency: string, total: number): Gateway[];
  get(id: string): Gateway | undefined;
}

export function createGatewayRegistry(): GatewayRegistry {
  const gateways = new Map<string, Gateway>();
  return {
    register: (g) => { gateways.set(g.id, g); },
    list: () => [...gateways.values()],
    available: (currency, total) => [...gateways.values()].filter((g) => g.isAvailable?.(currency, total) ?? true),
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

/** WooCommerce's check payments gateway: not enabled in the demo shop by default (a test or a shop owner registers it). */
export const CHEQUE: Gateway = {
  id: 'cheque',
  title: 'Check payments',
  description: 'Please send a check to Store Name, Store Street, Store Town, Store State / County, Store Postcode.',
  process: () => ({ status: 'on-hold' }),
};
