/**
 * An address block on the page (country-select.js's rules): the element a country control's fields live in,
 * its state control, and what kind of control that is. Shared by the start-up code and localisation.
 */
import { ADDRESS_BLOCKS, FORM_ROW } from '../contract/selectors.ts';
import type { CountryLocales } from '../contract/settings.ts';
import type { FieldLocale } from '../contract/settings.ts';

export type StateControlKind = 'select' | 'hidden' | 'text';
export type StateElement = HTMLInputElement | HTMLSelectElement;

/** The block a country control belongs to: its billing, shipping, account or calculator fields, else its row's parent. */
export function blockOf(country: Element): Element | null {
  return country.closest(ADDRESS_BLOCKS) ?? country.closest(FORM_ROW)?.parentElement ?? null;
}

/** The id prefix of a country control's fields ('billing', 'shipping', 'calc_shipping'). */
export const prefixOf = (country: Element): string => country.id.replace(/_country$/, '');

/** The block's state control, if it has one. */
export const stateControlIn = (block: Element, prefix: string): StateElement | null => block.querySelector<StateElement>(`#${prefix}_state`);

export function stateKindOf(control: Element): StateControlKind {
  if (control instanceof HTMLSelectElement) return 'select';
  return (control as HTMLInputElement).type === 'hidden' ? 'hidden' : 'text';
}

/** The country's override laid over the default definition; countries without overrides get the default. */
export function fieldLocaleFor(locales: CountryLocales, country: string, key: string): FieldLocale {
  return { ...locales.default?.[key], ...locales[country]?.[key] };
}
