import { describe, expect, it } from 'vitest';
import { formsStep, formState, hasLoadError, initialFormsState, type FormsEffect, type FormsEvent, type FormsState } from './forms-state.ts';

/** Runs events through the step, collecting every effect. */
function run(events: FormsEvent[], state: FormsState = initialFormsState(2300, 'GBP')): { state: FormsState; effects: FormsEffect[] } {
  const effects: FormsEffect[] = [];
  for (const event of events) {
    const step = formsStep(state, event);
    state = step.state;
    effects.push(...(step.effects ?? []));
  }
  return { state, effects };
}

const CARD = { type: 'card', deferred: true };
const BLIK = { type: 'blik', deferred: false };

describe("each method's form (SPEC 3.11)", () => {
  it('loads Stripe.js once, and makes a deferred form once it is there', () => {
    const { state, effects } = run([{ type: 'form-wanted', method: CARD }, { type: 'form-wanted', method: { type: 'ideal', deferred: true } }, { type: 'form-wanted', method: CARD }, { type: 'stripe-loaded' }]);
    expect(effects).toEqual([{ type: 'load-stripe' }, { type: 'make-form', method: 'card', clientSecret: null }, { type: 'make-form', method: 'ideal', clientSecret: null }]);
    expect(formState(state, 'card').status).toBe('creating');
    const ready = run([{ type: 'form-ready', method: 'card' }], state).state;
    expect(formState(ready, 'card').status).toBe('ready');
  });

  it('makes a form at once when Stripe.js is already there', () => {
    const { effects } = run([{ type: 'stripe-wanted' }, { type: 'stripe-loaded' }, { type: 'form-wanted', method: CARD }]);
    expect(effects).toEqual([{ type: 'load-stripe' }, { type: 'make-form', method: 'card', clientSecret: null }]);
  });

  it('makes the intent first for a method that cannot defer it, and remembers it (intentId)', () => {
    const { state, effects } = run([{ type: 'form-wanted', method: BLIK }, { type: 'stripe-loaded' }, { type: 'intent-made', method: 'blik', intentId: 'pi_1', clientSecret: 'pi_1_secret_2' }]);
    expect(effects).toEqual([{ type: 'load-stripe' }, { type: 'make-intent', method: 'blik' }, { type: 'make-form', method: 'blik', clientSecret: 'pi_1_secret_2' }]);
    expect(formState(state, 'blik')).toMatchObject({ intentId: 'pi_1', status: 'creating' });
  });

  it('marks a form that failed to load (hasLoadError) with the message for its box', () => {
    const failed = run([{ type: 'form-wanted', method: CARD }, { type: 'stripe-loaded' }, { type: 'form-failed', method: 'card', message: 'Failed to load Card payment method.' }]).state;
    expect(hasLoadError(failed, 'card')).toBe(true);
    expect(formState(failed, 'card').loadError).toBe('Failed to load Card payment method.');
    const noIntent = run([{ type: 'form-wanted', method: BLIK }, { type: 'intent-failed', method: 'blik', message: 'Refused.' }]).state;
    expect(formState(noIntent, 'blik')).toMatchObject({ status: 'failed', loadError: 'Refused.' });
  });

  it("when Stripe.js never arrives, every waiting form says so, and so does a form wanted later", () => {
    const messages = { card: 'Failed to load Card.', ideal: 'Failed to load iDEAL.' };
    const { state } = run([{ type: 'form-wanted', method: CARD }, { type: 'stripe-failed', messages }, { type: 'form-wanted', method: { type: 'ideal', deferred: true } }]);
    expect(formState(state, 'card')).toMatchObject({ status: 'failed', loadError: 'Failed to load Card.' });
    expect(formState(state, 'ideal')).toMatchObject({ status: 'failed', loadError: 'Failed to load iDEAL.' });
    expect(hasLoadError(state, 'bacs_debit')).toBe(false);
  });

  it("passes a new cart total to the deferred forms made, not to a form made from its intent, and nothing when it did not change", () => {
    const made = run([{ type: 'form-wanted', method: CARD }, { type: 'form-wanted', method: BLIK }, { type: 'stripe-loaded' }, { type: 'intent-made', method: 'blik', intentId: 'pi_1', clientSecret: 's' }, { type: 'form-ready', method: 'card' }]).state;
    expect(run([{ type: 'amount-changed', amount: 2070, currency: 'GBP' }], made).effects).toEqual([{ type: 'update-amount', methods: ['card'], amount: 2070, currency: 'GBP' }]);
    expect(run([{ type: 'amount-changed', amount: 2300, currency: 'GBP' }], made).effects).toEqual([]);
  });
});

describe("'save' ticked after the form was made (SPEC 4.6)", () => {
  it('reaches a made form, with whether its intent is deferred; a form not made yet reads the box when it is made', () => {
    const before = run([{ type: 'save-changed', method: 'card', checked: true }]);
    expect(before.effects).toEqual([]);
    const { state } = run([{ type: 'form-wanted', method: CARD }, { type: 'form-wanted', method: BLIK }, { type: 'stripe-loaded' }, { type: 'intent-made', method: 'blik', intentId: 'pi_1', clientSecret: 'pi_1_secret_x' }]);
    expect(run([{ type: 'save-changed', method: 'card', checked: true }], state).effects).toEqual([{ type: 'update-save', method: 'card', deferred: true, checked: true }]);
    const ready = run([{ type: 'form-ready', method: 'card' }, { type: 'save-changed', method: 'card', checked: false }, { type: 'save-changed', method: 'blik', checked: true }], state);
    expect(ready.effects).toEqual([{ type: 'update-save', method: 'card', deferred: true, checked: false }, { type: 'update-save', method: 'blik', deferred: false, checked: true }]);
  });
});
