// @vitest-environment-options {"settings":{"disableIframePageLoading":true}}
/** The custom amount is refused before the pop-up opens when it is not strictly a number, too small or too large (issue 11). */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setUpBuyButton } from './buy-button.ts';
import type { ButtonSettings } from './settings.ts';

const settings: ButtonSettings = {
  uniq_id: 'a1',
  product_id: '15',
  iframe_url: '/shop/asp-payment-box/?product_id=15',
  preload: false,
  prefetch: false,
  show_custom_amount_input: true,
  thankyou_page_url: '',
  currency: 'GBP',
  zeroCents: ['JPY'],
  attachToElement: '',
  minAmountCheck: false,
  minAmounts: {},
  min_amount: 1800,
  amountOpts: { applySepOpts: true, decimalSep: '.', thousandSep: ',' },
};

let teardown: (() => void) | null = null;
beforeEach(() => {
  document.documentElement.lang = 'en-GB';
  document.body.innerHTML = `
    <form id="asp_ng_form_a1" method="post" action="/shop/checkout-result/">
      <label for="stripeAmount_a1">Your amount (£, at least £18.00)</label>
      <input type="text" id="stripeAmount_a1" name="stripeAmount">
      <span id="error_explanation_a1"></span>
      <button id="asp_ng_button_a1" type="submit" disabled>Pay what you want</button>
    </form>`;
  teardown = setUpBuyButton(settings, null);
});
afterEach(() => {
  teardown?.();
  teardown = null;
});

const input = (): HTMLInputElement => document.getElementById('stripeAmount_a1') as HTMLInputElement;
const error = (): string => document.getElementById('error_explanation_a1')?.textContent ?? '';
const dialog = (): HTMLElement | null => document.querySelector('[role="dialog"]');

function submit(amount: string): void {
  input().value = amount;
  (document.getElementById('asp_ng_button_a1') as HTMLButtonElement).click();
}

describe('buy-now custom amount', () => {
  it.each(['1e21', '12abc', '1.234,56', '-20', '0', '20.001'])("refuses '%s' with 'Enter valid amount' and opens nothing", (amount) => {
    submit(amount);
    expect(error()).toBe('Enter valid amount');
    expect(input().getAttribute('aria-invalid')).toBe('true');
    expect(input().value).toBe(amount);
    expect(dialog()).toBeNull();
  });

  it('refuses an amount under the product minimum before opening', () => {
    submit('5');
    expect(error()).toBe('Minimum amount is £18.00');
    expect(dialog()).toBeNull();
  });

  it("refuses more than the provider's maximum before opening", () => {
    submit('99999999');
    expect(error()).toBe('Maximum amount is £999,999.99');
    expect(dialog()).toBeNull();
  });

  it('opens for an amount in range, rewritten with two decimals', async () => {
    submit('£1,250.5');
    expect(error()).toBe('');
    expect(input().value).toBe('1250.50');
    await vi.waitFor(() => expect(dialog()?.hidden).toBe(false));
  });
});
