// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { memoryShop, newSession } from '../testing/db.ts';
import { addToCart, applyCoupon, loadCart } from './cart.ts';
import { getProductBySlug } from './catalogue.ts';

function setup(): { db: ReturnType<typeof memoryShop>; session: string } {
  const db = memoryShop();
  return { db, session: newSession(db, 's1') };
}

describe('cart totals', () => {
  it('charges flat-rate shipping under £50 with VAT included', () => {
    const { db, session } = setup();
    const beanie = getProductBySlug(db, 'beanie')!; // £18 sale
    expect(addToCart(db, session, beanie.id, 2).ok).toBe(true);
    const t = loadCart(db, session).totals;
    expect([t.itemsSubtotal, t.shipping, t.total, t.totalTax]).toEqual([3600, 500, 4100, 600 + 83]);
  });
  it('offers free shipping from £50 and applies percent and fixed coupons', () => {
    const { db, session } = setup();
    addToCart(db, session, getProductBySlug(db, 'belt')!.id, 1); // £55
    expect(applyCoupon(db, session, 'WELCOME10').ok).toBe(true);
    let t = loadCart(db, session).totals;
    expect([t.discount, t.shippingRate?.label, t.total]).toEqual([550, 'Flat rate', 4950 + 500]);
    expect(applyCoupon(db, session, 'fiver').ok).toBe(true);
    t = loadCart(db, session).totals;
    expect(t.total).toBe(5500 - 550 - 500 + 500);
  });
  it('rejects unknown and duplicate coupons with WooCommerce messages', () => {
    const { db, session } = setup();
    addToCart(db, session, getProductBySlug(db, 'belt')!.id, 1);
    const unknown = applyCoupon(db, session, 'nope');
    expect(unknown.ok ? '' : unknown.error.message).toBe('Coupon "nope" cannot be applied because it does not exist.');
    applyCoupon(db, session, 'welcome10');
    const again = applyCoupon(db, session, 'welcome10');
    expect(again.ok ? '' : again.error.message).toBe('Coupon code "welcome10" already applied!');
  });
  it('adds a variable product by its attributes as the matching variation', () => {
    const { db, session } = setup();
    const hoodie = getProductBySlug(db, 'hoodie')!;
    const added = addToCart(db, session, hoodie.id, 1, [{ attribute: 'attribute_pa_color', value: 'red' }, { attribute: 'attribute_logo', value: 'No' }]);
    expect(added.ok).toBe(true);
    expect(loadCart(db, session).lines[0]!.item.sku).toBe('woo-hoodie-red');
  });
});
