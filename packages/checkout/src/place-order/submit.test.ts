import { describe, expect, it } from 'vitest';
import type { OrderAnswer } from './order-answer.ts';
import { INITIAL_SUBMIT_STATE, submitStep, type SubmitEffect, type SubmitEvent, type SubmitState } from './submit.ts';

let keys = 0;
const submit = (totalsUpdating = false): SubmitEvent => ({ type: 'submit-requested', newKey: `key-${(keys += 1)}`, totalsUpdating, paymentMethod: 'cod' });
const allowed: SubmitEvent = { type: 'submit-decided', decision: { ok: true, paymentMethodData: { 'wc-stripe-payment-method': 'pm_1' } } };
const vetoed: SubmitEvent = { type: 'submit-decided', decision: { ok: false, reason: 'vetoed', notices: [] } };
const busy: SubmitEvent = { type: 'submit-decided', decision: { ok: false, reason: 'processing', notices: [] } };
const answer = (a: OrderAnswer): SubmitEvent => ({ type: 'order-answered', answer: a });
const SUCCESS: OrderAnswer = { kind: 'success', redirect: 'https://shop.example/checkout/order-received/12/', body: { result: 'success' } };
const FAILURE: OrderAnswer = { kind: 'failure', messages: '<ul class="woocommerce-error"><li data-id="billing_email">Bad</li></ul>', reload: false, refresh: false };
const offline = new Error('network');
const failedRequest = (connection: boolean): SubmitEvent => ({ type: 'order-request-failed', error: offline, connection });
const SETTLED = (answer: OrderAnswer | null): SubmitEffect[] => [{ type: 'hide-still-placing' }, { type: 'release-unload' }, { type: 'finish-order', answer, paymentMethod: 'cod' }];

function run(events: SubmitEvent[], state: SubmitState = INITIAL_SUBMIT_STATE) {
  const effects: SubmitEffect[] = [];
  for (const event of events) {
    const step = submitStep(state, event);
    state = step.state;
    effects.push(...step.effects);
  }
  return { state, effects, sent: effects.flatMap((e) => (e.type === 'send-order' ? [e.idempotencyKey] : [])) };
}

describe('placing the order', () => {
  it('asks the life cycle, then blocks the form, guards leaving and sends the order with a key and the payment fields', () => {
    keys = 0;
    expect(run([submit(), allowed]).effects).toEqual([
      { type: 'request-submit', paymentMethod: 'cod' },
      { type: 'block-form' },
      { type: 'guard-unload' },
      { type: 'send-order', idempotencyKey: 'key-1', paymentMethodData: { 'wc-stripe-payment-method': 'pm_1' } },
      { type: 'start-slow-timer', delayMs: 10_000 },
    ]);
  });

  it('sends one order for a double click or Enter pressed twice, and never gives the form back mid-order', () => {
    // The second click lands while the life cycle still decides about the first: it refuses it ('processing').
    const { sent, effects } = run([submit(), submit(), busy, allowed, submit(), submit()]);
    expect(sent).toHaveLength(1);
    expect(effects.filter((e) => e.type === 'block-form')).toHaveLength(1);
    expect(effects.filter((e) => e.type === 'unblock-form')).toEqual([]);
  });

  it('waits for the answer however long it takes: after a long wait it says the order is still being placed, the form still blocked', () => {
    const slow = run([submit(), allowed, { type: 'order-slow' }, submit()]);
    expect(slow.effects.slice(-1)).toEqual([{ type: 'show-still-placing' }]);
    expect(slow.effects.some((e) => e.type === 'unblock-form' || e.type === 'release-unload')).toBe(false);
    expect(slow.sent).toHaveLength(1);
    const answered = run([answer(SUCCESS), { type: 'order-slow' }], slow.state);
    expect(answered.effects).toEqual(SETTLED(SUCCESS));
  });

  it('asks the life cycle to finish a success and goes where it says', () => {
    const { effects } = run([submit(), allowed, answer(SUCCESS), { type: 'order-finished', redirect: SUCCESS.kind === 'success' ? SUCCESS.redirect : '', notices: [] }]);
    expect(effects.slice(-4)).toEqual([...SETTLED(SUCCESS), { type: 'navigate', url: 'https://shop.example/checkout/order-received/12/' }]);
  });

  it('waits for a totals update before asking the life cycle, blocked meanwhile, and ignores clicks while it waits', () => {
    const waiting = run([submit(true), submit(true)]);
    expect(waiting.effects).toEqual([{ type: 'block-form' }]);
    expect(waiting.state.waitingForTotals).toBe(true);
    const { effects, sent } = run([{ type: 'totals-settled' }, allowed], waiting.state);
    expect(effects.slice(0, 2)).toEqual([{ type: 'unblock-form' }, { type: 'request-submit', paymentMethod: 'cod' }]);
    expect(sent).toEqual([waiting.state.idempotencyKey]);
  });

  it('gives the form back on a veto, and a resubmit (the gateway calling submit again) keeps the key', () => {
    const first = run([submit(), vetoed]);
    expect(first.effects).toEqual([{ type: 'request-submit', paymentMethod: 'cod' }, { type: 'unblock-form' }]);
    const again = run([submit(), allowed], first.state);
    expect(again.sent).toEqual([first.state.idempotencyKey]);
  });

  it("shows the payment setup's message when an observer refuses, as a payment notice (SPEC 8.3: the store notices area)", () => {
    const refused: SubmitEvent = { type: 'submit-decided', decision: { ok: false, reason: 'payment', notices: [{ message: 'Enter the name on the card.', context: 'wc/checkout/payments' }] } };
    expect(run([submit(), refused]).effects).toContainEqual({ type: 'show-order-error', notice: { kind: 'messages', messages: ['Enter the name on the card.'], payment: true } });
    const invalid: SubmitEvent = { type: 'submit-decided', decision: { ok: false, reason: 'invalid', notices: [{ message: 'Enter the name on the card.', context: 'wc/checkout/payments' }, { message: 'Choose a date.', context: 'wc/checkout' }] } };
    expect(run([submit(), invalid]).effects).toContainEqual({ type: 'show-order-error', notice: { kind: 'messages', messages: ['Enter the name on the card.', 'Choose a date.'] } });
  });

  it("after the order: a payment observer's message (a failed 3D Secure) is a payment notice too", () => {
    const failed3ds: SubmitEvent = { type: 'order-finished', redirect: null, notices: [{ message: 'We are unable to authenticate your payment method.', context: 'wc/checkout/payments' }] };
    expect(run([submit(), allowed, answer(SUCCESS), failed3ds]).effects).toContainEqual({ type: 'show-order-error', notice: { kind: 'messages', messages: ['We are unable to authenticate your payment method.'], payment: true } });
  });

  it('keeps the key for a retry after a lost connection, tells the life cycle, shows SPEC 8.3\'s text and unblocks', () => {
    const failed = run([submit(), allowed, failedRequest(true)]);
    expect(failed.effects.slice(-6)).toEqual([
      ...SETTLED(null),
      { type: 'show-order-error', notice: { kind: 'request-failed', error: offline } },
      { type: 'unblock-form' },
      { type: 'announce-checkout-error' },
    ]);
    const retry = run([submit(), allowed], failed.state);
    expect(retry.sent).toEqual(failed.sent);
  });

  it("shows the configured generic error (SPEC 8.2) when the shop's answer is an HTTP error, keeping the key", () => {
    const failed = run([submit(), allowed, failedRequest(false)]);
    expect(failed.effects).toContainEqual({ type: 'show-order-error', notice: { kind: 'generic' } });
    expect(failed.effects.some((e) => e.type === 'show-order-error' && e.notice.kind === 'request-failed')).toBe(false);
    expect(run([submit(), allowed], failed.state).sent).toEqual(failed.sent);
  });

  it("shows the shop's messages on failure and starts a new attempt on the next submit", () => {
    const failed = run([submit(), allowed, answer(FAILURE)]);
    expect(failed.effects).toContainEqual({ type: 'show-order-error', notice: { kind: 'server', html: FAILURE.kind === 'failure' ? FAILURE.messages : '' } });
    expect(failed.state).toEqual({ waitingForTotals: false, idempotencyKey: null, paymentMethod: 'cod', sending: false });
    const next = run([submit(), allowed], failed.state);
    expect(next.sent).toHaveLength(1);
    expect(next.sent[0]).not.toBe(failed.sent[0]);
  });

  it('reloads on reload, and recalculates before showing the generic error on refresh', () => {
    expect(run([submit(), allowed, answer({ kind: 'failure', messages: null, reload: true, refresh: false })]).effects.at(-1)).toEqual({ type: 'reload-page' });
    const refreshed = run([submit(), allowed, answer({ kind: 'failure', messages: null, reload: false, refresh: true })]);
    expect(refreshed.effects.slice(-5, -2)).toEqual([
      { type: 'finish-order', answer: { kind: 'failure', messages: null, reload: false, refresh: true }, paymentMethod: 'cod' },
      { type: 'request-totals-update' },
      { type: 'show-order-error', notice: { kind: 'generic' } },
    ]);
  });

  it('treats a success the life cycle stopped as an error, keeping the key (the shop made that order)', () => {
    const { effects, state } = run([submit(), allowed, answer(SUCCESS), { type: 'order-finished', redirect: null, notices: [] }]);
    expect(effects).toContainEqual({ type: 'show-order-error', notice: { kind: 'generic' } });
    expect(effects.some((e) => e.type === 'navigate')).toBe(false);
    expect(effects.at(-2)).toEqual({ type: 'unblock-form' });
    expect(state.idempotencyKey).not.toBeNull();
  });
});
