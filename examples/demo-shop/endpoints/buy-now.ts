/**
 * `asp_pp_req_token` (admin-ajax), as the Stripe Payments payment box calls it: creates the payment
 * intent for one payment attempt, server side, at the price the shop decides. The box then confirms
 * it in the browser with its client secret. Answer: `{ success: true, clientSecret, pi_id }` or
 * `{ success: false, err }`.
 */
import { buyNowAmount, buyNowProduct, providerCurrency, requestedAmount } from '../domain/buy-now.ts';
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

/** The box's fields (the nonce is checked before): unknown ones are refused. */
const INTENT_REQUEST = {
  type: 'object',
  required: ['product_id'],
  properties: {
    product_id: { type: 'integer', minimum: 1 },
    amount: { type: 'string', maxLength: 64 },
    attempt: { type: 'string', pattern: '^[\\w-]{0,64}$' },
  },
  additionalProperties: false,
} as const;

interface IntentRequest { product_id: number; amount?: string; attempt?: string }

export function registerBuyNowEndpoints(r: EndpointRegistry): void {
  r.registerAjaxAction<IntentRequest>('asp_pp_req_token', {
    nonceAction: BUY_NOW_NONCE_ACTION,
    nonceField: 'nonce',
    schema: INTENT_REQUEST,
    invalid: (_ctx, problems): IntentAnswer => ({
      success: false,
      err: problems.some((p) => p.param === 'product_id') ? 'This product cannot be bought here.' : 'The payment could not be started. Please reload the page and try again.',
    }),
    handler: (ctx, data): IntentAnswer => {
      const product = buyNowProduct(ctx.shop.db, data.product_id);
      if (!product.ok) return { success: false, err: messageText(product.error.message) };
      const amount = buyNowAmount(product.value, requestedAmount(data.amount, ctx.shop.currency), ctx.shop.currency);
      if (!amount.ok) return { success: false, err: messageText(amount.error.message) };
      const attempt = data.attempt ?? '';
      const intent = createIntentsService(ctx.shop.db).createPaymentIntent({
        amount: amount.value,
        currency: providerCurrency(ctx.shop.currency),
        description: product.value.name,
        metadata: { product_id: String(product.value.id), source: 'buy-now' },
        ...(attempt ? { idempotencyKey: `asp_pp_${ctx.session.id}_${attempt}` } : {}),
      });
      if (!intent.ok) return { success: false, err: intent.error.message ?? 'The payment could not be started.' };
      return { success: true, clientSecret: intent.value.client_secret ?? '', pi_id: intent.value.id };
    },
  });
}
