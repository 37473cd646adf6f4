// @vitest-environment-options {"settings":{"navigation":{"disableChildFrameNavigation":true}}}
// (The pop-up's frame navigates without fetching its page, which is not under test here; happy-dom logs nothing for it.)
/**
 * The build for a payment box on the page's own origin (buy-now-same-origin.js: box-origin.ts's flag false, as
 * esbuild.config.ts builds it; the plugin enqueues it for Stripe Payments' box, always on the shop's origin). The
 * other build's tests (frame-bridge.test.ts, buy-button.test.ts…) run with the flag true.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setUpBuyButton } from './buy-button.ts';
import { FRAME_MESSAGES } from './controller/messages.ts';
import { buttonSettings } from './fixtures/button-settings.ts';
import { connectFrameBridge, tellFrameDisplayed } from './frame-bridge.ts';
import { LEGACY_HANDLER } from './legacy-handler.ts';
import { COMMON_GLOBAL, type ButtonSettings } from './settings.ts';
import { printPopupTemplate } from './fixtures/popup-template.ts';

vi.mock('./box-origin.ts', () => ({ BOX_ELSEWHERE: false }));

const PURCHASE_FORM =
  '<form id="asp_ng_form_u1" method="post" action="/shop/"><input type="hidden" name="asp_product_id" value="15"><div class="asp-child-hidden-fields"></div><button id="asp_ng_button_u1" type="submit" disabled>Buy Now</button></form>';
const BOX = '<input id="amount" value=""><form id="payment-form" method="post"><input type="hidden" id="payment-intent" name="payment_intent" value="pi_9"></form>';

const settings = (iframeUrl: string): ButtonSettings => buttonSettings({ iframe_url: iframeUrl, zeroCents: [] });

let consoleErrors: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  // Nothing is silenced: the one error expected is asserted.
  consoleErrors = vi.spyOn(console, 'error');
  document.body.innerHTML = PURCHASE_FORM;
  printPopupTemplate();
});

afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = '';
  for (const name of [COMMON_GLOBAL, LEGACY_HANDLER]) delete (window as unknown as Record<string, unknown>)[name];
});

const button = (): HTMLButtonElement => document.getElementById('asp_ng_button_u1') as HTMLButtonElement;

async function connectedBox(onClose: () => void) {
  const iframe = document.createElement('iframe');
  const loaded = new Promise<void>((resolve) => iframe.addEventListener('load', () => resolve(), { once: true }));
  connectFrameBridge(iframe, document.querySelector('form'), location.origin, onClose, () => undefined);
  iframe.srcdoc = BOX;
  document.body.append(iframe);
  await loaded;
  const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => undefined);
  return { iframe, box: iframe.contentDocument as Document, submit };
}

describe('buy-now built for a same-origin payment box', () => {
  it('refuses a button whose payment box is on another origin: one console error naming it, the button stays as printed, nothing opens', () => {
    setUpBuyButton(settings('https://box.example/asp-payment-box/?product_id=15'), null);
    expect(consoleErrors).toHaveBeenCalledTimes(1);
    expect(String(consoleErrors.mock.calls[0]?.[0])).toMatch(/^\[shop-islands\] buy-now: payment box on another origin refused: https:\/\/box\.example$/);
    expect(button().disabled).toBe(true);
    button().click();
    expect(document.querySelector('dialog')).toBeNull();
  });

  it('refuses a payment box link whose box is on another origin before taking it over: it says nothing of a dialog and still navigates', async () => {
    document.body.innerHTML = '<a id="link" href="https://box.example/asp-payment-box/?product_id=15">Buy the hoodie</a>';
    Object.assign(window, { [COMMON_GLOBAL]: { iframeUrl: 'https://box.example/asp-payment-box/', ppSlug: 'asp-payment-box' } });
    vi.resetModules();
    await import('./index.ts');
    // Refused with one console error (had the triggers' file been fetched, it would have come with it, after the link was taken over).
    await vi.waitFor(() => expect(consoleErrors).toHaveBeenCalledTimes(1));
    expect(String(consoleErrors.mock.calls[0]?.[0])).toBe('[shop-islands] buy-now: payment box on another origin refused: https://box.example');
    const link = document.getElementById('link') as HTMLAnchorElement;
    expect(link.hasAttribute('aria-haspopup')).toBe(false);
    // The click is left to the link (the check below stops the test page's own navigation, after the widget's listeners).
    let prevented: boolean | null = null;
    document.addEventListener('click', (event) => ((prevented = event.defaultPrevented), event.preventDefault()), { once: true });
    link.click();
    expect(prevented).toBe(false);
    expect(document.querySelector('dialog')).toBeNull();
  });

  it("serves a box on the page's own origin: the button opens the pop-up with the box in it", () => {
    setUpBuyButton(settings('/shop/asp-payment-box/?product_id=15'), null);
    expect(button().disabled).toBe(false);
    button().click();
    expect(document.querySelector('dialog')?.open).toBe(true);
    expect(document.querySelector('iframe')?.src).toBe(new URL('/shop/asp-payment-box/?product_id=15', location.href).href);
    document.querySelector('dialog')?.close();
    expect(consoleErrors).not.toHaveBeenCalled();
  });

  it("takes the payment from the box's form submit, once, and neither listens to messages nor posts any", async () => {
    const onClose = vi.fn();
    const { iframe, box, submit } = await connectedBox(onClose);
    const posted = vi.spyOn(iframe.contentWindow as Window, 'postMessage').mockImplementation(() => undefined);

    const data = { type: FRAME_MESSAGES.paymentComplete, paymentIntent: 'pi_7', fields: [['payment_intent', 'pi_7']] };
    window.dispatchEvent(new MessageEvent('message', { data, origin: location.origin, source: iframe.contentWindow }));
    window.dispatchEvent(new MessageEvent('message', { data: { type: FRAME_MESSAGES.closePopup }, origin: location.origin, source: iframe.contentWindow }));
    expect(submit).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();

    tellFrameDisplayed(iframe, location.origin, { amount: '12.50', thankyouPageUrl: '', doSelfSubmit: false }, false);
    expect((box.getElementById('amount') as HTMLInputElement).value).toBe('12.50');
    expect(posted).not.toHaveBeenCalled();

    const event = new Event('submit', { cancelable: true });
    box.getElementById('payment-form')?.dispatchEvent(event);
    box.getElementById('payment-form')?.dispatchEvent(new Event('submit', { cancelable: true }));
    expect(event.defaultPrevented).toBe(true);
    expect(submit).toHaveBeenCalledTimes(1);
    expect(consoleErrors).not.toHaveBeenCalled();
  });
});
