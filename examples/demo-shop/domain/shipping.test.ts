// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { idOf, memoryShop, newSession } from '../testing/db.ts';
import { addToCart, loadCart } from './cart.ts';
import { SHOP_CURRENCIES } from './money.ts';
import { updateSessionData } from './sessions.ts';
import { availableRates, zoneFor } from './shipping.ts';

const GBP = SHOP_CURRENCIES.GBP;

describe('shipping zones', () => {
  it('puts GB in the UK zone, the rest of Europe in Europe, everyone else in the rest of the world', () => {
    expect([zoneFor('GB').name, zoneFor('IE').name, zoneFor('DE').name, zoneFor('NO').name, zoneFor('US').name, zoneFor('JP').name])
      .toEqual(['UK', 'Europe', 'Europe', 'Europe', 'Rest of the World', 'Rest of the World']);
  });

  it('ships nowhere in the unserved territories: their zone has no method, whatever the cart', () => {
    expect(zoneFor('AQ').name).toBe('Unserved territories');
    expect(availableRates('AQ', 1_000_000, GBP)).toEqual([]);
  });

  it('gives each zone a flat rate, and free shipping from its own minimum (after discounts)', () => {
    const rates = (country: string, total: number) => availableRates(country, total, GBP).map((r) => `${r.id} ${r.label} ${r.cost}`);
    expect(rates('GB', 4999)).toEqual(['flat_rate:1 Flat rate 500', 'local_pickup:3 Local pickup 0']);
    expect(rates('GB', 5000)).toEqual(['free_shipping:2 Free shipping 0', 'flat_rate:1 Flat rate 500', 'local_pickup:3 Local pickup 0']);
    expect(rates('FR', 9999)).toEqual(['flat_rate:4 Flat rate 1200']);
    expect(rates('FR', 10000)).toEqual(['free_shipping:5 Free shipping 0', 'flat_rate:4 Flat rate 1200']);
    expect(rates('US', 14999)).toEqual(['flat_rate:6 Flat rate 2000']);
    expect(rates('US', 15000)).toEqual(['free_shipping:7 Free shipping 0', 'flat_rate:6 Flat rate 2000']);
  });

  it('prices the same settings in the shop currency: ¥5 flat rate, free from ¥50 in a yen shop', () => {
    expect(availableRates('GB', 50, SHOP_CURRENCIES.JPY).map((r) => [r.id, r.cost])).toEqual([['free_shipping:2', 0], ['flat_rate:1', 5], ['local_pickup:3', 0]]);
  });
});

describe('UK VAT and the destination', () => {
  it('includes 20 % VAT for a UK customer, none elsewhere, at the same gross prices', () => {
    const db = memoryShop();
    const session = newSession(db, 's1');
    addToCart(db, session, idOf(db, 'beanie'), 2); // £18 each
    const uk = loadCart(db, session).totals;
    expect([uk.itemsSubtotal, uk.shipping, uk.total, uk.totalTax, uk.taxRate]).toEqual([3600, 500, 4100, 600 + 83, 20]);
    updateSessionData(db, session, { shipping: { country: 'DE' } });
    const de = loadCart(db, session);
    expect(de.destination).toEqual({ country: 'DE' });
    expect([de.totals.itemsSubtotal, de.totals.shipping, de.totals.total, de.totals.totalTax, de.totals.shippingRate?.id]).toEqual([3600, 1200, 4800, 0, 'flat_rate:4']);
  });

  it('ships to the logged-in customer’s saved country until the session gives another', () => {
    const db = memoryShop();
    db.prepare("UPDATE customers SET shipping = '{\"country\":\"US\"}' WHERE email = 'customer@example.com'").run();
    const customer = (db.prepare("SELECT id FROM customers WHERE email = 'customer@example.com'").get() as { id: number }).id;
    const session = newSession(db, 's2', customer);
    addToCart(db, session, idOf(db, 'beanie'), 1);
    expect(loadCart(db, session).totals.shippingRate?.id).toBe('flat_rate:6');
    updateSessionData(db, session, { shipping: { country: 'GB' } });
    expect(loadCart(db, session).totals.shippingRate?.id).toBe('flat_rate:1');
  });
});
