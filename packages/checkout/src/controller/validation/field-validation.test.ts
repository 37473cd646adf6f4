import { describe, expect, it } from 'vitest';
import type { FieldRules } from './field-rules.ts';
import {
  ALL_VALIDITY_ROW_CLASSES,
  INITIAL_VALIDATION_STATE,
  validationStep,
  VALIDITY_ROW_CLASSES,
  type ValidationEffect,
  type ValidationEvent,
  type ValidationState,
} from './field-validation.ts';

const EMAIL: FieldRules = { required: true, email: true, phone: false };
const PHONE: FieldRules = { required: true, email: false, phone: true };
const TERMS: FieldRules = { required: true, email: false, phone: false };

const checked = (id: string, label: string, rules: FieldRules, value: string, box?: boolean): ValidationEvent => ({
  type: 'checked',
  id,
  label,
  rules,
  value: { checkbox: box !== undefined, value, checked: box ?? false },
});

function run(events: ValidationEvent[], state: ValidationState = INITIAL_VALIDATION_STATE) {
  const effects: ValidationEffect[] = [];
  for (const event of events) {
    const step = validationStep(state, event);
    state = step.state;
    effects.push(...step.effects);
  }
  return { state, effects };
}

describe('field validation', () => {
  it('marks a bad email invalid-email with its message linked by id', () => {
    const { effects } = run([checked('billing_email', 'Email address', EMAIL, 'jo@example')]);
    expect(effects).toEqual([
      {
        type: 'render-field',
        id: 'billing_email',
        validity: 'invalid-email',
        invalid: true,
        message: 'Email address is not a valid email address.',
        descriptionId: 'billing_email_description',
      },
    ]);
  });

  it('marks a bad phone invalid-phone', () => {
    const { effects } = run([checked('billing_phone', 'Phone', PHONE, 'ring me')]);
    expect(effects[0]).toMatchObject({ validity: 'invalid-phone', message: 'Phone is not a valid phone number.' });
  });

  it('marks an empty required field and an unticked required checkbox invalid-required (the checkbox, whose label is a sentence, without a message)', () => {
    const { effects } = run([checked('billing_city', 'Town / City', TERMS, ''), checked('terms', 'I have read and agree to the terms', TERMS, 'on', false)]);
    expect(effects.map((e) => [e.id, e.validity, e.invalid, e.message])).toEqual([
      ['billing_city', 'invalid-required', true, 'Town / City is a required field.'],
      ['terms', 'invalid-required', true, null],
    ]);
  });

  it('marks a good value validated, with no message', () => {
    const { effects } = run([checked('billing_email', 'Email address', EMAIL, 'jo@example.com')]);
    expect(effects).toEqual([{ type: 'render-field', id: 'billing_email', validity: 'validated', invalid: false, message: null, descriptionId: null }]);
  });

  it('clears the state and message as soon as the shopper types', () => {
    const { state } = run([checked('billing_email', 'Email address', EMAIL, 'bad')]);
    const step = validationStep(state, { type: 'typed', id: 'billing_email' });
    expect(step.effects).toEqual([{ type: 'render-field', id: 'billing_email', validity: 'unvalidated', invalid: false, message: null, descriptionId: null }]);
  });

  it('renders nothing when a check changes nothing', () => {
    const { state } = run([checked('billing_email', 'Email address', EMAIL, 'bad')]);
    expect(validationStep(state, checked('billing_email', 'Email address', EMAIL, 'still bad')).effects).toEqual([]);
  });

  it("shows the server's message for a field until the shopper types there, over a passing client check", () => {
    const { state, effects } = run([
      { type: 'server-messages', messages: [{ id: 'billing_postcode', text: 'Billing Postcode is not a valid postcode / ZIP.' }] },
      checked('billing_postcode', 'Postcode', TERMS, 'XX1'),
    ]);
    expect(effects.at(-1)).toMatchObject({ id: 'billing_postcode', validity: 'validated', invalid: true, message: 'Billing Postcode is not a valid postcode / ZIP.' });
    expect(validationStep(state, { type: 'typed', id: 'billing_postcode' }).effects[0]).toMatchObject({ invalid: false, message: null });
  });

  it('drops earlier server messages when new ones arrive, and joins two for one field', () => {
    const first = run([{ type: 'server-messages', messages: [{ id: 'billing_email', text: 'A.' }] }]);
    const { effects } = run(
      [{ type: 'server-messages', messages: [{ id: 'billing_phone', text: 'B.' }, { id: 'billing_phone', text: 'C.' }] }],
      first.state,
    );
    expect(effects.map((e) => [e.id, e.message])).toEqual([
      ['billing_email', null],
      ['billing_phone', 'B. C.'],
    ]);
  });

  it('gives each invalid state WooCommerce row classes', () => {
    expect(VALIDITY_ROW_CLASSES['invalid-email']).toEqual(['woocommerce-invalid', 'woocommerce-invalid-email']);
    expect(ALL_VALIDITY_ROW_CLASSES).toEqual([
      'woocommerce-validated',
      'woocommerce-invalid',
      'woocommerce-invalid-required-field',
      'woocommerce-invalid-email',
      'woocommerce-invalid-phone',
    ]);
  });
});
