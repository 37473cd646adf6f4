// @vitest-environment-options {"settings":{"navigation":{"disableChildFrameNavigation":true}}}
// (The pop-up's frame navigates without fetching its page, which is not under test here; happy-dom logs nothing for it.)
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setUpBuyButton } from './buy-button.ts';
import { buttonSettings } from './fixtures/button-settings.ts';
import type { ButtonSettings, CommonSettings } from './settings.ts';
import { printPopupTemplate } from './fixtures/popup-template.ts';

const settings = buttonSettings({ show_custom_amount_input: true });
const common: CommonSettings = { iframeUrl: '/shop/asp-payment-box/', ppSlug: 'asp-payment-box', prefetch: false, ckey: 'ck9' };

const MARKUP = `
  <form id="asp_ng_form_u1" class="asp-stripe-form" method="post" action="/shop/">
    <input type="hidden" name="asp_product_id" value="15">
    <label for="stripeAmount_u1">Amount</label>
    <input type="text" id="stripeAmount_u1" name="stripeAmount">
    <span id="error_explanation_u1"></span>
    <div class="asp-child-hidden-fields"></div>
    <button id="asp_ng_button_u1" type="submit" disabled>Buy Now</button>
  </form>`;


let consoleErrors: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  // Nothing is silenced: the widget must log no error.
  consoleErrors = vi.spyOn(console, 'error');
  document.head.innerHTML = '';
  document.body.innerHTML = MARKUP;
  printPopupTemplate();
});

afterEach(() => {
  expect(consoleErrors).not.toHaveBeenCalled();
  document.body.innerHTML = '';
});

const amountInput = (): HTMLInputElement => document.getElementById('stripeAmount_u1') as HTMLInputElement;
const button = (): HTMLButtonElement => document.getElementById('asp_ng_button_u1') as HTMLButtonElement;
const dialog = (): HTMLElement | null => document.querySelector('[role="dialog"]');
/** Sets the button up and waits until it is enabled (with an amount field: once the field's own file has come). */
async function setUp(chosen: ButtonSettings = settings): Promise<void> {
  setUpBuyButton(chosen, common);
  await vi.waitFor(() => expect(button().disabled).toBe(false));
}

describe('buy-now button', () => {
  it('enables the button once its amount field is wired, and links the error area to the amount field', async () => {
    setUpBuyButton(settings, common);
    // The amount field's code is a file of its own, fetched for buttons that show the field: until it is in, the
    // button stays as the plugin printed it, disabled, so no click skips the amount check.
    expect(button().disabled).toBe(true);
    await vi.waitFor(() => expect(button().disabled).toBe(false));
    expect(amountInput().getAttribute('aria-describedby')).toBe('error_explanation_u1');
  });

  it("shows 'Enter valid amount' and does not open for text that is not a number", async () => {
    await setUp();
    amountInput().value = 'abc';
    button().click();
    expect(document.getElementById('error_explanation_u1')?.textContent).toBe('Enter valid amount');
    expect(amountInput().getAttribute('aria-invalid')).toBe('true');
    expect(dialog()).toBeNull();
  });

  it('rewrites a valid amount with two decimals, clears the error and opens the pop-up', async () => {
    await setUp();
    amountInput().value = 'abc';
    button().click();
    amountInput().value = '$1,234.5';
    button().click();
    expect(amountInput().value).toBe('1234.50');
    expect(document.getElementById('error_explanation_u1')?.textContent).toBe('');
    expect(amountInput().getAttribute('aria-invalid')).toBe('false');
    await vi.waitFor(() => expect(dialog()?.hidden).toBe(false));
    expect(dialog()?.querySelector('iframe')?.src).toBe(`${location.origin}/shop/asp-payment-box/?product_id=15`);
  });

  it('clicks the purchase button when Enter is pressed in the amount field', async () => {
    await setUp();
    const clicks = vi.fn();
    button().addEventListener('click', clicks);
    amountInput().value = '5';
    const enter = new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true });
    amountInput().dispatchEvent(enter);
    expect(enter.defaultPrevented).toBe(true);
    expect(clicks).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(dialog()?.hidden).toBe(false));
  });

  it('creates an error area when the markup has none', async () => {
    document.getElementById('error_explanation_u1')?.remove();
    await setUp();
    amountInput().value = 'x';
    button().click();
    const area = document.getElementById(amountInput().getAttribute('aria-describedby') ?? '');
    expect(area?.textContent).toBe('Enter valid amount');
    expect(area?.getAttribute('role')).toBe('alert');
  });

  it('opens without an amount check when the custom amount input is off', async () => {
    setUpBuyButton({ ...settings, show_custom_amount_input: false }, common);
    expect(button().disabled).toBe(false);
    amountInput().value = 'abc';
    button().click();
    await vi.waitFor(() => expect(dialog()?.hidden).toBe(false));
  });

  it('creates the pop-up at page load with preload', async () => {
    setUpBuyButton({ ...settings, preload: true }, common);
    await vi.waitFor(() => expect(dialog()?.hidden).toBe(true));
  });

  it('prefetches the payment box as a document with the cache key', async () => {
    setUpBuyButton({ ...settings, prefetch: true }, common);
    const link = document.head.querySelector<HTMLLinkElement>('link[rel="prefetch"]');
    expect(link?.getAttribute('as')).toBe('document');
    expect(link?.href).toBe(`${location.origin}/shop/asp-payment-box/?product_id=15&ckey=ck9`);
    expect(dialog()).toBeNull();
  });

  it('opens from the element named by attachToElement', async () => {
    document.body.insertAdjacentHTML('beforeend', '<a href="#" id="other">Pay</a>');
    setUpBuyButton({ ...settings, show_custom_amount_input: false, attachToElement: '#other' }, common);
    (document.getElementById('other') as HTMLAnchorElement).click();
    await vi.waitFor(() => expect(dialog()?.hidden).toBe(false));
  });
});
