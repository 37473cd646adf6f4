/**
 * The Stripe Gateway 10.8.3's own settings, as its admin settings page asks its PHP for them (its REST controller,
 * wc/v3/wc_stripe/settings): the gateway reads the account and its payment method configuration from the provider
 * (the settings page forces that refresh), and reports itself on, in test mode, with the methods the suite enabled
 * (card, which asks for 3D Secure when the card does, SEPA Direct Debit, iDEAL, Boleto, WeChat Pay) enabled.
 * Over HTTP only: no page load.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, test } from 'node:test';
import { ADMIN, login, PROVIDER_REQUEST_LOG, request } from '../harness/store.ts';

const ENABLED_BY_THE_SUITE = ['card', 'sepa_debit', 'ideal', 'boleto', 'wechat_pay'];

/** The REST requests the provider has answered so far, as `METHOD /v1/path`. */
const providerRequests = (): string[] =>
  readFileSync(PROVIDER_REQUEST_LOG, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { source: string; method: string; url: string })
    .filter((r) => r.source === 'rest')
    .map((r) => `${r.method} ${r.url.split('?')[0]}`);

interface GatewaySettings {
  is_stripe_enabled: boolean;
  is_test_mode_enabled: boolean;
  enabled_payment_method_ids: string[];
  available_payment_method_ids: string[];
}

describe("the Stripe Gateway's settings, read from the provider", () => {
  test('the gateway is on in test mode with card, SEPA, iDEAL, Boleto and WeChat Pay enabled, as its settings page shows them', async () => {
    const admin = await login(ADMIN.user, ADMIN.password);
    // What wp-api-fetch's nonce middleware asks for: WordPress's REST nonce for the logged-in admin.
    const nonce = (await request('/wp-admin/admin-ajax.php?action=rest-nonce', { jar: admin })).html.trim();
    assert.match(nonce, /^[0-9a-f]{10}$/);
    const before = providerRequests().length;
    const res = await request('/?rest_route=/wc/v3/wc_stripe/settings', { jar: admin, headers: { 'X-WP-Nonce': nonce } });
    assert.equal(res.status, 200);
    const settings = JSON.parse(res.html) as GatewaySettings;
    assert.equal(settings.is_stripe_enabled, true);
    assert.equal(settings.is_test_mode_enabled, true);
    // Enabled and available (the gateway lists only the methods the account's configuration offers).
    assert.deepEqual(ENABLED_BY_THE_SUITE.filter((id) => !settings.enabled_payment_method_ids.includes(id)), [], `enabled: ${settings.enabled_payment_method_ids.join(', ')}`);
    assert.ok(providerRequests().slice(before).includes('GET /v1/payment_method_configurations'), 'the gateway read the payment method configuration from the provider');
  });
});
