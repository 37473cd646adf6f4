// @vitest-environment jsdom
import jQuery from 'jquery';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { countrySelectParams } from '../../../../examples/demo-shop/pages/settings.ts';
import { readCountrySelectParams } from '../contract/settings.ts';
import { pickerOf } from './picker.ts';
import { createPickers, pickerTexts, type Pickers } from './pickers.ts';

// WooCommerce 10.9.1's wc_country_select_params (the demo prints them), read as the bundle reads them.
const params = readCountrySelectParams(countrySelectParams(), 'wc_country_select_params');

const ROWS = `<form class="checkout">
<p class="form-row validate-required" id="billing_country_field"><label for="billing_country">Country/Region&nbsp;<span class="required" aria-hidden="true">*</span></label><span class="woocommerce-input-wrapper"><select name="billing_country" id="billing_country" class="country_to_state country_select"><option value="">Select a country / region…</option><option value="IE">Ireland</option><option value="IS">Iceland</option><option value="SE" selected>Sweden</option><option value="US">United States (US)</option></select></span></p>
<p class="form-row" id="billing_state_field"><label for="billing_state">State&nbsp;<span class="optional">(optional)</span></label><span class="woocommerce-input-wrapper"><select name="billing_state" id="billing_state" class="state_select" data-placeholder="Select an option…"><option value="">Select an option…</option><option value="AA">Armed Forces (AA)</option><option value="CA">California</option></select></span></p>
</form>`;

let pickers: Pickers;
const select = (id: string): HTMLSelectElement => document.querySelector<HTMLSelectElement>(`#${id}`)!;
const combobox = (id: string): HTMLInputElement => pickerOf(select(id))!;
const key = (input: HTMLInputElement, name: string, init: KeyboardEventInit = {}): boolean =>
  input.dispatchEvent(new KeyboardEvent('keydown', { key: name, bubbles: true, cancelable: true, ...init }));
const type = (input: HTMLInputElement, text: string): void => {
  input.value = text;
  input.dispatchEvent(new Event('input', { bubbles: true }));
};
const options = (input: HTMLInputElement): string[] =>
  [...document.getElementById(input.getAttribute('aria-controls')!)!.querySelectorAll('[role="option"]')].map((option) => option.textContent!);

beforeEach(() => {
  document.body.innerHTML = ROWS;
  pickers = createPickers(params);
  pickers.enhance(document);
});
afterEach(() => {
  delete (window as { jQuery?: unknown }).jQuery;
});

describe("the pickers' texts (SPEC 5.3)", () => {
  it("says 'No matches found' and takes the state's placeholder 'Select an option…' from the settings", () => {
    const texts = pickerTexts(select('billing_state'), params);
    expect(texts).toEqual({ name: 'State', required: false, placeholder: 'Select an option…', noMatches: 'No matches found' });
    select('billing_state').removeAttribute('data-placeholder');
    expect(pickerTexts(select('billing_state'), params).placeholder).toBe(params.i18n_select_state_text);
  });

  it("says 'No matches found' as an alert beside the list when nothing matches, and nothing once something does", () => {
    const input = combobox('billing_country');
    type(input, 'zz');
    const alert = input.parentElement!.querySelector('[role="alert"]')!;
    expect([alert.textContent, (alert as HTMLElement).hidden]).toEqual(['No matches found', false]);
    expect(options(input)).toEqual([]);
    type(input, 'ire');
    expect([alert.textContent, (alert as HTMLElement).hidden]).toEqual(['', true]);
    expect(options(input)).toEqual(['Ireland']);
  });
});

describe('the picker on the page', () => {
  it('stands in for the select: named by the label, required as the row, the select hidden from everyone but the form', () => {
    const input = combobox('billing_country');
    expect(input.getAttribute('role')).toBe('combobox');
    expect(input.getAttribute('aria-label')).toBe('Country/Region');
    expect(input.getAttribute('aria-required')).toBe('true');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(input.value).toBe('Sweden');
    expect(select('billing_country').tabIndex).toBe(-1);
    expect(select('billing_country').getAttribute('aria-hidden')).toBe('true');
    expect(combobox('billing_state').placeholder).toBe('Select an option…');
    expect(combobox('billing_state').hasAttribute('aria-required')).toBe(false);
  });

  it('typing filters the open list; Enter chooses: the select changes and a native change bubbles; focus stays', () => {
    const input = combobox('billing_country');
    const heard: string[] = [];
    document.body.addEventListener('change', (event) => heard.push((event.target as HTMLSelectElement).value));
    input.focus();
    type(input, 'ICE');
    expect(input.getAttribute('aria-expanded')).toBe('true');
    expect(options(input)).toEqual(['Iceland']);
    expect(input.getAttribute('aria-activedescendant')).toBe(document.querySelector('[role="option"]')!.id);
    expect(key(input, 'Enter')).toBe(false);
    expect(select('billing_country').value).toBe('IS');
    expect(heard).toEqual(['IS']);
    expect(input.value).toBe('Iceland');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(input);
  });

  it('opened with Enter, the chosen text is selected, so typing replaces it', () => {
    const input = combobox('billing_country');
    input.focus();
    expect(key(input, 'Enter')).toBe(false);
    expect(input.getAttribute('aria-expanded')).toBe('true');
    expect([input.selectionStart, input.selectionEnd]).toEqual([0, 'Sweden'.length]);
  });

  it('Down opens the whole list at the chosen option; a click on an option chooses it', () => {
    const input = combobox('billing_country');
    key(input, 'ArrowDown');
    expect(options(input)).toEqual(['Ireland', 'Iceland', 'Sweden', 'United States (US)']);
    expect(document.getElementById(input.getAttribute('aria-activedescendant')!)!.textContent).toBe('Sweden');
    const us = [...document.querySelectorAll('[role="option"]')].find((option) => option.textContent === 'United States (US)')!;
    us.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(select('billing_country').value).toBe('US');
    expect(input.value).toBe('United States (US)');
  });

  it('leaving the field brings back the chosen text; Escape shuts the list', () => {
    const input = combobox('billing_country');
    input.focus();
    type(input, 'Ire');
    key(input, 'Escape');
    expect(input.value).toBe('Sweden');
    type(input, 'Ire');
    input.blur();
    expect(input.value).toBe('Sweden');
    expect(select('billing_country').value).toBe('SE');
  });

  it("a change by anyone else shows: native (autofill) and jQuery's .val().trigger('change')", () => {
    select('billing_country').value = 'IE';
    select('billing_country').dispatchEvent(new Event('change', { bubbles: true }));
    expect(combobox('billing_country').value).toBe('Ireland');
    // A page with jQuery: a picker set up there hears jQuery's trigger, which sends no native event.
    (window as { jQuery?: unknown }).jQuery = jQuery;
    document.body.innerHTML = ROWS;
    createPickers(params).enhance(document);
    jQuery('#billing_country').val('US').trigger('change');
    expect(combobox('billing_country').value).toBe('United States (US)');
  });

  it('a click on the label focuses the picker', () => {
    document.querySelector<HTMLLabelElement>('#billing_state_field label')!.click();
    expect(document.activeElement).toBe(combobox('billing_state'));
  });

  it('follows the select when its options are refilled, and goes when it is removed', () => {
    const state = select('billing_state');
    state.innerHTML = '<option value="">Select an option…</option><option value="D">Dublin</option>';
    state.value = 'D';
    pickers.refresh(state);
    expect(combobox('billing_state').value).toBe('Dublin');
    pickers.remove(state);
    expect(pickerOf(state)).toBeNull();
    expect(state.hasAttribute('aria-hidden')).toBe(false);
    expect(document.querySelectorAll('[role="combobox"]')).toHaveLength(1);
  });

  it('once removed, hears no change on the select: its listener goes with it, jQuery\'s or native', () => {
    // With the page's jQuery: the handler it bound is unbound.
    (window as { jQuery?: unknown }).jQuery = jQuery;
    document.body.innerHTML = ROWS;
    const withJQuery = createPickers(params);
    withJQuery.enhance(document);
    const bound = (): number => ((jQuery as unknown as { _data(el: Element, key: string): { change?: unknown[] } | undefined })._data(select('billing_country'), 'events')?.change ?? []).length;
    expect(bound()).toBe(1);
    withJQuery.remove(select('billing_country'));
    expect(bound()).toBe(0);
    // Without jQuery: every listener the picker added to the select is taken off again.
    delete (window as { jQuery?: unknown }).jQuery;
    document.body.innerHTML = ROWS;
    const country = select('billing_country');
    const listening = new Map<string, EventListenerOrEventListenerObject>();
    const add = country.addEventListener.bind(country);
    const drop = country.removeEventListener.bind(country);
    country.addEventListener = (type: string, listener: EventListenerOrEventListenerObject) => {
      listening.set(type, listener);
      add(type, listener);
    };
    country.removeEventListener = (type: string, listener: EventListenerOrEventListenerObject) => {
      if (listening.get(type) === listener) listening.delete(type);
      drop(type, listener);
    };
    const native = createPickers(params);
    native.enhance(document);
    expect([...listening.keys()]).toEqual(['change']);
    native.remove(country);
    expect([...listening.keys()]).toEqual([]);
  });

  it('moving the highlight keeps the open list\'s options; a new filter or new options rebuild them', () => {
    const input = combobox('billing_country');
    input.focus();
    key(input, 'ArrowDown');
    const first = document.querySelector('[role="option"]');
    key(input, 'ArrowDown');
    key(input, 'End');
    expect(document.querySelector('[role="option"]')).toBe(first);
    expect(document.querySelector('[aria-selected="true"]')!.textContent).toBe('United States (US)');
    type(input, 'ice');
    expect(options(input)).toEqual(['Iceland']);
    key(input, 'Escape');
    const country = select('billing_country');
    country.innerHTML = '<option value="">Select a country / region…</option><option value="IE">Ireland</option><option value="SE" selected>Sweden</option>';
    country.dispatchEvent(new Event('change', { bubbles: true }));
    key(input, 'ArrowDown');
    expect(options(input)).toEqual(['Ireland', 'Sweden']);
  });

  it('enhancing again keeps the picker (and its focus) and brings its name and required state up to date', () => {
    const input = combobox('billing_state');
    input.focus();
    document.querySelector('#billing_state_field')!.classList.add('validate-required');
    document.querySelector('#billing_state_field label')!.firstChild!.textContent = 'County ';
    pickers.enhance(document);
    expect(combobox('billing_state')).toBe(input);
    expect(document.activeElement).toBe(input);
    expect(input.getAttribute('aria-label')).toBe('County');
    expect(input.getAttribute('aria-required')).toBe('true');
  });
});
