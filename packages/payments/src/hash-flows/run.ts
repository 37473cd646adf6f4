/**
 * Carries out a flow plan (SPEC 4.9) with Stripe.js and the gateway's endpoints: confirm the intent (3D Secure,
 * a setup), show a voucher, run a wallet, or the legacy card action, and say where to go next or what went
 * wrong. It decides nothing about addresses (plan.ts did, on the shop's origin); it never navigates itself:
 * the caller does (the checkout life cycle's redirect, or the page-load flow).
 */
import type { Stripe } from '@stripe/stripe-js';
import { messageFor } from '../errors/messages.ts';
import { voucherNoReturnText } from '../errors/texts.ts';
import type { IntentsApi } from '../intents/api.ts';
import { finishConfirmation, type ConfirmResult } from '../intents/finish-confirmation.ts';
import { afterShopAnswer, type FlowContext, type FlowPlan } from './plan.ts';

export interface FlowDeps {
  readonly stripe: () => Promise<Stripe>;
  readonly api: IntentsApi;
  /** The payment method to save with the order, when the shopper ticked 'save' (null otherwise). */
  readonly paymentMethodToSave: () => string | null;
  /** Messages keyed by Stripe error code, and the texts for thrown errors and unknown wallets (settings). */
  readonly messages: Readonly<Record<string, string>>;
  readonly genericErrorMessage: string;
  readonly invalidWalletTypeMessage: string;
}

export type FlowResult =
  | { readonly kind: 'go'; readonly url: string }
  | { readonly kind: 'error'; readonly message: string; /** A GET the legacy card flow sends after a failure. */ readonly ping?: string }
  /** Nothing to do (an ignored hash), or the wallet still waits for the shopper. */
  | { readonly kind: 'stay' };

const failed = (message: string): FlowResult => ({ kind: 'error', message });

/** The intent a confirmation was about, also when it failed (the error carries the intent). */
function intentIdOf(result: ConfirmResult): string {
  return result.paymentIntent?.id ?? result.setupIntent?.id ?? result.error?.payment_intent?.id ?? result.error?.setup_intent?.id ?? '';
}

/** `pi_123` from `pi_123_secret_456`. */
const intentIdFromSecret = (secret: string): string => secret.split('_secret_')[0] ?? '';

async function confirm(plan: Extract<FlowPlan, { kind: 'confirm' }>, ctx: FlowContext, deps: FlowDeps): Promise<FlowResult> {
  const stripe = await deps.stripe();
  let result: ConfirmResult;
  try {
    result = await finishConfirmation(stripe, plan.intent, plan.clientSecret);
  } catch (error) {
    // Stripe.js itself failed: the shop is told the order failed (its answer is not waited for), the shopper gets the generic message.
    deps.api.updateFailedOrder(intentIdFromSecret(plan.clientSecret), plan.report.orderId).catch(() => undefined);
    throw error;
  }
  let returnUrl: string | null = null;
  let reportError: unknown = null;
  try {
    // The server hears every outcome: a failed authentication marks the order failed, a success completes it.
    returnUrl = await deps.api.reportConfirmedIntent({ ...plan.report, intentId: intentIdOf(result), paymentMethodId: deps.paymentMethodToSave() });
  } catch (error) {
    reportError = error;
  }
  if (result.error) return failed(messageFor(result.error, deps.messages));
  if (reportError) return failed(messageFor(reportError, deps.messages));
  return { kind: 'go', url: afterShopAnswer(returnUrl, plan.report.orderId, ctx) };
}

async function voucher(plan: Extract<FlowPlan, { kind: 'voucher' }>, deps: FlowDeps): Promise<FlowResult> {
  const stripe = await deps.stripe();
  const confirm = (): Promise<ConfirmResult> =>
    plan.type === 'boleto'
      ? stripe.confirmBoletoPayment(plan.clientSecret, {})
      : plan.type === 'multibanco'
        ? stripe.confirmMultibancoPayment(plan.clientSecret, {})
        : stripe.confirmOxxoPayment(plan.clientSecret, {});
  // The gateway confirmed the intent: its next action shows the voucher.
  const result = await finishConfirmation(stripe, 'pi', plan.clientSecret, confirm);
  if (result.error) return failed(result.error.message ?? messageFor(result.error, deps.messages));
  return plan.destination ? { kind: 'go', url: plan.destination } : failed(voucherNoReturnText());
}

async function wallet(plan: Extract<FlowPlan, { kind: 'wallet' }>, ctx: FlowContext, deps: FlowDeps): Promise<FlowResult> {
  const stripe = await deps.stripe();
  const returnUrl = plan.destination ?? ctx.pageUrl;
  const setup = plan.intentType === 'setup_intent';
  const confirm = (): Promise<ConfirmResult> =>
    plan.type === 'wechat_pay'
      ? stripe.confirmWechatPayPayment(plan.clientSecret, { payment_method_options: { wechat_pay: { client: 'web' } } })
      : setup
        ? stripe.confirmCashappSetup(plan.clientSecret, { return_url: returnUrl })
        : stripe.confirmCashappPayment(plan.clientSecret, { return_url: returnUrl });
  // The gateway confirmed the intent: its next action shows the wallet's code.
  const result = await finishConfirmation(stripe, setup ? 'si' : 'pi', plan.clientSecret, confirm);
  if (result.error) return failed(result.error.message ?? messageFor(result.error, deps.messages));
  const intent = setup ? result.setupIntent : result.paymentIntent;
  if (!intent) return failed(deps.genericErrorMessage);
  const lastError = 'last_payment_error' in intent ? intent.last_payment_error : intent.last_setup_error;
  // SPEC 8.3: a wallet's failure is told with the intent's last_payment_error.message.
  if (lastError) return failed(lastError.message ?? deps.genericErrorMessage);
  if (intent.status === 'requires_action') return { kind: 'stay' };
  if (plan.changePayment) {
    const paymentMethod = typeof intent.payment_method === 'string' ? intent.payment_method : intent.payment_method?.id ?? null;
    const next = await deps.api.reportConfirmedIntent({ endpoint: 'confirm_change_payment', orderId: plan.changePayment.orderId, intentId: intent.id, paymentMethodId: paymentMethod, nonce: plan.changePayment.nonce });
    return { kind: 'go', url: afterShopAnswer(next, plan.changePayment.orderId, ctx) };
  }
  return plan.destination ? { kind: 'go', url: plan.destination } : failed(voucherNoReturnText());
}

async function legacyConfirm(plan: Extract<FlowPlan, { kind: 'legacy-confirm' }>, deps: FlowDeps): Promise<FlowResult> {
  const stripe = await deps.stripe();
  const result = await stripe.handleNextAction({ clientSecret: plan.clientSecret });
  const ping = plan.redirect ? `${plan.redirect}&is_ajax` : undefined;
  if (result.error) return { kind: 'error', message: messageFor(result.error, deps.messages), ...(ping ? { ping } : {}) };
  const intent = plan.intent === 'si' ? result.setupIntent : result.paymentIntent;
  const done = intent?.status === 'succeeded' || intent?.status === 'requires_capture';
  if (!done) return { kind: 'stay' };
  return plan.redirect ? { kind: 'go', url: plan.redirect } : failed(deps.genericErrorMessage);
}

/** Runs the plan; a thrown error (Stripe.js failing, the network) is told with the gateway's generic message (SPEC 8.3). */
export async function runFlow(plan: FlowPlan, ctx: FlowContext, deps: FlowDeps): Promise<FlowResult> {
  try {
    switch (plan.kind) {
      case 'ignore':
        return { kind: 'stay' };
      case 'invalid-wallet-type':
        return failed(deps.invalidWalletTypeMessage);
      case 'confirm':
        return await confirm(plan, ctx, deps);
      case 'voucher':
        return await voucher(plan, deps);
      case 'wallet':
        return await wallet(plan, ctx, deps);
      case 'legacy-confirm':
        return await legacyConfirm(plan, deps);
    }
  } catch (error) {
    console.error('[shop-islands] payments: the payment could not be completed', error);
    return failed(deps.genericErrorMessage);
  }
}
