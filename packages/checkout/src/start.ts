/**
 * Start-up: what the page is. The classic checkout starts here; the order-pay and cart pages' own code
 * (other-pages.ts) is loaded on those pages only. Localised address fields and accessible country/state
 * pickers start wherever there is an address block. WooCommerce's own settings are read; a page without
 * them is left as it is.
 */
import { loadGlobalSettings, optional, type Reader } from '@shop-islands/core/settings';
import type { SETTINGS_GLOBALS } from '@shop-islands/core/settings-globals';
import { startAddressLocalisation } from './address-fields/localise-fields.ts';
import { checkoutSession, startCheckout } from './checkout-page.ts';
import { BODY_CLASSES, CHECKOUT_FORM } from './contract/selectors.ts';
import { readAddressI18nParams, readCartParams, readCheckoutParams, readCountrySelectParams } from './contract/settings.ts';
import { createPickers } from './country-select/pickers.ts';
import { whenPageReady } from './dom/page-ready.ts';
import { startFieldValidation, type FieldValidation } from './validation/validate-fields.ts';

type Globals = typeof SETTINGS_GLOBALS;
const CHECKOUT_PARAMS: Globals['checkout'] = 'wc_checkout_params';
const ADDRESS_PARAMS: Globals['addressI18n'] = 'wc_address_i18n_params';
const COUNTRY_PARAMS: Globals['countrySelect'] = 'wc_country_select_params';
const CART_PARAMS: Globals['cart'] = 'wc_cart_params';

/** A page's settings, or null when it does not print them (a malformed one is reported on the console). */
const settings = <T>(name: string, reader: Reader<T>): T | null => loadGlobalSettings(name, optional<T | null>(reader, null));

const failedToLoad = (error: unknown): void => console.error("[shop-islands] checkout: this page's part could not be loaded", error);

function start(doc: Document): void {
  const body = doc.body.classList;
  const form = doc.querySelector<HTMLFormElement>(CHECKOUT_FORM);
  const params = settings(CHECKOUT_PARAMS, readCheckoutParams);
  const validation: FieldValidation | null = form && params ? startFieldValidation(form) : null;

  const addresses = settings(ADDRESS_PARAMS, readAddressI18nParams);
  const countries = settings(COUNTRY_PARAMS, readCountrySelectParams);
  let localiseIn: (root: ParentNode) => void = () => undefined;
  if (addresses && countries) {
    const pickers = createPickers(doc, countries);
    ({ localiseIn } = startAddressLocalisation(
      doc,
      {
        locales: addresses.locale,
        localisedKeys: Object.keys(addresses.locale_fields),
        states: countries.countries,
        optionalText: addresses.i18n_optional_text,
        selectStateText: countries.i18n_select_state_text,
      },
      pickers,
      validation,
    ));
  }

  if (body.contains(BODY_CLASSES.orderPay)) {
    if (params) void import('./other-pages.ts').then(({ startOrderPay }) => startOrderPay(doc), failedToLoad);
  } else if (form && params && validation) startCheckout(form, params, validation);
  const cart = body.contains(BODY_CLASSES.cart) ? settings(CART_PARAMS, readCartParams) : null;
  if (cart) void import('./other-pages.ts').then(({ startCartPage }) => startCartPage(doc, { session: checkoutSession(cart), localiseIn }), failedToLoad);
}

/** Starts the enhancer from jQuery's ready (after the page's scripts' own ready handlers), or once the DOM is parsed without jQuery. */
export function startWhenReady(doc: Document = document): void {
  whenPageReady(() => start(doc), doc);
}
