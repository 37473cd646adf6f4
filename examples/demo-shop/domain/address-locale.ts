/** Address field definitions and per-country overrides (SPEC 3.5), as WooCommerce's WC_Countries provides. */
export type AddressKey = 'first_name' | 'last_name' | 'company' | 'country' | 'address_1' | 'address_2' | 'city' | 'state' | 'postcode';

export interface FieldDef { label: string; placeholder?: string; required: boolean; priority: number; hidden?: boolean; className: string[]; autocomplete: string }
export type FieldOverride = Partial<Pick<FieldDef, 'label' | 'required' | 'hidden' | 'priority'>>;

export const DEFAULT_ADDRESS_FIELDS: Record<AddressKey, FieldDef> = {
  first_name: { label: 'First name', required: true, priority: 10, className: ['form-row-first'], autocomplete: 'given-name' },
  last_name: { label: 'Last name', required: true, priority: 20, className: ['form-row-last'], autocomplete: 'family-name' },
  company: { label: 'Company name', required: false, priority: 30, className: ['form-row-wide'], autocomplete: 'organization' },
  country: { label: 'Country/Region', required: true, priority: 40, className: ['form-row-wide', 'address-field', 'update_totals_on_change'], autocomplete: 'country' },
  address_1: { label: 'Street address', placeholder: 'House number and street name', required: true, priority: 50, className: ['form-row-wide', 'address-field'], autocomplete: 'address-line1' },
  address_2: { label: 'Flat, suite, unit, etc.', placeholder: 'Apartment, suite, unit, etc. (optional)', required: false, priority: 60, className: ['form-row-wide', 'address-field'], autocomplete: 'address-line2' },
  city: { label: 'Town / City', required: true, priority: 70, className: ['form-row-wide', 'address-field'], autocomplete: 'address-level2' },
  state: { label: 'State / County', required: true, priority: 80, className: ['form-row-wide', 'address-field'], autocomplete: 'address-level1' },
  postcode: { label: 'Postcode / ZIP', required: true, priority: 90, className: ['form-row-wide', 'address-field'], autocomplete: 'postal-code' },
};

export const COUNTRIES: Record<string, string> = {
  GB: 'United Kingdom (UK)', IE: 'Ireland', US: 'United States (US)', CA: 'Canada', DE: 'Germany', FR: 'France', ES: 'Spain',
  IT: 'Italy', NL: 'Netherlands', BE: 'Belgium', AT: 'Austria', SE: 'Sweden', NO: 'Norway', DK: 'Denmark', FI: 'Finland',
  PL: 'Poland', PT: 'Portugal', HU: 'Hungary', JP: 'Japan', IN: 'India', AU: 'Australia', NZ: 'New Zealand', SG: 'Singapore',
  AE: 'United Arab Emirates', NG: 'Nigeria', ZA: 'South Africa', BR: 'Brazil', MX: 'Mexico', CH: 'Switzerland',
};

/** Country → state code → name. An empty list hides the state field; no entry means free text. */
export const STATES: Record<string, Record<string, string>> = {
  IE: { CW: 'Carlow', CN: 'Cavan', CE: 'Clare', CO: 'Cork', D: 'Dublin', G: 'Galway', KY: 'Kerry', L: 'Limerick', WX: 'Wexford', WW: 'Wicklow' },
  US: { AL: 'Alabama', AK: 'Alaska', AZ: 'Arizona', CA: 'California', CO: 'Colorado', FL: 'Florida', GA: 'Georgia', IL: 'Illinois', NY: 'New York', TX: 'Texas', WA: 'Washington', AA: 'Armed Forces (AA)', AE: 'Armed Forces (AE)', AP: 'Armed Forces (AP)' },
  IN: { DL: 'Delhi', KA: 'Karnataka', MH: 'Maharashtra', TN: 'Tamil Nadu', WB: 'West Bengal' },
  JP: { JP13: 'Tokyo', JP27: 'Osaka', JP01: 'Hokkaido', JP14: 'Kanagawa' },
  HU: { BU: 'Budapest', PE: 'Pest', BA: 'Baranya' },
  CA: { ON: 'Ontario', QC: 'Quebec', BC: 'British Columbia' },
  AU: { NSW: 'New South Wales', VIC: 'Victoria', QLD: 'Queensland' },
  DE: {}, FR: {}, AT: {}, BE: {}, NL: {}, SE: {}, NO: {}, DK: {}, FI: {}, PL: {}, PT: {}, SG: {},
};

const STATE_HIDDEN = ['AT', 'BE', 'DK', 'FI', 'FR', 'NL', 'NO', 'PL', 'PT', 'SE', 'SG', 'DE'];

export const LOCALE: Record<string, Partial<Record<AddressKey, FieldOverride>>> = {
  GB: { postcode: { label: 'Postcode' }, state: { label: 'County', required: false } },
  US: { postcode: { label: 'ZIP Code' }, state: { label: 'State' } },
  IE: { postcode: { label: 'Eircode', required: true }, state: { label: 'County' } },
  IN: { postcode: { label: 'PIN Code' }, state: { label: 'State' } },
  DE: { postcode: { priority: 65 }, state: { required: false, hidden: true } },
  FR: { postcode: { priority: 65 }, state: { required: false, hidden: true } },
  HU: { last_name: { priority: 10 }, first_name: { priority: 20 }, postcode: { priority: 65 }, state: { label: 'County', required: false } },
  JP: { last_name: { priority: 10 }, first_name: { priority: 20 }, postcode: { priority: 65 }, state: { label: 'Prefecture', priority: 66 }, city: { priority: 67 }, address_1: { priority: 68 }, address_2: { priority: 69 } },
  AE: { postcode: { required: false, hidden: true }, state: { required: false } },
  NG: { postcode: { required: false, hidden: true }, state: { label: 'State' } },
  SG: { state: { required: false, hidden: true }, city: { required: false } },
  ...Object.fromEntries(STATE_HIDDEN.filter((c) => !['DE', 'FR', 'SG'].includes(c)).map((c) => [c, { postcode: { priority: 65 }, state: { required: false, hidden: true } }])),
};

/** The field definitions for one country with its overrides applied. */
export function fieldsFor(country: string): Record<AddressKey, FieldDef> {
  const overrides = LOCALE[country] ?? {};
  return Object.fromEntries(
    (Object.keys(DEFAULT_ADDRESS_FIELDS) as AddressKey[]).map((key) => [key, { ...DEFAULT_ADDRESS_FIELDS[key], ...overrides[key] }]),
  ) as Record<AddressKey, FieldDef>;
}

const POSTCODE_PATTERNS: Record<string, RegExp> = {
  GB: /^([A-Z]{1,2}[0-9][A-Z0-9]? ?[0-9][A-Z]{2}|GIR ?0AA)$/i,
  US: /^\d{5}(-\d{4})?$/,
  IE: /^[ACDEFHKNPRTVWXY]\d{2}\s?[0-9ACDEFHKNPRTVWXY]{4}$/i,
  DE: /^\d{5}$/,
  FR: /^\d{5}$/,
  IN: /^\d{6}$/,
  HU: /^\d{4}$/,
  JP: /^\d{3}-?\d{4}$/,
};

/** WC_Validation::is_postcode() for the countries it checks; others pass. */
export function isValidPostcode(postcode: string, country: string): boolean {
  const pattern = POSTCODE_PATTERNS[country];
  return pattern ? pattern.test(postcode.trim()) : true;
}

/** WC_Validation::is_phone(): nothing left after removing allowed characters. */
export function isValidPhone(phone: string): boolean {
  return phone.replace(/[\s#0-9_\-+/().]/g, '').length === 0;
}

export function isValidEmail(email: string): boolean {
  return /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/u.test(email.trim());
}
