/**
 * Field validation on the checkout form (SPEC 5.3, 4.5): the validation controller wired to WooCommerce's
 * markup. A field is checked on change, focusout and `validate` (which other scripts trigger), typing clears
 * its state; the rules come from its row's classes (validate-required, validate-email, validate-phone), the
 * label from its row. Each state shows as WooCommerce's row classes, `aria-invalid` on the control (and on
 * its selectWoo picker), and a message below the field linked with `aria-describedby`.
 */
import { createStore } from '@shop-islands/core/store';
import { SELECTORS } from '../contract/selectors.ts';
import type { FieldRules } from '../controller/validation/field-rules.ts';
import {
  ALL_VALIDITY_ROW_CLASSES,
  descriptionIdFor,
  INITIAL_VALIDATION_STATE,
  VALIDITY_ROW_CLASSES,
  validationStep,
  type ValidationEffect,
} from '../controller/validation/field-validation.ts';
import { listen, targetOf } from '../dom/listen.ts';
import { isShown } from '../dom/motion.ts';

export interface FieldValidation {
  /** Checks every shown field (after a failed answer). */
  revalidate(): void;
  /** A failed order answer's field messages (`li[data-id]`), shown below their fields. */
  showServerMessages(messages: ReadonlyArray<{ readonly id: string; readonly text: string }>): void;
  /** Forgets a field's state (its rules changed with the country). */
  reset(id: string): void;
}

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** The row's label without its '*' or '(optional)' marker. */
export function rowLabel(row: Element): string {
  const label = row.querySelector('label')?.cloneNode(true) as HTMLElement | undefined;
  label?.querySelectorAll('.required, .optional').forEach((marker) => marker.remove());
  return (label?.textContent ?? '').replace(/\s+/g, ' ').trim();
}

function rulesOf(row: Element): FieldRules {
  const has = (name: string): boolean => row.classList.contains(name);
  return { required: has('validate-required'), email: has('validate-email'), phone: has('validate-phone') };
}

/** The control and, when selectWoo enhanced it, the picker shoppers actually use. */
function controlsOf(control: Element): Element[] {
  const picker = control.nextElementSibling?.classList.contains('select2') ? control.nextElementSibling.querySelector('.select2-selection') : null;
  return picker ? [control, picker] : [control];
}

function setToken(element: Element, attribute: string, token: string, on: boolean): void {
  const tokens = (element.getAttribute(attribute) ?? '').split(/\s+/).filter((t) => t !== '' && t !== token);
  if (on) tokens.push(token);
  if (tokens.length > 0) element.setAttribute(attribute, tokens.join(' '));
  else element.removeAttribute(attribute);
}

function render(doc: Document, { id, validity, invalid, message }: ValidationEffect): void {
  const control = doc.getElementById(id);
  const row = control?.closest(SELECTORS.formRow);
  if (!control || !row) return;
  row.classList.remove(...ALL_VALIDITY_ROW_CLASSES);
  row.classList.add(...VALIDITY_ROW_CLASSES[validity]);
  const descriptionId = descriptionIdFor(id);
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

export function startFieldValidation(form: HTMLFormElement): FieldValidation {
  const doc = form.ownerDocument;
  const store = createStore(validationStep, INITIAL_VALIDATION_STATE, (effect) => render(doc, effect));
  const check = (control: Control): void => {
    const row = control.closest(SELECTORS.formRow);
    if (!row || !control.id) return;
    const checkbox = control.type === 'checkbox';
    const value = { checkbox, value: control.value, checked: checkbox && (control as HTMLInputElement).checked };
    store.dispatch({ type: 'checked', id: control.id, label: rowLabel(row), rules: rulesOf(row), value });
  };
  listen(form, 'input validate change focusout', (event) => {
    const control = targetOf<Control>(event, SELECTORS.validatedControls);
    if (!control?.id) return;
    if (event.type === 'input') store.dispatch({ type: 'typed', id: control.id });
    else check(control);
  });
  return {
    revalidate: () => form.querySelectorAll<Control>(SELECTORS.validatedControls).forEach((control) => isShown(control.closest(SELECTORS.formRow) ?? control) && check(control)),
    showServerMessages: (messages) => store.dispatch({ type: 'server-messages', messages }),
    reset: (id) => store.dispatch({ type: 'typed', id }),
  };
}
