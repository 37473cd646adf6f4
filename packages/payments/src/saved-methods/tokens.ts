/**
 * Saved payment methods on classic pages (WooCommerce's tokenization markup, printed by the gateway): a radio
 * per saved method plus 'Use a new payment method' (`value="new"`). With a saved one chosen the new-method
 * form and the 'save' option hide and nothing is made at the provider (SPEC 4.7); with 'new', they show.
 * The same as WooCommerce's tokenization-form.js, which may run beside it on a real store.
 */
import { gatewayIdOf } from '../payment-methods/method-types.ts';

/** `wc-{gateway}-payment-token`: the token radios' name. */
export const tokenFieldName = (gatewayId: string): string => `wc-${gatewayId}-payment-token`;
export const NEW_TOKEN = 'new';
const TOKEN_INPUT = 'input.woocommerce-SavedPaymentMethods-tokenInput';
const NEW_FORM = '.wc-payment-form';
const SAVE_NEW = '.woocommerce-SavedPaymentMethods-saveNew';

/** What a box shows: the new-method form, and the 'save' option. */
export interface SavedMethodsView {
  readonly showForm: boolean;
  readonly showSave: boolean;
}

/** `chosen`: the checked token radio's value (null when the method has no saved ones). */
export function savedMethodsView(chosen: string | null, saveOffered: boolean): SavedMethodsView {
  const usingNew = chosen === null || chosen === NEW_TOKEN;
  return { showForm: usingNew, showSave: usingNew && saveOffered };
}

/** The checked token radio's value for a method type (null without saved methods). */
export function chosenToken(root: ParentNode, type: string, gatewayId: string): string | null {
  const name = tokenFieldName(gatewayIdOf(type, gatewayId));
  const radios = [...root.querySelectorAll<HTMLInputElement>(`input[name="${name}"]`)];
  if (radios.length === 0) return null;
  return radios.find((radio) => radio.checked)?.value ?? NEW_TOKEN;
}

/** A saved method is chosen for the type: its payment needs nothing from the new-method form. */
export function savedTokenChosen(root: ParentNode, type: string, gatewayId: string): boolean {
  const chosen = chosenToken(root, type, gatewayId);
  return chosen !== null && chosen !== NEW_TOKEN;
}

/** Applies the view to a payment box: the radios get one checked (the last, 'new', by default), then the form and option show or hide. */
export function applySavedMethods(box: HTMLElement, chosen: string | null, saveOffered: boolean): void {
  const radios = [...box.querySelectorAll<HTMLInputElement>(TOKEN_INPUT)];
  if (radios.length > 0 && !radios.some((radio) => radio.checked)) radios[radios.length - 1]!.checked = true;
  const view = savedMethodsView(chosen, saveOffered);
  box.querySelectorAll<HTMLElement>(NEW_FORM).forEach((form) => (form.style.display = view.showForm ? '' : 'none'));
  box.querySelectorAll<HTMLElement>(SAVE_NEW).forEach((row) => (row.style.display = view.showSave ? '' : 'none'));
}
