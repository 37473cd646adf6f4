// @vitest-environment-options {"settings":{"navigation":{"disableChildFrameNavigation":true}}}
/**
 * Contract with Stripe Payments 2.0.98: what its `[asp_product]` shortcode really prints (markup, the
 * inline script that hands the settings over, the settings object and `wpASPNG`), recorded on the real
 * store by the real-store suite (tests/real-store/journeys/contracts.test.ts) into `fixtures/`.
 */
import jQuery from 'jquery';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import recorded from './fixtures/asp-product.json';
import { setUpBuyButton } from './buy-button.ts';
import { currencyDecimals } from './controller/amount.ts';
import { answerLegacyHandler, LEGACY_HANDLER } from './legacy-handler.ts';
import { readButton, readCommonSettings } from './settings.ts';
import { printPopupTemplate } from './fixtures/popup-template.ts';

const uniq = String(recorded.data.uniq_id);
const productId = String(recorded.data.product_id);
const paymentBox = `http://store.test/asp-payment-box/?product_id=${productId}`;
const button = (): HTMLButtonElement => document.getElementById(`asp_ng_button_${uniq}`) as HTMLButtonElement;
const dialog = (): HTMLElement | null => document.querySelector('[role="dialog"]');
const globals = window as unknown as Record<string, unknown>;

/** Runs the shortcode's inline script as the page does, with its settings object defined. */
function runInlineScript(): void {
  globals[`asp_data_${uniq}`] = recorded.data;
  new Function(recorded.script)();
}

beforeEach(() => {
  // The plugin prints the pop-up's template with the shortcode's output (class-shop-islands-buy-now.php).
  document.body.innerHTML = recorded.markup;
  printPopupTemplate();
});
afterEach(() => {
  for (const name of [LEGACY_HANDLER, 'wpaspInitOnDocReady', 'jQuery', `asp_data_${uniq}`]) delete globals[name];
});

describe("Stripe Payments' recorded [asp_product] output", () => {
  it('reads its settings object and wpASPNG', () => {
    const button = readButton(recorded.data, 'asp_data');
    expect(button).toEqual({
      uniq_id: uniq,
      product_id: productId,
      iframe_url: paymentBox,
      preload: false,
      prefetch: false,
      show_custom_amount_input: false,
      thankyou_page_url: '',
      attachToElement: '',
      currency: 'GBP',
      zeroCents: ['JPY', 'MGA', 'VND', 'KRW'],
    });
    // GBP, not among its zeroCents currencies.
    expect(currencyDecimals(button)).toBe(2);
    expect(readCommonSettings({ wpASPNG: recorded.wpASPNG })).toMatchObject({ iframeUrl: 'http://store.test/asp-payment-box/', ppSlug: 'asp-payment-box', prefetch: false });
  });

  it('sets the button up when, with jQuery on the page, the shortcode calls `new stripeHandlerNG(data)` on ready', async () => {
    globals.jQuery = jQuery;
    const setUp = vi.fn((settings) => setUpBuyButton(settings, null));
    answerLegacyHandler(window, setUp);
    expect(() => runInlineScript()).not.toThrow();
    await vi.waitFor(() => expect(setUp).toHaveBeenCalledTimes(1));
    expect(setUp.mock.calls[0]?.[0]).toMatchObject({ uniq_id: uniq, product_id: productId });
    button().click();
    await vi.waitFor(() => expect(dialog()?.hidden).toBe(false));
    expect(dialog()?.querySelector('iframe')?.getAttribute('src')).toBe(paymentBox);
  });

  it('sets the button up from the queue when the page has no jQuery, and only once when both routes are taken', () => {
    runInlineScript();
    const setUp = vi.fn();
    answerLegacyHandler(window, setUp);
    (globals[LEGACY_HANDLER] as (data: unknown) => void)(recorded.data);
    expect(setUp).toHaveBeenCalledTimes(1);
  });

  it('reports settings it cannot read, naming the key, and sets nothing up', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const setUp = vi.fn();
    answerLegacyHandler(window, setUp);
    (globals[LEGACY_HANDLER] as (data: unknown) => void)({ ...recorded.data, iframe_url: undefined });
    expect(setUp).not.toHaveBeenCalled();
    expect(String(error.mock.calls[0]?.[0])).toContain('stripeHandlerNG.iframe_url');
  });
});
