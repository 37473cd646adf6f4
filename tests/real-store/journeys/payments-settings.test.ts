/**
 * The card extension against the real Stripe Gateway 10.8.3's PHP (no payment taken: that needs the provider's
 * REST face): our reader accepts the `wc_stripe_upe_params` the gateway prints on the checkout, order-pay and
 * add-payment-method pages, and the keys it leaves unread are named here, each with why; with 'Replace legacy
 * scripts', the gateway's upe-classic.js and what only it brings are gone while its settings still print once,
 * by the gateway, and our bundle loads only where a payment form shows.
 */
import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { readUpeParams, unreadKeys, UPE_PARAMS_GLOBAL, type UpeSettings } from '../../../packages/payments/src/settings/upe-params.ts';
import { info, login, request, REPLACE_ALL, SUBSCRIBER, useProfile, wp, type Jar } from '../harness/store.ts';

/**
 * What the gateway prints and the extension does not read, and why. A key the gateway adds fails the
 * contract test below by name, so it is looked at before a release of the gateway is declared supported.
 */
const UNREAD: Record<string, string> = {
  title: "the method's title is printed in the payment box by the gateway's PHP",
  isUPEEnabled: 'always true in 10.8.3 (the legacy card form is gone)',
  return_url: "confirmations return to the order's address, which comes with the order (the processing response's redirect)",
  testMode: 'nothing on the page differs in test mode',
  accountDescriptor: "shown on the shopper's statement only",
  addPaymentReturnURL: "not read by the gateway's own script either: WooCommerce's add-payment-method form redirects",
  orderReturnURL: "order-pay's return address; not read by the gateway's own script either (the order's address is used)",
  newTokenFormId: "not read by the gateway's own script either",
  subscriptionManualRenewalEnabled: 'only subscriptionRequiresManualRenewal changes the form',
  forceSavePaymentMethod: 'the gateway prints the save checkbox only where it applies',
  accountCountry: 'the Payment Element decides which methods an account can take',
  isExpressCheckoutEnabled: "express checkout's (its own widget)",
  isAmazonPayEnabled: "express checkout's",
  isAmazonPayAvailable: "express checkout's",
  isLinkEnabled: "express checkout's (Link inside the Payment Element is Stripe's to show)",
  createCheckoutSessionNonce: "the optimized checkout's Checkout Sessions, not offered by our forms",
  updateCheckoutSessionNonce: "the optimized checkout's Checkout Sessions",
  shouldShowOptimizedCheckout: 'isOCEnabled says the same',
  shouldExpandOptimizedCheckout: "the optimized checkout's",
  isAdaptivePricingEnabled: "the optimized checkout's",
  paymentMethodConfigurationId: "the optimized checkout's",
  excludedPaymentMethodTypes: "the optimized checkout's",
  optimizedCheckoutClassicTitle: "the optimized checkout's",
  showStripeDeveloperWidget: "Stripe's developer tools in test mode, a developer's option",
  tokenLabelOverrides: "the block checkout's saved-token labels (issue 20)",
  hasAffirmGatewayPlugin: 'with the official Affirm plugin the gateway leaves Affirm out of paymentMethodsConfig',
  hasKlarnaGatewayPlugin: 'likewise for Klarna',
};

/** Every `var NAME = …;` printed for NAME, parsed. */
function printed(html: string, name: string): Record<string, unknown>[] {
  return [...html.matchAll(new RegExp(`var ${name} = (.*?);\\n`, 'g'))].map((m) => JSON.parse(m[1] ?? 'null') as Record<string, unknown>);
}

function gatewayParams(html: string): Record<string, unknown> {
  const all = printed(html, UPE_PARAMS_GLOBAL);
  assert.equal(all.length, 1, `${UPE_PARAMS_GLOBAL} is printed exactly once`);
  return all[0] ?? {};
}

const path = (url: string | undefined): string => new URL(url ?? '/').pathname;
const payPath = (url: string): string => `${new URL(url).pathname}${new URL(url).search}`;
const CHECKOUT = path(info.urls.checkout);
const ACCOUNT = path(info.urls.myaccount);

async function withCart(jar: Jar = new Map()): Promise<Jar> {
  await request(`/?add-to-cart=${info.products.hoodie_with_zipper?.id}`, { jar });
  return jar;
}

/** The pages the gateway puts its form on, as a guest with a cart (checkout, order-pay) and as a customer. */
async function paymentPages(): Promise<Record<'checkout' | 'orderPay' | 'addPaymentMethod', string>> {
  const { pay } = await wp<{ pay: string }>('order', { product: info.products.hoodie_with_zipper?.id });
  const member = await login(SUBSCRIBER.user, SUBSCRIBER.password);
  return {
    checkout: (await request(CHECKOUT, { jar: await withCart() })).html,
    orderPay: (await request(payPath(pay))).html,
    addPaymentMethod: (await request(`${ACCOUNT}add-payment-method/`, { jar: member })).html,
  };
}

const SCRIPT = (handle: string): RegExp => new RegExp(`<script[^>]*\\sid=["']${handle}-js["']`);
/** Every script handle a page prints a file for. */
const handles = (html: string): string[] => [...html.matchAll(/<script[^>]*\ssrc=[^>]*\sid=["']([\w-]+)-js["']/g)].map((m) => m[1] ?? '');

describe("payments: the Stripe Gateway's printed settings", () => {
  let legacy: Record<'checkout' | 'orderPay' | 'addPaymentMethod', string>;
  before(async () => {
    await useProfile('legacy');
    legacy = await paymentPages();
  });

  test('our reader accepts what the gateway prints on each page with a payment form, and reads it right', () => {
    const read: Record<string, UpeSettings> = {};
    for (const [name, html] of Object.entries(legacy)) read[name] = readUpeParams(gatewayParams(html), UPE_PARAMS_GLOBAL);
    const { checkout, orderPay, addPaymentMethod } = read as Record<'checkout' | 'orderPay' | 'addPaymentMethod', UpeSettings>;
    assert.equal(checkout.key, 'pk_test_shopislandsrealstore');
    assert.equal(checkout.ajaxUrl, '/?wc-ajax=%%endpoint%%');
    assert.match(checkout.wpAjaxUrl, /\/wp-admin\/admin-ajax\.php$/);
    assert.equal(checkout.gatewayId, 'stripe');
    assert.deepEqual([checkout.isCheckout, checkout.isOrderPay], [true, false]);
    assert.deepEqual([orderPay.isCheckout, orderPay.isOrderPay], [false, true]);
    assert.match(orderPay.orderId, /^[1-9]\d*$/, 'the order being paid');
    assert.equal(addPaymentMethod.isLoggedIn, true);
    assert.equal(checkout.currency, 'GBP');
    assert.ok(checkout.cartTotal > 0, 'the cart total in minor units');
    assert.ok(checkout.methods.card, 'the card method is configured');
    assert.equal(checkout.methods.card?.isReusable, true);
    for (const nonce of Object.values(checkout.nonces)) assert.match(nonce, /^([0-9a-f]{10})?$/);
    assert.match(checkout.nonces.createPaymentIntent, /^[0-9a-f]{10}$/);
    assert.ok(checkout.enabledBillingFields.includes('billing_email'));
  });

  test('the keys it does not read are named, each with why', () => {
    const unread = new Set<string>();
    for (const html of Object.values(legacy)) for (const key of unreadKeys(gatewayParams(html))) unread.add(key);
    assert.deepEqual([...unread].filter((key) => !(key in UNREAD)), [], 'every key the gateway prints is read or named in UNREAD');
    assert.ok(!unread.has('paymentMethodsConfig') && !unread.has('key') && !unread.has('createPaymentIntentNonce'));
  });
});

describe("payments replacing the gateway's upe-classic.js", () => {
  let legacy: Record<'checkout' | 'orderPay' | 'addPaymentMethod', string>;
  before(async () => {
    await useProfile('legacy');
    legacy = await paymentPages();
    await useProfile('shop-islands', REPLACE_ALL);
  });

  test("where a payment form shows: our bundle, the gateway's settings printed once by its own handle, Stripe.js kept; upe-classic.js and the React runtime only it brought are gone", async () => {
    const pages = await paymentPages();
    for (const [name, html] of Object.entries(pages)) {
      assert.match(html, /<script type="module"[^>]*\sid=["']shop-islands-payments-js["']/, `${name}: our payments bundle`);
      assert.ok(!html.includes('/woocommerce-gateway-stripe/build/upe-classic.js'), `${name}: upe-classic.js not loaded`);
      assert.match(html, /<script[^>]*\sid=["']wc-stripe-upe-classic-js-extra["']/, `${name}: the gateway prints its settings itself`);
      const ours = readUpeParams(gatewayParams(html), UPE_PARAMS_GLOBAL);
      const theirs = readUpeParams(gatewayParams(legacy[name as keyof typeof legacy]), UPE_PARAMS_GLOBAL);
      assert.deepEqual(Object.keys(ours.methods), Object.keys(theirs.methods), `${name}: the same methods as on the legacy page`);
      assert.match(html, SCRIPT('stripe'), `${name}: Stripe.js, as the gateway registers it`);
      const added = handles(html).filter((handle) => !handles(legacy[name as keyof typeof legacy]).includes(handle) && !handle.startsWith('shop-islands-'));
      assert.deepEqual(added, [], `${name}: no script the legacy page does not have`);
      const storeApi = printed(html, 'shopIslandsStoreApi');
      assert.equal(storeApi.length, 1, `${name}: the Store API's root and nonce once`);
    }
    // The React runtime and WordPress data stores came to the account page with upe-classic.js alone (on checkout
    // and order-pay, the gateway's express checkout script still needs them).
    for (const handle of ['react-dom', 'wp-data', 'wc-settings']) {
      assert.match(legacy.addPaymentMethod, SCRIPT(handle), `legacy: ${handle} on the add-payment-method page`);
      assert.doesNotMatch(pages.addPaymentMethod, SCRIPT(handle), `ours: no ${handle} on the add-payment-method page`);
    }
  });

  test("on product, cart and order-received pages (no payment form) neither the gateway script nor our bundle; its settings only for the gateway's express checkout script", async () => {
    const { received } = await wp<{ received: string }>('order', { product: info.products.hoodie_with_zipper?.id });
    const pages = [path(info.products.hoodie_with_zipper?.url), path(info.urls.cart), payPath(received)];
    for (const html of await Promise.all(pages.map(async (page) => (await request(page, { jar: await withCart() })).html))) {
      assert.doesNotMatch(html, SCRIPT('wc-stripe-upe-classic'));
      assert.doesNotMatch(html, /shop-islands-payments-js/);
      // express-checkout.js reads wc_stripe_upe_params (it throws 'Stripe initialization data is not available' without them).
      if (SCRIPT('wc_stripe_express_checkout').test(html)) assert.match(html, /var wc_stripe_upe_params/);
      else assert.doesNotMatch(html, /var wc_stripe_upe_params/);
    }
  });

  test("with checkout's legacy scripts kept, the gateway's script stays in charge (our forms place orders through the checkout widget)", async () => {
    await useProfile('shop-islands', { replace_legacy: { ...REPLACE_ALL.replace_legacy, checkout: false } });
    try {
      const html = (await request(CHECKOUT, { jar: await withCart() })).html;
      assert.ok(html.includes('/woocommerce-gateway-stripe/build/upe-classic.js'));
      assert.doesNotMatch(html, /shop-islands-payments-js/);
      gatewayParams(html);
    } finally {
      await useProfile('shop-islands', REPLACE_ALL);
    }
  });
});
