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
}

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

/** WooCommerce's check payments gateway: not enabled in the demo shop by default (a test or a shop owner registers it). */
export const CHEQUE: Gateway = {
  id: 'cheque',
  title: 'Check payments',
  description: 'Please send a check to Store Name, Store Street, Store Town, Store State / County, Store Postcode.',
  process: () => ({ status: 'on-hold' }),
};
