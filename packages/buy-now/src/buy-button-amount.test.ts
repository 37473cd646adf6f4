// @vitest-environment-options {"settings":{"navigation":{"disableChildFrameNavigation":true}}}
/**
 * The custom amount is refused before the pop-up opens when it is not strictly a number (issue 11); what the shop
 * refuses (too small, too large) the payment box shows, with the shop's message (tests/e2e/buy-now.test.ts).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setUpBuyButton } from './buy-button.ts';
import { buttonSettings } from './fixtures/button-settings.ts';
import { printPopupTemplate } from './fixtures/popup-template.ts';

const settings = buttonSettings({ uniq_id: 'a1', show_custom_amount_input: true });

beforeEach(async () => {
  document.documentElement.lang = 'en-GB';
  document.body.innerHTML = `
    <form id="asp_ng_form_a1" method="post" action="/shop/checkout-result/">
      <label for="stripeAmount_a1">Your amount (£, at least £18.00)</label>
      <input type="text" id="stripeAmount_a1" name="stripeAmount">
      <span id="error_explanation_a1"></span>
      <button id="asp_ng_button_a1" type="submit" disabled>Pay what you want</button>
    </form>`;
  printPopupTemplate();
  setUpBuyButton(settings, null);
  // Enabled once the amount field's own file has come.
  await vi.waitFor(() => expect((document.getElementById('asp_ng_button_a1') as HTMLButtonElement).disabled).toBe(false));
});
afterEach(() => {
  document.body.innerHTML = '';
});

const input = (): HTMLInputElement => document.getElementById('stripeAmount_a1') as HTMLInputElement;
const error = (): string => document.getElementById('error_explanation_a1')?.textContent ?? '';
const dialog = (): HTMLElement | null => document.querySelector('[role="dialog"]');

function submit(amount: string): void {
  input().value = amount;
  (document.getElementById('asp_ng_button_a1') as HTMLButtonElement).click();
}

describe('buy-now custom amount', () => {
  it.each(['99999999999', '1000000.00', '999,999,999'])("refuses '%s', above the provider's maximum, before the pop-up opens", (amount) => {
    submit(amount);
    expect(error()).toBe('The amount is above the maximum that can be paid.');
    expect(input().getAttribute('aria-describedby')).toBe('error_explanation_a1');
    expect(input().getAttribute('aria-invalid')).toBe('true');
    expect(dialog()).toBeNull();
  });

  it("takes the provider's maximum itself, £999,999.99", () => {
    submit('999999.99');
    expect(error()).toBe('');
    expect(dialog()).not.toBeNull();
  });

  it.each(['1e21', '12abc', '1.234,56', '-20', '0', '20.001', 'Infinity', '0x10', '1..5', ''])("refuses '%s' with 'Enter valid amount' and opens nothing", (amount) => {
    submit(amount);
    expect(error()).toBe('Enter valid amount');
    expect(input().getAttribute('aria-invalid')).toBe('true');
    expect(input().value).toBe(amount);
    expect(dialog()).toBeNull();
  });

  it('opens for an amount, rewritten with two decimals (currency signs, commas and spaces removed, SPEC 5.1)', async () => {
    submit('£1,250.5');
    expect(error()).toBe('');
    expect(input().value).toBe('1250.50');
    await vi.waitFor(() => expect(dialog()?.hidden).toBe(false));
  });

  it('takes whole amounts only in a currency without cents', async () => {
    document.body.innerHTML = document.body.innerHTML.replaceAll('a1', 'y1');
    // As the plugin prints it (the copy above was taken from a button already set up).
    (document.getElementById('asp_ng_button_y1') as HTMLButtonElement).disabled = true;
    setUpBuyButton({ ...settings, uniq_id: 'y1', currency: 'JPY' }, null);
    await vi.waitFor(() => expect((document.getElementById('asp_ng_button_y1') as HTMLButtonElement).disabled).toBe(false));
    const yen = document.getElementById('stripeAmount_y1') as HTMLInputElement;
    yen.value = '1500.5';
    (document.getElementById('asp_ng_button_y1') as HTMLButtonElement).click();
    expect(document.getElementById('error_explanation_y1')?.textContent).toBe('Enter valid amount');
    yen.value = '¥1,500';
    (document.getElementById('asp_ng_button_y1') as HTMLButtonElement).click();
    expect(yen.value).toBe('1500');
  });
});
