/** The extension's hash prefix (SPEC 2.13: {prefix} is `wc-stripe` for the Stripe gateway). */
export const HASH_PREFIX = 'wc-stripe';
