import { describe, expect, it } from 'vitest';
import { CART_MARKUP, CHECKOUT_MARKUP, markupFor, missingMarkup, ORDER_PAY_MARKUP } from './markup-list.ts';
import { fieldRowId } from './markup.ts';
import * as selectors from './selectors.ts';

describe('markup contract', () => {
  it('spells every selector as valid CSS, once per page', () => {
    for (const list of [CHECKOUT_MARKUP, ORDER_PAY_MARKUP, CART_MARKUP]) {
      for (const { selector } of list) expect(() => document.querySelector(selector), selector).not.toThrow();
      expect(new Set(list.map((entry) => entry.selector)).size).toBe(list.length);
    }
    for (const selector of Object.values(selectors).filter((value) => typeof value === 'string')) expect(() => document.querySelector(selector), selector).not.toThrow();
  });

  it('lists every billing and shipping field row and control', () => {
    const selectors = CHECKOUT_MARKUP.map((entry) => entry.selector);
    expect(selectors).toContain('p#billing_email_field.form-row');
    expect(selectors).toContain('#shipping_phone_field [name="shipping_phone"]#shipping_phone');
    expect(fieldRowId('calc_shipping', 'postcode')).toBe('calc_shipping_postcode_field');
  });

  it('picks the items a shop state calls for', () => {
    const guest = markupFor(CHECKOUT_MARKUP, new Set(['guest-signup']));
    expect(guest.some((entry) => entry.selector.includes('#createaccount'))).toBe(true);
    expect(guest.some((entry) => entry.when === 'login-reminder')).toBe(false);
  });

  it('reports what a page lacks', () => {
    document.body.innerHTML = `<div class="woocommerce-notices-wrapper"></div>
      <p class="form-row" id="billing_city_field"><input name="billing_city" id="billing_city"></p>`;
    const items = markupFor(CHECKOUT_MARKUP, new Set()).filter((entry) => /billing_city|notices-wrapper|place_order/.test(entry.selector));
    expect(missingMarkup(document, items).map((entry) => entry.selector)).toEqual(['button#place_order[name="woocommerce_checkout_place_order"][data-value]']);
  });
});
