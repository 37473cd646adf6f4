/** /v1/tokens and /v1/confirmation_tokens: what the browser made with Stripe.js, as the merchant's server reads it. */
import type Stripe from 'stripe';
import { err, ok, type StripeResult } from '../types.ts';
import type { RestContext } from './context.ts';
import { noSuch } from './errors.ts';

export function tokenResources(ctx: RestContext) {
  const methodOf = (id: string): Stripe.PaymentMethod | undefined => {
    const methodId = ctx.service.tokenPaymentMethod(id);
    return methodId ? ctx.render.paymentMethod(methodId) : undefined;
  };
  return {
    token(id: string): StripeResult<Stripe.Token> {
      const found = ctx.service.retrieveToken(id);
      if (!found.ok) return found;
      const { card, ...token } = found.value;
      const method = methodOf(id);
      const base = { id: token.id, object: token.object, client_ip: token.client_ip, created: token.created, livemode: token.livemode, type: token.type, used: token.used };
      if (!card || !method?.card) return ok(base);
      return ok({
        ...base,
        card: {
          id: card.id, object: 'card', address_city: card.address_city, address_country: card.address_country, address_line1: card.address_line1,
          address_line1_check: card.address_line1_check, address_line2: card.address_line2, address_state: card.address_state, address_zip: card.address_zip,
          address_zip_check: card.address_zip_check, brand: card.brand, country: card.country, cvc_check: card.cvc_check, dynamic_last4: card.dynamic_last4,
          exp_month: card.exp_month, exp_year: card.exp_year, fingerprint: method.card.fingerprint ?? null, funding: card.funding, last4: card.last4,
          metadata: card.metadata, name: card.name, regulated_status: method.card.regulated_status ?? null, tokenization_method: card.tokenization_method,
        },
      });
    },
    confirmationToken(id: string): StripeResult<Stripe.ConfirmationToken> {
      const found = ctx.service.retrieveConfirmationToken(id);
      if (!found.ok) return found;
      const method = methodOf(id);
      if (!method) return err(noSuch('confirmationtoken', id, 'id'));
      const token = found.value;
      const { id: _id, object: _object, created: _created, livemode: _livemode, metadata: _metadata, radar_options: _radar, ...preview } = method;
      const shipping = token.shipping?.address ? { address: token.shipping.address, name: token.shipping.name ?? '', phone: token.shipping.phone ?? null } : null;
      return ok({
        id: token.id, object: 'confirmation_token', created: token.created, expires_at: token.expires_at, livemode: false, mandate_data: null, metadata: {},
        payment_intent: token.payment_intent, payment_method_options: null, payment_method_preview: preview, return_url: token.return_url,
        setup_future_usage: token.setup_future_usage, setup_intent: token.setup_intent, shipping, use_stripe_sdk: token.use_stripe_sdk,
      });
    },
  };
}
