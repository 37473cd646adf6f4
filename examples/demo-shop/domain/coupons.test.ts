// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { idOf, memoryShop, newSession } from '../testing/db.ts';
import { addToCart, applyCoupon, checkCartCoupons, loadCart, removeCoupon, updateCartItem } from './cart.ts';
import { useCoupons } from './coupons.ts';
import { messageText } from './message.ts';
import type { Result } from './result.ts';

const NOW = Date.parse('2026-06-01T12:00:00Z');

function cartWith(slug: string, quantity = 1) {
  const db = memoryShop();
  const session = newSession(db, 's1');
  addToCart(db, session, idOf(db, slug), quantity);
  return { db, session };
}

const said = (result: Result<unknown>): string => (result.ok ? 'applied' : messageText(result.error.message));

describe("coupons with WooCommerce's messages", () => {
  it('applies a percentage and a fixed cart discount', () => {
    const { db, session } = cartWith('belt'); // £55
    expect(applyCoupon(db, session, ' WELCOME10 ', 'classic', NOW)).toEqual({ ok: true, value: 'welcome10' });
    expect(applyCoupon(db, session, 'fiver', 'classic', NOW).ok).toBe(true);
    const t = loadCart(db, session).totals;
    expect(t.couponDiscounts.map((c) => [c.code, c.discount + c.discountTax])).toEqual([['welcome10', 550], ['fiver', 500]]);
    expect(t.total).toBe(5500 - 550 - 500 + 500);
  });

  it('refuses each invalid coupon in WooCommerce words (classic pages)', () => {
    const { db, session } = cartWith('beanie'); // £18
    expect(said(applyCoupon(db, session, '', 'classic', NOW))).toBe('Please enter a coupon code.');
    expect(said(applyCoupon(db, session, 'nope', 'classic', NOW))).toBe('Coupon "nope" cannot be applied because it does not exist.');
    expect(said(applyCoupon(db, session, 'expired', 'classic', NOW))).toBe('Coupon "expired" has expired.');
    expect(said(applyCoupon(db, session, 'usedup', 'classic', NOW))).toBe('Usage limit for coupon "usedup" has been reached.');
    const minimum = applyCoupon(db, session, 'fiver', 'classic', NOW);
    expect(said(minimum)).toBe('The minimum spend for coupon "fiver" is £20.00.');
    expect(minimum.ok ? null : minimum.error.message).toEqual(['The minimum spend for coupon "fiver" is ', { amount: 2000, currency: expect.objectContaining({ code: 'GBP' }) }, '.']);
    applyCoupon(db, session, 'welcome10', 'classic', NOW);
    expect(said(applyCoupon(db, session, 'welcome10', 'classic', NOW))).toBe('Coupon code "welcome10" already applied!');
  });

  it('words the two the Store API words its own way', () => {
    const { db, session } = cartWith('beanie');
    expect(said(applyCoupon(db, session, 'nope', 'store', NOW))).toBe('"nope" is an invalid coupon code.');
    applyCoupon(db, session, 'welcome10', 'store', NOW);
    expect(said(applyCoupon(db, session, 'welcome10', 'store', NOW))).toBe('Coupon code "welcome10" has already been applied.');
    expect(said(removeCoupon(db, session, 'fiver'))).toBe('Coupon cannot be removed because it is not already applied to the cart.');
  });

  it('has an expiry date: valid on the day before, expired from that day', () => {
    const { db, session } = cartWith('beanie');
    expect(applyCoupon(db, session, 'expired', 'classic', Date.parse('2023-12-31T23:59:59Z')).ok).toBe(true);
    expect(checkCartCoupons(db, session, Date.parse('2024-01-01T00:00:00Z')).map(messageText)).toEqual([
      'Sorry, it seems the coupon "expired" is invalid - it has now been removed from your order.',
    ]);
    expect(loadCart(db, session).coupons).toEqual([]);
  });

  it('removes a coupon whose minimum spend the cart no longer reaches', () => {
    const { db, session } = cartWith('beanie', 2); // £36
    expect(applyCoupon(db, session, 'fiver', 'classic', NOW).ok).toBe(true);
    updateCartItem(db, session, loadCart(db, session).lines[0]!.key, 1);
    expect(checkCartCoupons(db, session, NOW).map(messageText)).toEqual(['Sorry, it seems the coupon "fiver" is invalid - it has now been removed from your order.']);
  });

  it('counts uses up to the usage limit, never past it', () => {
    const { db, session } = cartWith('beanie');
    expect(applyCoupon(db, session, 'once', 'classic', NOW).ok).toBe(true);
    expect(useCoupons(db, ['once'])).toBe(true);
    expect(useCoupons(db, ['once'])).toBe(false);
    expect(db.prepare("SELECT usage_count FROM coupons WHERE code = 'once'").get()).toEqual({ usage_count: 1 });
    expect(said(applyCoupon(db, newSession(db, 's2'), 'once', 'classic', NOW))).toBe('Usage limit for coupon "once" has been reached.');
  });
});
