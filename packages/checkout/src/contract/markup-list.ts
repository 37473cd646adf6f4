/**
 * What the checkout enhancer relies on in WooCommerce's classic templates, as data (CONTRACT.md §4): a
 * test checks that the demo's pages and a real WooCommerce store's pages carry each item. Test data only:
 * the script itself reads the selectors from markup.ts.
 */
import { ADDITIONAL_WRAPPER, BILLING_FIELDS, BILLING_WRAPPER, SHIPPING_ADDRESS, SHIPPING_FIELDS, SHIPPING_WRAPPER } from './selectors.ts';

/** Address field keys, as WC_Countries::get_default_address_fields() and get_address_fields() spell them. */
export const ADDRESS_KEYS = ['first_name', 'last_name', 'company', 'country', 'address_1', 'address_2', 'city', 'state', 'postcode'] as const;
export type AddressKey = (typeof ADDRESS_KEYS)[number];

/** The three address blocks: checkout billing, checkout shipping, the cart's shipping calculator. */
export type AddressPrefix = 'billing' | 'shipping' | 'calc_shipping';

/** The field keys each block carries (billing adds phone and email; WooCommerce 10 gives shipping a phone). */
export const BLOCK_FIELD_KEYS: Readonly<Record<AddressPrefix, readonly string[]>> = {
  billing: [...ADDRESS_KEYS, 'phone', 'email'],
  shipping: [...ADDRESS_KEYS, 'phone'],
  calc_shipping: ['country', 'state', 'city', 'postcode'],
};

/** `#billing_city` */
export const fieldId = (prefix: AddressPrefix, key: string): string => `${prefix}_${key}`;
/** `#billing_city_field`: the `p.form-row` around the control. */
export const fieldRowId = (prefix: AddressPrefix, key: string): string => `${fieldId(prefix, key)}_field`;

/**
 * When WooCommerce prints a part: the shop state a test sets up before checking the item.
 * - `guest`: nobody is logged in; `guest-signup`: and registration at checkout is on and not required;
 * - `account-password`: and the shop asks for a password there (WooCommerce's 'Send password setup link' off;
 *   on by default, when the account fields have no password);
 * - `login-reminder`: 'Allow customers to log into an existing account during checkout';
 * - `needs-shipping-address`: the cart has a shippable item; `several-shipping-methods`: more than one rate;
 * - `needs-payment`: the total is above zero; `terms-page`: a terms page is set; `has-coupon`: one is applied;
 * - `cart-items`: the cart is not empty (cart page).
 */
export type MarkupCondition =
  | 'always'
  | 'guest'
  | 'guest-signup'
  | 'account-password'
  | 'login-reminder'
  | 'coupons-enabled'
  | 'needs-shipping-address'
  | 'several-shipping-methods'
  | 'needs-payment'
  | 'terms-page'
  | 'has-coupon'
  | 'cart-items';

export interface MarkupItem {
  /** A CSS selector that must match at least one element. */
  readonly selector: string;
  readonly when: MarkupCondition;
  /** What the script does with it. */
  readonly use: string;
}

const item = (selector: string, when: MarkupCondition, use: string): MarkupItem => ({ selector, when, use });

/** A field's row and control: `p#billing_city_field.form-row` holding `[name=billing_city]#billing_city`. */
function addressBlockItems(prefix: AddressPrefix, when: MarkupCondition, keys: readonly string[]): MarkupItem[] {
  return keys.flatMap((key) => [
    item(`p#${fieldRowId(prefix, key)}.form-row`, when, `${prefix} ${key} row: label, required/optional marker, validity classes, priority`),
    item(`#${fieldRowId(prefix, key)} [name="${fieldId(prefix, key)}"]#${fieldId(prefix, key)}`, when, `${prefix} ${key} control`),
  ]);
}

export const CHECKOUT_MARKUP: readonly MarkupItem[] = [
  item('body.woocommerce-checkout', 'always', 'page detection'),
  item('form.checkout.woocommerce-checkout[name="checkout"]', 'always', 'the checkout form: submit, serialize, events'),
  item(`${BILLING_FIELDS} ${BILLING_WRAPPER}`, 'always', 'billing block: state lookup, nearby-field check, row order'),
  ...addressBlockItems('billing', 'always', BLOCK_FIELD_KEYS.billing),
  item('#billing_country.country_to_state', 'always', 'country change → state control and locale'),
  item('#billing_country_field.address-field.update_totals_on_change', 'always', 'country change updates totals'),
  item('#billing_address_1_field.address-field', 'always', 'typing an address schedules an update'),
  item('#billing_email_field.validate-email', 'always', 'email rule'),
  item('#billing_phone_field.validate-phone', 'always', 'phone rule'),
  item('#billing_first_name_field.validate-required label .required', 'always', 'required marker'),
  item('#billing_company_field label .optional', 'always', 'optional marker'),
  item('#billing_first_name_field .woocommerce-input-wrapper', 'always', 'inline error placement'),
  item(`${SHIPPING_FIELDS} h3#ship-to-different-address input#ship-to-different-address-checkbox[name="ship_to_different_address"]`, 'needs-shipping-address', 'reveals the shipping block'),
  item(`${SHIPPING_ADDRESS} ${SHIPPING_WRAPPER}`, 'needs-shipping-address', 'shipping block'),
  ...addressBlockItems('shipping', 'needs-shipping-address', BLOCK_FIELD_KEYS.shipping),
  item(`${ADDITIONAL_WRAPPER} textarea#order_comments[name="order_comments"]`, 'always', 'order note (SPEC 3.14)'),
  item('.woocommerce-account-fields p.create-account input#createaccount[name="createaccount"]', 'guest-signup', 'reveals the account fields'),
  item('.woocommerce-account-fields div.create-account #account_password[name="account_password"]', 'account-password', 'cleared when the account fields open'),
  item('.woocommerce-form-login-toggle .woocommerce-info a.showlogin', 'login-reminder', 'toggles the login form'),
  item('form.woocommerce-form-login.login', 'login-reminder', 'the login form'),
  item('form.login #username[name="username"]', 'login-reminder', 'login username'),
  item('form.login #password[name="password"]', 'login-reminder', 'login password'),
  item('form.login input[name="woocommerce-login-nonce"]', 'login-reminder', 'login nonce'),
  item('form.login input[name="redirect"]', 'login-reminder', 'back to the checkout after login'),
  item('form.login button[name="login"]', 'login-reminder', 'login submit'),
  item('.woocommerce-form-coupon-toggle .woocommerce-info a.showcoupon', 'coupons-enabled', 'toggles the coupon form'),
  item('a.showcoupon[aria-controls="woocommerce-checkout-form-coupon"][aria-expanded]', 'coupons-enabled', 'the toggle states what it opens'),
  item('form.checkout_coupon.woocommerce-form-coupon#woocommerce-checkout-form-coupon', 'coupons-enabled', 'apply coupon form'),
  item('form.checkout_coupon input#coupon_code[name="coupon_code"]', 'coupons-enabled', 'coupon code'),
  item('form.checkout_coupon button[name="apply_coupon"]', 'coupons-enabled', 'apply button'),
  item('#order_review.woocommerce-checkout-review-order', 'always', 'order review: blocked while removing a coupon'),
  item('table.shop_table.woocommerce-checkout-review-order-table', 'always', 'fragment replaced by update_order_review'),
  item('.woocommerce-checkout-review-order-table tr.order-total', 'always', 'the total shoppers watch change'),
  item('tr.cart-discount a.woocommerce-remove-coupon[data-coupon]', 'has-coupon', 'remove coupon'),
  item('tr.woocommerce-shipping-totals.shipping ul#shipping_method input.shipping_method[name="shipping_method[0]"][data-index="0"]', 'needs-shipping-address', 'chosen shipping method'),
  item('ul#shipping_method input.shipping_method[type="radio"]', 'several-shipping-methods', 'shipping choice updates totals'),
  item('#payment.woocommerce-checkout-payment', 'always', 'fragment replaced by update_order_review'),
  item('#payment ul.wc_payment_methods.payment_methods li.wc_payment_method', 'needs-payment', 'payment methods'),
  item('li.wc_payment_method input.input-radio[name="payment_method"][id^="payment_method_"][data-order_button_text]', 'needs-payment', 'method radio; place-order text'),
  item('li.wc_payment_method label[for^="payment_method_"]', 'needs-payment', 'method label'),
  item('#payment .form-row.place-order', 'always', 'place-order area'),
  item('.woocommerce-terms-and-conditions-wrapper p.form-row.validate-required input#terms[name="terms"]', 'terms-page', 'terms checkbox: kept across updates, required'),
  item('input[name="terms-field"]', 'terms-page', 'tells the server the terms box was shown'),
  item('a.woocommerce-terms-and-conditions-link', 'terms-page', 'toggles the inline terms'),
  item('.woocommerce-terms-and-conditions', 'terms-page', 'inline terms text'),
  item('button#place_order[name="woocommerce_checkout_place_order"][data-value]', 'always', 'submit; default button text'),
  item('input#woocommerce-process-checkout-nonce[name="woocommerce-process-checkout-nonce"]', 'always', 'process-checkout nonce, posted with the form'),
  item('.woocommerce-notices-wrapper', 'always', 'notices area'),
];

export const ORDER_PAY_MARKUP: readonly MarkupItem[] = [
  item('body.woocommerce-order-pay', 'always', 'page detection'),
  item('form#order_review', 'always', 'the order-pay form (submitted natively)'),
  item('form#order_review #payment ul.wc_payment_methods li.wc_payment_method input.input-radio[name="payment_method"]', 'needs-payment', 'method radio'),
  item('form#order_review div.payment_box', 'needs-payment', 'method box'),
  item('form#order_review input[name="woocommerce_pay"]', 'always', 'marks the pay request'),
  item('form#order_review button#place_order[data-value]', 'always', 'submit; default button text'),
  item('form#order_review input[name="woocommerce-pay-nonce"]', 'always', 'pay nonce'),
];

export const CART_MARKUP: readonly MarkupItem[] = [
  item('body.woocommerce-cart', 'always', 'page detection'),
  item('form.woocommerce-cart-form[action][method]', 'cart-items', 'cart form: posted to its own URL'),
  item('table.woocommerce-cart-form__contents tr.cart_item', 'cart-items', 'cart rows'),
  item('tr.cart_item td.product-remove > a.remove', 'cart-items', 'remove item'),
  item('tr.cart_item input.qty[name^="cart["]', 'cart-items', 'quantity'),
  item('td.actions .coupon #coupon_code[name="coupon_code"]', 'cart-items', 'coupon code'),
  item('td.actions .coupon button[name="apply_coupon"]', 'cart-items', 'apply coupon'),
  item('td.actions button[name="update_cart"]', 'cart-items', 'update cart (disabled until a quantity changes)'),
  item('input[name="woocommerce-cart-nonce"]', 'cart-items', 'cart nonce'),
  item('div.cart_totals', 'cart-items', 'replaced after shipping and coupon changes'),
  item('div.cart_totals tr.cart-discount a.woocommerce-remove-coupon[data-coupon]', 'has-coupon', 'remove coupon'),
  item('form.woocommerce-shipping-calculator[action]', 'needs-shipping-address', 'shipping calculator'),
  item('a.shipping-calculator-button[aria-controls="shipping-calculator-form"]', 'needs-shipping-address', 'toggles the calculator'),
  item('section.shipping-calculator-form#shipping-calculator-form', 'needs-shipping-address', 'calculator fields'),
  item('#calc_shipping_country_field select#calc_shipping_country.country_to_state[name="calc_shipping_country"]', 'needs-shipping-address', 'calculator country'),
  item('#calc_shipping_state_field [name="calc_shipping_state"]#calc_shipping_state', 'needs-shipping-address', 'calculator state'),
  item('#calc_shipping_city_field #calc_shipping_city[name="calc_shipping_city"]', 'needs-shipping-address', 'calculator city'),
  item('#calc_shipping_postcode_field #calc_shipping_postcode[name="calc_shipping_postcode"]', 'needs-shipping-address', 'calculator postcode'),
  item('form.woocommerce-shipping-calculator button[name="calc_shipping"]', 'needs-shipping-address', 'calculator submit'),
  item('input[name="woocommerce-shipping-calculator-nonce"]', 'needs-shipping-address', 'calculator nonce'),
];

/** The items that apply to a page in a given shop state. */
export function markupFor(items: readonly MarkupItem[], state: ReadonlySet<MarkupCondition>): MarkupItem[] {
  return items.filter((entry) => entry.when === 'always' || state.has(entry.when));
}

/** The items whose selector matches nothing in `root`: what a page is missing. */
export function missingMarkup(root: ParentNode, items: readonly MarkupItem[]): MarkupItem[] {
  return items.filter((entry) => root.querySelector(entry.selector) === null);
}
