import type Stripe from 'stripe';
import type { Db } from '../../../db/open.ts';
import type { IntentsService } from '../index.ts';
import type { RestStore } from './store.ts';
import type { Webhooks } from './webhooks.ts';

/** What every resource of the REST face shares. */
export interface RestContext {
  db: Db;
  service: IntentsService;
  store: RestStore;
  webhooks: Webhooks;
  /** Turns an id (pi_, seti_, pm_, cus_, ch_, re_, txn_) into its API object, for `expand[]`. */
  resolve(id: string): object | undefined;
  render: Renderers;
}

export interface Renderers {
  paymentIntent(id: string): Stripe.PaymentIntent | undefined;
  setupIntent(id: string): Stripe.SetupIntent | undefined;
  paymentMethod(id: string): Stripe.PaymentMethod | undefined;
  customer(id: string): Stripe.Customer | undefined;
  charge(id: string): Stripe.Charge | undefined;
  refund(id: string): Stripe.Refund | undefined;
  balanceTransaction(id: string): Stripe.BalanceTransaction | undefined;
}
