/**
 * Saved payment methods with the card extension, for the demo's logged-in customer: a card saved at checkout
 * and paid with again (no new method made), a card added on the account's 'Add payment method' page (with
 * 3D Secure), and a subscription bought with a card whose payment method is then changed (3D Secure again,
 * finished by confirm_change_payment), and a card added with 'update all subscriptions' ticked. axe on the account's pages.
 */
import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { DEMO_CUSTOMER } from '../../examples/demo-shop/db/seed.ts';
import { expectNoSeriousA11yViolations, useShop } from './harness.ts';
import { CARDS, openCheckout, orderReceived, paymentFrame, placeOrder, typeCard } from './payments-shopper.ts';

describe('payments: saved methods and subscriptions', () => {
  const h = useShop();
  let beanie = 0;
  let album = 0;
  before(() => {
    const id = (sku: string) => (h.shop.db.prepare('SELECT id FROM products WHERE sku = ?').get(sku) as { id: number }).id;
    beanie = id('woo-beanie');
    album = id('woo-album');
  });

  const tokens = () => h.shop.db.prepare('SELECT id, gateway, brand, last4 FROM payment_tokens ORDER BY id').all() as { id: number; gateway: string; brand: string; last4: string }[];
  /** Payment methods the provider was asked to make, from the browser (its frame posts them). */
  const methodsMade = (page: Page): string[] => {
    const made: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/shop/demo/stripe/api/v1/payment_methods')) made.push(request.url());
    });
    return made;
  };

  async function loggedIn(): Promise<Page> {
    const page = await h.open('/shop/my-account/');
    await page.fill('#username', DEMO_CUSTOMER.email);
    await page.fill('#password', DEMO_CUSTOMER.password);
    await Promise.all([page.waitForURL(/\/shop\/my-account\/$/), page.getByRole('button', { name: 'Log in' }).click()]);
    return page;
  }

  it('saves a card at checkout, then pays with the saved card without making a new payment method', async () => {
    const page = await loggedIn();
    await openCheckout(page, h.url, beanie);
    await page.getByLabel('Credit / Debit Card').check();
    const box = page.locator('.payment_box.payment_method_stripe');
    await typeCard(page, CARDS.visa);
    // SPEC 4.6: the reuse terms follow 'save', ticked after the form was made.
    const terms = paymentFrame(page).getByText('By providing your card information, you allow the shop to charge your card for future payments in accordance with their terms.');
    assert.equal(await terms.count(), 0, 'no reuse terms before save is ticked');
    const save = box.getByLabel('Save payment information to my account for future purchases.');
    await save.check();
    await terms.waitFor();
    await save.uncheck();
    await terms.waitFor({ state: 'detached' });
    await save.check();
    await terms.waitFor();
    assert.equal(await paymentFrame(page).getByLabel('Card number').inputValue(), CARDS.visa, 'the card stays typed');
    await placeOrder(page);
    const first = await orderReceived(page);
    const paid = h.shop.db.prepare('SELECT transaction_id FROM orders WHERE id = ?').get(first) as { transaction_id: string };
    const firstIntent = JSON.parse((h.shop.db.prepare('SELECT object FROM stripe_payment_intents WHERE id = ?').get(paid.transaction_id) as { object: string }).object) as { setup_future_usage: string | null };
    assert.equal(firstIntent.setup_future_usage, 'off_session', 'an off-session intent set up');
    assert.deepEqual(tokens().map(({ gateway, brand, last4 }) => ({ gateway, brand, last4 })), [{ gateway: 'stripe', brand: 'Visa', last4: '4242' }]);

    await openCheckout(page, h.url, beanie);
    await page.getByLabel('Credit / Debit Card').check();
    const saved = box.getByLabel('Visa ending in 4242 (expires 12/34)');
    assert.ok(await saved.isChecked(), 'the saved card is chosen');
    assert.equal(await box.locator('#wc-stripe-upe-form').isVisible(), false, 'no new-card form while a saved card is chosen');
    await expectNoSeriousA11yViolations(page, 'the card box with a saved card', ['#payment']);
    const made = methodsMade(page);
    await placeOrder(page);
    const id = await orderReceived(page);
    assert.deepEqual(made, [], 'no payment method made for a saved card');
    const order = h.shop.db.prepare('SELECT status, transaction_id FROM orders WHERE id = ?').get(id) as { status: string; transaction_id: string };
    assert.equal(order.status, 'processing');
    const intent = JSON.parse((h.shop.db.prepare('SELECT object FROM stripe_payment_intents WHERE id = ?').get(order.transaction_id) as { object: string }).object) as { payment_method: string };
    assert.equal(intent.payment_method, (h.shop.db.prepare('SELECT token FROM payment_tokens WHERE last4 = ?').get('4242') as { token: string }).token);
  });

  it("adds a card on the account's page, through 3D Secure, and lists it", async () => {
    const page = await loggedIn();
    await page.goto(new URL('/shop/my-account/add-payment-method/', h.url).href);
    await typeCard(page, CARDS.threeDSecure);
    await expectNoSeriousA11yViolations(page, "the account's add payment method page", ['.woocommerce-MyAccount-content']);
    await page.getByRole('button', { name: 'Add payment method' }).click();
    const challenge = page.getByRole('dialog', { name: '3D Secure 2 Test Page' });
    await challenge.getByRole('button', { name: 'Complete authentication' }).click();
    await page.waitForURL(/\/my-account\/payment-methods\/\?added=1/);
    await page.getByText('Payment method successfully added.').waitFor();
    await page.getByRole('cell', { name: 'Visa ending in 3155' }).waitFor();
    assert.ok(tokens().some((t) => t.last4 === '3155'));
  });

  it("refuses a declined card on the account's page, in the notices, with the card still typed", async () => {
    const page = await loggedIn();
    await page.goto(new URL('/shop/my-account/add-payment-method/', h.url).href);
    const before = tokens().length;
    await typeCard(page, CARDS.declined);
    await page.getByRole('button', { name: 'Add payment method' }).click();
    await page.locator('.woocommerce-notices-wrapper').getByRole('alert').filter({ hasText: 'The card was declined.' }).waitFor();
    assert.equal(await paymentFrame(page).getByLabel('Card number').inputValue(), CARDS.declined);
    assert.equal(tokens().length, before);
    await expectNoSeriousA11yViolations(page, 'the add payment method page after a declined card', ['.woocommerce-MyAccount-content']);
  });

  it("buys a subscription with a card, then changes its payment method through 3D Secure", async () => {
    const page = await loggedIn();
    await openCheckout(page, h.url, album);
    await page.getByLabel('Credit / Debit Card').check();
    // Methods that cannot pay again later are not offered for a subscription.
    assert.equal(await page.getByLabel('WeChat Pay', { exact: true }).count(), 0);
    const box = page.locator('.payment_box.payment_method_stripe');
    await box.getByLabel('Use a new payment method').check();
    await typeCard(page, CARDS.visa);
    await placeOrder(page);
    await orderReceived(page);
    const subscription = h.shop.db.prepare('SELECT id, status, payment_token_id FROM subscriptions ORDER BY id DESC').get() as { id: number; status: string; payment_token_id: number };
    assert.equal(subscription.status, 'active');

    await page.goto(new URL('/shop/my-account/subscriptions/', h.url).href);
    await page.getByRole('link', { name: `#${subscription.id} Album` }).click();
    await page.getByRole('link', { name: 'Change payment' }).click();
    await page.getByLabel('Use a new payment method').check();
    await typeCard(page, CARDS.threeDSecure);
    await expectNoSeriousA11yViolations(page, 'the change payment method page', ['#order_review']);
    await page.getByRole('button', { name: 'Change payment method' }).click();
    await page.getByRole('dialog', { name: '3D Secure 2 Test Page' }).getByRole('button', { name: 'Complete authentication' }).click();
    await page.waitForURL(new RegExp(`/view-subscription/${subscription.id}/\\?updated=1`));
    await page.getByText('Payment method updated.').waitFor();
    await page.getByRole('cell', { name: /Visa ending in 3155/ }).waitFor();
    const changed = h.shop.db.prepare('SELECT t.last4 FROM subscriptions s JOIN payment_tokens t ON t.id = s.payment_token_id WHERE s.id = ?').get(subscription.id) as { last4: string };
    assert.equal(changed.last4, '3155');
  });

  it("adds a card on the account's page with 'update all subscriptions' ticked: the gateway is asked to, and every subscription pays with the new card", async () => {
    const page = await loggedIn();
    // A subscription bought with a new card, so the customer has one whatever ran before.
    await openCheckout(page, h.url, album);
    await page.getByLabel('Credit / Debit Card').check();
    const saved = page.locator('.payment_box.payment_method_stripe').getByLabel('Use a new payment method');
    if ((await saved.count()) > 0) await saved.check();
    await typeCard(page, CARDS.visa);
    await placeOrder(page);
    await orderReceived(page);
    const subscriptionTokens = () => (h.shop.db.prepare('SELECT payment_token_id FROM subscriptions WHERE customer_id = (SELECT id FROM customers WHERE email = ?) ORDER BY id').all(DEMO_CUSTOMER.email) as { payment_token_id: number }[]).map((s) => s.payment_token_id);
    const before = subscriptionTokens();
    assert.ok(before.length > 0);

    await page.goto(new URL('/shop/my-account/add-payment-method/', h.url).href);
    const posted: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('admin-ajax.php')) posted.push(request.postData() ?? '');
    });
    await typeCard(page, CARDS.threeDSecure);
    await page.getByLabel('Update the payment method for all of my current subscriptions').check();
    await page.getByRole('button', { name: 'Add payment method' }).click();
    await page.getByRole('dialog', { name: '3D Secure 2 Test Page' }).getByRole('button', { name: 'Complete authentication' }).click();
    await page.getByText('Payment method successfully added.').waitFor();
    assert.equal(posted.length, 1);
    assert.equal(new URLSearchParams(posted[0]).get('update_all_subscription_payment_methods'), 'true');
    const added = (h.shop.db.prepare('SELECT MAX(id) AS id FROM payment_tokens').get() as { id: number }).id;
    assert.deepEqual(subscriptionTokens(), before.map(() => added), 'every subscription pays with the card just added');
  });
});
