/**
 * The shopper's cart and session as the sheet found them (the Store API's GET /cart), and how to put them
 * back: a product page's sheet empties the cart for its product, and asking for shipping options moves the
 * shopper's address and chosen rate to the wallet's. Cancel (or a failed payment) restores all of it; the
 * legacy script left the shopper with the temporary cart and lost theirs.
 */
import { listOf, numeric, optional, recordOf, shape, text, type Reader } from '@shop-islands/core/settings';

export interface SnapshotItem {
  /** The cart line's key (remove-item takes it). */
  readonly key: string;
  readonly id: number;
  readonly quantity: number;
  readonly variation: readonly { readonly attribute: string; readonly value: string }[];
}

export interface CartSnapshot {
  readonly items: readonly SnapshotItem[];
  readonly coupons: readonly string[];
  readonly billing: Readonly<Record<string, string>>;
  readonly shipping: Readonly<Record<string, string>>;
  /** The rate chosen for each package. */
  readonly rates: readonly { readonly packageId: number; readonly rateId: string }[];
}

/** A Store API address: its text fields (a value WordPress sends as null or a number is kept as text). */
const address: Reader<Record<string, string>> = (value, path) =>
  Object.fromEntries(Object.entries(recordOf((v, p) => (v == null ? '' : text(v, p)))(value, path)));

const readCart = shape({
  items: listOf(shape({ key: text, id: numeric, quantity: numeric, variation: optional(listOf(shape({ attribute: text, value: text })), []) })),
  coupons: optional(listOf(shape({ code: text })), []),
  billing_address: optional(address, {}),
  shipping_address: optional(address, {}),
  shipping_rates: optional(listOf(shape({ package_id: numeric, shipping_rates: listOf(shape({ rate_id: text, selected: optional((v) => v === true, false) })) })), []),
});

/** The snapshot of a Store API cart answer. Throws SettingsError on an answer of another shape. */
export function snapshotOf(cart: unknown): CartSnapshot {
  const read = readCart(cart, 'cart');
  return {
    items: read.items,
    coupons: read.coupons.map((c) => c.code),
    billing: read.billing_address,
    shipping: read.shipping_address,
    rates: read.shipping_rates.flatMap((pkg) => pkg.shipping_rates.filter((rate) => rate.selected).map((rate) => ({ packageId: pkg.package_id, rateId: rate.rate_id }))),
  };
}

export type RestoreStep =
  | { readonly kind: 'empty-cart' }
  | { readonly kind: 'add-item'; readonly item: SnapshotItem }
  | { readonly kind: 'apply-coupon'; readonly code: string }
  | { readonly kind: 'customer'; readonly billing: Readonly<Record<string, string>>; readonly shipping: Readonly<Record<string, string>> }
  | { readonly kind: 'select-rate'; readonly packageId: number; readonly rateId: string };

/**
 * The requests that put the snapshot back, in order: the temporary cart emptied and the shopper's items and
 * coupons added again (product page), then the addresses, then the chosen rates.
 */
export function restorePlan(snapshot: CartSnapshot, temporaryCart: boolean): RestoreStep[] {
  const steps: RestoreStep[] = [];
  if (temporaryCart) {
    steps.push({ kind: 'empty-cart' });
    for (const item of snapshot.items) steps.push({ kind: 'add-item', item });
    for (const code of snapshot.coupons) steps.push({ kind: 'apply-coupon', code });
  }
  steps.push({ kind: 'customer', billing: snapshot.billing, shipping: snapshot.shipping });
  for (const rate of snapshot.rates) steps.push({ kind: 'select-rate', packageId: rate.packageId, rateId: rate.rateId });
  return steps;
}
