/**
 * A page with address forms and nothing else of the checkout's (the account's billing and shipping address
 * forms): the address blocks as address-i18n.js and country-select.js start them, localised on demand, and the
 * error list of a refused address made an alert that stays a list.
 */
import { groupPrintedErrors } from '@shop-islands/core/printed-errors';
import { addressData, startAddresses } from '../address-fields/start.ts';

export function startAddressPage(doc: Document): void {
  // An address the shop refused comes back as the form printed again with WooCommerce's error list.
  groupPrintedErrors(doc);
  const data = addressData();
  if (data) startAddresses(doc, data);
}

// The declared chunks this part belongs to (chunks/every-page.ts).
export { EVERY_PAGE } from '../chunks/every-page.ts';
export { ADDRESS_PAGES } from '../chunks/address-pages.ts';
