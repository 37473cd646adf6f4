/**
 * Address blocks as a page starts (address-i18n.js and country-select.js at start-up): `wc_address_i18n_ready`,
 * then for each block whose country is set `country_to_state_changed` (when WooCommerce would redraw its state
 * control) and `country_to_state_changing`, with `[country, $wrapper]`, and the country and state pickers.
 * The page is printed localised for each block's country, so localising (localise-fields.ts) is fetched only
 * at the first country change, or at once for a block whose country hides a field the page printed (the
 * server prints every field; address-i18n.js hides them).
 */
import { emitPageEvent } from '@shop-islands/core/emit-page-event';
import { COUNTRY_TO_STATE_CHANGED, COUNTRY_TO_STATE_CHANGING, WC_ADDRESS_I18N_READY } from '../contract/events.ts';
import { COUNTRY_CONTROLS, COUNTRY_SELECT, FORM_ROW } from '../contract/selectors.ts';
import { pageSettings, type AddressI18nParams, type CountrySelectParams } from '../contract/settings.ts';
import { createPickers, type Pickers } from '../country-select/pickers.ts';
import { targetOf, wrapped } from '../dom/listen.ts';
import { onDemand, type OnDemand } from '../dom/on-demand.ts';
import { blockOf, fieldLocaleFor, prefixOf, stateControlIn, stateKindOf } from './blocks.ts';
import type { AddressLocalisation } from './localise-fields.ts';
import type { AddressLocaleData } from './localise.ts';

export interface AddressData {
  readonly addresses: AddressI18nParams;
  readonly countries: CountrySelectParams;
}

/** WooCommerce's address settings, when the page prints both. */
export function addressData(): AddressData | null {
  const addresses = pageSettings.addressI18n();
  const countries = pageSettings.countrySelect();
  return addresses && countries ? { addresses, countries } : null;
}

export interface Addresses {
  readonly pickers: Pickers;
  /** Localising, fetched on demand; the page hands it every country change. */
  readonly localisation: OnDemand<AddressLocalisation>;
}

/** Starts the page's address blocks; `resetField` forgets a field's validation state when the country changes its rules. */
export function startAddresses(doc: Document, { addresses, countries }: AddressData, resetField: (id: string) => void = () => undefined): Addresses {
  const pickers = createPickers(countries);
  const data: AddressLocaleData = {
    locales: addresses.locale,
    localisedKeys: Object.keys(addresses.locale_fields),
    states: countries.countries,
    optionalText: addresses.i18n_optional_text,
    selectStateText: countries.i18n_select_state_text,
  };
  const localisation = onDemand(() => import('./localise-fields.ts').then(({ startAddressLocalisation }) => startAddressLocalisation(doc, data, pickers, resetField)));
  localisation.defer(doc.body, 'change refresh', (event) => (targetOf(event, COUNTRY_SELECT) ? { prevent: false } : null));
  // Reaching for a country's picker fetches it, so that the choice is localised at once.
  localisation.preload(doc.body, 'focusin pointerdown', (event) => (event.target as Element | null)?.closest?.(FORM_ROW)?.querySelector(COUNTRY_SELECT) != null);

  emitPageEvent(WC_ADDRESS_I18N_READY, [], doc);
  const hiding: Array<HTMLInputElement | HTMLSelectElement> = [];
  doc.querySelectorAll<HTMLInputElement | HTMLSelectElement>(COUNTRY_CONTROLS).forEach((country) => {
    const block = blockOf(country);
    if (!block || !country.value) return;
    const state = stateControlIn(block, prefixOf(country));
    const args = [country.value, wrapped(block)];
    if (state && (data.states[country.value] !== undefined || stateKindOf(state) !== 'text')) emitPageEvent(COUNTRY_TO_STATE_CHANGED, args, doc);
    emitPageEvent(COUNTRY_TO_STATE_CHANGING, args, doc);
    if (data.localisedKeys.some((key) => fieldLocaleFor(data.locales, country.value, key).hidden === true)) hiding.push(country);
  });
  pickers.enhance(doc);
  if (hiding.length > 0) void localisation.load().then((part) => hiding.forEach((country) => part.localise(country, false)), () => undefined);
  return { pickers, localisation };
}
