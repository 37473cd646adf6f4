/**
 * The checkout with 'Replace' beside another plugin's scripts, on the real store: a small test gateway
 * (store/mu-plugins/shop-islands-test-gateway.php) written as gateways are. Its script declares `wc-checkout`
 * alone and uses jQuery; its plugin attaches data (localized and inline) to the handles whose files 'Replace'
 * removes, kept enqueued (`wc-checkout`…) or not (Advanced Woo Search's `aws-script`, which an add-on depends on); it draws its own place-order button through WooCommerce's custom place-order button API; and a
 * `sourcebuster-js` of its own (a handle named like WooCommerce's, another file) must stay.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { GB_ADDRESS, pickOption, typeFields } from '../../e2e/checkout-shopper.ts';
import { useStoreBrowser } from '../harness/browser.ts';
import { openCheckout, totalsSettled } from '../harness/checkout-shopper.ts';
import { latestOrderId, ordersAfter, setOptions, useProfile } from '../harness/store.ts';

interface GatewayView {
  jquery: boolean;
  localized: string | null;
  inline: string[];
  checkoutParams: boolean;
  renders: number;
  cleanups: number;
  validations: boolean[];
}

const gatewayView = async (page: Page): Promise<GatewayView> => {
  await page.waitForFunction(() => (window as unknown as { siTestGateway?: unknown }).siTestGateway !== undefined);
  return page.evaluate(() => (window as unknown as { siTestGateway: GatewayView }).siTestGateway);
};

/** The replaced WooCommerce files: none of them may load. */
const REPLACED = ['/frontend/checkout.min.js', '/frontend/address-i18n.min.js', '/frontend/country-select.min.js', '/sourcebuster/sourcebuster.min.js'];

describe("'Replace legacy scripts' beside another plugin's scripts: a test gateway", () => {
  const browser = useStoreBrowser();
  before(async () => {
    await setOptions({ shop_islands_test_gateway: 'yes', shop_islands_test_foreign_sourcebuster: 'yes' });
    await useProfile('shop-islands');
  });
  after(() => setOptions({ shop_islands_test_gateway: null, shop_islands_test_foreign_sourcebuster: null }));

  test("a gateway script that declared wc-checkout alone gets jQuery and what its plugin attached to the replaced handles; another plugin's sourcebuster-js stays", async () => {
    const visit = await openCheckout(browser);
    const scripts = (await visit.scripts()).map((script) => new URL(script.url).pathname);
    assert.ok(scripts.some((path) => path.endsWith('/shop-islands/dist/checkout.js')), 'our checkout serves the page');
    assert.deepEqual(scripts.filter((path) => REPLACED.some((file) => path.endsWith(file))), [], "WooCommerce's replaced files are gone");
    const gateway = await gatewayView(visit.page);
    assert.deepEqual({ jquery: gateway.jquery, checkoutParams: gateway.checkoutParams, localized: gateway.localized }, { jquery: true, checkoutParams: true, localized: 'wc-checkout' });
    for (const inline of ['wc-country-select before', 'wc-address-i18n after', 'wc-checkout after']) assert.ok(gateway.inline.includes(inline), `${inline}: printed before the gateway's script`);
    // Advanced Woo Search's script is gone, not what another plugin attached to its handle: its add-on still gets it.
    assert.ok(!scripts.some((path) => path.endsWith('/advanced-woo-search/assets/js/common.min.js')));
    assert.deepEqual(await visit.page.evaluate(() => (window as unknown as { siTestSearchAddon?: unknown }).siTestSearchAddon), { localized: 'aws-script', inline: true });
    assert.ok(scripts.some((path) => path.endsWith('/shop-islands-test-gateway/sourcebuster.js')), "the other plugin's sourcebuster-js loads");
    assert.equal(await visit.page.evaluate(() => (window as unknown as { siForeignSourcebuster?: boolean }).siForeignSourcebuster), true);
  });

  test("selectWoo stays, with select2's style, where another plugin's script depends on it; our pickers still serve the address fields", async () => {
    await setOptions({ shop_islands_test_select_box: 'yes' });
    try {
      const visit = await openCheckout(browser);
      const scripts = (await visit.scripts()).map((script) => new URL(script.url).pathname);
      assert.ok(scripts.some((path) => path.endsWith('/selectWoo/selectWoo.full.min.js')), 'selectWoo loads for the script that needs it');
      assert.equal(await visit.page.evaluate(() => (window as unknown as { siTestSelectWoo?: boolean }).siTestSelectWoo), true);
      assert.equal(await visit.page.locator('link#select2-css').count(), 1, "select2's style stays with it");
      await pickOption(visit.page, 'Country / Region', 'Ireland');
      assert.equal(await visit.page.locator('#billing_country').inputValue(), 'IE');
    } finally {
      await setOptions({ shop_islands_test_select_box: null });
    }
  });

  test("the gateway's own place-order button replaces #place_order while it is chosen, checks the form first, and places the order", async () => {
    const before = await latestOrderId();
    const { page } = await openCheckout(browser);
    const ownButton = page.getByRole('button', { name: 'Pay with the test button' });
    const placeOrder = page.locator('#place_order');
    // Storefront draws each method's radio in its label: the shopper presses the label.
    await page.locator('label[for="payment_method_si_test_button"]').click();
    await ownButton.waitFor();
    assert.ok(await placeOrder.isHidden(), "WooCommerce's button is hidden while the gateway's shows");

    // Empty fields: the button asks the form, which says what is missing; nothing is sent.
    await ownButton.click();
    await page.locator('#billing_first_name_field.woocommerce-invalid').waitFor();
    assert.deepEqual((await gatewayView(page)).validations, [true]);
    assert.equal(await latestOrderId(), before);

    // A totals update replaces the payment markup: the gateway cleans up and draws its button again.
    await typeFields(page, GB_ADDRESS);
    await totalsSettled(page);
    const view = await gatewayView(page);
    assert.ok(view.cleanups >= 1 && view.renders > view.cleanups, `drawn again after each update (renders ${view.renders}, cleanups ${view.cleanups})`);
    await Promise.all([page.waitForURL(/\/order-received\//), page.getByRole('button', { name: 'Pay with the test button' }).click()]);
    const [order] = await ordersAfter(before);
    assert.equal(order?.payment_method, 'si_test_button');
    assert.equal(order?.billing.postcode, 'SW1Y 4JH');
  });

  test('choosing another method brings WooCommerce’s button back', async () => {
    const { page } = await openCheckout(browser);
    await page.locator('label[for="payment_method_si_test_button"]').click();
    await page.getByRole('button', { name: 'Pay with the test button' }).waitFor();
    // Storefront draws each method's radio in its label: the shopper presses the label.
    await page.locator('label[for="payment_method_cod"]').click();
    await page.locator('#place_order').waitFor();
    assert.equal(await page.getByRole('button', { name: 'Pay with the test button' }).count(), 0);
  });
});
