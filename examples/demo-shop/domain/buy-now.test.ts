// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { SAMPLE_CSV } from '../app.ts';
import { importWooCsv } from '../db/import-woo-csv.ts';
import { openDb } from '../db/open.ts';
import { buyNowAmount, buyNowProduct, recordBuyNowOrder, requestedAmount, type PaidIntent } from './buy-now.ts';
import { getProductBySlug } from './catalogue.ts';
import { SHOP_CURRENCIES } from './money.ts';

const GBP = SHOP_CURRENCIES.GBP;

function setup() {
  const db = openDb(':memory:');
  importWooCsv(db, SAMPLE_CSV);
  const beanie = getProductBySlug(db, 'beanie');
  if (!beanie) throw new Error('the sample CSV has a Beanie');
  return { db, beanie };
}

const paid = (productId: number, overrides: Partial<PaidIntent> = {}): PaidIntent => ({
  id: 'pi_test_1',
  status: 'succeeded',
  amount: 1800,
  amount_received: 1800,
  currency: 'gbp',
  metadata: { product_id: String(productId) },
  ...overrides,
});

describe('buy-now amounts', () => {
  it("charges the product's price, or a chosen amount not below it", () => {
    const { beanie } = setup();
    expect(buyNowAmount(beanie, null, GBP)).toEqual({ ok: true, value: 1800 });
    expect(buyNowAmount(beanie, 123450, GBP)).toEqual({ ok: true, value: 123450 });
    expect(buyNowAmount(beanie, 500, GBP)).toMatchObject({ ok: false, error: { code: 'asp_amount_too_low' } });
    expect(buyNowAmount(beanie, 0, GBP)).toMatchObject({ ok: false, error: { message: 'Enter valid amount' } });
    expect(buyNowAmount(beanie, 500, GBP)).toMatchObject({ ok: false, error: { message: 'Minimum amount is £18.00' } });
  });

  it('refuses more than the provider can charge (99,999,999 minor units)', () => {
    const { beanie } = setup();
    expect(buyNowAmount(beanie, 99_999_999, GBP)).toEqual({ ok: true, value: 99_999_999 });
    for (const amount of [100_000_000, 1e23, Number.POSITIVE_INFINITY]) {
      expect(buyNowAmount(beanie, amount, GBP)).toMatchObject({ ok: false, error: { code: 'asp_amount_too_high', message: 'Maximum amount is £999,999.99' } });
    }
    expect(buyNowAmount(beanie, 1850.5, GBP)).toMatchObject({ ok: false, error: { message: 'Enter valid amount' } });
  });

  it('reads a sent amount strictly, in minor units', () => {
    expect(requestedAmount(undefined, GBP)).toBeNull();
    expect(requestedAmount(' ', GBP)).toBeNull();
    expect(requestedAmount('18.50', GBP)).toBe(1850);
    expect(requestedAmount('1234.5', GBP)).toBe(123450);
    for (const text of ['1e21', '12abc', '1.234,56', '18.505', '-1']) expect([text, requestedAmount(text, GBP)]).toEqual([text, Number.NaN]);
  });

  it('sells simple products only', () => {
    const { db, beanie } = setup();
    expect(buyNowProduct(db, beanie.id)).toMatchObject({ ok: true });
    const hoodie = getProductBySlug(db, 'hoodie');
    expect(buyNowProduct(db, hoodie?.id ?? 0)).toMatchObject({ ok: false, error: { code: 'asp_invalid_product' } });
    expect(buyNowProduct(db, 999999)).toMatchObject({ ok: false });
  });
});

describe('recording a buy-now order', () => {
  it('stores the product, amount, currency and intent id', () => {
    const { db, beanie } = setup();
    const result = recordBuyNowOrder(db, beanie, paid(beanie.id));
    expect(result.ok).toBe(true);
    const row = db
      .prepare('SELECT o.status, o.total, o.currency, o.transaction_id, i.product_id, i.name FROM orders o JOIN order_items i ON i.order_id = o.id')
      .all();
    expect(row).toEqual([{ status: 'processing', total: 1800, currency: 'GBP', transaction_id: 'pi_test_1', product_id: beanie.id, name: 'Beanie' }]);
  });

  it('stores no order for an amount it would not charge (below the price, above the maximum, another currency)', () => {
    const { db, beanie } = setup();
    for (const intent of [
      paid(beanie.id, { amount: 500, amount_received: 500 }),
      paid(beanie.id, { amount: 1e23, amount_received: 1e23 }),
      paid(beanie.id, { currency: 'usd' }),
    ]) {
      expect(recordBuyNowOrder(db, beanie, intent)).toMatchObject({ ok: false, error: { code: 'asp_wrong_amount', status: 409 } });
    }
    expect(db.prepare('SELECT COUNT(*) AS n FROM orders').get()).toEqual({ n: 0 });
  });

  it('refuses an intent that already paid for an order', () => {
    const { db, beanie } = setup();
    recordBuyNowOrder(db, beanie, paid(beanie.id));
    expect(recordBuyNowOrder(db, beanie, paid(beanie.id))).toEqual({
      ok: false,
      error: { code: 'asp_intent_used', message: 'This payment has already been used for an order.', status: 409 },
    });
    expect(db.prepare('SELECT COUNT(*) AS n FROM orders').get()).toEqual({ n: 1 });
  });

  it('refuses unpaid intents and intents made for another product', () => {
    const { db, beanie } = setup();
    expect(recordBuyNowOrder(db, beanie, paid(beanie.id, { status: 'requires_payment_method', amount_received: 0 }))).toMatchObject({
      ok: false,
      error: { message: 'This payment has not been completed, so no order was placed.' },
    });
    expect(recordBuyNowOrder(db, beanie, paid(beanie.id + 1))).toMatchObject({ ok: false, error: { code: 'asp_wrong_product' } });
    expect(db.prepare('SELECT COUNT(*) AS n FROM orders').get()).toEqual({ n: 0 });
  });
});
