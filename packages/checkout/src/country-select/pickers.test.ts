import { describe, expect, it } from 'vitest';
import { countrySelectParams } from '../../../../examples/demo-shop/pages/settings.ts';
import { readCountrySelectParams } from '../contract/settings.ts';
import { pickerLanguage } from './pickers.ts';

// WooCommerce 10.9.1's wc_country_select_params (the demo prints them), read as the bundle reads them.
const params = readCountrySelectParams(countrySelectParams(), 'wc_country_select_params');

describe("the pickers' messages (SPEC 5.3), as select2 asks for them", () => {
  const language = pickerLanguage(params);

  it('counts what to type or delete, one or many', () => {
    expect(language.inputTooShort!({ input: '', minimum: 1, maximum: 0 })).toBe('Please enter 1 or more characters');
    expect(language.inputTooShort!({ input: 'a', minimum: 3, maximum: 0 })).toBe('Please enter 2 or more characters');
    expect(language.inputTooLong!({ input: 'abcd', minimum: 0, maximum: 3 })).toBe('Please delete 1 character');
    expect(language.inputTooLong!({ input: 'abcdef', minimum: 0, maximum: 3 })).toBe('Please delete 3 characters');
    expect(language.maximumSelected!({ input: '', minimum: 0, maximum: 1 })).toBe('You can only select 1 item');
    expect(language.maximumSelected!({ input: '', minimum: 0, maximum: 4 })).toBe('You can only select 4 items');
  });

  it('says nothing matched, the list failed to load, and that it is searching or loading more', () => {
    const none = { input: '', minimum: 0, maximum: 0 };
    expect([language.noResults!(none), language.errorLoading!(none), language.searching!(none), language.loadingMore!(none)]).toEqual([
      'No matches found',
      'Loading failed',
      'Searching…',
      'Loading more results…',
    ]);
  });

  it("takes the state picker's placeholder from the settings", () => {
    expect(params.i18n_select_state_text).toBe('Select an option…');
  });
});
