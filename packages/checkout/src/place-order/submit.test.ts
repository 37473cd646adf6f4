import { describe, expect, it } from 'vitest';
import type { OrderAnswer } from './order-answer.ts';
import { INITIAL_SUBMIT_STATE, submitStep, type SubmitEffect, type SubmitEvent, type SubmitState } from './submit.ts';

let keys = 0;
const submit = (totalsUpdating = false): SubmitEvent => ({ type: 'submit-requested', newKey: `key-${(keys += 1)}`, totalsUpdating });
const allowed: SubmitEvent = { type: 'submit-decided', decision: { ok: true, paymentMethodData: { 'wc-stripe-payment-method': 'pm_1' } } };
const vetoed: SubmitEvent = { type: 'submit-decided', decision: { ok: false, reason: 'vetoed', notices: [] } };
const busy: SubmitEvent = { type: 'submit-decided', decision: { ok: false, reason: 'processing', notices: [] } };
const answer = (a: OrderAnswer): SubmitEvent => ({ type: 'order-answered', answer: a });
const SUCCESS: OrderAnswer = { kind: 'success', redirect: 'https://shop.example/checkout/order-received/12/', body: { result: 'success' } };
const FAILURE: OrderAnswer = { kind: 'failure', messages: '<ul class="woocommerce-error"><li data-id="billing_email">Bad</li></ul>', reload: false, refresh: false };
const timeout = new Error('timeout');

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
      { type: 'request-submit' },
      { type: 'block-form' },
      { type: 'guard-unload' },
      { type: 'send-order', idempotencyKey: 'key-1', paymentMethodData: { 'wc-stripe-payment-method': 'pm_1' } },
    ]);
  });

  it('sends one order for a double click or Enter pressed twice: the life cycle refuses the second while the first is on its way', () => {
    const { sent, effects } = run([submit(), allowed, submit(), busy, submit(), busy]);
    expect(sent).toHaveLength(1);
    expect(effects.filter((e) => e.type === 'block-form')).toHaveLength(1);
  });

  it('asks the life cycle to finish a success and goes where it says', () => {
    const { effects } = run([submit(), allowed, answer(SUCCESS), { type: 'order-finished', redirect: SUCCESS.kind === 'success' ? SUCCESS.redirect : '', notices: [] }]);
    expect(effects.slice(-3)).toEqual([
      { type: 'release-unload' },
      { type: 'finish-order', answer: SUCCESS },
      { type: 'navigate', url: 'https://shop.example/checkout/order-received/12/' },
    ]);
  });

  it('waits for a totals update before asking the life cycle, blocked meanwhile, and ignores clicks while it waits', () => {
    const waiting = run([submit(true), submit(true)]);
    expect(waiting.effects).toEqual([{ type: 'block-form' }]);
    expect(waiting.state.waitingForTotals).toBe(true);
    const { effects, sent } = run([{ type: 'totals-settled' }, allowed], waiting.state);
    expect(effects.slice(0, 2)).toEqual([{ type: 'unblock-form' }, { type: 'request-submit' }]);
    expect(sent).toEqual([waiting.state.idempotencyKey]);
  });

  it('gives the form back on a veto, and a resubmit (the gateway calling submit again) keeps the key', () => {
    const first = run([submit(), vetoed]);
    expect(first.effects).toEqual([{ type: 'request-submit' }, { type: 'unblock-form' }]);
    const again = run([submit(), allowed], first.state);
    expect(again.sent).toEqual([first.state.idempotencyKey]);
  });

  it("shows the payment setup's message when an observer refuses", () => {
    const refused: SubmitEvent = { type: 'submit-decided', decision: { ok: false, reason: 'payment', notices: [{ message: 'Enter the name on the card.', context: 'wc/checkout/payments' }] } };
    expect(run([submit(), refused]).effects).toContainEqual({ type: 'show-order-error', notice: { kind: 'messages', messages: ['Enter the name on the card.'] } });
  });

  it('keeps the key for a retry after a timeout, tells the life cycle, shows the request failure and unblocks', () => {
    const failed = run([submit(), allowed, { type: 'order-request-failed', error: timeout }]);
    expect(failed.effects.slice(-5)).toEqual([
      { type: 'release-unload' },
      { type: 'finish-order', answer: null },
      { type: 'show-order-error', notice: { kind: 'request-failed', error: timeout } },
      { type: 'unblock-form' },
      { type: 'announce-checkout-error' },
    ]);
    const retry = run([submit(), allowed], failed.state);
    expect(retry.sent).toEqual(failed.sent);
  });

  it("shows the shop's messages on failure and starts a new attempt on the next submit", () => {
    const failed = run([submit(), allowed, answer(FAILURE)]);
    expect(failed.effects).toContainEqual({ type: 'show-order-error', notice: { kind: 'server', html: FAILURE.kind === 'failure' ? FAILURE.messages : '' } });
    expect(failed.state).toEqual({ waitingForTotals: false, idempotencyKey: null });
    const next = run([submit(), allowed], failed.state);
    expect(next.sent).toHaveLength(1);
    expect(next.sent[0]).not.toBe(failed.sent[0]);
  });

  it('reloads on reload, and recalculates before showing the generic error on refresh', () => {
    expect(run([submit(), allowed, answer({ kind: 'failure', messages: null, reload: true, refresh: false })]).effects.at(-1)).toEqual({ type: 'reload-page' });
    const refreshed = run([submit(), allowed, answer({ kind: 'failure', messages: null, reload: false, refresh: true })]);
    expect(refreshed.effects.slice(-5, -2)).toEqual([
      { type: 'finish-order', answer: { kind: 'failure', messages: null, reload: false, refresh: true } },
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
