import { readGlobalSettings, SettingsError } from '@shop-islands/core/settings';
import { describe, expect, it } from 'vitest';
import { readAddressI18nParams, readCartParams, readCheckoutParams, readCountrySelectParams } from './settings.ts';

// As wp_localize_script prints them: scalars as strings, locale/countries as JSON text.
const page = {
  wc_checkout_params: {
    ajax_url: '/wp-admin/admin-ajax.php',
    wc_ajax_url: '/?wc-ajax=%%endpoint%%',
    update_order_review_nonce: 'a1',
    apply_coupon_nonce: 'b2',
    remove_coupon_nonce: 'c3',
    option_guest_checkout: 'yes',
    checkout_url: '/?wc-ajax=checkout',
    is_checkout: '1',
    debug_mode: '',
    i18n_checkout_error: 'There was an error processing your order. Please check for any charges in your payment method and review your <a href="/my-account/orders/">order history</a> before placing the order again.',
    gateways_with_custom_place_order_button: [],
  },
  wc_address_i18n_params: {
    locale: JSON.stringify({
      IE: { postcode: { required: true, label: 'Eircode' }, state: { label: 'County' } },
      SE: { postcode: { priority: 65 }, state: { required: false, hidden: true } },
      default: { postcode: { label: 'Postcode / ZIP', required: true, class: ['form-row-wide', 'address-field'], validate: ['postcode'], autocomplete: 'postal-code', priority: 90 } },
    }).replace(/"/g, '&quot;'),
    locale_fields: JSON.stringify({ postcode: '#billing_postcode_field, #shipping_postcode_field, #calc_shipping_postcode_field' }),
    i18n_required_text: 'required',
    i18n_optional_text: 'optional',
  },
  wc_country_select_params: {
    countries: JSON.stringify({ SE: [], US: { AA: 'Armed Forces (AA)', NY: 'New York' } }),
    i18n_select_state_text: 'Select an option…',
    i18n_no_matches: 'No matches found',
    i18n_ajax_error: 'Loading failed',
    i18n_input_too_short_1: 'Please enter 1 or more characters',
    i18n_input_too_short_n: 'Please enter %qty% or more characters',
    i18n_input_too_long_1: 'Please delete 1 character',
    i18n_input_too_long_n: 'Please delete %qty% characters',
    i18n_selection_too_long_1: 'You can only select 1 item',
    i18n_selection_too_long_n: 'You can only select %qty% items',
    i18n_load_more: 'Loading more results…',
    i18n_searching: 'Searching…',
  },
  wc_cart_params: { ajax_url: '/wp-admin/admin-ajax.php', wc_ajax_url: '/?wc-ajax=%%endpoint%%', update_shipping_method_nonce: 'd4', apply_coupon_nonce: 'b2', remove_coupon_nonce: 'c3' },
};

describe('checkout settings', () => {
  it('reads wc_checkout_params with WordPress string flags', () => {
    const params = readGlobalSettings('wc_checkout_params', readCheckoutParams, page);
    expect(params).toMatchObject({ option_guest_checkout: true, is_checkout: true, checkout_url: '/?wc-ajax=checkout' });
    expect(readCheckoutParams({ ...page.wc_checkout_params, option_guest_checkout: 'no' }, 'wc_checkout_params').option_guest_checkout).toBe(false);
  });

  it('reads is_checkout "0" on order-pay', () => {
    const params = readCheckoutParams({ ...page.wc_checkout_params, is_checkout: '0' }, 'wc_checkout_params');
    expect(params.is_checkout).toBe(false);
  });

  it('names a missing nonce', () => {
    const { update_order_review_nonce: _, ...rest } = page.wc_checkout_params;
    expect(() => readCheckoutParams(rest, 'wc_checkout_params')).toThrow(new SettingsError('wc_checkout_params.update_order_review_nonce', 'text', undefined));
  });

  it('parses the locale JSON text (&quot;-escaped), keeping only the keys the transform uses', () => {
    const params = readGlobalSettings('wc_address_i18n_params', readAddressI18nParams, page);
    expect(params.locale.IE).toEqual({ postcode: { required: true, label: 'Eircode' }, state: { label: 'County' } });
    expect(params.locale.default!.postcode).toEqual({ label: 'Postcode / ZIP', required: true, class: ['form-row-wide', 'address-field'], priority: 90 });
    expect(params.locale_fields.postcode).toContain('#calc_shipping_postcode_field');
  });

  it('fails on a locale that is not JSON', () => {
    expect(() => readAddressI18nParams({ ...page.wc_address_i18n_params, locale: '{oops' }, 'wc_address_i18n_params')).toThrow(SettingsError);
  });

  it('reads an empty PHP state list ([]) as no states', () => {
    const params = readGlobalSettings('wc_country_select_params', readCountrySelectParams, page);
    expect(params.countries).toEqual({ SE: {}, US: { AA: 'Armed Forces (AA)', NY: 'New York' } });
    expect(params.i18n_input_too_short_n).toBe('Please enter %qty% or more characters');
  });

  it('reads wc_cart_params', () => {
    expect(readGlobalSettings('wc_cart_params', readCartParams, page).update_shipping_method_nonce).toBe('d4');
  });
});
