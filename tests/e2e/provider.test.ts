import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { FrameLocator, Page } from 'playwright-core';
import { expectNoSeriousA11yViolations, injectAxe, useShop } from './harness.ts';

const PLAYGROUND = '/shop/demo/stripe/test-cards/';
const nextYear = String((new Date().getFullYear() + 1) % 100).padStart(2, '0');

function paymentFrame(page: Page): FrameLocator {
  return page.frameLocator('iframe[title="Secure payment input frame"]');
}

async function fillCard(page: Page, number: string): Promise<void> {
  const frame = paymentFrame(page);
  await frame.getByLabel('Card number').fill(number);
  await frame.getByLabel('Expiration date').fill(`12${nextYear}`);
  await frame.getByLabel('Security code').fill('123');
  await frame.getByLabel('Postcode').fill('SW1A 1AA');
}


/** axe inside the Payment Element's frame (the harness checks the top document only). */
async function frameViolations(page: Page): Promise<string[]> {
  const frame = page.frames().find((f) => f.url().includes('/shop/demo/stripe/elements-inner.html'));
  assert.ok(frame, 'the Payment Element frame is loaded');
  await injectAxe(frame);
  return frame.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document) => Promise<{ violations: { id: string; impact: string | null }[] }> } }).axe;
    const result = await axe.run(document);
    return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.impact} ${v.id}`);
  });
}

async function outcome(page: Page, text: string | RegExp): Promise<string> {
  const status = page.getByRole('status').filter({ hasText: text });
  await status.waitFor({ timeout: 15000 });
  return (await status.textContent()) ?? '';
}

describe('test-mode card provider (Stripe.js double + intents service)', () => {
  const h = useShop({ products: 0 });

  const intentRows = (): { status: string }[] => h.shop.db.prepare('SELECT status FROM stripe_payment_intents ORDER BY created, rowid').all() as { status: string }[];

  it('pays with 4242 4242 4242 4242 and stores a succeeded intent with one charge', async () => {
    const page = await h.open(PLAYGROUND);
    await fillCard(page, '4242 4242 4242 4242');
    await page.waitForFunction(() => document.getElementById('stripe-playground')?.dataset.elementComplete === 'true');
    await page.getByRole('button', { name: 'Pay' }).click();
    const text = await outcome(page, /Payment succeeded/);
    assert.match(text, /Payment succeeded: £12\.50 \(pi_\w+\)/);
    const id = /\((pi_\w+)\)/.exec(text)?.[1];
    const charges = h.shop.db.prepare('SELECT status, amount FROM stripe_charges WHERE payment_intent = ?').all(id);
    assert.deepEqual(charges, [{ status: 'succeeded', amount: 1250 }]);
  });

  it('keeps typed card details when the amount changes, and charges the new amount', async () => {
    const page = await h.open(PLAYGROUND);
    await fillCard(page, '4242424242424242');
    await page.getByLabel('Amount (£)').fill('20.00');
    await page.getByLabel('Amount (£)').press('Tab');
    assert.equal(await paymentFrame(page).getByLabel('Card number').inputValue(), '4242 4242 4242 4242');
    await page.getByRole('button', { name: 'Pay' }).click();
    assert.match(await outcome(page, /Payment succeeded/), /£20\.00/);
  });

  for (const [number, message] of [
    ['4000000000000002', 'Your card was declined.'],
    ['4000000000009995', 'Your card has insufficient funds.'],
    ['4000000000000069', 'Your card has expired.'],
    ['4000000000000127', "Your card's security code is incorrect."],
    ['4000000000000119', 'An error occurred while processing your card. Try again in a little bit.'],
  ] as const) {
    it(`shows the decline for ${number}: ${message}`, async () => {
      const page = await h.open(PLAYGROUND);
      await fillCard(page, number);
      await page.getByRole('button', { name: 'Pay' }).click();
      assert.equal(await outcome(page, /Payment failed/), `Payment failed: ${message}`);
      assert.equal(intentRows().at(-1)?.status, 'requires_payment_method');
    });
  }

  it('asks for 3D Secure with 4000 0025 0000 3155 in an accessible modal; completing it pays', async () => {
    const page = await h.open(PLAYGROUND);
    await fillCard(page, '4000002500003155');
    await page.getByRole('button', { name: 'Pay' }).click();
    const dialog = page.getByRole('dialog', { name: '3D Secure 2 Test Page' });
    await dialog.waitFor();
    assert.equal(await dialog.getAttribute('aria-modal'), 'true');
    assert.match((await dialog.textContent()) ?? '', /a payment of £12\.50/);
    await expectNoSeriousA11yViolations(page, '3D Secure modal');
    const complete = dialog.getByRole('button', { name: 'Complete authentication' });
    assert.equal(await complete.evaluate((el) => el === document.activeElement), true, 'focus moves into the modal');
    await page.keyboard.press('Shift+Tab');
    assert.equal(await dialog.getByRole('button', { name: 'Fail authentication' }).evaluate((el) => el === document.activeElement), true, 'focus wraps inside the modal');
    await complete.click();
    assert.match(await outcome(page, /Payment succeeded/), /£12\.50/);
    assert.equal(await dialog.count(), 0);
  });

  it('fails the payment when 3D Secure authentication is failed', async () => {
    const page = await h.open(PLAYGROUND);
    await fillCard(page, '4000002500003155');
    await page.getByRole('button', { name: 'Pay' }).click();
    await page.getByRole('dialog', { name: '3D Secure 2 Test Page' }).getByRole('button', { name: 'Fail authentication' }).click();
    assert.equal(
      await outcome(page, /Payment failed/),
      'Payment failed: We are unable to authenticate your payment method. Please choose a different payment method and try again.',
    );
  });

  it('validates card fields live with Stripe\'s messages inside the frame', async () => {
    const intentsBefore = intentRows().length;
    const page = await h.open(PLAYGROUND);
    const frame = paymentFrame(page);
    const form = page.locator('#stripe-playground');
    assert.equal(await frame.locator('label', { hasText: 'Card number' }).evaluate((el) => getComputedStyle(el).fontWeight), '600', 'appearance rules reach .Label');
    await frame.getByLabel('Card number').fill('4242 4242');
    await page.waitForFunction(() => document.getElementById('stripe-playground')?.dataset.elementEmpty === 'false');
    assert.equal(await form.getAttribute('data-element-complete'), 'false');
    assert.equal(await form.getAttribute('data-element-type'), 'card');
    await frame.getByLabel('Expiration date').focus();
    await frame.getByText('Your card number is incomplete.').waitFor();
    await frame.getByLabel('Card number').fill('4242 4242 4242 4241');
    await frame.getByText('Your card number is invalid.').waitFor();
    await frame.getByLabel('Expiration date').fill('1220');
    await frame.getByText("Your card's expiration year is in the past.").waitFor();
    assert.equal(await frame.getByLabel('Card number').getAttribute('aria-invalid'), 'true');
    await frame.getByLabel('Security code').fill('');
    await page.getByRole('button', { name: 'Pay' }).click();
    assert.equal(await outcome(page, /Payment failed/), 'Payment failed: Your card number is invalid.');
    await frame.getByText("Your card's security code is incomplete.").waitFor();
    assert.equal(intentRows().length, intentsBefore, 'no intent is created for an invalid form');
  });

  it('round-trips a redirect method (iDEAL) through the authorise page back to return_url', async () => {
    const page = await h.open(PLAYGROUND);
    const frame = paymentFrame(page);
    await frame.getByRole('button', { name: 'iDEAL' }).click();
    assert.equal(await frame.getByRole('button', { name: 'iDEAL' }).getAttribute('aria-expanded'), 'true');
    await frame.getByLabel('iDEAL Bank').selectOption('ing');
    await page.getByRole('button', { name: 'Pay' }).click();
    await page.waitForURL(/\/shop\/demo\/stripe\/authorize\//);
    await page.getByRole('button', { name: 'Authorize test payment' }).click();
    await page.waitForURL(/\/shop\/demo\/stripe\/test-cards\/\?/);
    const url = new URL(page.url());
    assert.equal(url.searchParams.get('redirect_status'), 'succeeded');
    assert.match(url.searchParams.get('payment_intent') ?? '', /^pi_/);
    assert.match(url.searchParams.get('payment_intent_client_secret') ?? '', /^pi_\w+_secret_\w+$/);
    assert.match(await outcome(page, /Redirect succeeded/), /Payment succeeded: £12\.50/);
  });

  it('shows a Boleto voucher with number, amount, expiry and Close', async () => {
    const page = await h.open(PLAYGROUND);
    const frame = paymentFrame(page);
    await frame.getByRole('button', { name: 'Boleto' }).click();
    await frame.getByRole('textbox', { name: 'Full name' }).fill('Jo Bloggs');
    await frame.getByRole('textbox', { name: 'Email' }).fill('jo@example.com');
    await frame.getByRole('textbox', { name: 'CPF/CNPJ' }).fill('000.000.000-00');
    await page.getByRole('button', { name: 'Pay' }).click();
    const dialog = page.getByRole('dialog', { name: 'Boleto voucher' });
    await dialog.waitFor();
    const text = (await dialog.textContent()) ?? '';
    assert.match(text, /Boleto number\d{47}/);
    assert.match(text, /Amount£12\.50/);
    assert.match(text, /Expires\d{1,2} \w+ \d{4}/);
    await dialog.getByRole('button', { name: 'Close' }).click();
    assert.match(await outcome(page, /awaiting/), /boleto_display_details/);
  });

  it('has no serious accessibility violations with the Payment Element shown', async () => {
    const page = await h.open(PLAYGROUND);
    await paymentFrame(page).getByLabel('Card number').waitFor();
    await expectNoSeriousA11yViolations(page, 'playground with the Payment Element');
    assert.deepEqual(await frameViolations(page), []);
    await page.getByRole('button', { name: 'Pay' }).click();
    await paymentFrame(page).getByText('Your card number is incomplete.').waitFor();
    assert.deepEqual(await frameViolations(page), [], 'no violations with the errors shown');
  });

  it('slow switch: the Stripe.js script arrives late and the page still works', async () => {
    const page = await h.open(`${PLAYGROUND}?stripe_fail=slow&stripe_delay=1500`);
    await fillCard(page, '4242424242424242');
    await page.getByRole('button', { name: 'Pay' }).click();
    assert.match(await outcome(page, /Payment succeeded/), /£12\.50/);
  });

  it('element loaderror switch: the Payment Element reports a load error', async () => {
    const page = await h.open(`${PLAYGROUND}?stripe_fail=loaderror`);
    assert.match(await outcome(page, /Payment failed/), /failed to load/);
  });

  it('network switch: confirming fails with a connection error and creates no charge', async () => {
    const page = await h.open(`${PLAYGROUND}?stripe_fail=network`);
    await fillCard(page, '4242424242424242');
    await page.getByRole('button', { name: 'Pay' }).click();
    assert.match(await outcome(page, /Payment failed/), /connection to Stripe/);
    const last = h.shop.db.prepare('SELECT id, status FROM stripe_payment_intents ORDER BY rowid DESC LIMIT 1').get() as { id: string; status: string };
    assert.equal(last.status, 'requires_payment_method', 'the intent was never confirmed');
    assert.deepEqual(h.shop.db.prepare('SELECT id FROM stripe_charges WHERE payment_intent = ?').all(last.id), []);
  });

  it('load switch: the Stripe.js script 404s, so loadStripe rejects', async () => {
    h.ignoreErrors(/Failed to load resource|js\.stripe\.com|ERR_/);
    h.allowHttpError(404, /\/shop\/demo\/stripe\/v3\//);
    const page = await h.open(`${PLAYGROUND}?stripe_fail=load`);
    assert.match(await outcome(page, /Stripe\.js failed to load/), /Failed to load Stripe\.js/);
    assert.equal(await page.evaluate(() => 'Stripe' in window), false);
  });
});
