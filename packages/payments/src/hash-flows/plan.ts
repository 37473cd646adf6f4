/**
 * What to do about a flow hash (SPEC 4.9), decided without touching the page: which intent to confirm and how
 * to report it, where to go afterwards, and when to ignore the hash. Every address it hands out is on the
 * shop's own origin: a return URL from a hash (which anyone can put in a link) is followed only when it is.
 */
import { isAllowedUrl, originOf } from '@shop-islands/core/origin';
import { WALLET_TYPES } from '../payment-methods/method-types.ts';
import type { HashFlow, IntentKind } from './parse.ts';

export interface FlowContext {
  /** The page's origin, e.g. 'https://shop.example'. */
  readonly origin: string;
  /** The page's address (relative addresses resolve against it). */
  readonly pageUrl: string;
  readonly isCheckout: boolean;
  readonly isOrderPay: boolean;
  readonly isChangingPayment: boolean;
  /** The order of the order-pay or change-payment page ('' elsewhere). */
  readonly orderId: string;
  /** The gateway's order-received address (no order in it). */
  readonly orderReceivedUrl: string;
}

export type ReportEndpoint = 'update_order_status' | 'confirm_change_payment';

export type FlowPlan =
  | { readonly kind: 'ignore' }
  | { readonly kind: 'confirm'; readonly intent: IntentKind; readonly clientSecret: string; readonly report: { readonly endpoint: ReportEndpoint; readonly orderId: string; readonly nonce: string } }
  | { readonly kind: 'voucher'; readonly type: string; readonly clientSecret: string; readonly destination: string | null; readonly blockForm: boolean }
  | {
      readonly kind: 'wallet';
      readonly type: string;
      readonly intentType: 'payment_intent' | 'setup_intent';
      readonly clientSecret: string;
      readonly destination: string | null;
      /** When changing a subscription's method: confirm_change_payment is asked where to go. */
      readonly changePayment: { readonly orderId: string; readonly nonce: string } | null;
      readonly blockForm: boolean;
    }
  | { readonly kind: 'invalid-wallet-type' }
  | { readonly kind: 'legacy-confirm'; readonly intent: IntentKind; readonly clientSecret: string; readonly redirect: string | null };

/** `url` made absolute when it is on the shop's origin, else null. */
export function onShopOrigin(url: string | null, ctx: Pick<FlowContext, 'origin' | 'pageUrl'>): string | null {
  if (!url || !isAllowedUrl(url, [ctx.origin], ctx.pageUrl)) return null;
  return new URL(url, ctx.pageUrl).href;
}

/** The order-received page for `orderId` (`{orderReceivedURL}/{orderId}/`), or the address alone for an order id that is not a number. */
export function orderReceivedFor(orderId: string, ctx: Pick<FlowContext, 'orderReceivedUrl' | 'origin' | 'pageUrl'>): string | null {
  const base = onShopOrigin(ctx.orderReceivedUrl, ctx);
  if (!base) return null;
  if (!/^\d+$/.test(orderId)) return base;
  return `${base.replace(/\/+$/, '')}/${encodeURIComponent(orderId)}/`;
}

/**
 * Where to go after a confirmed payment, from a return URL in the shop's own answer (never a failure): the URL on the
 * page's origin or the printed order-received address's (a shop answering with another of its hosts); else the order's
 * order-received page on the page's origin (the answer's own path and key when it names that page).
 */
export function afterShopAnswer(returnUrl: string | null, orderId: string, ctx: FlowContext): string {
  const received = originOf(ctx.orderReceivedUrl, ctx.pageUrl);
  if (returnUrl && isAllowedUrl(returnUrl, [ctx.origin, received ?? ctx.origin], ctx.pageUrl)) return new URL(returnUrl, ctx.pageUrl).href;
  if (!received) return ctx.pageUrl;
  const base = new URL(ctx.orderReceivedUrl, ctx.pageUrl);
  const answer = returnUrl && originOf(returnUrl, ctx.pageUrl) ? new URL(returnUrl, ctx.pageUrl) : null;
  if (answer?.pathname.startsWith(base.pathname)) return new URL(answer.pathname + answer.search, ctx.origin).href;
  return orderReceivedFor(orderId, { ...ctx, orderReceivedUrl: base.pathname + base.search }) ?? ctx.pageUrl;
}

/** A voucher's or wallet's destination: its return URL on the shop's origin, else the order's order-received page. */
export function destinationAfter(returnUrl: string | null, orderId: string, ctx: FlowContext): string | null {
  return onShopOrigin(returnUrl, ctx) ?? orderReceivedFor(orderId, ctx);
}

export function planHashFlow(flow: HashFlow | null, ctx: FlowContext): FlowPlan {
  if (!flow) return { kind: 'ignore' };
  const onPaymentPage = ctx.isCheckout || ctx.isOrderPay || ctx.isChangingPayment;
  // SPEC 5.4: on order-pay, a hash for another order is not this page's business.
  const otherOrder = (orderId: string): boolean => ctx.isOrderPay && orderId !== ctx.orderId;
  switch (flow.kind) {
    case 'confirm':
      return {
        kind: 'confirm',
        intent: flow.intent,
        clientSecret: flow.clientSecret,
        report: ctx.isChangingPayment
          ? { endpoint: 'confirm_change_payment', orderId: ctx.orderId, nonce: flow.nonce }
          : { endpoint: 'update_order_status', orderId: flow.orderId, nonce: flow.nonce },
      };
    case 'voucher':
      if (!onPaymentPage || otherOrder(flow.orderId)) return { kind: 'ignore' };
      return { kind: 'voucher', type: flow.type, clientSecret: flow.clientSecret, destination: destinationAfter(flow.returnUrl, flow.orderId, ctx), blockForm: ctx.isOrderPay };
    case 'wallet':
      if (!onPaymentPage || otherOrder(flow.orderId)) return { kind: 'ignore' };
      if (!WALLET_TYPES.includes(flow.type)) return { kind: 'invalid-wallet-type' };
      return {
        kind: 'wallet',
        type: flow.type,
        intentType: flow.intentType,
        clientSecret: flow.clientSecret,
        destination: destinationAfter(flow.returnUrl, flow.orderId, ctx),
        changePayment: ctx.isChangingPayment ? { orderId: flow.orderId, nonce: flow.nonce } : null,
        blockForm: ctx.isOrderPay,
      };
    case 'legacy-confirm':
      return { kind: 'legacy-confirm', intent: flow.intent, clientSecret: flow.clientSecret, redirect: onShopOrigin(flow.redirectUrl, ctx) };
  }
}

/** Every address a plan may send the browser to (the fuzz test holds them to the shop's origin). */
export function planDestinations(plan: FlowPlan): string[] {
  switch (plan.kind) {
    case 'voucher':
    case 'wallet':
      return plan.destination ? [plan.destination] : [];
    case 'legacy-confirm':
      return plan.redirect ? [plan.redirect] : [];
    default:
      return [];
  }
}
