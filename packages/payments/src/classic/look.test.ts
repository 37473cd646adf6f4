/**
 * The form's look on a classic page (SPEC 4.11, 9.6): the appearance the gateway printed, or the theme's derived
 * and sent to the shop with save_appearance once (checkout only, where the gateway prints its nonce), however
 * many forms ask for it.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { UpeSettings } from '../settings/upe-params.ts';
import { readStripeData } from '../blocks/start.ts';
import { lookFor } from './look.ts';

const SETTINGS = {
  appearance: null,
  isCheckout: true,
  isOCEnabled: false,
  themeName: 'storefront',
  permittedFontDomains: [],
  nonces: { saveAppearance: 'abc123' },
} as unknown as UpeSettings;

afterEach(() => {
  document.body.removeAttribute('style');
});

function client() {
  const saveAppearance = vi.fn(async (_appearance: unknown, _isBlockCheckout: boolean, _themeName: string) => undefined);
  const api = vi.fn(async () => ({ saveAppearance }));
  return { api, saveAppearance };
}

describe("the Payment Element's look on a classic page", () => {
  it("derives the theme's look when none is printed, and sends it with save_appearance once, however many forms ask", async () => {
    document.body.style.backgroundColor = 'rgb(20, 20, 20)';
    const { api, saveAppearance } = client();
    const look = lookFor(document, SETTINGS, api);
    const [first, second] = await Promise.all([look(), look()]);
    expect(first).toBe(second);
    expect(await look()).toBe(first);
    await vi.waitFor(() => expect(saveAppearance).toHaveBeenCalled());
    expect(api).toHaveBeenCalledTimes(1);
    expect(saveAppearance).toHaveBeenCalledTimes(1);
    expect(saveAppearance).toHaveBeenCalledWith(first.appearance, false, 'storefront');
    // The dark theme seen (SPEC 9.6): the derived appearance, not a placeholder, is what was sent.
    expect(first.appearance).toMatchObject({ theme: 'night' });
  });

  it('uses the printed appearance as it is, and sends nothing', async () => {
    const printed = { theme: 'flat', variables: { colorPrimary: '#96588a' } };
    const { api, saveAppearance } = client();
    const { appearance } = await lookFor(document, { ...SETTINGS, appearance: printed }, api)();
    expect(appearance).toBe(printed);
    expect(api).not.toHaveBeenCalled();
    expect(saveAppearance).not.toHaveBeenCalled();
  });

  it('sends nothing away from the checkout (order-pay, the account), nor where the gateway printed no nonce', async () => {
    for (const settings of [{ ...SETTINGS, isCheckout: false }, { ...SETTINGS, nonces: { saveAppearance: '' } }] as UpeSettings[]) {
      const { api, saveAppearance } = client();
      const { appearance } = await lookFor(document, settings, api)();
      expect(appearance).toHaveProperty('theme');
      expect(api).not.toHaveBeenCalled();
      expect(saveAppearance).not.toHaveBeenCalled();
    }
  });

  it("on the Checkout block, saves the derived look as the block's (is_block_checkout), a saved classic look aside", async () => {
    document.body.style.backgroundColor = 'rgb(250, 250, 250)';
    const { api, saveAppearance } = client();
    const win = { wc: { wcSettings: { getSetting: () => ({ key: 'pk_test_1', ajax_url: '/?wc-ajax=%%endpoint%%', wp_ajax_url: '/wp-admin/admin-ajax.php', paymentMethodsConfig: {}, isCheckout: true, saveAppearanceNonce: 'abc123', theme_name: 'storefront', appearance: { theme: 'flat', variables: { colorPrimary: '#000000' } }, blocksAppearance: '' }) } } };
    const settings = readStripeData(win)!;
    expect(settings.appearance).toBeNull();
    const { appearance } = await lookFor(document, settings, api, true)();
    expect(appearance).toHaveProperty('theme', 'stripe');
    await vi.waitFor(() => expect(saveAppearance).toHaveBeenCalledWith(appearance, true, 'storefront'));
  });
});
