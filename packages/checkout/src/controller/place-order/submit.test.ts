import { describe, expect, it } from 'vitest';
import type { OrderAnswer } from './order-answer.ts';
import { INITIAL_SUBMIT_STATE, submitStep, type SubmitEffect, type SubmitEvent, type SubmitState } from './submit.ts';

let keys = 0;
const submit = (totalsUpdating = false): SubmitEvent => ({ type: 'submit-requested', newKey: `key-${(keys += 1)}`, totalsUpdating });
const allowed: SubmitEvent = { type: 'place-order-checked', allowed: true };
const vetoed: SubmitEvent = { type: 'place-order-checked', allowed: false };
const answer = (a: OrderAnswer, successVetoed = false): SubmitEvent => ({ type: 'order-answered', answer: a, successVetoed });
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
  return { state, effects, sent: effects.filter((e) => e.type === 'send-order').map((e) => e.idempotencyKey) };
}

describe('placing the order', () => {
  it('asks the vetoes, then blocks the form, guards leaving and sends the order with a key', () => {
    keys = 0;
    expect(run([submit(), allowed]).effects).toEqual([
      { type: 'check-place-order' },
      { type: 'block-form' },
      { type: 'guard-unload' },
      { type: 'send-order', idempotencyKey: 'key-1' },
    ]);
  });

  it('sends one order for a double click or Enter pressed twice', () => {
    const { sent, state } = run([submit(), submit(), allowed, submit(), allowed, submit()]);
    expect(sent).toHaveLength(1);
    expect(state.phase).toBe('processing');
  });

  it('goes to the redirect on success and stays blocked', () => {
    const { effects, state } = run([submit(), allowed, answer(SUCCESS), submit()]);
    expect(effects.slice(-2)).toEqual([{ type: 'release-unload' }, { type: 'navigate', url: 'https://shop.example/checkout/order-received/12/' }]);
    expect(state.phase).toBe('leaving');
  });

  it('waits for an in-flight totals update before asking the vetoes', () => {
    const waiting = run([submit(true)]);
    expect(waiting.effects).toEqual([{ type: 'block-form' }]);
    expect(waiting.state.phase).toBe('waiting-for-totals');
    const { effects, sent } = run([{ type: 'totals-settled' }, allowed], waiting.state);
    expect(effects[0]).toEqual({ type: 'check-place-order' });
    expect(sent).toHaveLength(1);
  });

  it('returns to idle on a veto, unblocked, and a resubmit (the gateway calling submit again) keeps the key', () => {
    const first = run([submit(), vetoed]);
    expect(first.state).toMatchObject({ phase: 'idle' });
    expect(first.effects).toContainEqual({ type: 'unblock-form' });
    const again = run([submit(), allowed], first.state);
    expect(again.sent).toEqual([first.state.idempotencyKey]);
  });

  it('keeps the key for a retry after a timeout, shows the request failure and unblocks', () => {
    const failed = run([submit(), allowed, { type: 'order-request-failed', error: timeout }]);
    expect(failed.effects.slice(-4)).toEqual([
      { type: 'release-unload' },
      { type: 'show-order-error', notice: { kind: 'request-failed', error: timeout } },
      { type: 'unblock-form' },
      { type: 'announce-checkout-error' },
    ]);
    const retry = run([submit(), allowed], failed.state);
    expect(retry.sent).toEqual(failed.sent);
  });

  it("shows the shop's messages on failure and starts a new attempt on the next submit", () => {
    const failed = run([submit(), allowed, answer(FAILURE)]);
    expect(failed.effects).toContainEqual({ type: 'show-order-error', notice: { kind: 'server', html: FAILURE.messages } });
    expect(failed.state).toEqual({ phase: 'idle', idempotencyKey: null });
    const next = run([submit(), allowed], failed.state);
    expect(next.sent).toHaveLength(1);
    expect(next.sent[0]).not.toBe(failed.sent[0]);
  });

  it('reloads on reload, and recalculates before showing the generic error on refresh', () => {
    expect(run([submit(), allowed, answer({ kind: 'failure', messages: null, reload: true, refresh: false })]).effects.at(-1)).toEqual({ type: 'reload-page' });
    const refreshed = run([submit(), allowed, answer({ kind: 'failure', messages: null, reload: false, refresh: true })]);
    expect(refreshed.effects.slice(-5, -2)).toEqual([
      { type: 'release-unload' },
      { type: 'request-totals-update' },
      { type: 'show-order-error', notice: { kind: 'generic' } },
    ]);
  });

  it('treats a success a handler vetoed as an error', () => {
    const { effects, state } = run([submit(), allowed, answer(SUCCESS, true)]);
    expect(effects).toContainEqual({ type: 'show-order-error', notice: { kind: 'generic' } });
    expect(effects.some((e) => e.type === 'navigate')).toBe(false);
    expect(state.phase).toBe('idle');
  });

  it('gives the form back when the page stays after a success', () => {
    const { state, effects } = run([submit(), allowed, answer(SUCCESS), { type: 'released' }]);
    expect(state.phase).toBe('idle');
    expect(effects.at(-1)).toEqual({ type: 'unblock-form' });
  });
});
