/** The global the Stripe Gateway prints its settings under (wp_localize_script). */
export const UPE_PARAMS_GLOBAL = 'wc_stripe_upe_params';
