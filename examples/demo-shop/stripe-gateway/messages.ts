/** The gateway's messages keyed by Stripe error code (WC_Stripe_Helper::get_localized_messages, SPEC 8.3), printed in its settings and used in its notices. */
export const LOCALIZED_MESSAGES: Readonly<Record<string, string>> = {
  invalid_number: 'The card number is not a valid credit card number.',
  invalid_expiry_month: "The card's expiration month is invalid.",
  invalid_expiry_year: "The card's expiration year is invalid.",
  invalid_cvc: "The card's security code is invalid.",
  incorrect_number: 'The card number is incorrect.',
  incomplete_number: 'The card number is incomplete.',
  incomplete_cvc: "The card's security code is incomplete.",
  incomplete_expiry: "The card's expiration date is incomplete.",
  expired_card: 'The card has expired.',
  incorrect_cvc: "The card's security code is incorrect.",
  incorrect_zip: "The card's postcode failed validation.",
  postal_code_invalid: 'Invalid zip code, please correct and try again',
  invalid_expiry_year_past: "The card's expiration year is in the past",
  card_declined: 'The card was declined.',
  missing: 'There is no card on a customer that is being charged.',
  processing_error: 'An error occurred while processing the card.',
  invalid_sofort_country: 'The billing country is not accepted by Sofort. Please try another country.',
  email_invalid: 'Invalid email address, please correct and try again.',
  invalid_request_error: 'Unable to process this payment, please try again or use alternative method.',
  amount_too_large: 'The order total is too high for this payment method',
  amount_too_small: 'The order total is too low for this payment method',
  country_code_invalid: 'Invalid country code, please try again with a valid country code',
  tax_id_invalid: 'Invalid Tax Id, please try again with a valid tax id',
  invalid_wallet_type: 'Invalid wallet payment type, please try again or use an alternative method.',
  payment_intent_authentication_failure: 'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
  insufficient_funds: 'Your card has insufficient funds.',
};

export const GENERIC_ERROR = 'There was a problem processing the payment. Please check your email inbox and refresh the page to try again.';

/** The notice for a provider error: the configured message for its code (decline codes first), else its own message. */
export function localizedError(error: { code?: string; decline_code?: string; message?: string }): string {
  return (error.decline_code && LOCALIZED_MESSAGES[error.decline_code]) || (error.code && LOCALIZED_MESSAGES[error.code]) || error.message || GENERIC_ERROR;
}
