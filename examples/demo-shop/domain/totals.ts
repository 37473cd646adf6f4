import type { ShopCurrency } from './money.ts';
import { availableRates, chooseRate, type ShippingRate } from './shipping.ts';

/** UK standard VAT, the shop's one tax rate (its location: GB). */
export const VAT_RATE_PERCENT = 20;

/**
 * The tax rate for a customer in `country`: UK VAT in the UK, none elsewhere. Catalogue prices include
 * VAT and stay the same wherever the customer is (WooCommerce's default "adjust non-base location
 * prices"), so outside the UK the same gross amounts carry no tax.
 */
export function taxRateFor(country: string): number {
  return country === 'GB' ? VAT_RATE_PERCENT : 0;
}

/** The tax part of a gross amount at `ratePercent` (UK VAT unless told). */
export function vatIncluded(gross: number, ratePercent: number = VAT_RATE_PERCENT): number {
  return Math.round((gross * ratePercent) / (100 + ratePercent));
}

/** Where the cart goes: the country taxes and shipping zones are worked out for (WC_Customer::get_taxable_address). */
export interface Destination { country: string }

export interface CouponRule { code: string; type: 'percent' | 'fixed_cart'; amount: number }
export interface LineInput { key: string; unitPrice: number; quantity: number; needsShipping: boolean }
export interface LineTotals { key: string; subtotal: number; subtotalTax: number; total: number; totalTax: number }

export interface CartTotals {
  lines: LineTotals[];
  itemsSubtotal: number;
  itemsSubtotalTax: number;
  discount: number;
  discountTax: number;
  couponDiscounts: { code: string; type: CouponRule['type']; discount: number; discountTax: number }[];
  needsShipping: boolean;
  rates: ShippingRate[];
  shippingRate: ShippingRate | null;
  shipping: number;
  /** The tax rate applied (percent): UK VAT or none. */
  taxRate: number;
  shippingTax: number;
  totalTax: number;
  total: number;
}

/** Splits `amount` over `weights` proportionally; rounding leftovers go to the first lines. */
function allocate(amount: number, weights: number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum === 0) return weights.map(() => 0);
  const shares = weights.map((w) => Math.floor((amount * w) / sum));
  let rest = amount - shares.reduce((a, b) => a + b, 0);
  for (let i = 0; rest > 0 && i < shares.length; i += 1, rest -= 1) shares[i]! += 1;
  return shares;
}

/** Totals in minor units (gross): coupons in order, then shipping, tax included throughout. */
export function computeTotals(lines: LineInput[], coupons: CouponRule[], chosenShipping: string | null, destination: Destination, currency: ShopCurrency): CartTotals {
  const rate = taxRateFor(destination.country);
  const tax = (gross: number): number => vatIncluded(gross, rate);
  const subtotals = lines.map((l) => l.unitPrice * l.quantity);
  const remaining = [...subtotals];
  const couponDiscounts = coupons.map((c) => {
    const base = remaining.reduce((a, b) => a + b, 0);
    const wanted = c.type === 'percent' ? Math.round((base * c.amount) / 100) : Math.min(c.amount, base);
    const shares = allocate(wanted, remaining);
    shares.forEach((s, i) => { remaining[i]! -= s; });
    return { code: c.code, type: c.type, discount: wanted - tax(wanted), discountTax: tax(wanted) };
  });
  const lineTotals: LineTotals[] = lines.map((l, i) => ({
    key: l.key,
    subtotal: subtotals[i]!,
    subtotalTax: tax(subtotals[i]!),
    total: remaining[i]!,
    totalTax: tax(remaining[i]!),
  }));
  const itemsSubtotal = subtotals.reduce((a, b) => a + b, 0);
  const itemsTotal = remaining.reduce((a, b) => a + b, 0);
  const needsShipping = lines.some((l) => l.needsShipping);
  const rates = needsShipping ? availableRates(destination.country, itemsTotal, currency) : [];
  const shippingRate = needsShipping ? chooseRate(rates, chosenShipping) ?? null : null;
  const shipping = shippingRate?.cost ?? 0;
  const itemsTax = lineTotals.reduce((a, l) => a + l.totalTax, 0);
  return {
    lines: lineTotals,
    itemsSubtotal,
    itemsSubtotalTax: lineTotals.reduce((a, l) => a + l.subtotalTax, 0),
    discount: itemsSubtotal - itemsTotal,
    discountTax: couponDiscounts.reduce((a, c) => a + c.discountTax, 0),
    couponDiscounts,
    needsShipping,
    rates,
    shippingRate,
    shipping,
    taxRate: rate,
    shippingTax: tax(shipping),
    totalTax: itemsTax + tax(shipping),
    total: itemsTotal + shipping,
  };
}
