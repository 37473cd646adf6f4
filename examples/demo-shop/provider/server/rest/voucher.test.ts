// @vitest-environment node
/**
 * The hosted voucher page over real HTTP: shown at the address the intent's next action gives (it carries the
 * client secret, as Stripe's hosted voucher links carry a secret), never for an intent's id alone.
 */
import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { useProviderClient } from './stripe-client-testing.ts';

const client = useProviderClient();

describe('the hosted voucher', () => {
  it.each([
    ['boleto', 'brl', 'boleto_display_details', { boleto: { tax_id: '00000000000' } }],
    ['multibanco', 'eur', 'multibanco_display_details', {}],
    ['oxxo', 'mxn', 'oxxo_display_details', {}],
  ] as const)('%s: its next action links the voucher with the client secret; the intent id alone shows no voucher', async (type, currency, detailsKey, data) => {
    const method = await client.stripe.paymentMethods.create({ type, billing_details: { name: 'Jo Bloggs', email: 'jo@example.com' }, ...data } as Stripe.PaymentMethodCreateParams);
    const intent = await client.stripe.paymentIntents.create({ amount: 5000, currency, payment_method_types: [type], payment_method: method.id, confirm: true } as Stripe.PaymentIntentCreateParams);
    expect(intent.status).toBe('requires_action');
    const hosted = (intent.next_action as unknown as Record<string, { hosted_voucher_url: string }>)[detailsKey]!.hosted_voucher_url;
    const linked = new URL(hosted, client.provider.url);
    expect(linked.searchParams.get('client_secret')).toBe(intent.client_secret);
    const shown = await fetch(linked);
    expect(shown.status).toBe(200);
    expect(await shown.text()).toContain('Payment voucher');

    const byIdOnly = new URL(linked);
    byIdOnly.searchParams.delete('client_secret');
    const refused = await fetch(byIdOnly);
    expect(refused.status).toBe(404);
    expect(await refused.text()).not.toContain('Payment voucher</h1>');
    const wrong = new URL(linked);
    wrong.searchParams.set('client_secret', `${intent.id}_secret_wrong`);
    expect((await fetch(wrong)).status).toBe(404);
  });
});
