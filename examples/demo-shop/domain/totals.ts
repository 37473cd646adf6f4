import { availableRates, chooseRate, type ShippingRate } from './shipping.ts';

/** UK standard VAT. Catalogue prices INCLUDE VAT; tax is the VAT part of each gross amount. */
export const VAT_RATE_PERCENT = 20;

export function vatIncluded(gross: number): number {
  return Math.round((gross * VAT_RATE_PERCENT) / (100 + VAT_RATE_PERCENT));
}

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

/** Totals in minor units (gross): coupons in order, then shipping, VAT included throughout. */
export function computeTotals(lines: LineInput[], coupons: CouponRule[], chosenShipping: string | null): CartTotals {
  const subtotals = lines.map((l) => l.unitPrice * l.quantity);
  const remaining = [...subtotals];
  const couponDiscounts = coupons.map((c) => {
    const base = remaining.reduce((a, b) => a + b, 0);
    const wanted = c.type === 'percent' ? Math.round((base * c.amount) / 100) : Math.min(c.amount, base);
    const shares = allocate(wanted, remaining);
    shares.forEach((s, i) => { remaining[i]! -= s; });
    return { code: c.code, type: c.type, discount: wanted - vatIncluded(wanted), discountTax: vatIncluded(wanted) };
  });
  const lineTotals: LineTotals[] = lines.map((l, i) => ({
    key: l.key,
    subtotal: subtotals[i]!,
    subtotalTax: vatIncluded(subtotals[i]!),
    total: remaining[i]!,
    totalTax: vatIncluded(remaining[i]!),
  }));
  const itemsSubtotal = subtotals.reduce((a, b) => a + b, 0);
  const itemsTotal = remaining.reduce((a, b) => a + b, 0);
  const needsShipping = lines.some((l) => l.needsShipping);
  const rates = needsShipping ? availableRates(itemsTotal) : [];
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
    shippingTax: vatIncluded(shipping),
    totalTax: itemsTax + vatIncluded(shipping),
    total: itemsTotal + shipping,
  };
}
