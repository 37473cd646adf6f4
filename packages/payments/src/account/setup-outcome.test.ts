import { describe, expect, it } from 'vitest';
import { nextAfterSetup } from './setup-outcome.ts';

const ANSWER = { id: 'seti_1', status: 'succeeded', clientSecret: 'seti_1_secret_2', paymentType: 'card', returnUrl: encodeURIComponent('https://shop.example/my-account/payment-methods/'), redirectUrl: null };

describe('saving a method through a setup intent (SPEC 4.8)', () => {
  it('is done when the server says succeeded', () => {
    expect(nextAfterSetup(ANSWER)).toEqual({ kind: 'done', setupIntentId: 'seti_1' });
  });
  it("goes to the provider's page when it asks for a redirect", () => {
    expect(nextAfterSetup({ ...ANSWER, status: 'requires_action', redirectUrl: 'https://hooks.stripe.com/x' })).toEqual({ kind: 'redirect', url: 'https://hooks.stripe.com/x' });
  });
  it("confirms Cash App's setup with the decoded return address", () => {
    expect(nextAfterSetup({ ...ANSWER, status: 'requires_action', paymentType: 'cashapp' })).toEqual({ kind: 'cashapp', clientSecret: 'seti_1_secret_2', returnUrl: 'https://shop.example/my-account/payment-methods/' });
  });
  it('otherwise confirms in place (3D Secure)', () => {
    expect(nextAfterSetup({ ...ANSWER, status: 'requires_action' })).toEqual({ kind: 'confirm', clientSecret: 'seti_1_secret_2' });
  });
});
