/**
 * The flows carried out (SPEC 2.13, 4.9) from the hash to where the browser goes, with a stand-in for Stripe.js
 * and the gateway's endpoints: the legacy `#confirm-pi-` card action (its redirect, the `&is_ajax` GET after a
 * failure), a confirmation reported to the shop, Stripe.js failing mid-way, and order-pay leaving another order's
 * hash alone. No address off the shop's origin is ever handed out.
 */
import type { Stripe } from '@stripe/stripe-js';
import { describe, expect, it, vi } from 'vitest';
import type { IntentsApi } from '../intents/api.ts';
import { flowOfHash } from './flow.ts';
import type { FlowDeps } from './run.ts';
import { CTX, SECRET } from './testing/shop-context.ts';
const VERIFY = 'https://shop.example/?wc-ajax=wc_stripe_verify_intent&order=42&nonce=n';
const MESSAGES = { card_declined: 'The card was declined.', payment_intent_authentication_failure: 'We are unable to authenticate your payment method. Please choose a different payment method and try again.' };

type Answer = Record<string, unknown>;
function deps(stripeAnswers: { retrieve?: Answer; nextAction?: Answer | Error }, returnUrl = 'https://shop.example/checkout/order-received/42/?key=k') {
  const stripe = {
    retrievePaymentIntent: vi.fn(async () => stripeAnswers.retrieve ?? { paymentIntent: { id: 'pi_3Abc123', status: 'requires_action' } }),
    handleNextAction: vi.fn(async () => {
      if (stripeAnswers.nextAction instanceof Error) throw stripeAnswers.nextAction;
      return stripeAnswers.nextAction ?? { paymentIntent: { id: 'pi_3Abc123', status: 'succeeded' } };
    }),
  };
  const api = {
    reportConfirmedIntent: vi.fn(async () => returnUrl),
    updateFailedOrder: vi.fn(async () => undefined),
  };
  const flowDeps: FlowDeps = {
    stripe: async () => stripe as unknown as Stripe,
    api: api as unknown as IntentsApi,
    paymentMethodToSave: () => null,
    messages: MESSAGES,
    genericErrorMessage: 'There was a problem processing the payment. Please check your email inbox and refresh the page to try again.',
    invalidWalletTypeMessage: 'Invalid wallet payment type, please try again or use an alternative method.',
  };
  return { stripe, api, flowDeps };
}

describe("the legacy card action, #confirm-pi-{secret}:{redirect} (SPEC 2.13, 4.9)", () => {
  const legacy = (redirect: string) => `#confirm-pi-${SECRET}:${encodeURIComponent(redirect)}`;

  it('handles the authentication, then goes to the redirect address', async () => {
    const { stripe, flowDeps } = deps({});
    expect(await flowOfHash(legacy(VERIFY), CTX, flowDeps)).toEqual({ kind: 'go', url: VERIFY });
    expect(stripe.handleNextAction).toHaveBeenCalledWith({ clientSecret: SECRET });
  });

  it("after a failed authentication: the code's message, and the GET on the redirect address with &is_ajax", async () => {
    const { flowDeps } = deps({ nextAction: { error: { type: 'card_error', code: 'payment_intent_authentication_failure', message: 'Stripe says no.' } } });
    expect(await flowOfHash(legacy(VERIFY), CTX, flowDeps)).toEqual({ kind: 'error', message: MESSAGES.payment_intent_authentication_failure, ping: `${VERIFY}&is_ajax` });
  });

  it("never leaves for a redirect address on another origin: the payment made, the generic message, no GET there", async () => {
    const { flowDeps } = deps({});
    expect(await flowOfHash(legacy('https://evil.example/?order=42'), CTX, flowDeps)).toEqual({ kind: 'error', message: flowDeps.genericErrorMessage });
    const { flowDeps: failing } = deps({ nextAction: { error: { code: 'card_declined' } } });
    expect(await flowOfHash(legacy('https://evil.example/?order=42'), CTX, failing)).toEqual({ kind: 'error', message: MESSAGES.card_declined });
  });
});

describe('a confirmation hash, #wc-stripe-confirm-pi:{order}:{secret}:{nonce}', () => {
  const hash = `#wc-stripe-confirm-pi:42:${SECRET}:n0nce`;

  it('3D Secure handled, the outcome reported with update_order_status and the nonce from the hash, then the return address', async () => {
    const { api, flowDeps } = deps({});
    expect(await flowOfHash(hash, CTX, flowDeps)).toEqual({ kind: 'go', url: 'https://shop.example/checkout/order-received/42/?key=k' });
    expect(api.reportConfirmedIntent).toHaveBeenCalledWith({ endpoint: 'update_order_status', orderId: '42', intentId: 'pi_3Abc123', paymentMethodId: null, nonce: 'n0nce' });
  });

  it("a paid order is never told as failed: a return address elsewhere gives the order's order-received page on the page's origin", async () => {
    const { flowDeps } = deps({}, 'https://evil.example/thanks');
    expect(await flowOfHash(hash, CTX, flowDeps)).toEqual({ kind: 'go', url: 'https://shop.example/checkout/order-received/42/' });
    const { flowDeps: none } = deps({}, '');
    expect(await flowOfHash(hash, CTX, none)).toEqual({ kind: 'go', url: 'https://shop.example/checkout/order-received/42/' });
  });

  it("the shop answering with another of its hosts (the page at 127.0.0.1, the answer on localhost): the same page and key on the page's origin", async () => {
    const page = { ...CTX, origin: 'http://127.0.0.1:8080', pageUrl: 'http://127.0.0.1:8080/checkout/', orderReceivedUrl: 'http://127.0.0.1:8080/checkout/order-received/' };
    const { flowDeps } = deps({}, 'http://localhost:8080/checkout/order-received/42/?key=k');
    expect(await flowOfHash(hash, page, flowDeps)).toEqual({ kind: 'go', url: 'http://127.0.0.1:8080/checkout/order-received/42/?key=k' });
  });

  it("a return address on the origin of the printed orderReceivedURL is followed", async () => {
    const cdn = { ...CTX, orderReceivedUrl: 'https://www.shop.example/checkout/order-received/' };
    const { flowDeps } = deps({}, 'https://www.shop.example/checkout/order-received/42/?key=k');
    expect(await flowOfHash(hash, cdn, flowDeps)).toEqual({ kind: 'go', url: 'https://www.shop.example/checkout/order-received/42/?key=k' });
  });

  it("a failed authentication is still told as failed, whatever the answer's address", async () => {
    const { flowDeps } = deps({ nextAction: { error: { type: 'card_error', code: 'payment_intent_authentication_failure' } } }, 'https://evil.example/');
    expect(await flowOfHash(hash, CTX, flowDeps)).toEqual({ kind: 'error', message: MESSAGES.payment_intent_authentication_failure });
  });

  it("Stripe.js failing mid-way: the shop is told the order failed (update_failed_order), the shopper gets the generic message", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { api, flowDeps } = deps({ nextAction: new Error('network') });
    expect(await flowOfHash(hash, CTX, flowDeps)).toEqual({ kind: 'error', message: flowDeps.genericErrorMessage });
    expect(api.updateFailedOrder).toHaveBeenCalledWith('pi_3Abc123', '42');
    expect(console.error).toHaveBeenCalledTimes(1);
  });
});

describe('order-pay and the order in the hash (SPEC 4.9, 5.4)', () => {
  it("leaves another order's voucher or wallet hash alone: Stripe.js not even asked", async () => {
    const orderPay = { ...CTX, isCheckout: false, isOrderPay: true, orderId: '42' };
    const { stripe, flowDeps } = deps({});
    for (const hash of [`#wc-stripe-voucher-43:boleto:${SECRET}:`, `#wc-stripe-wallet-43:wechat_pay:payment_intent:${SECRET}::n`]) {
      expect(await flowOfHash(hash, orderPay, flowDeps)).toEqual({ kind: 'stay' });
    }
    expect(stripe.retrievePaymentIntent).not.toHaveBeenCalled();
    expect(stripe.handleNextAction).not.toHaveBeenCalled();
  });
});
