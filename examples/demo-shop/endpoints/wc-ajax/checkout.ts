/**
 * WC_AJAX checkout, update_order_review, apply_coupon and remove_coupon, with WooCommerce's answers
 * (CONTRACT.md §3): JSON for the order and the totals, notice HTML for coupons, 403 `-1` for a wrong nonce.
 */
import { applyCoupon, chooseShipping, loadCart, removeCoupon } from '../../domain/cart.ts';
import { processCheckout, SESSION_EXPIRED, UNABLE_TO_PROCESS, type CheckoutOutcome } from '../../domain/checkout.ts';
import { cleanText } from '../../domain/checkout-validation.ts';
import { IDEMPOTENCY_KEY } from '../../domain/idempotency.ts';
import type { Message } from '../../domain/message.ts';
import { readSessionData, updateSessionData, type SessionAddress } from '../../domain/sessions.ts';
import {
  APPLY_COUPON, CHECKOUT_FORM, REMOVE_COUPON, SHIPPING_METHOD_FIELD, UPDATE_ORDER_REVIEW,
  type ApplyCoupon, type RemoveCoupon, type UpdateOrderReview,
} from '../../input/checkout-fields.ts';
import type { InputProblem } from '../../input/schema-errors.ts';
import { checkoutPaymentHtml } from '../../pages/checkout.ts';
import { noticesHtml, type Notice } from '../../pages/partials/notices.ts';
import { reviewOrderTable } from '../../pages/partials/review-order.ts';
import type { RequestContext } from '../../shop-context.ts';
import type { EndpointRegistry, FormData } from '../registry.ts';

/** The header the checkout sends with each order attempt (packages/checkout/src/contract/requests.ts). */
export const IDEMPOTENCY_HEADER = 'idempotency-key';

const errorList = (messages: readonly { message: Message; id?: string }[]): string =>
  noticesHtml(messages.map((m): Notice => ({ type: 'error', message: m.message, id: m.id }))).value;

/** WC_Checkout::send_ajax_failure_response(). */
function failureAnswer(notices: readonly { message: Message; id?: string }[], flags: { refresh?: boolean; reload?: boolean } = {}): Record<string, unknown> {
  return { result: 'failure', messages: notices.length > 0 ? errorList(notices) : '', refresh: flags.refresh ?? false, reload: flags.reload ?? false };
}

function orderAnswer(outcome: CheckoutOutcome): Record<string, unknown> {
  if (outcome.result === 'success') return { result: 'success', redirect: outcome.redirect, order_id: outcome.order.id };
  return failureAnswer(outcome.notices, { reload: outcome.reload, refresh: outcome.refresh });
}

/** Fields of a form nobody's checkout sends: said the way the order's own errors are said. */
function refusedInput(ctx: RequestContext, problems: InputProblem[]): Record<string, unknown> {
  void ctx.reply.code(400);
  return failureAnswer(problems.map((p) => ({ message: p.message })));
}

/** The order submit: idempotent on the `Idempotency-Key` header (CONTRACT.md §6). */
function checkout(ctx: RequestContext, data: FormData): Record<string, unknown> {
  const header = ctx.req.headers[IDEMPOTENCY_HEADER];
  const key = Array.isArray(header) ? header[0] : header;
  if (key !== undefined && !IDEMPOTENCY_KEY.test(key)) {
    void ctx.reply.code(400);
    return failureAnswer([{ message: UNABLE_TO_PROCESS }]);
  }
  const nonce = data['woocommerce-process-checkout-nonce'] ?? data._wpnonce;
  if (!ctx.shop.nonces.verifyNonce(ctx.session.id, 'woocommerce-process_checkout', nonce)) {
    // WC_Checkout::process_checkout(): an empty cart means the session expired; otherwise recalculate and retry.
    const empty = loadCart(ctx.shop.db, ctx.session.id).lines.length === 0;
    return failureAnswer([{ message: empty ? SESSION_EXPIRED : UNABLE_TO_PROCESS }], { refresh: !empty });
  }
  return orderAnswer(processCheckout({ db: ctx.shop.db, gateways: ctx.shop.gateways, now: ctx.shop.now }, ctx.session, data, { idempotencyKey: key }));
}

/** The part of an address update_order_review sends: billing (`country`…) or shipping (`s_country`…). */
function postedAddress(data: UpdateOrderReview, prefix: '' | 's_'): SessionAddress {
  const read = (name: string): string | undefined => (data[`${prefix}${name}`] === undefined ? undefined : cleanText(data[`${prefix}${name}`] ?? ''));
  const parts = { country: read('country'), state: read('state'), postcode: read('postcode'), city: read('city'), address_1: read('address'), address_2: read('address_2') };
  return Object.fromEntries(Object.entries(parts).filter(([, v]) => v !== undefined));
}

/** WC_AJAX::update_order_review(): remember the shopper's address and choices, then answer the two fragments. */
function updateOrderReview(ctx: RequestContext, data: UpdateOrderReview): unknown {
  const { db } = ctx.shop;
  if (loadCart(db, ctx.session.id).lines.length === 0) {
    return { fragments: { 'form.woocommerce-checkout': errorList([{ message: SESSION_EXPIRED }]) } };
  }
  for (const [name, value] of Object.entries(data)) {
    if (SHIPPING_METHOD_FIELD.exec(name)?.[1] === '0' && value) chooseShipping(db, ctx.session.id, value);
  }
  const session = readSessionData(db, ctx.session.id);
  updateSessionData(db, ctx.session.id, {
    chosenPaymentMethod: cleanText(data.payment_method ?? ''),
    billing: { ...session.billing, ...postedAddress(data, '') },
    shipping: { ...session.shipping, ...postedAddress(data, 's_') },
    calculatedShipping: data.has_full_address === 'true',
  });
  const cart = loadCart(db, ctx.session.id);
  return {
    result: 'success',
    messages: '',
    reload: false,
    fragments: {
      '.woocommerce-checkout-review-order-table': reviewOrderTable(cart).value,
      '.woocommerce-checkout-payment': checkoutPaymentHtml(ctx, cart, data.payment_method).value,
    },
  };
}

export function registerWcAjaxCheckout(r: EndpointRegistry): void {
  r.registerWcAjax('checkout', { schema: CHECKOUT_FORM, invalid: refusedInput, handler: checkout });
  r.registerWcAjax<UpdateOrderReview>('update_order_review', {
    nonceAction: 'update-order-review',
    nonceField: 'security',
    schema: UPDATE_ORDER_REVIEW,
    invalid: (ctx, problems) => ({ ...refusedInput(ctx, problems), fragments: {} }),
    handler: updateOrderReview,
  });
  r.registerWcAjax<ApplyCoupon>('apply_coupon', {
    nonceAction: 'apply-coupon',
    nonceField: 'security',
    schema: APPLY_COUPON,
    invalid: (ctx, problems) => { void ctx.reply.code(400); return errorList(problems.map((p) => ({ message: p.message }))); },
    handler: (ctx, data) => {
      const applied = applyCoupon(ctx.shop.db, ctx.session.id, data.coupon_code ?? '', 'classic', ctx.shop.now());
      return noticesHtml([applied.ok ? { type: 'success', message: 'Coupon code applied successfully.' } : { type: 'error', message: applied.error.message }]).value;
    },
  });
  r.registerWcAjax<RemoveCoupon>('remove_coupon', {
    nonceAction: 'remove-coupon',
    nonceField: 'security',
    schema: REMOVE_COUPON,
    invalid: (ctx, problems) => { void ctx.reply.code(400); return errorList(problems.map((p) => ({ message: p.message }))); },
    handler: (ctx, data) => {
      const code = cleanText(data.coupon ?? '');
      if (code === '') return noticesHtml([{ type: 'error', message: 'Sorry there was a problem removing this coupon.' }]).value;
      removeCoupon(ctx.shop.db, ctx.session.id, code);
      return noticesHtml([{ type: 'success', message: 'Coupon has been removed.' }]).value;
    },
  });
}
