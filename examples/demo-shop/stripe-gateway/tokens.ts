/**
 * Saved payment methods (WooCommerce's payment tokens, WC_Payment_Token_CC and the gateway's own): per
 * customer, one row per method saved at the provider, shown on the checkout and the account's Payment methods.
 */
import type { Db } from '../db/open.ts';
import type { ProviderPaymentMethod } from '../provider/server/index.ts';

export interface SavedToken {
  readonly id: number;
  readonly customer_id: number;
  readonly gateway: string;
  /** The provider's payment method id (pm_…). */
  readonly token: string;
  readonly brand: string;
  readonly last4: string;
  readonly exp_month: number;
  readonly exp_year: number;
  readonly is_default: number;
}

export function tokensOf(db: Db, customerId: number | null, gateway?: string): SavedToken[] {
  if (customerId === null) return [];
  const rows = db.prepare('SELECT * FROM payment_tokens WHERE customer_id = ? ORDER BY id').all(customerId) as SavedToken[];
  return gateway ? rows.filter((row) => row.gateway === gateway) : rows;
}

export function tokenOf(db: Db, customerId: number | null, id: number): SavedToken | undefined {
  if (customerId === null) return undefined;
  return db.prepare('SELECT * FROM payment_tokens WHERE customer_id = ? AND id = ?').get(customerId, id) as SavedToken | undefined;
}

const BRANDS: Record<string, string> = { visa: 'Visa', mastercard: 'Mastercard', amex: 'American Express', discover: 'Discover', jcb: 'JCB', diners: 'Diners', unionpay: 'UnionPay' };

/** Saves the provider's payment method for the customer (once: the same pm_ is not saved twice). */
export function saveToken(db: Db, customerId: number, gateway: string, method: ProviderPaymentMethod): SavedToken {
  const existing = db.prepare('SELECT * FROM payment_tokens WHERE customer_id = ? AND token = ?').get(customerId, method.id) as SavedToken | undefined;
  if (existing) return existing;
  const card = method.card;
  const last4 = card?.last4 ?? (method as { sepa_debit?: { last4?: string } }).sepa_debit?.last4 ?? '0000';
  const first = (db.prepare('SELECT COUNT(*) AS n FROM payment_tokens WHERE customer_id = ?').get(customerId) as { n: number }).n === 0;
  const id = Number(
    db.prepare('INSERT INTO payment_tokens (customer_id, gateway, token, brand, last4, exp_month, exp_year, is_default) VALUES (?, ?, ?, ?, ?, ?, ?, ?)')
      .run(customerId, gateway, method.id, card ? BRANDS[card.brand] ?? card.brand : method.type, last4, card?.exp_month ?? 0, card?.exp_year ?? 0, first ? 1 : 0).lastInsertRowid,
  );
  return db.prepare('SELECT * FROM payment_tokens WHERE id = ?').get(id) as SavedToken;
}

/** 'Visa ending in 4242 (expires 12/34)', as WooCommerce labels a saved card. */
export function tokenLabel(token: SavedToken): string {
  const expires = token.exp_month ? ` (expires ${String(token.exp_month).padStart(2, '0')}/${String(token.exp_year).slice(-2)})` : '';
  return `${token.brand} ending in ${token.last4}${expires}`;
}
