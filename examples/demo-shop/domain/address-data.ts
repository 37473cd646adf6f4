/**
 * The demo's countries, states and per-country address rules, in the shapes WooCommerce prints for
 * its address scripts (`wc_country_select_params.countries`, `wc_address_i18n_params.locale` and
 * `locale_fields`; SPEC 3.5, 3.6).
 *
 * - Countries and subdivisions come from the `iso-3166` package (ISO 3166-1 and 3166-2); country names
 *   are the platform's English (en-GB) display names, with WooCommerce's spellings for GB, US, UM and VI.
 * - A state select is offered for the countries WooCommerce offers one for, listing the lowest level of
 *   the country's ISO subdivisions by name, under their ISO names (the US: its states and DC, plus the
 *   armed forces AA, AE and AP, as WooCommerce adds them). Countries whose state WooCommerce hides get an empty list; every other
 *   country gets a free-text state.
 * - The per-country rules are WooCommerce 10.9.1's `WC_Countries::get_country_locale()` (SPEC 3.5 lists
 *   part of them), with the SPEC's en-GB default labels, for a GB shop.
 */
import { iso31661, iso31662 } from 'iso-3166';

/** WC_Countries' default address field keys, plus phone (in the defaults since WooCommerce 10). */
export type AddressFieldKey = 'first_name' | 'last_name' | 'company' | 'country' | 'address_1' | 'address_2' | 'city' | 'state' | 'postcode' | 'phone';

/** One field's definition (the `default` entry) or a country's override of it. */
export interface FieldDefinition {
  label?: string;
  placeholder?: string;
  required?: boolean;
  hidden?: boolean;
  priority?: number;
  class?: string[];
  label_class?: string[];
  autocomplete?: string;
  type?: string;
  validate?: string[];
}

export type FieldOverrides = Partial<Record<AddressFieldKey, FieldDefinition>>;

export interface AddressData {
  /** Country code → name, sorted by name. */
  readonly countries: Readonly<Record<string, string>>;
  /** Country code → state code → name; an empty map hides the state field; no entry means free text. */
  readonly states: Readonly<Record<string, Readonly<Record<string, string>>>>;
  /** `default` plus the countries that override something (the shop's base country always has an entry). */
  readonly locale: Readonly<Record<string, FieldOverrides>>;
  /** Field key → the rows it styles (WC_Countries::get_country_locale_field_selectors()). */
  readonly localeFields: Readonly<Record<string, string>>;
}

export const BASE_COUNTRY = 'GB';

/** WooCommerce spells these its own way. */
const COUNTRY_NAMES: Readonly<Record<string, string>> = {
  GB: 'United Kingdom (UK)',
  US: 'United States (US)',
  UM: 'United States (US) Minor Outlying Islands',
  VI: 'Virgin Islands (US)',
};

/** Countries WooCommerce offers a state select for (its i18n/states.php lists with entries). */
const STATE_SELECT_COUNTRIES = (
  'AL AO AR AU BD BG BJ BO BR CA CH CL CN CO CR DE DO DZ EC EG ES GH GR GT HK HN HR HU ID IE IN IR IT JM JP KE KN LA LR ' +
  'MA MD MX MY MZ NA NG NI NP NZ PA PE PH PK PY RO RS SN SV TH TR TZ UA UG UM US UY VE ZA ZM'
).split(' ');

/** Countries WooCommerce hides the state for with an empty list (SPEC 3.6). */
const NO_STATE_COUNTRIES = 'AF AT AX BE BH BI CZ DK EE ET FI FR GF GP IL IM IS KR KW LB LI LK LU MF MQ MT NL NO PL PR PT RE RW SE SG SI SK VN YT'.split(' ');

/** ISO 3166-2 lists these US areas under the US; WooCommerce treats them as countries. */
const US_AREAS_AS_COUNTRIES = ['AS', 'GU', 'MP', 'PR', 'UM', 'VI'];
/** WooCommerce's US armed forces regions (not ISO 3166-2 subdivisions). */
const US_ARMED_FORCES: Readonly<Record<string, string>> = { AA: 'Armed Forces (AA)', AE: 'Armed Forces (AE)', AP: 'Armed Forces (AP)' };

const codes = (list: string): string[] => list.split(' ');

/** get_country_locale() as rules: which countries change which field, and how (SPEC 3.5). */
const LOCALE_RULES: ReadonlyArray<readonly [AddressFieldKey, FieldDefinition, readonly string[]]> = [
  // The postcode comes before the city.
  ['postcode', { priority: 65 }, codes('AT AX BA BE CH DE DK EE ES FI FR HU IL IS IT JP LI NL NO PL SE SI SK TR VN')],
  ['postcode', { required: false, hidden: true }, codes('AE AO BO BS BW BZ CW MZ NG SR ST UG WS ZW')],
  ['postcode', { required: false }, codes('BD BH CL CO GH GT HK JM KN NP VN')],
  ['postcode', { required: true }, codes('IE RS')],
  ['state', { required: false, hidden: true }, codes('AF AT AX BA BE BH BI BW CY CZ DK EE ET FI FR GF GP IL IM IS KR KW LB LI LK LU MF MQ MT NL NO PL PR PT RE RW SE SG SI SK VN YT')],
  ['state', { required: false }, codes('AE BG BZ CH CW DE GB GG GR HU LV NZ RS')],
  ['state', { required: true }, codes('IT JM KN RO UG')],
  ['city', { required: true }, codes('CL RS UG')],
  ['city', { required: false }, codes('SG')],
  // Labels.
  ['state', { label: 'County' }, codes('AL GB HU IE RO')],
  ['state', { label: 'Province' }, codes('AO CA CN CR DO EC ES ID IT MZ PA TR ZA')],
  ['state', { label: 'Region' }, codes('CL GH HK NZ')],
  ['state', { label: 'Department' }, codes('BO CO GT HN NI PY SV UY')],
  ['state', { label: 'District' }, codes('BD BW RS ST UG')],
  ['state', { label: 'Canton' }, codes('BA CH')],
  ['state', { label: 'Parish' }, codes('GG JM KN')],
  ['state', { label: 'Prefecture' }, codes('JP')],
  ['state', { label: 'Municipality' }, codes('LV')],
  ['state', { label: 'Municipality / District' }, codes('MD')],
  ['state', { label: 'State / Zone' }, codes('NP')],
  ['state', { label: 'State' }, codes('AU IN NG US')],
  ['postcode', { label: 'Postcode' }, codes('AU GB NG NZ')],
  ['postcode', { label: 'Postal code' }, codes('CA KN')],
  ['postcode', { label: 'Postal Code' }, codes('JM')],
  ['postcode', { label: 'ZIP Code' }, codes('US')],
  ['postcode', { label: 'Eircode' }, codes('IE')],
  ['postcode', { label: 'PIN Code' }, codes('IN')],
  ['city', { label: 'Suburb' }, codes('AU')],
  ['city', { label: 'Town / District' }, codes('HK')],
  ['city', { label: 'Town / City / Post Office' }, codes('JM')],
  ['city', { label: 'Municipality' }, codes('PR')],
  ['city', { label: 'Town / Village' }, codes('UG')],
];

/** Custom field order: HU and JP put the last name first; JP and IR reorder the address (SPEC 3.5). */
const FIELD_ORDER: Readonly<Record<string, FieldOverrides>> = {
  HU: {
    last_name: { class: ['form-row-first'], priority: 10 },
    first_name: { class: ['form-row-last'], priority: 20 },
    postcode: { class: ['form-row-first', 'address-field'] },
    city: { class: ['form-row-last', 'address-field'] },
    address_1: { priority: 71 },
    address_2: { priority: 72 },
  },
  JP: {
    last_name: { class: ['form-row-first'], priority: 10 },
    first_name: { class: ['form-row-last'], priority: 20 },
    postcode: { class: ['form-row-first', 'address-field'] },
    state: { class: ['form-row-last', 'address-field'], priority: 66 },
    city: { priority: 67 },
    address_1: { priority: 68 },
    address_2: { priority: 69 },
  },
  IR: { state: { priority: 50 }, city: { priority: 60 }, address_1: { priority: 70 }, address_2: { priority: 80 } },
};

/** SPEC 3.5's default fields (en-GB texts), plus phone, as WC_Countries::get_default_address_fields() gives them. */
export const DEFAULT_ADDRESS_FIELDS: Readonly<Record<AddressFieldKey, FieldDefinition>> = {
  first_name: { label: 'First name', required: true, class: ['form-row-first'], autocomplete: 'given-name', priority: 10 },
  last_name: { label: 'Last name', required: true, class: ['form-row-last'], autocomplete: 'family-name', priority: 20 },
  company: { label: 'Company name', required: false, class: ['form-row-wide'], autocomplete: 'organization', priority: 30 },
  country: { type: 'country', label: 'Country/Region', required: true, hidden: false, class: ['form-row-wide', 'address-field', 'update_totals_on_change'], autocomplete: 'country', priority: 40 },
  address_1: { label: 'Street address', placeholder: 'House number and street name', required: true, class: ['form-row-wide', 'address-field'], autocomplete: 'address-line1', priority: 50 },
  address_2: {
    label: 'Flat, suite, unit, etc.',
    label_class: ['screen-reader-text'],
    placeholder: 'Apartment, suite, unit, etc. (optional)',
    required: false,
    class: ['form-row-wide', 'address-field'],
    autocomplete: 'address-line2',
    priority: 60,
  },
  city: { label: 'Town / City', required: true, class: ['form-row-wide', 'address-field'], autocomplete: 'address-level2', priority: 70 },
  state: { type: 'state', label: 'State / County', required: true, class: ['form-row-wide', 'address-field'], validate: ['state'], autocomplete: 'address-level1', priority: 80 },
  postcode: { label: 'Postcode / ZIP', required: true, class: ['form-row-wide', 'address-field'], validate: ['postcode'], autocomplete: 'postal-code', priority: 90 },
  phone: { label: 'Phone', required: true, type: 'tel', class: ['form-row-wide'], validate: ['phone'], autocomplete: 'tel', priority: 100 },
};

/** The rows each localised field styles, in the three address blocks. */
export const LOCALE_FIELDS: Readonly<Record<string, string>> = {
  address_1: '#billing_address_1_field, #shipping_address_1_field',
  address_2: '#billing_address_2_field, #shipping_address_2_field',
  state: '#billing_state_field, #shipping_state_field, #calc_shipping_state_field',
  postcode: '#billing_postcode_field, #shipping_postcode_field, #calc_shipping_postcode_field',
  city: '#billing_city_field, #shipping_city_field, #calc_shipping_city_field',
  country: '#billing_country_field, #shipping_country_field, #calc_shipping_country_field',
  phone: '#billing_phone_field, #shipping_phone_field',
};

function countryNames(): Record<string, string> {
  const display = new Intl.DisplayNames(['en-GB'], { type: 'region', fallback: 'none' });
  const collator = new Intl.Collator('en-GB');
  return Object.fromEntries(
    iso31661
      .map(({ alpha2, name }) => [alpha2, COUNTRY_NAMES[alpha2] ?? display.of(alpha2) ?? name] as const)
      .sort((a, b) => collator.compare(a[1], b[1])),
  );
}

/**
 * The state code WooCommerce stores: the ISO code's part after the hyphen ('NY', 'D'), or for numbered
 * subdivisions the country code and number ('JP13', 'TR01', as WooCommerce spells those), which also
 * keeps them in the list's order (a JavaScript object puts number-like keys first).
 */
function stateCode(country: string, isoCode: string): string {
  const suffix = isoCode.slice(country.length + 1);
  return /^\d+$/.test(suffix) ? `${country}${suffix}` : suffix;
}

/** The country's subdivisions at their lowest level (Irish counties, not provinces; Spanish provinces, not communities). */
function lowestSubdivisions(country: string): Array<[string, string]> {
  const own = iso31662.filter((entry) => entry.code.startsWith(`${country}-`));
  const parents = new Set(own.map((entry) => entry.parent));
  const collator = new Intl.Collator('en-GB');
  return own
    .filter((entry) => !parents.has(entry.code))
    .map((entry): [string, string] => [stateCode(country, entry.code), entry.name])
    .sort((a, b) => collator.compare(a[1], b[1]));
}

function stateLists(countries: Readonly<Record<string, string>>): Record<string, Record<string, string>> {
  const states: Record<string, Record<string, string>> = {};
  for (const country of STATE_SELECT_COUNTRIES) {
    let list = lowestSubdivisions(country);
    if (country === 'US') list = [...list.filter(([code]) => !US_AREAS_AS_COUNTRIES.includes(code)), ...Object.entries(US_ARMED_FORCES)];
    // No ISO subdivisions (Hong Kong): leave the state as free text rather than hide it.
    if (list.length > 0 && countries[country] !== undefined) states[country] = Object.fromEntries(list);
  }
  for (const country of NO_STATE_COUNTRIES) if (countries[country] !== undefined) states[country] = {};
  return states;
}

function countryLocale(countries: Readonly<Record<string, string>>): Record<string, FieldOverrides> {
  const locale: Record<string, FieldOverrides> = {};
  const add = (country: string, key: AddressFieldKey, definition: FieldDefinition): void => {
    if (countries[country] === undefined) return;
    const entry = (locale[country] ??= {});
    entry[key] = { ...entry[key], ...definition };
  };
  for (const [key, definition, list] of LOCALE_RULES) for (const country of list) add(country, key, definition);
  for (const [country, fields] of Object.entries(FIELD_ORDER)) {
    for (const [key, definition] of Object.entries(fields)) add(country, key as AddressFieldKey, definition);
  }
  locale[BASE_COUNTRY] ??= {};
  return { ...locale, default: { ...DEFAULT_ADDRESS_FIELDS } };
}

export function buildAddressData(): AddressData {
  const countries = countryNames();
  return { countries, states: stateLists(countries), locale: countryLocale(countries), localeFields: LOCALE_FIELDS };
}

/** The field definitions for one country: the default with the country's overrides laid over it. */
export function localisedAddressFields(data: AddressData, country: string): Record<AddressFieldKey, FieldDefinition> {
  const defaults = data.locale.default ?? {};
  const overrides = data.locale[country] ?? {};
  return Object.fromEntries(
    (Object.keys(defaults) as AddressFieldKey[]).map((key) => [key, { ...defaults[key], ...overrides[key] }]),
  ) as Record<AddressFieldKey, FieldDefinition>;
}

/** `wc_country_select_params.countries`: JSON text where a country without states is `[]`, as PHP prints an empty array. */
export function countryStatesJson(data: AddressData): string {
  return JSON.stringify(Object.fromEntries(Object.entries(data.states).map(([country, list]) => [country, Object.keys(list).length === 0 ? [] : list])));
}

/** `wc_address_i18n_params.locale` and `locale_fields` as the JSON text WooCommerce prints. */
export function addressLocaleJson(data: AddressData): { locale: string; locale_fields: string } {
  return { locale: JSON.stringify(data.locale), locale_fields: JSON.stringify(data.localeFields) };
}
