import type { Db } from '../db/open.ts';
import { fail, ok, type Result } from './result.ts';
import { formatPlain } from './money.ts';
import type { CouponRule } from './totals.ts';

export interface CouponRow { id: number; code: string; type: 'percent' | 'fixed_cart'; amount: number; minimum_spend: number | null; usage_limit: number | null; usage_count: number; description: string }

export function findCoupon(db: Db, code: string): CouponRow | undefined {
  return db.prepare('SELECT * FROM coupons WHERE code = ?').get(code.trim().toLowerCase()) as CouponRow | undefined;
}

export function toRule(c: CouponRow): CouponRule {
  return { code: c.code, type: c.type, amount: c.amount };
}

/** WooCommerce's coupon checks, with its messages. `itemsSubtotal` is the gross cart subtotal. */
export function validateCoupon(db: Db, code: string, applied: string[], itemsSubtotal: number): Result<CouponRow> {
  const clean = code.trim().toLowerCase();
  if (clean === '') return fail('woocommerce_rest_cart_coupon_error', 'Please enter a coupon code.');
  const coupon = findCoupon(db, clean);
  if (!coupon) return fail('woocommerce_rest_cart_coupon_error', `Coupon "${clean}" cannot be applied because it does not exist.`);
  if (applied.includes(coupon.code)) return fail('woocommerce_rest_cart_coupon_error', 'Coupon code already applied!');
  if (coupon.usage_limit !== null && coupon.usage_count >= coupon.usage_limit) {
    return fail('woocommerce_rest_cart_coupon_error', 'Coupon usage limit has been reached.');
  }
  if (coupon.minimum_spend !== null && itemsSubtotal < coupon.minimum_spend) {
    return fail('woocommerce_rest_cart_coupon_error', `The minimum spend for this coupon is ${formatPlain(coupon.minimum_spend)}.`);
  }
  return ok(coupon);
}
