// @vitest-environment node
/** The shop's currency is a setting (`--currency`): every price it prints, answers and stores uses it. */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createShop, type Shop } from './app.ts';
import { ADA, inputValue, newShopper, productId } from './testing/shopper.ts';

const dbPath = join(mkdtempSync(join(tmpdir(), 'demo-shop-currency-')), 'shop.db');
let shop: Shop;
beforeAll(async () => {
  shop = await createShop({ port: 0, products: 0, quiet: true, distDir: '/nonexistent', dbPath, currency: 'JPY' });
});
afterAll(async () => {
  await shop.close();
});

const yen = (amount: string): string => `<span class="woocommerce-Price-amount amount"><bdi><span class="woocommerce-Price-currencySymbol">¥</span>${amount}</bdi></span>`;

describe('a yen shop', () => {
  it('prints catalogue prices in yen, without decimals (the sample CSV’s 18 is ¥18)', async () => {
    const s = await newShopper(shop);
    const product = await s.page('/shop/product/beanie/');
    expect(product).toContain(`<del aria-hidden="true">${yen('20')}</del>`);
    expect(product).toContain('Current price is: ¥18.');
  });

  it('answers the Store API in yen minor units', async () => {
    const s = await newShopper(shop);
    await s.add(productId(shop, 'beanie'), 3);
    const cart = (await s.store('GET', 'cart')).json;
    expect(cart.items[0].prices).toMatchObject({ price: '18', currency_code: 'JPY', currency_minor_unit: 0, currency_symbol: '¥', currency_prefix: '¥' });
    // Free shipping from ¥50: three beanies (¥54) ship free.
    expect(cart.totals).toMatchObject({ total_price: '54', currency_code: 'JPY' });
    expect(cart.shipping_rates[0].shipping_rates[0]).toMatchObject({ rate_id: 'free_shipping:2', selected: true });
  });

  it('charges shipping, coupons and orders in yen, and stores the order in yen', async () => {
    const s = await newShopper(shop);
    await s.add(productId(shop, 'beanie'));
    const checkout = await s.page('/shop/checkout/');
    expect(checkout).toContain(`Flat rate: ${yen('5')}`);
    expect(checkout).toContain(`<strong>${yen('23')}</strong>`);
    const coupon = await s.ajax('apply_coupon', { security: /"apply_coupon_nonce":"([a-f0-9]+)"/.exec(checkout)![1]!, coupon_code: 'fiver' });
    expect(coupon.body).toContain(`The minimum spend for coupon &quot;fiver&quot; is ${yen('20')}.`);
    const answer = JSON.parse((await s.ajax('checkout', { ...ADA, payment_method: 'cod', 'terms-field': '1', terms: 'on', 'woocommerce-process-checkout-nonce': inputValue(checkout, 'woocommerce-process-checkout-nonce') })).body) as { order_id: number; redirect: string };
    expect(shop.db.prepare('SELECT currency, total, shipping_total FROM orders WHERE id = ?').get(answer.order_id)).toEqual({ currency: 'JPY', total: 23, shipping_total: 5 });
    expect(await s.page(answer.redirect)).toContain(`Total: <strong>${yen('23')}</strong>`);
  });

  it('keeps the currency with its database: another is refused, an unknown one too', async () => {
    await expect(createShop({ port: 0, quiet: true, distDir: '/nonexistent', dbPath, currency: 'GBP' })).rejects.toThrow(
      "This database's prices are in JPY; start it with --currency JPY, or use a fresh database for GBP",
    );
    await expect(createShop({ port: 0, products: 0, quiet: true, distDir: '/nonexistent', currency: 'XYZ' })).rejects.toThrow('--currency must be one of GBP, EUR, JPY, BRL, PLN, got "XYZ"');
  });
});
