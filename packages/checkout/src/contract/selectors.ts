/**
 * The ids, names and classes of WooCommerce's classic templates that the checkout enhancer relies on:
 * the script's selectors are spelt here once. markup-list.ts lists what each page must carry, for the
 * test that checks the demo's and a real WooCommerce store's pages (CONTRACT.md §4); markup.ts has both.
 */

/** Selectors the script uses, by part of the page. */
export const SELECTORS = {
  checkoutForm: 'form.checkout',
  billingFields: '.woocommerce-billing-fields',
  billingWrapper: '.woocommerce-billing-fields__field-wrapper',
  shippingFields: '.woocommerce-shipping-fields',
  shippingWrapper: '.woocommerce-shipping-fields__field-wrapper',
  shipToDifferentAddress: '#ship-to-different-address input',
  shippingAddress: 'div.shipping_address',
  additionalWrapper: '.woocommerce-additional-fields__field-wrapper',
  /** A field row; its state classes (validate-required, woocommerce-invalid…) live here. */
  formRow: '.form-row',
  /** The controls validation runs on. */
  validatedControls: '.input-text, select, input[type="checkbox"]',
  countrySelect: 'select.country_to_state, input.country_to_state',
  createAccountCheckbox: 'input#createaccount',
  createAccountFields: 'div.create-account',
  accountPassword: '#account_password',
  showLogin: 'a.showlogin',
  loginForm: 'form.login, form.woocommerce-form--login',
  showCoupon: 'a.showcoupon',
  couponForm: 'form.checkout_coupon',
  couponInput: '#coupon_code',
  removeCoupon: '.woocommerce-remove-coupon',
  couponError: '.coupon-error-notice',
  orderReview: '#order_review',
  reviewContainer: '.woocommerce-checkout-review-order',
  reviewTable: '.woocommerce-checkout-review-order-table',
  payment: '.woocommerce-checkout-payment',
  paymentMethodRadio: 'input[name="payment_method"]',
  paymentBox: 'div.payment_box',
  shippingMethods:
    'select.shipping_method, input[name^="shipping_method"][type="radio"]:checked, input[name^="shipping_method"][type="hidden"]',
  termsLink: 'a.woocommerce-terms-and-conditions-link',
  termsText: '.woocommerce-terms-and-conditions',
  placeOrder: '#place_order',
  noticesWrapper: '.woocommerce-notices-wrapper',
  checkoutNoticeGroup: '.woocommerce-NoticeGroup-checkout',
  reviewNoticeGroup: '.woocommerce-NoticeGroup-updateOrderReview',
  /** Notices removed before new ones are shown. */
  notices: '.woocommerce-error, .woocommerce-message, .is-error, .is-success',
  cartForm: 'form.woocommerce-cart-form',
  cartTotals: 'div.cart_totals',
  cartCoupon: '.coupon',
  updateCartButton: '[name="update_cart"]',
  shippingCalculator: 'form.woocommerce-shipping-calculator',
  shippingCalculatorButton: '.shipping-calculator-button',
  shippingCalculatorForm: '.shipping-calculator-form',
} as const;

/** Address block containers the country field's state box is looked up in (country-select.js). */
export const ADDRESS_BLOCKS = '.woocommerce-billing-fields, .woocommerce-shipping-fields, .woocommerce-address-fields, .woocommerce-shipping-calculator';

/** Body classes that tell the pages apart. */
export const BODY_CLASSES = { checkout: 'woocommerce-checkout', orderPay: 'woocommerce-order-pay', cart: 'woocommerce-cart' } as const;
