/** The gateway's nonces under the names the page session holds (and refreshes) them by: the settings' names. */
export const NONCE_NAMES = {
  createSetupIntent: 'createSetupIntentNonce',
  createPaymentIntent: 'createPaymentIntentNonce',
  createAndConfirmSetupIntent: 'createAndConfirmSetupIntentNonce',
  updatePaymentIntent: 'updatePaymentIntentNonce',
  updateFailedOrder: 'updateFailedOrderNonce',
  saveAppearance: 'saveAppearanceNonce',
} as const;

/** The printed nonces by those names, for the page session (the ones the gateway left empty left out). */
export function nonceSettings(nonces: Readonly<Record<keyof typeof NONCE_NAMES, string>>): Record<string, string> {
  return Object.fromEntries((Object.keys(NONCE_NAMES) as (keyof typeof NONCE_NAMES)[]).map((key) => [NONCE_NAMES[key], nonces[key]]).filter(([, value]) => value !== ''));
}
