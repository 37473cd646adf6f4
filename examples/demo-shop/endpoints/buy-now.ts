/**
 * `asp_pp_req_token` (admin-ajax), as the Stripe Payments payment box calls it: creates the payment
 * intent for one payment attempt, server side, at the price the shop decides. The box then confirms
 * it in the browser with its client secret. Answer: `{ success: true, clientSecret, pi_id }` or
 * `{ success: false, err }`.
 */
import { BUY_NOW_CURRENCY, buyNowAmount, buyNowProduct } from '../domain/buy-now.ts';
import { messageText } from '../domain/message.ts';
import { createIntentsService } from '../provider/server/index.ts';
import type { EndpointRegistry } from './registry.ts';

export const BUY_NOW_NONCE_ACTION = 'asp_pp_ajax_create_pi_nonce';

export interface IntentAnswer {
  success: boolean;
  clientSecret?: string;
  pi_id?: string;
  err?: string;
}

/** Minor units from the box's `amount` field ('1234.50' → 123450), or null when not sent. */
function requestedAmount(raw: string | undefined): number | null {
  if (raw === undefined || raw.trim() === '') return null;
  const value = Number(raw);
  return Number.isFinite(value) ? Math.round(value * 100) : Number.NaN;
}

export function registerBuyNowEndpoints(r: EndpointRegistry): void {
  r.registerAjaxAction('asp_pp_req_token', {
    nonceAction: BUY_NOW_NONCE_ACTION,
    nonceField: 'nonce',
    handler: (ctx, data): IntentAnswer => {
      const product = buyNowProduct(ctx.shop.db, Number(data.product_id));
      if (!product.ok) return { success: false, err: messageText(product.error.message) };
      const amount = buyNowAmount(product.value, requestedAmount(data.amount));
      if (!amount.ok) return { success: false, err: messageText(amount.error.message) };
      const attempt = (data.attempt ?? '').replace(/[^\w-]/g, '').slice(0, 64);
      const intent = createIntentsService(ctx.shop.db).createPaymentIntent({
        amount: amount.value,
        currency: BUY_NOW_CURRENCY,
        description: product.value.name,
        metadata: { product_id: String(product.value.id), source: 'buy-now' },
        ...(attempt ? { idempotencyKey: `asp_pp_${ctx.session.id}_${attempt}` } : {}),
      });
      if (!intent.ok) return { success: false, err: intent.error.message ?? 'The payment could not be started.' };
      return { success: true, clientSecret: intent.value.client_secret ?? '', pi_id: intent.value.id };
    },
  });
}
