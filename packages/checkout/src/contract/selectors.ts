/**
 * The ids, names and classes of WooCommerce's classic templates that the checkout enhancer relies on:
 * the script's selectors are spelt here once. markup-list.ts lists what each page must carry, for the
 * test that checks the demo's and a real WooCommerce store's pages (CONTRACT.md §4); markup.ts has both.
 */

// Selectors the script uses, by part of the page.
export const CHECKOUT_FORM = 'form.checkout';
export const BILLING_FIELDS = '.woocommerce-billing-fields';
export const BILLING_WRAPPER = '.woocommerce-billing-fields__field-wrapper';
export const SHIPPING_FIELDS = '.woocommerce-shipping-fields';
export const SHIPPING_WRAPPER = '.woocommerce-shipping-fields__field-wrapper';
export const SHIP_TO_DIFFERENT_ADDRESS = '#ship-to-different-address input';
export const SHIPPING_ADDRESS = 'div.shipping_address';
export const ADDITIONAL_WRAPPER = '.woocommerce-additional-fields__field-wrapper';
/** A field row; its state classes (validate-required, woocommerce-invalid…) live here. */
export const FORM_ROW = '.form-row';
/** The controls validation runs on. */
export const VALIDATED_CONTROLS = '.input-text, select, input[type="checkbox"]';
export const COUNTRY_SELECT = 'select.country_to_state, input.country_to_state';
/** The country controls of the billing, shipping and shipping calculator blocks. */
export const COUNTRY_CONTROLS = '#billing_country, #shipping_country, #calc_shipping_country';
export const CREATE_ACCOUNT_CHECKBOX = 'input#createaccount';
export const CREATE_ACCOUNT_FIELDS = 'div.create-account';
export const ACCOUNT_PASSWORD = '#account_password';
export const SHOW_LOGIN = 'a.showlogin';
export const LOGIN_FORM = 'form.login, form.woocommerce-form--login';
export const SHOW_COUPON = 'a.showcoupon';
export const COUPON_FORM = 'form.checkout_coupon';
export const COUPON_INPUT = '#coupon_code';
export const REMOVE_COUPON = '.woocommerce-remove-coupon';
export const COUPON_ERROR = '.coupon-error-notice';
export const ORDER_REVIEW = '#order_review';
export const REVIEW_CONTAINER = '.woocommerce-checkout-review-order';
export const REVIEW_TABLE = '.woocommerce-checkout-review-order-table';
export const PAYMENT = '.woocommerce-checkout-payment';
export const PAYMENT_METHOD_RADIO = 'input[name="payment_method"]';
export const PAYMENT_BOX = 'div.payment_box';
export const SHIPPING_METHODS = 'select.shipping_method, input[name^="shipping_method"][type="radio"]:checked, input[name^="shipping_method"][type="hidden"]';
export const TERMS_LINK = 'a.woocommerce-terms-and-conditions-link';
export const TERMS_TEXT = '.woocommerce-terms-and-conditions';
export const PLACE_ORDER = '#place_order';
export const NOTICES_WRAPPER = '.woocommerce-notices-wrapper';
export const CHECKOUT_NOTICE_GROUP = '.woocommerce-NoticeGroup-checkout';
export const REVIEW_NOTICE_GROUP = '.woocommerce-NoticeGroup-updateOrderReview';
/** Notices removed before new ones are shown. */
export const NOTICES = '.woocommerce-error, .woocommerce-message, .is-error, .is-success';
export const CART_FORM = 'form.woocommerce-cart-form';
export const CART_TOTALS = 'div.cart_totals';
export const CART_COUPON = '.coupon';
export const UPDATE_CART_BUTTON = '[name="update_cart"]';
export const SHIPPING_CALCULATOR = 'form.woocommerce-shipping-calculator';
export const SHIPPING_CALCULATOR_BUTTON = '.shipping-calculator-button';
export const SHIPPING_CALCULATOR_FORM = '.shipping-calculator-form';

/** Address block containers the country field's state box is looked up in (country-select.js). */
export const ADDRESS_BLOCKS = '.woocommerce-billing-fields, .woocommerce-shipping-fields, .woocommerce-address-fields, .woocommerce-shipping-calculator';

/** Body classes that tell the pages apart. */
export const BODY_CLASSES = { checkout: 'woocommerce-checkout', orderPay: 'woocommerce-order-pay', cart: 'woocommerce-cart' } as const;
