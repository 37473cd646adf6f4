// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createShop, type Shop } from '../app.ts';
import { createIntentsService } from '../provider/server/index.ts';
import type { PaymentBoxVars } from './vars.ts';

let shop: Shop;
let beanieId: number;
beforeAll(async () => {
  shop = await createShop({ port: 0, products: 0, quiet: true, distDir: '/nonexistent' });
  beanieId = (shop.db.prepare("SELECT id FROM products WHERE slug = 'beanie'").get() as { id: number }).id;
});
afterAll(async () => {
  await shop.close();
});

const form = { 'content-type': 'application/x-www-form-urlencoded' };

async function openBox(query: string): Promise<{ status: number; body: string; cookie: string; vars: PaymentBoxVars | null }> {
  const res = await shop.app.inject({ url: `/shop/asp-payment-box/?${query}` });
  const set = res.headers['set-cookie'];
  const json = /<script type="application\/json" id="asp-pp-vars">(.*?)<\/script>/.exec(res.body)?.[1];
  return {
    status: res.statusCode,
    body: res.body,
    cookie: String(Array.isArray(set) ? set[0] : set).split(';')[0] ?? '',
    vars: json ? (JSON.parse(json) as PaymentBoxVars) : null,
  };
}

async function requestIntent(cookie: string, fields: Record<string, string>) {
  const res = await shop.app.inject({
    url: '/shop/wp-admin/admin-ajax.php',
    method: 'POST',
    headers: { ...form, cookie },
    payload: new URLSearchParams({ action: 'asp_pp_req_token', ...fields }).toString(),
  });
  return { status: res.statusCode, body: res.body };
}

describe('payment box page', () => {
  it("answers Stripe Payments' show_pp links followed without JavaScript by sending the shopper to the box", async () => {
    const res = await shop.app.inject({ url: `/?asp_action=show_pp&product_id=${beanieId}&price=20` });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`/shop/asp-payment-box/?product_id=${beanieId}&price=20`);
  });

  it("prints the plugin's form fields and the product's price", async () => {
    const box = await openBox(`product_id=${beanieId}&ckey=abc`);
    expect(box.status).toBe(200);
    for (const marker of ['id="Aligner-item"', 'form id="payment-form"', 'id="amount" name="amount" value="18.00"', 'id="payment-intent" name="payment_intent"', 'id="thankyou_page_url"', 'name="process_ipn" value="1"']) {
      expect(box.body).toContain(marker);
    }
    expect(box.vars).toMatchObject({ productId: beanieId, productName: 'Beanie', amount: 1800, currency: 'GBP' });
  });

  it('takes a price from the link when it is not below the product price', async () => {
    expect((await openBox(`product_id=${beanieId}&price=23.00`)).vars?.amount).toBe(2300);
    const low = await openBox(`product_id=${beanieId}&price=1.00`);
    expect(low.status).toBe(400);
    expect(low.body).toContain('Minimum amount is £18.00');
  });

  it('refuses a link price that is not strictly an amount, or more than the provider can charge', async () => {
    for (const [price, message] of [['1e21', 'Enter valid amount'], ['12abc', 'Enter valid amount'], ['20.001', 'Enter valid amount'], ['99999999', 'Maximum amount is £999,999.99']]) {
      const box = await openBox(`product_id=${beanieId}&price=${encodeURIComponent(price!)}`);
      expect([price, box.status, box.vars]).toEqual([price, 400, null]);
      expect(box.body).toContain(message);
    }
  });

  it('refuses products that buy-now buttons do not sell', async () => {
    const hoodie = await openBox('product_id=' + String((shop.db.prepare("SELECT id FROM products WHERE slug = 'hoodie'").get() as { id: number }).id));
    expect(hoodie.status).toBe(404);
    expect(hoodie.body).toContain('This product cannot be bought here.');
  });
});

describe('asp_pp_req_token', () => {
  it('needs the nonce of the box page', async () => {
    const box = await openBox(`product_id=${beanieId}`);
    expect(await requestIntent(box.cookie, { product_id: String(beanieId), amount: '18.00' })).toEqual({ status: 403, body: '-1' });
  });

  it('creates an intent at the price the shop decides, once per attempt key', async () => {
    const box = await openBox(`product_id=${beanieId}`);
    const fields = { nonce: box.vars?.nonce ?? '', product_id: String(beanieId), amount: '18.00', attempt: 'a1' };
    const first = JSON.parse((await requestIntent(box.cookie, fields)).body) as { success: boolean; pi_id: string; clientSecret: string };
    const again = JSON.parse((await requestIntent(box.cookie, fields)).body) as { pi_id: string };
    expect(first.success).toBe(true);
    expect(first.clientSecret).toMatch(/^pi_.+_secret_/);
    expect(again.pi_id).toBe(first.pi_id);
    const intent = createIntentsService(shop.db).retrievePaymentIntent(first.pi_id);
    expect(intent.ok && [intent.value.amount, intent.value.currency, intent.value.metadata.product_id]).toEqual([1800, 'gbp', String(beanieId)]);

    const low = JSON.parse((await requestIntent(box.cookie, { ...fields, amount: '5.00', attempt: 'a2' })).body) as unknown;
    expect(low).toEqual({ success: false, err: 'Minimum amount is £18.00' });
  });

  it('re-checks the amount: only strict amounts between the price and the provider maximum get an intent (issue 11)', async () => {
    const box = await openBox(`product_id=${beanieId}`);
    const intents = (): unknown => shop.db.prepare('SELECT COUNT(*) AS n FROM stripe_payment_intents').get();
    const before = intents();
    const cases: [string, string][] = [
      ['1e21', 'Enter valid amount'], ['1e+21', 'Enter valid amount'], ['12abc', 'Enter valid amount'], ['1.234,56', 'Enter valid amount'],
      ['-20.00', 'Enter valid amount'], ['Infinity', 'Enter valid amount'], ['5', 'Minimum amount is £18.00'],
      ['99999999', 'Maximum amount is £999,999.99'], ['1000000.00', 'Maximum amount is £999,999.99'], ['99999999999999999999999', 'Maximum amount is £999,999.99'],
    ];
    for (const [amount, err] of cases) {
      const answer = JSON.parse((await requestIntent(box.cookie, { nonce: box.vars?.nonce ?? '', product_id: String(beanieId), amount })).body) as unknown;
      expect([amount, answer]).toEqual([amount, { success: false, err }]);
    }
    expect(intents()).toEqual(before);
    const top = JSON.parse((await requestIntent(box.cookie, { nonce: box.vars?.nonce ?? '', product_id: String(beanieId), amount: '999999.99' })).body) as { pi_id: string };
    const intent = createIntentsService(shop.db).retrievePaymentIntent(top.pi_id);
    expect(intent.ok && intent.value.amount).toBe(99_999_999);
  });

  it('refuses fields the box does not send, and a product id that is not a number', async () => {
    const box = await openBox(`product_id=${beanieId}`);
    const nonce = box.vars?.nonce ?? '';
    expect(JSON.parse((await requestIntent(box.cookie, { nonce, product_id: String(beanieId), amount: '20.00', price: '1' })).body)).toEqual({ success: false, err: 'The payment could not be started. Please reload the page and try again.' });
    expect(JSON.parse((await requestIntent(box.cookie, { nonce, product_id: 'beanie' })).body)).toEqual({ success: false, err: 'This product cannot be bought here.' });
  });
});

describe('purchase endpoint', () => {
  /** Posts the purchase form for the Beanie with this payment intent. */
  const purchase = (intentId: string) =>
    shop.app.inject({
      url: '/shop/checkout-result/',
      method: 'POST',
      headers: form,
      payload: new URLSearchParams({ asp_process_ipn: '1', asp_product_id: String(beanieId), asp_payment_intent: intentId }).toString(),
    });

  it('refuses an intent that has not been paid, and stores nothing', async () => {
    const unpaid = createIntentsService(shop.db).createPaymentIntent({ amount: 1800, currency: 'gbp', metadata: { product_id: String(beanieId) } });
    const res = await purchase(unpaid.ok ? unpaid.value.id : '');
    expect(res.statusCode).toBe(402);
    expect(res.body).toContain('This payment has not been completed, so no order was placed.');
    expect(shop.db.prepare("SELECT COUNT(*) AS n FROM orders WHERE payment_method = 'stripe_buy_now'").get()).toEqual({ n: 0 });
  });

  it('stores no order for a paid intent at an amount the shop would not charge', async () => {
    const stripe = createIntentsService(shop.db);
    const pm = stripe.createPaymentMethod({ type: 'card', card: { number: '4242424242424242', exp_month: 12, exp_year: new Date().getUTCFullYear() + 1, cvc: '123' } });
    const cheap = stripe.createPaymentIntent({ amount: 500, currency: 'gbp', metadata: { product_id: String(beanieId) }, paymentMethod: pm.ok ? pm.value.id : '', confirm: true });
    expect(cheap.ok && cheap.value.status).toBe('succeeded');
    const res = await purchase(cheap.ok ? cheap.value.id : '');
    expect(res.statusCode).toBe(409);
    expect(res.body).toContain('This payment does not match the price of this product, so no order was placed.');
    expect(shop.db.prepare("SELECT COUNT(*) AS n FROM orders WHERE payment_method = 'stripe_buy_now'").get()).toEqual({ n: 0 });
  });

  it('refuses a post without a payment intent', async () => {
    const res = await shop.app.inject({ url: '/shop/checkout-result/', method: 'POST', headers: form, payload: `asp_process_ipn=1&asp_product_id=${beanieId}` });
    expect(res.statusCode).toBe(402);
  });
});
