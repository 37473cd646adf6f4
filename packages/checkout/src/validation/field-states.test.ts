import { describe, expect, it } from 'vitest';
import { INITIAL_VALIDATION_STATE, validationStep, type ValidationEvent, type ValidationState } from './field-states.ts';

const run = (events: ValidationEvent[], state: ValidationState = INITIAL_VALIDATION_STATE) =>
  events.reduce<{ state: ValidationState; renders: string[] }>(
    (acc, event) => {
      const step = validationStep(acc.state, event);
      return { state: step.state, renders: [...acc.renders, ...(step.effects ?? []).map((e) => `${e.id}: ${e.view.validity} ${e.view.invalid} ${e.view.message}`)] };
    },
    { state, renders: [] },
  );

describe('what each field shows of its validation', () => {
  it('draws a field only when what it shows changes', () => {
    const bad = { validity: 'invalid-email', message: 'Email address is not a valid email address.' } as const;
    const { renders } = run([
      { type: 'checked', id: 'billing_email', check: bad },
      { type: 'checked', id: 'billing_email', check: bad },
      { type: 'typed', id: 'billing_email' },
      { type: 'typed', id: 'billing_email' },
    ]);
    expect(renders).toEqual(['billing_email: invalid-email true Email address is not a valid email address.', 'billing_email: unvalidated false null']);
  });

  it("shows the shop's message over a passing check until the shopper types there; several for one field read as one", () => {
    const { state, renders } = run([
      { type: 'checked', id: 'billing_postcode', check: { validity: 'validated', message: null } },
      { type: 'server-messages', messages: [{ id: 'billing_postcode', text: 'Postcode is a required field.' }, { id: 'billing_postcode', text: 'Postcode is not valid.' }] },
    ]);
    expect(renders.at(-1)).toBe('billing_postcode: validated true Postcode is a required field. Postcode is not valid.');
    const next = run([{ type: 'server-messages', messages: [] }], state);
    expect(next.renders).toEqual(['billing_postcode: validated false null']);
  });
});
