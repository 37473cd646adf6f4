/**
 * The methods that finish elsewhere, each in a shop selling in the currency it takes: Boleto's voucher and WeChat
 * Pay's wallet through the gateway's hashes, iDEAL's round trip to the bank's page and back, and BLIK's code
 * checked before anything is sent. axe on the voucher, the wallet's code and its failure, iDEAL's form and BLIK's error.
 */
import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { pickOption } from './checkout-shopper.ts';
import { expectNoSeriousA11yViolations, useShop, type ShopHarness } from './harness.ts';
import { ADA, openCheckout, fillBilling, orderReceived, paymentFrame, pickCountry, placeOrder } from './payments-shopper.ts';

/** A shop in `currency` with a beanie in a new visitor's cart, on the checkout. */
function shopIn(currency: string): { h: ShopHarness; checkout(): Promise<Page> } {
  const h = useShop({ currency });
  let beanie = 0;
  before(() => {
    beanie = (h.shop.db.prepare("SELECT id FROM products WHERE sku = 'woo-beanie'").get() as { id: number }).id;
  });
  return {
    h,
    async checkout() {
      const page = await h.open('/shop/');
      await openCheckout(page, h.url, beanie);
      return page;
    },
  };
}

const orderOf = (h: ShopHarness, id: number) => h.shop.db.prepare('SELECT status, payment_method, currency FROM orders WHERE id = ?').get(id) as { status: string; payment_method: string; currency: string };

describe('payments: Boleto, through the voucher hash', () => {
  const { h, checkout } = shopIn('BRL');
  /** A Brazilian shopper on the checkout, Boleto chosen with its CPF typed. */
  async function readyForBoleto(): Promise<Page> {
    const page = await checkout();
    await pickCountry(page, 'Brazil');
    await pickOption(page, 'State / County', 'São Paulo');
    await fillBilling(page, { ...ADA, billing_city: 'São Paulo', billing_postcode: '01310-100' });
    await page.getByLabel('Boleto', { exact: true }).check();
    await paymentFrame(page).getByLabel('CPF/CNPJ').fill('000.000.000-00');
    return page;
  }

  it('shows the voucher after the order and then the order-received page; the order waits on-hold for the payment', async () => {
    const page = await readyForBoleto();
    const hashes: string[] = [];
    page.on('response', async (response) => {
      if (response.url().includes('wc-ajax=checkout')) hashes.push(String(((await response.json()) as { redirect?: string }).redirect));
    });
    await placeOrder(page);
    const voucher = page.getByRole('dialog', { name: 'Boleto voucher' });
    await voucher.waitFor();
    assert.match(hashes[0] ?? '', /^#wc-stripe-voucher-\d+:boleto:pi_\w+_secret_\w+:/);
    await expectNoSeriousA11yViolations(page, 'the Boleto voucher', ['[role="dialog"]']);
    await voucher.getByRole('button', { name: 'Close' }).click();
    const id = await orderReceived(page);
    assert.deepEqual(orderOf(h, id), { status: 'on-hold', payment_method: 'stripe_boleto', currency: 'BRL' });
  });

  const OFF_SITE = 'https://evil.example/steal';
  it("a voucher hash whose return address is on another site (the shop's answer altered on the way): the voucher, then the shop's own order-received page, never the other site", async () => {
    // SPEC 5.4's fallback, orderReceivedURL/{orderId}/, carries no order key, so the demo shows a guest no order
    // there (403; WooCommerce shows its bare thank-you text): the shop's own page all the same.
    h.allowHttpError(403, /\/order-received\/\d+\/$/);
    const page = await readyForBoleto();
    const offSite: string[] = [];
    const hashes: string[] = [];
    page.on('response', async (response) => {
      if (response.url().includes('wc-ajax=checkout')) hashes.push(String(((await response.json()) as { redirect?: string }).redirect));
    });
    page.on('request', (request) => {
      if (new URL(request.url()).hostname.endsWith('evil.example')) offSite.push(request.url());
    });
    await page.route(/[?&]wc-ajax=checkout(&|$)/, async (route) => {
      const answer = await route.fetch();
      const body = (await answer.json()) as { redirect?: string };
      // The hash's last part is the encoded return address.
      body.redirect = body.redirect?.replace(/:[^:]*$/, `:${encodeURIComponent(OFF_SITE)}`);
      await route.fulfill({ response: answer, json: body });
    }, { times: 1 });
    await placeOrder(page);
    const voucher = page.getByRole('dialog', { name: 'Boleto voucher' });
    await voucher.waitFor();
    assert.ok((hashes[0] ?? '').endsWith(`:${encodeURIComponent(OFF_SITE)}`), 'the page was given the other site as its return address');
    await voucher.getByRole('button', { name: 'Close' }).click();
    const id = await orderReceived(page);
    assert.equal(new URL(page.url()).origin, new URL(h.url).origin, "the shop's own page");
    assert.deepEqual(offSite, [], 'nothing requested from the other site');
    assert.equal(orderOf(h, id).payment_method, 'stripe_boleto');
  });
});

describe('payments: WeChat Pay, through the wallet hash', () => {
  const { h, checkout } = shopIn('GBP');
  it('shows the code to scan, and once approved the order is paid', async () => {
    const page = await checkout();
    await fillBilling(page);
    await page.getByLabel('WeChat Pay', { exact: true }).check();
    await placeOrder(page);
    const wallet = page.getByRole('dialog', { name: 'Scan with WeChat Pay' });
    await wallet.waitFor();
    await expectNoSeriousA11yViolations(page, "WeChat Pay's code", ['[role="dialog"]']);
    await wallet.getByRole('button', { name: 'Approve test payment' }).click();
    const id = await orderReceived(page);
    assert.deepEqual(orderOf(h, id), { status: 'processing', payment_method: 'stripe_wechat_pay', currency: 'GBP' });
  });

  it("when the shopper fails it in the wallet, says so with the wallet's reason, and the card can still pay", async () => {
    const page = await checkout();
    await fillBilling(page);
    await page.getByLabel('WeChat Pay', { exact: true }).check();
    await placeOrder(page);
    await page.getByRole('dialog', { name: 'Scan with WeChat Pay' }).getByRole('button', { name: 'Fail test payment' }).click();
    await page.getByRole('alert').filter({ hasText: 'The customer did not approve the PaymentIntent.' }).waitFor();
    assert.ok(await page.getByLabel('WeChat Pay', { exact: true }).isChecked());
    await expectNoSeriousA11yViolations(page, "the checkout after WeChat Pay's failure", ['.woocommerce-notices-wrapper', '#payment']);
  });
});

describe('payments: iDEAL, to the bank and back', () => {
  const { h, checkout } = shopIn('EUR');
  it("is offered for a Dutch billing address, goes to the bank's page, and comes back to a paid order", async () => {
    const page = await checkout();
    assert.equal(await page.getByLabel('iDEAL | Wero').isVisible(), false, 'not offered for a British address');
    await pickCountry(page, 'Netherlands');
    await fillBilling(page, { ...ADA, billing_city: 'Amsterdam', billing_postcode: '1011 AB' });
    await page.getByLabel('iDEAL | Wero').check();
    await paymentFrame(page).getByLabel('iDEAL Bank').selectOption('ing');
    await expectNoSeriousA11yViolations(page, 'the checkout with iDEAL chosen', ['#payment']);
    await placeOrder(page);
    await page.waitForURL(/\/shop\/demo\/stripe\/authorize\//);
    await page.getByRole('button', { name: 'Authorize test payment' }).click();
    const id = await orderReceived(page);
    assert.match(page.url(), /redirect_status=succeeded/);
    assert.deepEqual(orderOf(h, id), { status: 'processing', payment_method: 'stripe_ideal', currency: 'EUR' });
    await page.getByText('Thank you. Your order has been received.').waitFor();
  });
});

describe('payments: BLIK', () => {
  const { h, checkout } = shopIn('PLN');
  it('checks the code before anything is sent: five digits are refused, six pay', async () => {
    const page = await checkout();
    await pickCountry(page, 'Poland');
    await fillBilling(page, { ...ADA, billing_city: 'Warszawa', billing_postcode: '00-001' });
    await page.getByLabel('BLIK', { exact: true }).check();
    await page.getByLabel('BLIK Code').fill('12345');
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('wc-ajax=checkout') || request.url().includes('/api/v1/payment_methods')) sent.push(request.url());
    });
    await placeOrder(page);
    await page.locator('.woocommerce-notices-wrapper').getByRole('alert').filter({ hasText: 'BLIK Code is invalid' }).waitFor();
    assert.deepEqual(sent, []);
    assert.equal(await page.getByLabel('BLIK Code').inputValue(), '12345');
    await expectNoSeriousA11yViolations(page, "BLIK's error", ['.woocommerce-notices-wrapper', '#payment']);
    await page.getByLabel('BLIK Code').fill('123456');
    await placeOrder(page);
    const id = await orderReceived(page);
    assert.deepEqual(orderOf(h, id), { status: 'processing', payment_method: 'stripe_blik', currency: 'PLN' });
  });
});
