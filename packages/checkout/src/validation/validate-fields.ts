/**
 * Field validation on the checkout form (SPEC 5.3, 4.5) on WooCommerce's markup, part of what the checkout fetches
 * once the shopper starts on the form (pages/checkout-form.ts hands it the form's events). A field is checked on change,
 * focusout and `validate` (which other scripts trigger) with the rules of its row's classes (validate-required,
 * validate-email, validate-phone: field-rules.ts); typing in it clears its state. Each
 * state shows as WooCommerce's row classes, `aria-invalid` on the control (and on its picker), and a
 * message below the field (`{id}_description`) linked with `aria-describedby`; a checkbox, whose label is a
 * sentence, gets the state without a message. A failed order's field messages (`li[data-id]`) show there too,
 * over a passing client check, until the shopper types in that field.
 */
import { FORM_ROW, VALIDATED_CONTROLS } from '../contract/selectors.ts';
import { createStore } from '@shop-islands/core/store';
import { checkField, type FieldRules, type Validity } from './field-rules.ts';
import { INITIAL_VALIDATION_STATE, validationStep, type FieldView } from './field-states.ts';
import { targetOf, type HeardEvent } from '../dom/listen.ts';
import { isShown, rowLabel } from '../dom/elements.ts';
import { pickerOf } from '../country-select/picker.ts';
import { invalidEmailText, invalidPhoneText, requiredFieldText } from '../texts.ts';

/** The form events validation handles. */
export const VALIDATION_EVENTS = 'input validate change focusout';

export interface FieldValidation {
  /** Handles an event of VALIDATION_EVENTS heard on the form: checks the field, or clears it while the shopper types. */
  handle(event: HeardEvent): void;
  /** Checks every shown field (after a failed answer). */
  revalidate(): void;
  /** A failed order answer's field messages (`li[data-id]`), shown below their fields; earlier ones are dropped. */
  showServerMessages(messages: ReadonlyArray<{ readonly id: string; readonly text: string }>): void;
  /** Forgets a field's state (its rules changed with the country). */
  reset(id: string): void;
}

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** Row classes per state (WooCommerce's; the theme styles them). */
export const VALIDITY_ROW_CLASSES: Readonly<Record<Validity, readonly string[]>> = {
  unvalidated: [],
  validated: ['woocommerce-validated'],
  'invalid-required': ['woocommerce-invalid', 'woocommerce-invalid-required-field'],
  'invalid-email': ['woocommerce-invalid', 'woocommerce-invalid-email'],
  'invalid-phone': ['woocommerce-invalid', 'woocommerce-invalid-phone'],
};

/** Every class VALIDITY_ROW_CLASSES may set: remove these, then add the state's. */
const ALL_VALIDITY_ROW_CLASSES: readonly string[] = [...new Set(Object.values(VALIDITY_ROW_CLASSES).flat())];

const MESSAGES: Partial<Record<Validity, (label: string) => string>> = {
  'invalid-required': requiredFieldText,
  'invalid-email': invalidEmailText,
  'invalid-phone': invalidPhoneText,
};

function rulesOf(row: Element): FieldRules {
  const has = (name: string): boolean => row.classList.contains(name);
  return { required: has('validate-required'), email: has('validate-email'), phone: has('validate-phone') };
}

/** The control and, for a country or state select, the picker shoppers actually use. */
function controlsOf(control: Element): Element[] {
  const picker = pickerOf(control);
  return picker ? [control, picker] : [control];
}

function setToken(element: Element, attribute: string, token: string, on: boolean): void {
  const tokens = (element.getAttribute(attribute) ?? '').split(/\s+/).filter((t) => t !== '' && t !== token);
  if (on) tokens.push(token);
  if (tokens.length > 0) element.setAttribute(attribute, tokens.join(' '));
  else element.removeAttribute(attribute);
}

export function createFieldValidation(form: HTMLFormElement): FieldValidation {
  const doc = form.ownerDocument;

  function render(id: string, { validity, invalid, message }: FieldView): void {
    const control = doc.getElementById(id);
    const row = control?.closest(FORM_ROW);
    if (!control || !row) return;
    row.classList.remove(...ALL_VALIDITY_ROW_CLASSES);
    row.classList.add(...VALIDITY_ROW_CLASSES[validity]);
    const descriptionId = `${id}_description`;
    let note = doc.getElementById(descriptionId);
    if (message === null) note?.remove();
    else {
      if (!note) {
        note = doc.createElement('p');
        note.id = descriptionId;
        note.className = 'checkout-inline-error-message';
        row.append(note);
      }
      note.textContent = message;
    }
    for (const element of controlsOf(control)) {
      if (invalid) element.setAttribute('aria-invalid', 'true');
      else element.removeAttribute('aria-invalid');
      setToken(element, 'aria-describedby', descriptionId, message !== null);
    }
  }
  const store = createStore(validationStep, INITIAL_VALIDATION_STATE, (effect) => render(effect.id, effect.view));

  const check = (control: Control): void => {
    const row = control.closest(FORM_ROW);
    if (!row || !control.id) return;
    const checkbox = control.type === 'checkbox';
    const validity = checkField(rulesOf(row), { checkbox, value: control.value, checked: checkbox && (control as HTMLInputElement).checked });
    store.dispatch({ type: 'checked', id: control.id, check: { validity, message: checkbox ? null : (MESSAGES[validity]?.(rowLabel(row)) ?? null) } });
  };

  return {
    handle(event) {
      const control = targetOf<Control>(event, VALIDATED_CONTROLS);
      if (!control?.id) return;
      if (event.type === 'input') store.dispatch({ type: 'typed', id: control.id });
      else check(control);
    },
    revalidate: () => form.querySelectorAll<Control>(VALIDATED_CONTROLS).forEach((control) => isShown(control.closest(FORM_ROW) ?? control) && check(control)),
    showServerMessages: (messages) => store.dispatch({ type: 'server-messages', messages }),
    reset: (id) => store.dispatch({ type: 'reset', id }),
  };
}
