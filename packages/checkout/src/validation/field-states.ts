/**
 * What each checkout field shows of its validation (SPEC 5.3, 8.2): the client's check (validity and message)
 * and the shop's message from a failed order, which wins until the shopper types in that field. A step function
 * on core's store: the DOM adapter (validate-fields.ts) reports checks, typing, resets and the shop's messages, and
 * draws each field whose view changed (`render`).
 */
import type { Step } from '@shop-islands/core/store';
import type { Validity } from './field-rules.ts';

export interface FieldCheck {
  readonly validity: Validity;
  /** The client's message; null for a passing field and for a checkbox (its label is a sentence). */
  readonly message: string | null;
}

export interface ValidationState {
  readonly checked: Readonly<Record<string, FieldCheck>>;
  /** The shop's message per field id (several for one field read as one). */
  readonly server: Readonly<Record<string, string>>;
}

export const INITIAL_VALIDATION_STATE: ValidationState = { checked: {}, server: {} };

export type ValidationEvent =
  | { readonly type: 'checked'; readonly id: string; readonly check: FieldCheck }
  /** The shopper typed in the field: its state is forgotten. */
  | { readonly type: 'typed'; readonly id: string }
  /** The field's rules changed (the country made it required or optional): its state is forgotten. */
  | { readonly type: 'reset'; readonly id: string }
  /** A failed order's field messages; earlier ones are dropped. */
  | { readonly type: 'server-messages'; readonly messages: ReadonlyArray<{ readonly id: string; readonly text: string }> };

/** How a field looks: its validity classes, whether it is marked invalid, the message below it. */
export interface FieldView {
  readonly validity: Validity;
  readonly invalid: boolean;
  readonly message: string | null;
}

export type ValidationEffect = { readonly type: 'render'; readonly id: string; readonly view: FieldView };

export function fieldView(state: ValidationState, id: string): FieldView {
  const { validity, message } = state.checked[id] ?? { validity: 'unvalidated', message: null };
  const server = state.server[id];
  return { validity, invalid: validity.startsWith('invalid') || server !== undefined, message: server ?? message };
}

const sameView = (a: FieldView, b: FieldView): boolean => a.validity === b.validity && a.invalid === b.invalid && a.message === b.message;

const without = <T>(record: Readonly<Record<string, T>>, id: string): Record<string, T> => {
  const { [id]: _gone, ...rest } = record;
  return rest;
};

/** The next state, and a render for each field whose view changed. */
export function validationStep(state: ValidationState, event: ValidationEvent): Step<ValidationState, ValidationEffect> {
  let next: ValidationState;
  let ids: string[];
  switch (event.type) {
    case 'checked':
      next = { ...state, checked: { ...state.checked, [event.id]: event.check } };
      ids = [event.id];
      break;
    case 'typed':
    case 'reset':
      next = { checked: without(state.checked, event.id), server: without(state.server, event.id) };
      ids = [event.id];
      break;
    case 'server-messages': {
      const server: Record<string, string> = {};
      for (const { id, text } of event.messages) server[id] = server[id] === undefined ? text : `${server[id]} ${text}`;
      next = { ...state, server };
      ids = [...new Set([...Object.keys(state.server), ...Object.keys(server)])];
      break;
    }
  }
  const effects = ids.flatMap((id): ValidationEffect[] => {
    const view = fieldView(next, id);
    return sameView(view, fieldView(state, id)) ? [] : [{ type: 'render', id, view }];
  });
  return { state: next, effects };
}
