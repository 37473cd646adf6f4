/**
 * Field validation on the checkout form (SPEC 5.3, 4.5) as a step function. The DOM adapter sends
 * `typed` for the input event, `checked` for change, focusout and an explicit `validate`, and
 * `server-messages` for the `li[data-id]` items of a failed order answer; it carries out the
 * `render-field` effects (row classes, aria-invalid, the message below the field and aria-describedby).
 */
import { invalidEmailText, invalidPhoneText, requiredFieldText } from '../../texts.ts';
import { checkField, type FieldRules, type FieldValue, type Validity } from './field-rules.ts';

export interface FieldState {
  readonly validity: Validity;
  /** The message for a client-side invalid state. */
  readonly clientMessage: string | null;
  /** The server's message for this field (its `li[data-id]`); kept until the shopper types in the field. */
  readonly serverMessage: string | null;
}

/** Field id → state. Fields never validated are absent. */
export type ValidationState = Readonly<Record<string, FieldState>>;

export const INITIAL_VALIDATION_STATE: ValidationState = {};

export type ValidationEvent =
  /** The shopper typed in the field: its state and messages are cleared. */
  | { readonly type: 'typed'; readonly id: string }
  /** change, focusout or `validate`: the rules are applied. `label` is the field's label text. */
  | { readonly type: 'checked'; readonly id: string; readonly label: string; readonly rules: FieldRules; readonly value: FieldValue }
  /** A failed order answer's field messages; earlier server messages are dropped. */
  | { readonly type: 'server-messages'; readonly messages: ReadonlyArray<{ readonly id: string; readonly text: string }> };

export interface FieldPresentation {
  readonly validity: Validity;
  readonly invalid: boolean;
  /** Shown below the field, linked with aria-describedby; null removes it. */
  readonly message: string | null;
  /** The id of the message element (WooCommerce's `{id}_description`), null without a message. */
  readonly descriptionId: string | null;
}

export type ValidationEffect = { readonly type: 'render-field'; readonly id: string } & FieldPresentation;

export interface ValidationStep {
  readonly state: ValidationState;
  readonly effects: readonly ValidationEffect[];
}

const UNVALIDATED: FieldState = { validity: 'unvalidated', clientMessage: null, serverMessage: null };

/** Row classes per state (WooCommerce's; the theme styles them). */
export const VALIDITY_ROW_CLASSES: Readonly<Record<Validity, readonly string[]>> = {
  unvalidated: [],
  validated: ['woocommerce-validated'],
  'invalid-required': ['woocommerce-invalid', 'woocommerce-invalid-required-field'],
  'invalid-email': ['woocommerce-invalid', 'woocommerce-invalid-email'],
  'invalid-phone': ['woocommerce-invalid', 'woocommerce-invalid-phone'],
};

/** Every class VALIDITY_ROW_CLASSES may set: remove these, then add the state's. */
export const ALL_VALIDITY_ROW_CLASSES: readonly string[] = [...new Set(Object.values(VALIDITY_ROW_CLASSES).flat())];

const MESSAGES: Readonly<Record<Validity, ((label: string) => string) | null>> = {
  unvalidated: null,
  validated: null,
  'invalid-required': requiredFieldText,
  'invalid-email': invalidEmailText,
  'invalid-phone': invalidPhoneText,
};

export function descriptionIdFor(id: string): string {
  return `${id}_description`;
}

export function presentField(id: string, field: FieldState): FieldPresentation {
  const message = field.serverMessage ?? field.clientMessage;
  const invalid = field.validity.startsWith('invalid') || field.serverMessage !== null;
  return { validity: field.validity, invalid, message, descriptionId: message === null ? null : descriptionIdFor(id) };
}

function samePresentation(a: FieldPresentation, b: FieldPresentation): boolean {
  return a.validity === b.validity && a.invalid === b.invalid && a.message === b.message && a.descriptionId === b.descriptionId;
}

/** The new state, with a render effect for every field whose presentation changed. */
function settle(before: ValidationState, after: ValidationState): ValidationStep {
  const effects: ValidationEffect[] = [];
  for (const id of new Set([...Object.keys(before), ...Object.keys(after)])) {
    const next = presentField(id, after[id] ?? UNVALIDATED);
    if (!samePresentation(presentField(id, before[id] ?? UNVALIDATED), next)) effects.push({ type: 'render-field', id, ...next });
  }
  return { state: after, effects };
}

export function validationStep(state: ValidationState, event: ValidationEvent): ValidationStep {
  switch (event.type) {
    case 'typed':
      return settle(state, { ...state, [event.id]: UNVALIDATED });
    case 'checked': {
      const validity = checkField(event.rules, event.value);
      // A checkbox's label is a sentence ('I have read and agree…'): its state shows, the shop's message says why.
      const clientMessage = event.value.checkbox ? null : (MESSAGES[validity]?.(event.label) ?? null);
      const previous = state[event.id] ?? UNVALIDATED;
      return settle(state, { ...state, [event.id]: { ...previous, validity, clientMessage } });
    }
    case 'server-messages': {
      const next: Record<string, FieldState> = {};
      for (const [id, field] of Object.entries(state)) next[id] = { ...field, serverMessage: null };
      for (const { id, text } of event.messages) {
        const field = next[id] ?? UNVALIDATED;
        // Several messages for one field (required and format) read as one.
        next[id] = { ...field, serverMessage: field.serverMessage === null ? text : `${field.serverMessage} ${text}` };
      }
      return settle(state, next);
    }
  }
}
