/**
 * Paying with the wallet once the shopper pressed Pay (loaded then, on demand):
 * 1. the Elements group submitted and the wallet's payment method created (`paymentMethodCreation: 'manual'`);
 * 2. the wallet's addresses as WooCommerce's, normalised here and then by the gateway (normalize_address);
 * 3. the order placed through the Store API's checkout (order-pay: the order's own checkout route) with the
 *    express header and nonce, the order note the checkout form holds and the order attribution;
 * 4. a payment that needs 3D Secure confirmed with Stripe.js, then settled by the gateway's
 *    update_order_status, whose answer is the order-received page (the legacy script's path ended on a 404).
 * The order request carries the attempt's idempotency key. The answer is where to go (same origin only), or the
 * message to show and whether the shop answered the order request (when it did not, the order may have been made:
 * the next payment sends the same key, and the shop answers it with that order instead of making a second).
 */
import type { Stripe, StripeElements } from '@stripe/stripe-js';
import { isAllowedUrl } from '@shop-islands/core/origin';
import { isStoreApiError } from '@shop-islands/core/store-api';
import { billingAddressOf, shippingAddressOf, type WalletContact, type WooAddress } from '../address/wallet-address.ts';
import { normalizeAddress, type StatesTable } from '../address/normalize.ts';
import type { CheckoutAnswer, CheckoutBody, ExpressApi } from '../api.ts';
import { applyPageFilters } from '../page-hooks.ts';
import type { PayForOrderData } from '../settings.ts';
import type { ExpressPage } from '../sheet/flow.ts';
import { confirmHashOf } from './confirm-hash.ts';
import { paymentErrorMessage, plainText, unknownErrorText } from './messages.ts';

export const PLACE_ORDER_EXTENSION_FILTER = 'wcstripe.express-checkout.cart-place-order-extension-data';
const ATTRIBUTION_PREFIX = 'wc_order_attribution_';

export interface PayContext {
  readonly stripe: Stripe;
  readonly elements: StripeElements;
  readonly api: ExpressApi;
  readonly page: ExpressPage;
  readonly payForOrder: PayForOrderData | null;
  readonly states: StatesTable;
  readonly doc: Document;
  readonly win: Window;
}

export type PayResult =
  | { readonly ok: true; readonly redirect: string }
  /** `orderAnswered`: the shop answered the order request (this attempt is over; the next one gets a new key). */
  | { readonly ok: false; readonly message: string; readonly orderAnswered: boolean };

/** The shop answered the order request with a refusal of its own (not a server error, a page or no answer at all). */
const isShopRefusal = (error: unknown): boolean => isStoreApiError(error) && error.status < 500;

/** The order note the classic checkout's form (or the block checkout's) holds. */
export function customerNote(doc: Document): string {
  const classic = doc.querySelector<HTMLTextAreaElement>('form.checkout textarea[name="order_comments"]');
  if (classic) return classic.value;
  return doc.querySelector<HTMLTextAreaElement>('form.wc-block-checkout__form #order-notes textarea')?.value ?? '';
}

/** WooCommerce's order attribution, from the page's `<wc-order-attribution-inputs>` (the one the gateway prints by the button comes first). */
export function orderAttribution(doc: Document): Record<string, string> {
  const element = doc.querySelector('#wc-stripe-express-checkout__order-attribution-inputs') ?? doc.querySelector('wc-order-attribution-inputs');
  const values: Record<string, string> = {};
  for (const input of element?.querySelectorAll<HTMLInputElement>('input[name]') ?? []) {
    if (input.name.startsWith(ATTRIBUTION_PREFIX) && input.value) values[input.name.slice(ATTRIBUTION_PREFIX.length)] = input.value;
  }
  return values;
}

function orderBody(ctx: PayContext, contact: WalletContact, walletType: string, methodId: string, billing: CheckoutBody['billing_address'], shipping: WooAddress): CheckoutBody {
  const attribution = orderAttribution(ctx.doc);
  const extensions = applyPageFilters(PLACE_ORDER_EXTENSION_FILTER, attribution && Object.keys(attribution).length ? { 'woocommerce/order-attribution': attribution } : {}, ctx.win);
  return {
    billing_address: billing,
    shipping_address: { ...shipping, ...(contact.shippingRate ? { method: [contact.shippingRate.id] } : {}) },
    customer_note: customerNote(ctx.doc),
    payment_method: 'stripe',
    payment_data: [
      { key: 'payment_method', value: 'stripe' },
      { key: 'wc-stripe-payment-method', value: methodId },
      { key: 'wc-stripe-confirmation-token', value: '' },
      { key: 'express_payment_type', value: walletType },
      { key: 'wc-stripe-is-deferred-intent', value: true },
    ],
    extensions,
    additional_fields: {},
  };
}

/** The addresses to send: the wallet's, normalised here, then as the gateway normalises them (its answer wins). */
async function addresses(ctx: PayContext, contact: WalletContact): Promise<{ billing: CheckoutBody['billing_address']; shipping: WooAddress }> {
  const billing = normalizeAddress(billingAddressOf(contact), ctx.states);
  const given = shippingAddressOf(contact);
  const orderShipping = ctx.payForOrder?.shippingAddress;
  const { email: _email, ...fallback } = billing;
  const shipping = given ? normalizeAddress(given, ctx.states) : orderShipping ? ({ ...fallback, ...orderShipping } as WooAddress) : fallback;
  try {
    const normalized = await ctx.api.normalizeAddress(billing, shipping);
    return { billing: normalizeAddress(normalized.billing, ctx.states), shipping: normalizeAddress(normalized.shipping, ctx.states) };
  } catch {
    // the gateway's clean-up is a refinement: the addresses as they stand are still complete
    return { billing, shipping };
  }
}

/** Where a paid (or confirmed) order sends the shopper: only addresses of this site. */
function destination(redirect: string, win: Window): PayResult {
  return redirect && isAllowedUrl(redirect, [win.location.origin], win.location.href) ? { ok: true, redirect } : { ok: false, message: unknownErrorText(), orderAnswered: true };
}

/** 3D Secure and the like: Stripe.js takes the shopper through it, then the gateway settles the order. */
async function confirmAndSettle(ctx: PayContext, answer: CheckoutAnswer, methodId: string): Promise<PayResult> {
  const hash = confirmHashOf(answer.redirect);
  if (!hash) return destination(answer.redirect, ctx.win);
  const result = await ctx.stripe.handleNextAction({ clientSecret: hash.clientSecret });
  const intentId = result.paymentIntent?.id ?? result.setupIntent?.id ?? hash.intentId;
  const settle = ctx.api.updateOrderStatus({ orderId: hash.orderId, intentId, paymentMethodId: methodId, nonce: hash.nonce });
  if (result.error) {
    // the gateway records the failed attempt on the order; the shopper is told why
    await settle.catch(() => undefined);
    return { ok: false, message: paymentErrorMessage(result.error), orderAnswered: true };
  }
  return destination(await settle, ctx.win);
}

export async function payWithWallet(ctx: PayContext, contact: WalletContact, walletType: string, idempotencyKey: string): Promise<PayResult> {
  let orderAnswered = false;
  try {
    const submitted = await ctx.elements.submit();
    if (submitted.error) return { ok: false, message: paymentErrorMessage(submitted.error), orderAnswered };
    const created = await ctx.stripe.createPaymentMethod({ elements: ctx.elements });
    if (created.error || !created.paymentMethod) return { ok: false, message: paymentErrorMessage(created.error), orderAnswered };
    const methodId = created.paymentMethod.id;
    const { billing, shipping } = await addresses(ctx, contact);
    const body = orderBody(ctx, contact, walletType, methodId, billing, shipping);
    const order = ctx.payForOrder;
    const answer = await (order
      ? ctx.api.payForOrder({ id: order.orderId, key: order.orderKey, email: order.billingEmail }, body, idempotencyKey)
      : ctx.api.checkout(body, idempotencyKey)
    ).catch((error: unknown) => {
      orderAnswered = isShopRefusal(error);
      throw error;
    });
    orderAnswered = true;
    if (answer.paymentStatus !== 'success') return { ok: false, message: answer.errorMessage ? plainText(answer.errorMessage) : unknownErrorText(), orderAnswered };
    return await confirmAndSettle(ctx, answer, methodId);
  } catch (error) {
    return { ok: false, message: paymentErrorMessage(error), orderAnswered };
  }
}
