import { describe, expect, it } from 'vitest';
import { INITIAL_SUBMIT, submitStep, type SubmitEvent, type SubmitState } from './submit.ts';

const MESSAGES = { card_declined: 'The card was declined.' };

function run(events: SubmitEvent[]): { state: SubmitState; effects: string[] } {
  let state = INITIAL_SUBMIT;
  const effects: string[] = [];
  for (const event of events) {
    const step = submitStep(state, event, MESSAGES);
    state = step.state;
    effects.push(...(step.effects ?? []).map((effect) => effect.type));
  }
  return { state, effects };
}

const SUBMIT = { type: 'submit' as const, savedTokenChosen: false, hasLoadError: false, blikCode: null };

describe('submitting with a new method (SPEC 4.7)', () => {
  it('checks the form, then makes the payment method', () => {
    expect(run([SUBMIT, { type: 'form-checked', error: null }, { type: 'method-created', paymentMethodId: 'pm_1' }])).toEqual({
      state: { phase: 'done', outcome: { kind: 'new-method', paymentMethodId: 'pm_1' } }, effects: ['check-form', 'create-method'],
    });
  });

  it('skips everything for a saved method', () => {
    expect(run([{ ...SUBMIT, savedTokenChosen: true, hasLoadError: true }])).toEqual({ state: { phase: 'done', outcome: { kind: 'saved-token' } }, effects: [] });
  });

  it('stops with the load-error message when the form failed to load', () => {
    expect(run([{ ...SUBMIT, hasLoadError: true }]).state.outcome).toEqual({ kind: 'failed', message: 'Invalid or missing payment details. Please ensure the provided payment method is correctly entered.' });
  });

  it("checks BLIK's code instead of a form: six digits, else 'BLIK Code is invalid'", () => {
    expect(run([{ ...SUBMIT, blikCode: '12345' }]).state.outcome).toEqual({ kind: 'failed', message: 'BLIK Code is invalid' });
    expect(run([{ ...SUBMIT, blikCode: '12345a' }]).state.outcome).toEqual({ kind: 'failed', message: 'BLIK Code is invalid' });
    expect(run([{ ...SUBMIT, blikCode: ' 123456 ' }]).effects).toEqual(['create-method']);
  });

  it("ends with the shopper's message when the form or the provider refuses", () => {
    expect(run([SUBMIT, { type: 'form-checked', error: { code: 'incomplete_number', message: 'Your card number is incomplete.' } }]).state.outcome).toEqual({ kind: 'failed', message: 'Your card number is incomplete.' });
    expect(run([SUBMIT, { type: 'form-checked', error: null }, { type: 'method-failed', error: { code: 'card_declined', message: 'Declined.' } }]).state.outcome).toEqual({ kind: 'failed', message: 'The card was declined.' });
  });

  it('ignores a second submit while the first is on its way', () => {
    expect(run([SUBMIT, SUBMIT]).effects).toEqual(['check-form']);
  });
});
