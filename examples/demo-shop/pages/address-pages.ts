/**
 * My account's addresses (WooCommerce's edit-address endpoint): the list (myaccount/my-address.php) and each
 * address's form (myaccount/form-edit-address.php), the checkout's address fields localised by country with the
 * checkout widget's pickers, saved with the checkout's server checks (WC_Form_Handler::save_address()).
 */
import { BASE_COUNTRY } from '../domain/address.ts';
import { readPostedCheckout, validatePostedCheckout } from '../domain/checkout-validation.ts';
import { addressFields, type AddressPrefix } from '../domain/checkout-fields.ts';
import { getCustomer, saveCustomerAddresses, type Customer } from '../domain/customers.ts';
import type { RequestContext } from '../shop-context.ts';
import { accountPage } from './account-pages.ts';
import { nonceField } from './checkout.ts';
import { html, type SafeHtml } from './html.ts';
import type { Notice } from './partials/notices.ts';
import { formField } from './partials/form-field.ts';
import { addressLines } from './order-pages.ts';
import { redirect, type PageRegistry, type PageResult } from './registry.ts';
import { addressI18nParams, countrySelectParams } from './settings.ts';

const LIST_URL = '/shop/my-account/edit-address/';
const TITLES: Record<AddressPrefix, string> = { billing: 'Billing address', shipping: 'Shipping address' };

/** An account page with address forms: the checkout widget (its pickers and localising) and its settings. */
function addressesPage(ctx: RequestContext, body: SafeHtml, notices: Notice[] = []): PageResult {
  const result = accountPage(ctx, 'edit-address', body, notices);
  if (result.kind !== 'page' || ctx.session.customerId === null) return result;
  return { ...result, widgets: [...result.widgets, 'checkout'], settings: { ...result.settings, wc_address_i18n_params: addressI18nParams(), wc_country_select_params: countrySelectParams() } };
}

/** A saved address's values as posted field names ('billing_first_name'); the billing email defaults to the account's. */
function savedValues(customer: Customer, prefix: AddressPrefix): Record<string, string> {
  const values: Record<string, string> = Object.fromEntries(Object.entries(customer[prefix]).map(([key, value]) => [`${prefix}_${key}`, value]));
  values[`${prefix}_country`] ||= BASE_COUNTRY;
  if (prefix === 'billing') values.billing_email ||= customer.email;
  return values;
}

function addressList(customer: Customer): SafeHtml {
  const column = (prefix: AddressPrefix, n: number): SafeHtml => {
    const saved = Object.values(customer[prefix]).some((value) => value !== '');
    return html`<div class="u-column${n} col-${n} woocommerce-Address"><header class="woocommerce-Address-title title"><h2>${TITLES[prefix]}</h2><a href="${`${LIST_URL}${prefix}/`}" class="edit">${saved ? 'Edit' : 'Add'} ${TITLES[prefix]}</a></header><address>${saved ? addressLines(customer[prefix]) : 'You have not set up this type of address yet.'}</address></div>`;
  };
  return html`<p>The following addresses will be used on the checkout page by default.</p><div class="u-columns woocommerce-Addresses col2-set addresses">${column('billing', 1)}${column('shipping', 2)}</div>`;
}

function addressForm(ctx: RequestContext, prefix: AddressPrefix, values: Record<string, string>): SafeHtml {
  const country = values[`${prefix}_country`] || BASE_COUNTRY;
  return html`<form method="post" novalidate><h2>${TITLES[prefix]}</h2><div class="woocommerce-address-fields"><div class="woocommerce-address-fields__field-wrapper">${addressFields(prefix, country).map((f) => formField(f, values[f.name] ?? ''))}</div>
<p><button type="submit" class="button" name="save_address" value="Save address">Save address</button>${nonceField(ctx, 'woocommerce-edit_address', 'woocommerce-edit-address-nonce')}<input type="hidden" name="action" value="edit_address"></p></div></form>`;
}

const prefixOf = (name: string | undefined): AddressPrefix | null => (name === 'billing' || name === 'shipping' ? name : null);

export function registerAddressPages(r: PageRegistry): void {
  r.registerPage('GET', LIST_URL, (ctx, { query }) => {
    const customer = ctx.session.customerId !== null ? getCustomer(ctx.shop.db, ctx.session.customerId) : undefined;
    return addressesPage(ctx, customer ? addressList(customer) : html``, query.updated !== undefined ? [{ type: 'success', message: 'Address changed successfully.' }] : []);
  });
  r.registerPage('GET', `${LIST_URL}:address/`, (ctx, { params }) => {
    const customer = ctx.session.customerId !== null ? getCustomer(ctx.shop.db, ctx.session.customerId) : undefined;
    const prefix = prefixOf(params.address);
    if (!prefix) return redirect(LIST_URL);
    return addressesPage(ctx, customer ? addressForm(ctx, prefix, savedValues(customer, prefix)) : html``);
  });
  r.registerPage('POST', `${LIST_URL}:address/`, (ctx, { params, body }) => {
    const customer = ctx.session.customerId !== null ? getCustomer(ctx.shop.db, ctx.session.customerId) : undefined;
    const prefix = prefixOf(params.address);
    if (!prefix || !customer) return redirect(LIST_URL);
    const posted: Record<string, string> = Object.fromEntries(Object.entries(body).filter(([name]) => name.startsWith(`${prefix}_`)).map(([name, value]) => [name, String(value ?? '')]));
    const again = (notices: Notice[]): PageResult => addressesPage(ctx, addressForm(ctx, prefix, posted), notices);
    if (!ctx.shop.nonces.verifyNonce(ctx.session.id, 'woocommerce-edit_address', body['woocommerce-edit-address-nonce'])) return again([{ type: 'error', message: 'Your session has expired. Please try again.' }]);
    // The checkout's checks on this one address: the shipping address is checked as one shipped elsewhere.
    const options = { needsShippingAddress: prefix === 'shipping', loggedIn: true };
    const checkout = readPostedCheckout({ billing_country: BASE_COUNTRY, ...posted, ...(prefix === 'shipping' ? { ship_to_different_address: '1' } : {}) }, options);
    const problems = validatePostedCheckout(checkout, options).filter((notice) => notice.id === undefined || notice.id.startsWith(`${prefix}_`));
    if (problems.length > 0) return again(problems.map((notice) => ({ type: 'error', message: notice.message, ...(notice.id ? { id: notice.id } : {}) })));
    const address = Object.fromEntries(addressFields(prefix, checkout.values[`${prefix}_country`] ?? BASE_COUNTRY).map((f) => [f.key, checkout.values[f.name] ?? '']));
    saveCustomerAddresses(ctx.shop.db, customer.id, prefix === 'billing' ? address : customer.billing, prefix === 'shipping' ? address : customer.shipping);
    return redirect(`${LIST_URL}?updated=1`);
  });
}
