/**
 * Test-mode card provider: server side (the demo's stand-in for Stripe's API).
 *
 * MODULE API, for the demo's own gateway code (buy-now purchase endpoint, the 'stripe' checkout gateway):
 *
 *   import { createIntentsService, DEMO_PUBLISHABLE_KEY } from '../provider/server/index.ts';
 *   const stripe = createIntentsService(db);            // db: the shop's better-sqlite3 handle; state lives in SQLite
 *
 *   stripe.createPaymentIntent({ amount: 1250, currency: 'gbp', paymentMethod?, paymentMethodTypes? (default ['card']),
 *       confirm?, idempotencyKey?, metadata?, setupFutureUsage?, returnUrl?, captureMethod?, description?, receiptEmail? })
 *   stripe.confirmPaymentIntent(id, { paymentMethod?, paymentMethodData?, returnUrl?, setupFutureUsage?, idempotencyKey? })
 *   stripe.retrievePaymentIntent(id)                  // verify server side before marking an order paid
 *   stripe.cancelPaymentIntent(id) / stripe.capturePaymentIntent(id) / stripe.listCharges(id)
 *   stripe.createSetupIntent({ paymentMethod?, paymentMethodTypes?, confirm?, usage?, idempotencyKey?, metadata?, returnUrl? })
 *   stripe.confirmSetupIntent(id, {...}) / stripe.retrieveSetupIntent(id) / stripe.cancelSetupIntent(id)
 *   stripe.createPaymentMethod({ type: 'card', card: { number, exp_month, exp_year, cvc }, billing_details? })
 *   stripe.retrievePaymentMethod(id)
 *   stripe.createToken(pmId) / redeemToken(tokId, billing?) · createConfirmationToken(pmId, {returnUrl?, shipping?}) /
 *       confirmationTokenMethod(ctokenId): what Stripe.js's createToken and createConfirmationToken make (tokens.ts)
 *
 * Every call returns `{ ok: true, value: <Stripe object> }` or `{ ok: false, error: <Stripe error object> }`
 * (error.type/code/decline_code/message as Stripe's API; a failed confirmation also carries `error.payment_intent`).
 * Objects have Stripe's shapes (types from @stripe/stripe-js plus metadata, amount_received, latest_charge):
 * ids pm_…, pi_…, seti_…, client_secret `pi_…_secret_…`; statuses requires_payment_method → requires_confirmation →
 * requires_action (next_action.type redirect_to_url | use_stripe_sdk | boleto_display_details | multibanco_display_details |
 * oxxo_display_details | wechat_pay_display_qr_code | cashapp_handle_redirect_or_display_qr_code) → processing |
 * requires_capture | succeeded | canceled. The same idempotencyKey never creates a second intent or charge.
 *
 * Test cards: 4242424242424242 succeeds · 4000002500003155 requires 3D Secure · 4000000000000002 card_declined ·
 * 4000000000009995 insufficient_funds · 4000000000000069 expired_card · 4000000000000127 incorrect_cvc ·
 * 4000000000000119 processing_error. Redirect methods (ideal, eps, p24, klarna, …) go through the authorise page
 * /shop/demo/stripe/authorize/; boleto/multibanco/oxxo show a voucher; wechat_pay/cashapp a QR code.
 *
 * HTTP: `registerStripeProvider(app, { db })` (./routes.ts) serves the browser double at /shop/demo/stripe/v3/,
 * the Payment Element frame, the authorise page and the browser API under /shop/demo/stripe/api/v1/ (publishable key only:
 * create payment methods, retrieve/confirm intents with their client secret; never list or create intents).
 * Pages enable the double with the layout's `hostScripts: ['stripe']` and use publishable key DEMO_PUBLISHABLE_KEY.
 */
import type { Db } from '../../db/open.ts';
import { paymentIntents } from './payment-intents.ts';
import { createPaymentMethod, retrievePaymentMethod, type PaymentMethodInput } from './payment-methods.ts';
import { setupIntents } from './setup-intents.ts';
import { tokens } from './tokens.ts';

export { DEMO_PUBLISHABLE_KEY, STRIPE_JS_PATH, API_BASE } from './keys.ts';
export { TEST_CARDS } from './test-cards.ts';
export { PROVIDER_MIGRATION } from './schema.ts';
export type { StripeResult, ProviderPaymentIntent, ProviderSetupIntent, ProviderPaymentMethod } from './types.ts';
export type { StripeApiError } from './errors.ts';
export type { CreatePaymentIntentInput, ConfirmPaymentIntentInput, ActionOutcome } from './payment-intents.ts';
export type { CreateSetupIntentInput, ConfirmSetupIntentInput } from './setup-intents.ts';
export type { PaymentMethodInput } from './payment-methods.ts';

export function createIntentsService(db: Db) {
  return {
    ...paymentIntents(db),
    ...setupIntents(db),
    ...tokens(db),
    createPaymentMethod: (input: PaymentMethodInput) => createPaymentMethod(db, input),
    retrievePaymentMethod: (id: string) => retrievePaymentMethod(db, id),
  };
}

export type IntentsService = ReturnType<typeof createIntentsService>;
