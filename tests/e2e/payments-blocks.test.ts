/**
 * The card extension in the demo's model of WooCommerce's Checkout block (/shop/checkout-block/), in Chromium,
 * with the test-mode provider: dist/payments-blocks.js (the same sources as the classic pages' bundle, built with
 * the page's React) registers the gateway's methods with wc.wcBlocksRegistry; a card paid, 3D Secure after the
 * order (onCheckoutSuccess), a declined card (its message in the payments area), Boleto's voucher hash (a shop in reals), WeChat Pay's wallet hash (approved; failed: its reason in the payments
 * area and the block idle again), a coupon applied after the card was typed (the amount follows, the card stays
 * typed), a saved card (saved at the first order, paid with its token at the next), and axe on those states.
 */
import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { blockCheckoutReady, blockTotalsSettled, choosePaymentMethod, fillBlockAddress, paymentDataOf, type PlacedOrder } from './block-checkout-shopper.ts';
import { DEMO_CUSTOMER } from '../../examples/demo-shop/db/seed.ts';
import { expectNoSeriousA11yViolations, useShop } from './harness.ts';
import { CARDS, orderReceived, paymentFrame, typeCard } from './payments-shopper.ts';

describe('payments in the block checkout (the demo\'s model of WooCommerce\'s Checkout block)', () => {
  const h = useShop();
  let beanie = 0;
  before(() => {
    beanie = (h.shop.db.prepare("SELECT id FROM products WHERE sku = 'woo-beanie'").get() as { id: number }).id;
  });
  const order = (id: number) => h.shop.db.prepare('SELECT status, payment_method, transaction_id, total FROM orders WHERE id = ?').get(id) as { status: string; payment_method: string; transaction_id: string | null; total: number };
  const lastOrder = () => (h.shop.db.prepare('SELECT MAX(id) AS id FROM orders').get() as { id: number | null }).id ?? 0;
  const intentsOf = (orderId: number) =>
    h.shop.db.prepare("SELECT id, status FROM stripe_payment_intents WHERE json_extract(object, '$.metadata.order_id') = ?").all(String(orderId)) as { id: string; status: string }[];

  /** A beanie in the cart, the block checkout's address saved, the card chosen and its form shown. */
  async function cardBlockCheckout(): Promise<{ page: Page; scripts: string[] }> {
    const context = await h.newContext();
    const page = await context.newPage();
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto(new URL(`/shop/?add-to-cart=${beanie}`, h.url).href);
    await page.goto(new URL('/shop/checkout-block/', h.url).href);
    await blockCheckoutReady(page);
    await fillBlockAddress(page);
    await blockTotalsSettled(page);
    await choosePaymentMethod(page, 'Credit / Debit Card');
    await paymentFrame(page.locator('#payment-method')).getByLabel('Card number').waitFor();
    return { page, scripts };
  }

  const place = async (page: Page): Promise<PlacedOrder> => {
    const posted = page.waitForRequest((request) => request.method() === 'POST' && /\/wc\/store\/v1\/checkout(\?|$)/.test(request.url()));
    await page.getByRole('button', { name: 'Place Order' }).click();
    const request = await posted;
    return { request, body: JSON.parse(request.postData() ?? '{}') as PlacedOrder['body'] };
  };

  it("pays by card: the gateway's fields as upe-blocks.js posts them, the order paid, with the page's React and no other", async () => {
    const { page, scripts } = await cardBlockCheckout();
    await typeCard(page, CARDS.visa);
    await expectNoSeriousA11yViolations(page, 'the block checkout with the card form', ['#payment-method']);
    const placed = await place(page);
    const id = await orderReceived(page);
    assert.equal(placed.body.payment_method, 'stripe');
    const data = paymentDataOf(placed);
    assert.match(String(data['wc-stripe-payment-method']), /^pm_/);
    assert.deepEqual(
      { ...data, 'wc-stripe-payment-method': 'pm' },
      {
        payment_method: 'stripe', 'wc-stripe-payment-method': 'pm', wc_stripe_selected_upe_payment_type: 'card', save_payment_method: 'no', 'wc-stripe-new-payment-method': false,
        billing_email: 'ada@example.com', billing_first_name: 'Ada', billing_last_name: 'Lovelace', billing_address_1: '12 St James Square', billing_address_2: '', billing_city: 'London',
        billing_state: 'Greater London', billing_postcode: 'SW1Y 4JH', billing_country: 'GB',
      },
    );
    assert.deepEqual(intentsOf(id).map((i) => i.status), ['succeeded']);
    assert.deepEqual(order(id), { ...order(id), status: 'processing', payment_method: 'stripe', transaction_id: intentsOf(id)[0]!.id });
    // One React: WordPress's (the model's react.min.js); our entry brings none, nor preact.
    assert.ok(scripts.some((path) => /\/plugins\/shop-islands\/dist\/payments-blocks\.js$/.test(path)), 'our blocks entry is loaded');
    assert.ok(!scripts.some((path) => /\/dist\/(payments\.js|vendor-|chunk-)/.test(path) && /preact/.test(path)), 'no preact chunk');
    await page.getByText('Thank you. Your order has been received.').waitFor();
  });

  it('passes 3D Secure after the order (onCheckoutSuccess): the challenge, then the order paid', async () => {
    const { page } = await cardBlockCheckout();
    await typeCard(page, CARDS.threeDSecure);
    await place(page);
    const challenge = page.getByRole('dialog', { name: '3D Secure 2 Test Page' });
    await challenge.waitFor();
    await expectNoSeriousA11yViolations(page, 'the 3D Secure challenge over the block checkout', ['[role="dialog"]']);
    await challenge.getByRole('button', { name: 'Complete authentication' }).click();
    const id = await orderReceived(page);
    assert.equal(order(id).status, 'processing');
    assert.deepEqual(intentsOf(id).map((i) => i.status), ['succeeded']);
  });

  it("says a declined card in the gateway's words in the payments area (SPEC 2.11), keeps what was typed, and a second card pays", async () => {
    h.allowHttpError(400, /\/wc\/store\/v1\/checkout/);
    const mark = lastOrder();
    const { page } = await cardBlockCheckout();
    await typeCard(page, CARDS.declined);
    await place(page);
    const declined = 'There was an error processing the payment: The card was declined.';
    // WooCommerce's payment step (FormStep #payment-method) holds the payments-context notices first, before the methods.
    await page.locator('#payment-method .wc-block-components-checkout-step__content > .wc-block-components-notices:first-child').getByText(declined).waitFor();
    await page.getByRole('button', { name: 'Place Order' }).and(page.locator(':enabled')).waitFor();
    assert.equal(await page.getByText(declined).count(), 1, 'once, in the payments area only');
    assert.equal(await page.locator('.wc-block-checkout__form').getByLabel(/^Email address/).inputValue(), 'ada@example.com');
    assert.equal(await paymentFrame(page.locator('#payment-method')).getByLabel('Card number').inputValue(), CARDS.declined, 'the card stays typed');
    await expectNoSeriousA11yViolations(page, 'the block checkout after a declined card');
    assert.equal(order(mark + 1)?.status, 'failed');
    await typeCard(page, CARDS.visa);
    await place(page);
    const id = await orderReceived(page);
    assert.equal(order(id).status, 'processing');
  });

  it("runs WeChat Pay's wallet hash after the order: the code to scan, then the order paid", async () => {
    const { page } = await cardBlockCheckout();
    await choosePaymentMethod(page, 'WeChat Pay');
    await place(page);
    const wallet = page.getByRole('dialog', { name: 'Scan with WeChat Pay' });
    await wallet.waitFor();
    await expectNoSeriousA11yViolations(page, "WeChat Pay's code over the block checkout", ['[role="dialog"]']);
    await wallet.getByRole('button', { name: 'Approve test payment' }).click();
    const id = await orderReceived(page);
    assert.deepEqual([order(id).status, order(id).payment_method], ['processing', 'stripe_wechat_pay']);
  });

  it("after a wallet the shopper fails: the wallet's reason in the payments area, the block idle again, and the card pays", async () => {
    const { page } = await cardBlockCheckout();
    await choosePaymentMethod(page, 'WeChat Pay');
    await place(page);
    await page.getByRole('dialog', { name: 'Scan with WeChat Pay' }).getByRole('button', { name: 'Fail test payment' }).click();
    await page.locator('#payment-method').getByText('The customer did not approve the PaymentIntent.').waitFor();
    await page.getByRole('button', { name: 'Place Order' }).and(page.locator(':enabled')).waitFor();
    await choosePaymentMethod(page, 'Credit / Debit Card');
    await typeCard(page, CARDS.visa);
    await place(page);
    const id = await orderReceived(page);
    assert.deepEqual([order(id).status, order(id).payment_method], ['processing', 'stripe']);
  });

  it('saves a card for a logged-in customer, then pays with the saved card (its token, no new payment method made)', async () => {
    const context = await h.newContext();
    const page = await context.newPage();
    await page.goto(new URL('/shop/my-account/', h.url).href);
    await page.fill('#username', DEMO_CUSTOMER.email);
    await page.fill('#password', DEMO_CUSTOMER.password);
    await Promise.all([page.waitForURL(/\/shop\/my-account\/$/), page.getByRole('button', { name: 'Log in' }).click()]);
    const payWith = async (choose: () => Promise<void>): Promise<{ placed: PlacedOrder; id: number }> => {
      await page.goto(new URL(`/shop/?add-to-cart=${beanie}`, h.url).href);
      await page.goto(new URL('/shop/checkout-block/', h.url).href);
      await blockCheckoutReady(page);
      await fillBlockAddress(page);
      await blockTotalsSettled(page);
      await choose();
      const placed = await place(page);
      return { placed, id: await orderReceived(page) };
    };
    const first = await payWith(async () => {
      await choosePaymentMethod(page, 'Credit / Debit Card');
      await typeCard(page, CARDS.visa);
      await page.getByLabel('Save payment information to my account for future purchases.').check();
    });
    assert.equal(paymentDataOf(first.placed)['wc-stripe-new-payment-method'], true);
    assert.equal(paymentDataOf(first.placed).save_payment_method, 'yes');
    const token = h.shop.db.prepare("SELECT id, token FROM payment_tokens WHERE gateway = 'stripe' AND last4 = '4242'").get() as { id: number; token: string };
    assert.ok(token, 'the card is saved');

    const made: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/shop/demo/stripe/api/v1/payment_methods')) made.push(request.url());
    });
    const second = await payWith(async () => {
      await page.locator('#payment-method').getByLabel('Visa ending in 4242 (expires 12/34)').check();
      await expectNoSeriousA11yViolations(page, 'the block checkout with a saved card chosen', ['#payment-method']);
    });
    assert.deepEqual(made, [], 'no payment method made for a saved card');
    assert.equal(paymentDataOf(second.placed)['wc-stripe-payment-token'], String(token.id));
    const paid = h.shop.db.prepare('SELECT status, transaction_id FROM orders WHERE id = ?').get(second.id) as { status: string; transaction_id: string };
    assert.equal(paid.status, 'processing');
    const intent = JSON.parse((h.shop.db.prepare('SELECT object FROM stripe_payment_intents WHERE id = ?').get(paid.transaction_id) as { object: string }).object) as { payment_method: string };
    assert.equal(intent.payment_method, token.token);
  });

  it('follows a coupon applied after the card was typed: the form is told the new amount, the card stays typed', async () => {
    const { page } = await cardBlockCheckout();
    await typeCard(page, CARDS.visa);
    const form = paymentFrame(page).locator('form');
    const before = Number(await form.getAttribute('data-amount'));
    assert.equal(before, 2300);
    await page.getByRole('button', { name: 'Add coupons' }).click();
    await page.getByLabel('Enter code').fill('WELCOME10');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByText('Coupon: welcome10').waitFor();
    await paymentFrame(page).locator('form[data-amount="2120"]').waitFor();
    assert.equal(await paymentFrame(page).getByLabel('Card number').inputValue(), CARDS.visa);
    await blockTotalsSettled(page);
    await place(page);
    const id = await orderReceived(page);
    assert.equal(order(id).total, 2120, 'the order is charged what the form was last told');
  });
});

describe("payments in the block checkout: Boleto's voucher hash, in a shop selling in reals", () => {
  const h = useShop({ currency: 'BRL' });
  it('shows the voucher after the order and then the order-received page; the order waits on-hold for the payment', async () => {
    const beanie = (h.shop.db.prepare("SELECT id FROM products WHERE sku = 'woo-beanie'").get() as { id: number }).id;
    const page = await (await h.newContext()).newPage();
    await page.goto(new URL(`/shop/?add-to-cart=${beanie}`, h.url).href);
    await page.goto(new URL('/shop/checkout-block/', h.url).href);
    await blockCheckoutReady(page);
    const form = page.locator('.wc-block-checkout__form');
    await form.getByLabel('Country/Region').first().selectOption({ label: 'Brazil' });
    await blockTotalsSettled(page);
    const state = form.getByLabel(/^State/).first();
    if ((await state.evaluate((element) => element.tagName)) === 'SELECT') await state.selectOption({ label: 'São Paulo' });
    else await state.fill('SP');
    await fillBlockAddress(page, [
      [/^Email address/, 'ada@example.com'], [/^First name/, 'Ada'], [/^Last name/, 'Lovelace'], [/^Address$|^Address \(optional\)/, 'Avenida Paulista 1000'],
      [/^City/, 'São Paulo'], [/^Postcode|^Postal code/, '01310-100'], [/^Phone/, '11 99999 0000'],
    ]);
    await blockTotalsSettled(page);
    await choosePaymentMethod(page, 'Boleto');
    await paymentFrame(page.locator('#payment-method')).getByLabel('CPF/CNPJ').fill('000.000.000-00');
    const placed = await (async () => {
      const posted = page.waitForResponse((response) => response.request().method() === 'POST' && /\/wc\/store\/v1\/checkout(\?|$)/.test(response.url()));
      await page.getByRole('button', { name: 'Place Order' }).click();
      return (await (await posted).json()) as { payment_result: { redirect_url: string } };
    })();
    assert.match(placed.payment_result.redirect_url, /^#wc-stripe-voucher-\d+:boleto:pi_\w+_secret_\w+:/);
    const voucher = page.getByRole('dialog', { name: 'Boleto voucher' });
    await voucher.waitFor();
    await expectNoSeriousA11yViolations(page, 'the Boleto voucher over the block checkout', ['[role="dialog"]']);
    await voucher.getByRole('button', { name: 'Close' }).click();
    const id = await orderReceived(page);
    assert.deepEqual(h.shop.db.prepare('SELECT status, payment_method, currency FROM orders WHERE id = ?').get(id), { status: 'on-hold', payment_method: 'stripe_boleto', currency: 'BRL' });
  });
});
