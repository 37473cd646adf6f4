/**
 * The Payment Element's look on this page: the appearance the gateway printed (saved), or the theme's,
 * derived by code fetched only then and sent once to the shop with save_appearance where the shop keeps it
 * (SPEC 4.11: checkout and block checkout only, saved as the block's look there; the nonce is printed by gateways
 * that do); the page's web fonts either way.
 */
import type { Appearance } from '@stripe/stripe-js';
import { fontsFrom, stylesheetsOf } from '../appearance/fonts.ts';
import type { IntentsApi } from '../intents/api.ts';
import type { UpeSettings } from '../settings/upe-params.ts';

export interface Look {
  readonly appearance: Appearance;
  readonly fonts: { cssSrc: string }[];
}

/** `blockCheckout`: the page is WooCommerce's Checkout block (`settings.appearance` is then the block's saved look). */
export function lookFor(doc: Document, settings: UpeSettings, api: () => Promise<Pick<IntentsApi, 'saveAppearance'>>, blockCheckout = false): () => Promise<Look> {
  let look: Promise<Look> | null = null;
  const derive = async (): Promise<Appearance> => {
    if (settings.appearance) return settings.appearance as Appearance;
    const { themeAppearance } = await import('../appearance/theme-appearance.ts');
    const appearance = themeAppearance(doc, settings.isOCEnabled);
    if (settings.isCheckout && settings.nonces.saveAppearance) {
      api()
        .then((client) => client.saveAppearance(appearance, blockCheckout, settings.themeName))
        .catch((error: unknown) => console.warn('[shop-islands] payments: the appearance was not saved', error));
    }
    return appearance;
  };
  return () =>
    (look ??= derive().then(
      (appearance) => ({ appearance, fonts: fontsFrom(stylesheetsOf(doc), settings.permittedFontDomains) }),
      (error: unknown) => {
        // Without the theme's look the form still works, in the provider's own.
        console.warn('[shop-islands] payments: the theme appearance could not be derived', error);
        return { appearance: {}, fonts: [] };
      },
    ));
}
