// @vitest-environment node
/**
 * The card extension's settings reader and intents client on the demo shop's real answers: the
 * `wc_stripe_upe_params` its checkout prints, and the gateway endpoints over real HTTP with real nonces
 * (a refused one refreshed once through the session client).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Shop } from '../../examples/demo-shop/app.ts';
import { pageSession } from '../../packages/core/src/session.ts';
import { RequestError } from '../../packages/core/src/http.ts';
import { createIntentsApi, IntentsError } from '../../packages/payments/src/intents/api.ts';
import { NONCE_NAMES } from '../../packages/payments/src/intents/nonce-names.ts';
import { readUpeParams, unreadKeys, UPE_PARAMS_GLOBAL, type UpeSettings } from '../../packages/payments/src/settings/upe-params.ts';
import { onShop, pageGlobals, sessionFetch, startDemo } from './demo.ts';

let shop: Shop;
beforeAll(async () => {
  shop = await startDemo();
});
afterAll(async () => {
  await shop.close();
});

/** A shopper with a beanie in the cart, on the checkout: the gateway's settings as printed. */
async function checkoutSettings(): Promise<{ raw: Record<string, unknown>; settings: UpeSettings }> {
  const beanie = (shop.db.prepare("SELECT id FROM products WHERE sku = 'woo-beanie'").get() as { id: number }).id;
  await fetch(onShop(shop, `/shop/?add-to-cart=${beanie}`));
  const raw = pageGlobals(await (await fetch(onShop(shop, '/shop/checkout/'))).text())[UPE_PARAMS_GLOBAL] as Record<string, unknown>;
  return { raw, settings: readUpeParams(raw, UPE_PARAMS_GLOBAL) };
}

beforeEach(() => {
  vi.stubGlobal('fetch', sessionFetch());
});

describe('payments contract: what the checkout prints', () => {
  it('reads wc_stripe_upe_params as wp_localize_script prints it (scalars as strings)', async () => {
    const { raw, settings } = await checkoutSettings();
    expect(raw.isCheckout).toBe('1');
    expect(raw.isLoggedIn).toBe('');
    expect(settings).toMatchObject({ gatewayId: 'stripe', isCheckout: true, isOrderPay: false, isLoggedIn: false, isPaymentNeeded: true, currency: 'GBP', ajaxUrl: '/shop/?wc-ajax=%%endpoint%%' });
    expect(settings.cartTotal).toBeGreaterThan(0);
    expect(Object.keys(settings.methods).sort()).toEqual(['afterpay_clearpay', 'alipay', 'bacs_debit', 'card', 'klarna', 'wechat_pay']);
    expect(settings.methods.card).toEqual({ isReusable: true, supportsDeferredIntent: true, countries: [], title: 'Credit / Debit Card', showSaveOption: true });
    expect(settings.methods.bacs_debit?.countries).toEqual(['GB']);
    expect(settings.messages.card_declined).toBe('The card was declined.');
    expect(Object.values(settings.nonces).every((nonce) => /^[0-9a-f]{10}$/.test(nonce))).toBe(true);
    // What the gateway prints and the extension has no use for (express checkout's, the optimized checkout's, test mode…).
    expect(unreadKeys(raw)).toEqual(expect.arrayContaining(['title', 'isUPEEnabled', 'return_url', 'testMode', 'accountDescriptor', 'isExpressCheckoutEnabled']));
    expect(unreadKeys(raw)).not.toContain('card_declined');
  });
});

describe("payments contract: the gateway's endpoints", () => {
  async function client(stale = false) {
    const { settings } = await checkoutSettings();
    const absolute = { ...settings, ajaxUrl: onShop(shop, settings.ajaxUrl).replace('%25%25endpoint%25%25', '%%endpoint%%'), wpAjaxUrl: onShop(shop, settings.wpAjaxUrl) };
    const nonces = Object.fromEntries((Object.keys(NONCE_NAMES) as (keyof typeof NONCE_NAMES)[]).map((key) => [NONCE_NAMES[key], stale ? '0000000000' : settings.nonces[key]]));
    const session = pageSession({ wcAjaxUrl: absolute.ajaxUrl, nonces }, {});
    return { api: createIntentsApi(session, absolute), settings };
  }

  it('creates a payment intent for the cart, and the same one when asked again (one per cart)', async () => {
    const { api, settings } = await client();
    const first = await api.createPaymentIntent('card', '');
    expect(first.id).toMatch(/^pi_/);
    expect(first.clientSecret.startsWith(`${first.id}_secret_`)).toBe(true);
    expect((await api.createPaymentIntent('card', '')).id).toBe(first.id);
    const stored = shop.db.prepare('SELECT object FROM stripe_payment_intents WHERE id = ?').get(first.id) as { object: string };
    expect(JSON.parse(stored.object)).toMatchObject({ amount: settings.cartTotal, currency: 'gbp' });
  });

  it('creates a setup intent', async () => {
    const { api } = await client();
    expect((await api.initSetupIntent('card')).id).toMatch(/^seti_/);
  });

  it('refreshes a refused nonce once (a page from a full-page cache) and then succeeds', async () => {
    const { api } = await client(true);
    expect((await api.createPaymentIntent('card', '')).id).toMatch(/^pi_/);
  });

  it("refuses an order's status reported with another session's nonce (403, no refresh: the nonce came in the hash)", async () => {
    const { api } = await client();
    const hashNonce = shop.context.nonces.createNonce('another-session', 'wc_stripe_update_order_status_nonce');
    await expect(api.reportConfirmedIntent({ endpoint: 'update_order_status', orderId: '999', intentId: 'pi_x', paymentMethodId: null, nonce: hashNonce })).rejects.toSatisfy(
      (error) => error instanceof RequestError && error.status === 403,
    );
  });

  it('keeps the derived appearance once saved: the next page prints it', async () => {
    const { api } = await client();
    await api.saveAppearance({ theme: 'stripe', variables: { colorBackground: '#ffffff' } }, false, 'demo');
    const { settings } = await checkoutSettings();
    expect(settings.appearance).toEqual({ theme: 'stripe', variables: { colorBackground: '#ffffff' } });
  });

  it("update_payment_intent and update_failed_order reach the gateway with their own nonces (not a 403: its refusal for an order that is not there, which update_failed_order ignores); a setup intent is never 'updated'", async () => {
    const { api } = await client();
    const { id } = await api.createPaymentIntent('card', '');
    const refusal = 'Unable to verify your request. Please reload the page and try again.';
    await expect(api.updatePaymentIntent({ intentId: id, orderId: '999999', savePaymentMethod: false, type: 'card' })).rejects.toSatisfy((error) => error instanceof IntentsError && error.message === refusal);
    // SPEC 7.4: update_failed_order's answer is ignored, but a refused nonce would still throw (403).
    await expect(api.updateFailedOrder(id, '999999')).resolves.toBeUndefined();
    const sent: string[] = [];
    const fetching = globalThis.fetch;
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => (sent.push(String(input)), fetching(input, init)));
    await api.updatePaymentIntent({ intentId: 'seti_123', orderId: '1', savePaymentMethod: true, type: 'card' });
    expect(sent).toEqual([]);
  });

  it('refuses to create a setup intent for the account page without a logged-in customer', async () => {
    const { api } = await client();
    await expect(api.createAndConfirmSetupIntent({ paymentMethodId: 'pm_x', type: 'card', updateAllSubscriptions: false })).rejects.toThrow(IntentsError);
  });
});
