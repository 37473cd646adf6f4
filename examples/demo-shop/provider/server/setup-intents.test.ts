// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createIntentsService } from './index.ts';
import { providerTestDb } from './test-db.ts';

const card = (number: string) => ({ type: 'card', card: { number, exp_month: 12, exp_year: new Date().getUTCFullYear() + 2, cvc: '123' } });

describe('setup intents', () => {
  it('saves a card: requires_payment_method → succeeded with the pm attached', () => {
    const stripe = createIntentsService(providerTestDb());
    const si = stripe.createSetupIntent({ metadata: { customer: '3' } });
    if (!si.ok) throw new Error('create failed');
    expect(si.value).toMatchObject({ object: 'setup_intent', status: 'requires_payment_method', usage: 'off_session' });
    expect(si.value.id).toMatch(/^seti_/);
    expect(si.value.client_secret).toMatch(/^seti_.+_secret_/);
    const done = stripe.confirmSetupIntent(si.value.id, { paymentMethodData: card('4242424242424242'), clientSecret: si.value.client_secret ?? '' });
    expect(done.ok && done.value.status).toBe('succeeded');
    expect(done.ok && done.value.payment_method).toMatch(/^pm_/);
  });

  it('needs 3D Secure for 3155 and fails with the authentication error when the shopper fails it', () => {
    const stripe = createIntentsService(providerTestDb());
    const si = stripe.createSetupIntent();
    if (!si.ok) throw new Error('create failed');
    const pending = stripe.confirmSetupIntent(si.value.id, { paymentMethodData: card('4000002500003155') });
    expect(pending.ok && pending.value.next_action?.type).toBe('use_stripe_sdk');
    const failed = stripe.completeSetupAction(si.value.id, si.value.client_secret ?? '', 'fail');
    expect(failed.ok && failed.value).toMatchObject({ status: 'requires_payment_method', last_setup_error: { code: 'setup_intent_authentication_failure' } });
  });

  it('refuses a client secret that is not the intent\'s', () => {
    const stripe = createIntentsService(providerTestDb());
    const si = stripe.createSetupIntent();
    if (!si.ok) throw new Error('create failed');
    expect(stripe.confirmSetupIntent(si.value.id, { paymentMethodData: card('4242424242424242'), clientSecret: 'seti_1_secret_2' })).toMatchObject({ ok: false, error: { code: 'resource_missing' } });
    expect(stripe.retrieveSetupIntent(si.value.id)).toMatchObject({ ok: true, value: { status: 'requires_payment_method' } });
  });

  it('declines 0002 with last_setup_error card_declined', () => {
    const stripe = createIntentsService(providerTestDb());
    const si = stripe.createSetupIntent();
    if (!si.ok) throw new Error('create failed');
    expect(stripe.confirmSetupIntent(si.value.id, { paymentMethodData: card('4000000000000002') })).toMatchObject({ ok: false, error: { code: 'card_declined', setup_intent: { status: 'requires_payment_method' } } });
  });
});
