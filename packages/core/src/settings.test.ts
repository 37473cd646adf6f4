import { describe, expect, it, vi } from 'vitest';
import {
  flag,
  loadGlobalSettings,
  listOf,
  numeric,
  oneOf,
  optional,
  readDataAttributes,
  readGlobalSettings,
  readOptionalGlobalSettings,
  recordOf,
  SettingsError,
  shape,
  text,
} from './settings.ts';

const checkoutSettings = shape({
  wc_ajax_url: text,
  update_order_review_nonce: text,
  is_checkout: flag,
  debug_mode: optional(flag, false),
});

describe('readGlobalSettings', () => {
  it('reads a wp_localize_script global whose scalars are all strings', () => {
    const scope = {
      wc_checkout_params: {
        wc_ajax_url: '/shop/?wc-ajax=%%endpoint%%',
        update_order_review_nonce: 'a1b2c3',
        is_checkout: '1',
      },
    };
    expect(readGlobalSettings('wc_checkout_params', checkoutSettings, scope)).toEqual({
      wc_ajax_url: '/shop/?wc-ajax=%%endpoint%%',
      update_order_review_nonce: 'a1b2c3',
      is_checkout: true,
      debug_mode: false,
    });
  });

  it('names the global and key of a malformed value', () => {
    const scope = { wc_checkout_params: { wc_ajax_url: '/x', update_order_review_nonce: 'n', is_checkout: 'maybe' } };
    expect(() => readGlobalSettings('wc_checkout_params', checkoutSettings, scope)).toThrow(
      'Invalid setting wc_checkout_params.is_checkout: expected a yes/no flag, got "maybe"',
    );
  });

  it('fails when a required global is missing, and gives null for an optional one', () => {
    expect(() => readGlobalSettings('wc_checkout_params', checkoutSettings, {})).toThrow(SettingsError);
    expect(readOptionalGlobalSettings('wc_checkout_params', checkoutSettings, {})).toBeNull();
  });

  it('reads the global from window by default', () => {
    Object.assign(window, { demo_settings: { name: 'Shop' } });
    expect(readGlobalSettings('demo_settings', shape({ name: text }))).toEqual({ name: 'Shop' });
    Reflect.deleteProperty(window, 'demo_settings');
  });
});

describe('scalar and collection readers', () => {
  it('accepts the flag spellings WordPress prints', () => {
    expect(['1', 'true', 'yes', 'on', true, 1].map((value) => flag(value, 'x'))).toEqual([true, true, true, true, true, true]);
    expect(['', '0', 'false', 'no', false, 0].map((value) => flag(value, 'x'))).toEqual([false, false, false, false, false, false]);
  });

  it('reads numbers given as numbers or numeric strings and rejects words', () => {
    expect(numeric('300', 'timeout')).toBe(300);
    expect(numeric(0.5, 'min')).toBe(0.5);
    expect(() => numeric('', 'timeout')).toThrow('expected a number, got ""');
    expect(() => numeric('fast', 'timeout')).toThrow(SettingsError);
  });

  it('limits a value to its choices', () => {
    const layout = oneOf(['accordion', 'tabs']);
    expect(layout('tabs', 'layout')).toBe('tabs');
    expect(() => layout('grid', 'layout')).toThrow('expected one of accordion, tabs');
  });

  it('reads lists printed as PHP keyed arrays and empty maps printed as []', () => {
    expect(listOf(text)({ 0: 'GB', 1: 'IE' }, 'countries')).toEqual(['GB', 'IE']);
    expect(recordOf(text)([], 'states')).toEqual({});
    expect(recordOf(listOf(text))({ card: ['GB'] }, 'methods')).toEqual({ card: ['GB'] });
    expect(() => listOf(text)(['GB', 7, null], 'countries')).toThrow('countries[2]');
  });
});

describe('readDataAttributes', () => {
  it('reads data-* attributes of a search box, with defaults for missing ones', () => {
    document.body.innerHTML = '<div class="aws-container" data-min-chars="3" data-show-loader="true"></div>';
    const box = document.querySelector('.aws-container');
    if (!box) throw new Error('markup missing');
    const settings = readDataAttributes(box, {
      'min-chars': optional(numeric, 1),
      'show-loader': optional(flag, false),
      'show-clear': optional(flag, false),
    });
    expect(settings).toEqual({ 'min-chars': 3, 'show-loader': true, 'show-clear': false });
  });

  it('reports the element when an attribute is malformed', () => {
    document.body.innerHTML = '<form id="aws-1" data-timeout="soon"></form>';
    const form = document.getElementById('aws-1');
    if (!form) throw new Error('markup missing');
    expect(() => readDataAttributes(form, { timeout: numeric })).toThrow('Invalid setting <form#aws-1>.timeout');
  });
});

describe('loadGlobalSettings', () => {
  const reader = shape({ ajax_url: text, debug_mode: flag });

  it('returns the typed settings when they are valid', () => {
    const scope = { wc_checkout_params: { ajax_url: '/shop/wp-admin/admin-ajax.php', debug_mode: '' } };
    expect(loadGlobalSettings('wc_checkout_params', reader, scope)).toEqual({ ajax_url: '/shop/wp-admin/admin-ajax.php', debug_mode: false });
  });

  it('reports a missing key with a console error naming it, and returns null instead of throwing', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(loadGlobalSettings('wc_checkout_params', reader, { wc_checkout_params: { debug_mode: '1' } })).toBeNull();
    expect(error).toHaveBeenCalledTimes(1);
    expect(String(error.mock.calls[0]?.[0])).toContain('wc_checkout_params.ajax_url');
  });

  it('reports an absent global by name', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(loadGlobalSettings('wc_checkout_params', reader, {})).toBeNull();
    expect(String(error.mock.calls[0]?.[0])).toContain('wc_checkout_params');
  });
});
