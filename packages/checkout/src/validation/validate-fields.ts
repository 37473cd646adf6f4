/**
 * Field validation on the checkout form (SPEC 5.3, 4.5) on WooCommerce's markup. A field is checked on change,
 * focusout and `validate` (which other scripts trigger) with the rules of its row's classes (validate-required,
 * validate-email, validate-phone: field-rules.ts); typing in it clears its state. Each
 * state shows as WooCommerce's row classes, `aria-invalid` on the control (and on its selectWoo picker), and a
 * message below the field (`{id}_description`) linked with `aria-describedby`; a checkbox, whose label is a
 * sentence, gets the state without a message. A failed order's field messages (`li[data-id]`) show there too,
 * over a passing client check, until the shopper types in that field.
 */
import { FORM_ROW, VALIDATED_CONTROLS } from '../contract/selectors.ts';
import { checkField, type FieldRules, type Validity } from '../validation/field-rules.ts';
import { listen, targetOf } from '../dom/listen.ts';
import { isShown } from '../dom/motion.ts';
import { invalidEmailText, invalidPhoneText, requiredFieldText } from '../texts.ts';

export interface FieldValidation {
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

const UNVALIDATED = { validity: 'unvalidated', message: null } as const;

export function startFieldValidation(form: HTMLFormElement): FieldValidation {
  const doc = form.ownerDocument;
  /** Checked fields: their state and the client's message. */
  const checked = new Map<string, { readonly validity: Validity; readonly message: string | null }>();
  /** The server's message per field. */
  const server = new Map<string, string>();
  /** What each field shows now, to touch the page only when that changes. */
  const shown = new Map<string, string>();

  function render(id: string): void {
    const { validity, message: clientMessage } = checked.get(id) ?? UNVALIDATED;
    const message = server.get(id) ?? clientMessage;
    const invalid = validity.startsWith('invalid') || server.has(id);
    const presentation = `${validity} ${invalid} ${message}`;
    if ((shown.get(id) ?? 'unvalidated false null') === presentation) return;
    const control = doc.getElementById(id);
    const row = control?.closest(FORM_ROW);
    if (!control || !row) return;
    shown.set(id, presentation);
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

  const check = (control: Control): void => {
    const row = control.closest(FORM_ROW);
    if (!row || !control.id) return;
    const checkbox = control.type === 'checkbox';
    const validity = checkField(rulesOf(row), { checkbox, value: control.value, checked: checkbox && (control as HTMLInputElement).checked });
    checked.set(control.id, { validity, message: checkbox ? null : (MESSAGES[validity]?.(rowLabel(row)) ?? null) });
    render(control.id);
  };
  const forget = (id: string): void => {
    checked.delete(id);
    server.delete(id);
    render(id);
  };

  listen(form, 'input validate change focusout', (event) => {
    const control = targetOf<Control>(event, VALIDATED_CONTROLS);
    if (!control?.id) return;
    if (event.type === 'input') forget(control.id);
    else check(control);
  });
  return {
    revalidate: () => form.querySelectorAll<Control>(VALIDATED_CONTROLS).forEach((control) => isShown(control.closest(FORM_ROW) ?? control) && check(control)),
    showServerMessages(messages) {
      const before = [...server.keys()];
      server.clear();
      // Several messages for one field (required and format) read as one.
      for (const { id, text } of messages) server.set(id, server.has(id) ? `${server.get(id)} ${text}` : text);
      new Set([...before, ...server.keys()]).forEach(render);
    },
    reset: forget,
  };
}
