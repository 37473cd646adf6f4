/** The global names WooCommerce and its payment extension localize their settings under. Spelt only here. */
export const SETTINGS_GLOBALS = {
  checkout: 'wc_checkout_params',
  cart: 'wc_cart_params',
  cartFragments: 'wc_cart_fragments_params',
  addToCart: 'wc_add_to_cart_params',
  countrySelect: 'wc_country_select_params',
  addressI18n: 'wc_address_i18n_params',
  paymentUpe: 'wc_stripe_upe_params',
  expressCheckout: 'wc_stripe_express_checkout_params',
  orderAttribution: 'wc_order_attribution',
  storeApi: 'wcSettings',
} as const;
