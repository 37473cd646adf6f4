import { beforeEach, describe, expect, it } from 'vitest';
import { addressI18nParams, countrySelectParams } from '../../../../examples/demo-shop/pages/settings.ts';
import { readAddressI18nParams, readCountrySelectParams } from '../contract/settings.ts';
import { createPickers } from '../country-select/pickers.ts';
import { startAddressLocalisation } from './localise-fields.ts';

// The demo's wc_address_i18n_params and wc_country_select_params (WooCommerce 10.9.1's data), read as the bundle reads them.
const addresses = readAddressI18nParams(addressI18nParams(), 'wc_address_i18n_params');
const countries = readCountrySelectParams(countrySelectParams(), 'wc_country_select_params');

const row = (key: string, label: string, control: string, classes: string, priority: number, required = true): string =>
  `<p class="form-row ${classes}${required ? ' validate-required' : ''}" id="billing_${key}_field" data-priority="${priority}"><label for="billing_${key}">${label}&nbsp;${
    required ? '<span class="required" aria-hidden="true">*</span>' : '<span class="optional">(optional)</span>'
  }</label><span class="woocommerce-input-wrapper">${control}</span></p>`;
const input = (key: string, required = true): string => `<input type="text" class="input-text" name="billing_${key}" id="billing_${key}"${required ? ' aria-required="true"' : ''}>`;

/** A GB billing block as WooCommerce prints it. */
const BILLING = `<div class="woocommerce-billing-fields"><div class="woocommerce-billing-fields__field-wrapper">
${row('first_name', 'First name', input('first_name'), 'form-row-first', 10)}
${row('last_name', 'Last name', input('last_name'), 'form-row-last', 20)}
${row('country', 'Country/Region', '<select name="billing_country" id="billing_country" class="country_to_state country_select"><option value="GB" selected>United Kingdom (UK)</option><option value="IE">Ireland</option><option value="SE">Sweden</option><option value="US">United States (US)</option><option value="HU">Hungary</option></select>', 'form-row-wide address-field update_totals_on_change', 40)}
${row('address_1', 'Street address', input('address_1'), 'form-row-wide address-field', 50)}
${row('city', 'Town / City', input('city'), 'form-row-wide address-field', 70)}
${row('state', 'County', '<input type="text" class="input-text" name="billing_state" id="billing_state" autocomplete="address-level1" data-input-classes="">', 'form-row-wide address-field', 80, false)}
${row('postcode', 'Postcode', input('postcode'), 'form-row-wide address-field', 90)}
</div></div>`;

let heard: Array<[string, unknown[]]>;
/** A page of its own per test: listeners bound to an earlier page's body stay there. */
let document: Document;
const country = (): HTMLSelectElement => document.querySelector<HTMLSelectElement>('#billing_country')!;
const label = (key: string): string => (document.querySelector(`#billing_${key}_field label`)?.textContent ?? '').replace(/\u00a0/g, ' ');
const choose = (code: string): void => {
  country().value = code;
  country().dispatchEvent(new Event('change', { bubbles: true }));
};

beforeEach(() => {
  document = window.document.implementation.createHTMLDocument('checkout');
  document.body.innerHTML = BILLING;
  heard = [];
  for (const name of ['country_to_state_changed', 'country_to_state_changing']) {
    document.body.addEventListener(name, (event) => heard.push([name, (event as CustomEvent<unknown[]>).detail]));
  }
  const localisation = startAddressLocalisation(
    document,
    {
      locales: addresses.locale,
      localisedKeys: Object.keys(addresses.locale_fields),
      states: countries.countries,
      optionalText: addresses.i18n_optional_text,
      selectStateText: countries.i18n_select_state_text,
    },
    createPickers(countries),
    () => undefined,
  );
  const part = localisation;
  document.body.addEventListener('change', (event) => part.handle(event, [], document.body));
  heard = [];
});

describe('localised address fields on the page', () => {
  it("makes IE's postcode the required Eircode", () => {
    choose('IE');
    expect(label('postcode')).toBe('Eircode *');
    expect(document.querySelector('#billing_postcode_field')!.classList.contains('validate-required')).toBe(true);
    expect(document.querySelector('#billing_postcode')!.getAttribute('aria-required')).toBe('true');
    expect(document.querySelector('#billing_postcode_field .required')!.getAttribute('aria-hidden')).toBe('true');
  });

  it('hides the state of SE (a hidden input), announcing the change with the country and its block', () => {
    choose('SE');
    const state = document.querySelector<HTMLInputElement>('#billing_state')!;
    expect(state.type).toBe('hidden');
    expect([state.name, state.getAttribute('autocomplete')]).toEqual(['billing_state', 'address-level1']);
    expect(document.querySelector<HTMLElement>('#billing_state_field')!.style.display).toBe('none');
    expect(heard.map(([name, args]) => [name, args[0], args[1]])).toEqual([
      ['country_to_state_changed', 'SE', document.querySelector('.woocommerce-billing-fields')],
      ['country_to_state_changing', 'SE', document.querySelector('.woocommerce-billing-fields')],
    ]);
  });

  it('gives US a required state picked from a list that holds the armed forces (AA), then free text back for GB', () => {
    choose('US');
    const state = document.querySelector<HTMLSelectElement>('#billing_state')!;
    expect(state.tagName).toBe('SELECT');
    expect(state.options[0]!.textContent).toBe('Select an option…');
    expect([...state.options].some((option) => option.value === 'AA' && option.textContent === 'Armed Forces (AA)')).toBe(true);
    expect(label('state')).toBe('State *');
    expect(state.getAttribute('aria-required')).toBe('true');
    expect(label('postcode')).toBe('ZIP Code *');

    choose('GB');
    expect(document.querySelector<HTMLInputElement>('#billing_state')!.type).toBe('text');
    expect(label('state')).toBe('County (optional)');
    expect(document.querySelector('#billing_state')!.hasAttribute('aria-required')).toBe(false);
  });

  it('puts the last name first for HU without moving the country row (a moved row loses the focus it holds)', () => {
    const wrapper = document.querySelector('.woocommerce-billing-fields__field-wrapper')!;
    const watcher = new window.MutationObserver(() => undefined);
    watcher.observe(wrapper, { childList: true });
    choose('HU');
    const moved = watcher.takeRecords().flatMap((record) => [...record.removedNodes]);
    const order = [...document.querySelectorAll('.form-row')].map((element) => element.id.replace(/^billing_|_field$/g, ''));
    expect(order.slice(0, 2)).toEqual(['last_name', 'first_name']);
    expect(order.indexOf('postcode')).toBeLessThan(order.indexOf('city'));
    expect(moved.length).toBeGreaterThan(0);
    expect(moved).not.toContain(document.querySelector('#billing_country_field'));
  });
});
