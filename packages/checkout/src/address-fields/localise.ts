/**
 * Localised address fields (SPEC 3.5, 3.6): given the country chosen in one address block (billing_,
 * shipping_ or the cart calculator's calc_shipping_), what each field row shows: label, placeholder,
 * required or '(optional)', hidden, priority, layout classes, the state control (select, hidden or
 * text) and the order of the rows. Data in (`wc_address_i18n_params.locale`, `locale_fields`,
 * `wc_country_select_params.countries`), a model out; the DOM adapter applies it.
 */
import type { CountryLocales, CountryStates } from '../contract/settings.ts';
import { fieldLocaleFor, type StateControlKind } from './blocks.ts';
import { orderRows } from './row-order.ts';

export { fieldLocaleFor, type StateControlKind };

export interface AddressLocaleData {
  readonly locales: CountryLocales;
  /** The `locale_fields` keys: the fields whose label, placeholder, required and hidden follow the country. */
  readonly localisedKeys: readonly string[];
  readonly states: CountryStates;
  /** `wc_address_i18n_params.i18n_optional_text` ('optional'). */
  readonly optionalText: string;
  /** `wc_country_select_params.i18n_select_state_text` ('Select an option…'). */
  readonly selectStateText: string;
}

/** A `.form-row` of the block as the page has it, in document order. */
export interface RowSnapshot {
  readonly id: string;
  /** The address field key ('postcode'), or null for rows that are not address fields (email, notes). */
  readonly key: string | null;
  /** Its `data-priority`, null when empty or absent. */
  readonly priority: number | null;
  /** It has a label that is not screen-reader-only (otherwise the label doubles as the placeholder). */
  readonly hasVisibleLabel: boolean;
}

export interface BlockSnapshot {
  readonly country: string;
  readonly rows: readonly RowSnapshot[];
  /** The state control now on the page, and its value. */
  readonly stateControl: StateControlKind;
  readonly stateValue: string;
}

export type StateControl =
  | { readonly kind: 'select'; readonly placeholder: string; readonly options: ReadonlyArray<{ readonly value: string; readonly label: string }>; readonly value: string }
  | { readonly kind: 'hidden'; readonly value: '' }
  | { readonly kind: 'text'; readonly value: string };

export type RequirementMarker = { readonly kind: 'required'; readonly text: '*' } | { readonly kind: 'optional'; readonly text: string };

export interface LocalisedField {
  readonly key: string;
  readonly rowId: string;
  /** New label text; null keeps the page's. */
  readonly label: string | null;
  /** New placeholder (also data-placeholder); null keeps the page's. */
  readonly placeholder: string | null;
  /** Null: leave required, the marker and aria-required as the page has them (fields outside `locale_fields`). */
  readonly required: boolean | null;
  readonly marker: RequirementMarker | null;
  /** Hide the row and empty its control. */
  readonly hidden: boolean;
  /** Classes to add after removing LAYOUT_CLASSES (form-row-first / -last / -wide); null keeps them. */
  readonly layout: readonly string[] | null;
  readonly priority: number | null;
}

export interface LocalisedBlock {
  readonly fields: readonly LocalisedField[];
  readonly state: StateControl;
  /** The state control is replaced or refilled: announce `country_to_state_changed`. */
  readonly stateChanged: boolean;
  /** Row ids in their new order. */
  readonly order: readonly string[];
}

/** The layout classes a locale `class` list replaces. */
export const LAYOUT_CLASSES = ['form-row-first', 'form-row-last', 'form-row-wide'] as const;

/** SPEC 3.6: a country with states gets a select, one with an empty list a hidden input, any other free text. */
export function stateControlFor(data: AddressLocaleData, country: string, current: StateControlKind, value: string): StateControl {
  const states = data.states[country];
  if (states === undefined) return { kind: 'text', value: current === 'text' ? value : '' };
  const codes = Object.keys(states);
  if (codes.length === 0) return { kind: 'hidden', value: '' };
  return {
    kind: 'select',
    placeholder: data.selectStateText,
    options: [{ value: '', label: data.selectStateText }, ...codes.map((code) => ({ value: code, label: states[code]! }))],
    value: codes.includes(value) ? value : '',
  };
}

function localiseField(data: AddressLocaleData, country: string, row: RowSnapshot, key: string, state: StateControl): LocalisedField {
  const locale = fieldLocaleFor(data.locales, country, key);
  const layout = locale.class ?? null;
  const priority = locale.priority ?? null;
  if (!data.localisedKeys.includes(key)) {
    // Outside locale_fields only the order and layout follow the country (HU/JP put the last name first);
    // labels and required stay as the shop printed them.
    return { key, rowId: row.id, label: null, placeholder: null, required: null, marker: null, hidden: false, layout, priority };
  }
  const required = locale.required === true;
  const label = locale.label ?? null;
  const placeholder = locale.placeholder ?? (label !== null && !row.hasVisibleLabel ? label : null);
  const hidden = locale.hidden === true || (key === 'state' && state.kind === 'hidden');
  const marker: RequirementMarker = required ? { kind: 'required', text: '*' } : { kind: 'optional', text: `(${data.optionalText})` };
  return { key, rowId: row.id, label, placeholder, required, marker, hidden, layout, priority };
}

export function localiseAddressBlock(data: AddressLocaleData, block: BlockSnapshot): LocalisedBlock {
  const state = stateControlFor(data, block.country, block.stateControl, block.stateValue);
  const fields = block.rows.flatMap((row) => (row.key === null ? [] : [localiseField(data, block.country, row, row.key, state)]));
  const priorities = new Map(fields.filter((field) => field.priority !== null).map((field) => [field.rowId, field.priority]));
  const order = orderRows(block.rows.map((row) => ({ id: row.id, priority: priorities.get(row.id) ?? row.priority })));
  const stateChanged = !(block.stateControl === 'text' && state.kind === 'text');
  return { fields, state, stateChanged, order };
}
