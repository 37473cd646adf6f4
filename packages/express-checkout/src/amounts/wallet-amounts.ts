/**
 * What the wallet sheet charges and lists, in Stripe's minor units: integer arithmetic only.
 *
 * The amount is always the server's total (the cart's, with the chosen shipping), never a sum made here.
 * Lines are a breakdown of it: the gateway's display items (its discount line is keyed and positive). A
 * breakdown that does not add up to the amount is left out (wallets refuse or misstate it), so the wallet
 * shows the total alone rather than a wrong sum.
 */
import type { GatewayItem } from '../settings.ts';

export interface LineItem { readonly name: string; readonly amount: number }
export interface WalletAmounts { readonly amount: number; readonly lineItems: readonly LineItem[] }

export function sum(items: readonly LineItem[]): number {
  return items.reduce((total, item) => total + item.amount, 0);
}

/** `lineItems` when they add up to `amount`, else none. */
export function reconcile(amount: number, lineItems: readonly LineItem[]): WalletAmounts {
  return { amount, lineItems: sum(lineItems) === amount ? lineItems : [] };
}

/** The gateway's display items (get_shipping_options, update_shipping_method, add_to_cart answers, product data) and total. */
export function fromGatewayItems(items: readonly GatewayItem[], total: number): WalletAmounts {
  return reconcile(total, items.map((item) => ({ name: item.label, amount: item.key === 'total_discount' ? -Math.abs(item.amount) : item.amount })));
}
