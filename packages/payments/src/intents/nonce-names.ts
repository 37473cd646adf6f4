/** The gateway's nonces under the names the page session holds (and refreshes) them by: the settings' names. */
export const NONCE_NAMES = {
  createSetupIntent: 'createSetupIntentNonce',
  createPaymentIntent: 'createPaymentIntentNonce',
  createAndConfirmSetupIntent: 'createAndConfirmSetupIntentNonce',
  updatePaymentIntent: 'updatePaymentIntentNonce',
  updateFailedOrder: 'updateFailedOrderNonce',
  saveAppearance: 'saveAppearanceNonce',
} as const;
