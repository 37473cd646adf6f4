/**
 * What the wallet sheet charges and lists, in Stripe's minor units: integer arithmetic only.
 *
 * The amount is always the server's total (the cart's, with the chosen shipping), never a sum made here.
 * Lines are a breakdown of it: the gateway's display items (its discount line is keyed and positive) or the
 * Store API cart's totals. A breakdown that does not add up to the amount is left out (wallets refuse or
 * misstate it), so the wallet shows the total alone rather than a wrong sum.
 */
import { TEXT_DOMAIN } from '@shop-islands/core/i18n';
import { flag, listOf, numeric, optional, shape, text, type Reader } from '@shop-islands/core/settings';
import { __ } from '@wordpress/i18n';
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

/**
 * An amount kept with `from` decimals (the Store API's `currency_minor_unit`) in Stripe's `to` decimals:
 * exact, rounded half away from zero when digits are dropped (1999 at 2 → 1999; 123500 at 2 → 1235 at 0).
 */
export function convertMinor(amount: number, from: number, to: number): number {
  if (!Number.isSafeInteger(amount)) throw new RangeError(`Not an amount in minor units: ${String(amount)}`);
  if (to >= from) return amount * 10 ** (to - from);
  const scale = 10 ** (from - to);
  const whole = Math.trunc(amount / scale);
  const rest = Math.abs(amount - whole * scale);
  return whole + (rest * 2 >= scale ? Math.sign(amount) : 0);
}

/** The Store API cart fields the wallet needs (amounts are strings of minor units with `currency_minor_unit`). */
export interface StoreCartTotals {
  readonly items: readonly {
    readonly name: string;
    readonly quantity: number;
    readonly variation?: readonly { readonly attribute: string; readonly value: string }[];
    readonly totals: { readonly line_subtotal: string };
  }[];
  readonly totals: {
    readonly total_price: string;
    readonly total_tax: string;
    readonly total_shipping: string | null;
    readonly total_discount: string;
    readonly total_refund?: string;
    readonly currency_minor_unit: number;
  };
  readonly needs_shipping: boolean;
}

const money: Reader<string> = (value, path) => String(numeric(value, path));
/** total_shipping is null while no shipping has been worked out. */
const moneyOrNull: Reader<string | null> = (value, path) => (value == null ? null : money(value, path));

/** Reads a Store API cart answer; throws SettingsError on an answer of another shape. */
export const readStoreCart: Reader<StoreCartTotals> = shape({
  items: listOf(shape({
    name: text,
    quantity: numeric,
    variation: optional(listOf(shape({ attribute: text, value: text })), []),
    totals: shape({ line_subtotal: money }),
  })),
  totals: shape({
    total_price: money,
    total_tax: optional(money, '0'),
    total_shipping: moneyOrNull,
    total_discount: optional(money, '0'),
    total_refund: optional(money, '0'),
    currency_minor_unit: numeric,
  }),
  needs_shipping: optional(flag, false),
});

const ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/** The Store API escapes names as HTML text: `Caf&eacute;`-free, but `&amp;`, `&#8211;` and the like come back as characters. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (match, name: string) => {
    if (name[0] === '#') return String.fromCodePoint(name[1]?.toLowerCase() === 'x' ? Number.parseInt(name.slice(2), 16) : Number.parseInt(name.slice(1), 10));
    return ENTITIES[name.toLowerCase()] ?? match;
  });
}

const whole = (value: string | null | undefined): number => Number.parseInt(value ?? '0', 10) || 0;

/**
 * The Store API cart for the wallet (cart, checkout pages): its total less refunds, and lines for each item
 * (before discounts, without tax), the tax, the shipping when the cart ships, the discount and refund.
 */
export function fromStoreCart(cart: StoreCartTotals, stripeDecimals: number): WalletAmounts {
  const unit = cart.totals.currency_minor_unit;
  const stripe = (minor: number): number => convertMinor(minor, unit, stripeDecimals);
  const lines: LineItem[] = cart.items.map((item) => ({
    name: decodeEntities(
      [item.name, item.quantity > 1 ? `(x${item.quantity})` : '', (item.variation ?? []).map((v) => `${v.attribute}: ${v.value}`).join(', ')].filter(Boolean).join(' '),
    ),
    amount: stripe(whole(item.totals.line_subtotal)),
  }));
  const tax = whole(cart.totals.total_tax);
  if (tax) lines.push({ name: __('Tax', TEXT_DOMAIN), amount: stripe(tax) });
  if (cart.needs_shipping && cart.totals.total_shipping !== null) lines.push({ name: __('Shipping', TEXT_DOMAIN), amount: stripe(whole(cart.totals.total_shipping)) });
  const discount = whole(cart.totals.total_discount);
  if (discount) lines.push({ name: __('Discount', TEXT_DOMAIN), amount: -stripe(discount) });
  const refund = whole(cart.totals.total_refund);
  if (refund) lines.push({ name: __('Refund', TEXT_DOMAIN), amount: -stripe(refund) });
  return reconcile(stripe(whole(cart.totals.total_price) - refund), lines);
}
