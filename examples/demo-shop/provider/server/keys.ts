/** The demo's test-mode keys. The publishable key is public (printed on pages); the secret key never leaves the server. */
export const DEMO_PUBLISHABLE_KEY = 'pk_test_demo_shopislands';
export const DEMO_SECRET_KEY = 'sk_test_demo_shopislands';

/** Path prefix of everything the provider serves. */
export const PROVIDER_BASE = '/shop/demo/stripe';
/** The demo's stand-in for https://js.stripe.com/v3/ */
export const STRIPE_JS_PATH = `${PROVIDER_BASE}/v3/`;
export const API_BASE = `${PROVIDER_BASE}/api/v1`;
export const AUTHORIZE_PATH = `${PROVIDER_BASE}/authorize/`;
export const FRAME_PATH = `${PROVIDER_BASE}/elements-inner.html`;
export const FRAME_SCRIPT_PATH = `${PROVIDER_BASE}/elements-inner.js`;
