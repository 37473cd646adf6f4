import type { Db } from '../db/open.ts';
import { statement } from '../db/statements.ts';
import type { Message } from './message.ts';
import type { ShopCurrency } from './money.ts';
import type { CouponRule } from './totals.ts';

export interface CouponRow {
  id: number;
  code: string;
  type: 'percent' | 'fixed_cart';
  amount: number;
  minimum_spend: number | null;
  usage_limit: number | null;
  usage_count: number;
  /** 'YYYY-MM-DD': the coupon expires at the start of that day (UTC). */
  date_expires: string | null;
  description: string;
}

/** wc_format_coupon_code() + wc_strtolower(): coupon codes are compared trimmed and in lower case. */
export function couponCode(code: string): string {
  return code.trim().toLowerCase();
}

export function findCoupon(db: Db, code: string): CouponRow | undefined {
  return statement(db, 'SELECT * FROM coupons WHERE code = ?').get(couponCode(code)) as CouponRow | undefined;
}

export function toRule(c: CouponRow): CouponRule {
  return { code: c.code, type: c.type, amount: c.amount };
}

/** Why a coupon cannot be applied: WC_Coupon's error codes, in the order WooCommerce checks them. */
export type CouponProblem =
  | { reason: 'empty' }
  | { reason: 'not-exist'; code: string }
  | { reason: 'usage-limit'; code: string }
  | { reason: 'expired'; code: string }
  | { reason: 'minimum-spend'; code: string; minimum: number; currency: ShopCurrency }
  | { reason: 'already-applied'; code: string }
  | { reason: 'not-applied'; code: string };

/** The checks WC_Discounts::is_coupon_valid() makes, in its order: usage limit, expiry date, minimum spend. */
export function couponValidity(coupon: CouponRow, itemsSubtotal: number, currency: ShopCurrency, now: number): CouponProblem | null {
  if (coupon.usage_limit !== null && coupon.usage_count >= coupon.usage_limit) return { reason: 'usage-limit', code: coupon.code };
  if (coupon.date_expires !== null && now >= Date.parse(`${coupon.date_expires}T00:00:00Z`)) return { reason: 'expired', code: coupon.code };
  if (coupon.minimum_spend !== null && coupon.minimum_spend > 0 && itemsSubtotal < coupon.minimum_spend) {
    return { reason: 'minimum-spend', code: coupon.code, minimum: coupon.minimum_spend, currency };
  }
  return null;
}

/**
 * WC_Cart::apply_coupon()'s checks: a code was entered, the coupon exists, is valid for this cart
 * (`itemsSubtotal` is the displayed, tax-inclusive subtotal), and is not applied yet.
 */
export function checkNewCoupon(db: Db, code: string, applied: readonly string[], itemsSubtotal: number, currency: ShopCurrency, now: number): CouponProblem | CouponRow {
  const clean = couponCode(code);
  if (clean === '') return { reason: 'empty' };
  const coupon = findCoupon(db, clean);
  if (!coupon) return { reason: 'not-exist', code: clean };
  const invalid = couponValidity(coupon, itemsSubtotal, currency, now);
  if (invalid) return invalid;
  if (applied.includes(coupon.code)) return { reason: 'already-applied', code: coupon.code };
  return coupon;
}

/**
 * What the shopper is told, in WooCommerce's words. The classic pages print WC_Coupon::get_coupon_error();
 * the Store API (CartController::apply_coupon, CartRemoveCoupon) words a few differently and strips the
 * markup from the rest.
 */
export function couponProblemMessage(problem: CouponProblem, wording: 'classic' | 'store'): Message {
  switch (problem.reason) {
    case 'empty':
      return 'Please enter a coupon code.';
    case 'not-exist':
      return wording === 'store' ? `"${problem.code}" is an invalid coupon code.` : `Coupon "${problem.code}" cannot be applied because it does not exist.`;
    case 'usage-limit':
      return `Usage limit for coupon "${problem.code}" has been reached.`;
    case 'expired':
      return `Coupon "${problem.code}" has expired.`;
    case 'minimum-spend':
      return [`The minimum spend for coupon "${problem.code}" is `, { amount: problem.minimum, currency: problem.currency }, '.'];
    case 'already-applied':
      return wording === 'store' ? `Coupon code "${problem.code}" has already been applied.` : `Coupon code "${problem.code}" already applied!`;
    case 'not-applied':
      return 'Coupon cannot be removed because it is not already applied to the cart.';
  }
}

/** An applied coupon that stopped being valid is removed with this notice (WC_Cart::check_cart_coupons). */
export function couponRemovedMessage(code: string): Message {
  return `Sorry, it seems the coupon "${code}" is invalid - it has now been removed from your order.`;
}

/**
 * Counts one use of each coupon of an order, refusing (false) when a coupon reached its usage limit
 * meanwhile: run inside the order's transaction, so a limited coupon is never used more than allowed.
 */
export function useCoupons(db: Db, codes: readonly string[]): boolean {
  const use = statement(db, 'UPDATE coupons SET usage_count = usage_count + 1 WHERE code = ? AND (usage_limit IS NULL OR usage_count < usage_limit)');
  return codes.every((code) => use.run(code).changes === 1);
}
