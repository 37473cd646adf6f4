/** /v1/charges, /v1/refunds and the balance transactions behind them. */
import type Stripe from 'stripe';
import { invalidRequest } from '../errors.ts';
import { err, now, ok, type StripeResult } from '../types.ts';
import type { RestContext } from './context.ts';
import { missingParam, noSuch } from './errors.ts';
import { form, type FormObject } from './form.ts';
import { list, type StoredRefund } from './objects.ts';
import { restId } from './store.ts';

function money(minor: number, currency: string): string {
  return new Intl.NumberFormat('en-GB', { style: 'currency', currency: currency.toUpperCase() }).format(minor / 100);
}

export function chargeResources(ctx: RestContext) {
  const found = (id: string): StripeResult<Stripe.Charge> => {
    const charge = ctx.render.charge(id);
    return charge ? ok(charge) : err(noSuch('charge', id, 'id'));
  };
  return {
    retrieve: found,
    list(params: FormObject): StripeResult<Stripe.ApiList<Stripe.Charge>> {
      const intent = form.string(params.payment_intent);
      if (!intent) return err(missingParam('payment_intent'));
      const charges = ctx.store.chargesOf(intent).reverse().map((row) => ctx.render.charge(row.id)).filter((c): c is Stripe.Charge => c !== undefined);
      return ok(list('/v1/charges', charges));
    },
    balanceTransaction(id: string): StripeResult<Stripe.BalanceTransaction> {
      const transaction = ctx.render.balanceTransaction(id);
      return transaction ? ok(transaction) : err(noSuch('balance transaction', id, 'id'));
    },
  };
}

const REASONS = ['duplicate', 'fraudulent', 'requested_by_customer'] as const;

export function refundResources(ctx: RestContext) {
  const found = (id: string): StripeResult<Stripe.Refund> => {
    const refund = ctx.render.refund(id);
    return refund ? ok(refund) : err(noSuch('refund', id, 'id'));
  };
  return {
    create(params: FormObject): StripeResult<Stripe.Refund> {
      let chargeId = form.string(params.charge);
      const intentId = form.string(params.payment_intent);
      if (!chargeId && !intentId) return err(missingParam('charge'));
      if (!chargeId && intentId) {
        const intent = ctx.render.paymentIntent(intentId);
        if (!intent) return err(noSuch('payment_intent', intentId, 'payment_intent'));
        if (typeof intent.latest_charge !== 'string' || intent.status !== 'succeeded') {
          return err(invalidRequest('charge_not_refundable', `This PaymentIntent (${intentId}) does not have a successful charge to refund.`, 'payment_intent'));
        }
        chargeId = intent.latest_charge;
      }
      const charge = chargeId ? ctx.render.charge(chargeId) : undefined;
      if (!chargeId || !charge) return err(noSuch('charge', chargeId ?? '', 'charge'));
      if (!charge.captured) return err(invalidRequest('charge_not_refundable', `Charge ${chargeId} has not been captured and cannot be refunded.`, 'charge'));
      const remaining = charge.amount_captured - charge.amount_refunded;
      if (remaining <= 0) return err(invalidRequest('charge_already_refunded', `Charge ${chargeId} has already been refunded.`, 'charge'));
      const amountText = form.string(params.amount);
      const amount = amountText === undefined ? remaining : Number(amountText);
      if (!Number.isInteger(amount) || amount < 1) return err(invalidRequest('parameter_invalid_integer', 'Invalid integer: amount', 'amount'));
      if (amount > remaining) {
        return err(invalidRequest('amount_too_large', `Refund amount (${money(amount, charge.currency)}) is greater than unrefunded amount on charge (${money(remaining, charge.currency)})`, 'amount'));
      }
      const reason = REASONS.find((r) => r === form.string(params.reason)) ?? null;
      const refund: StoredRefund = {
        id: restId('re'), charge: chargeId, payment_intent: typeof charge.payment_intent === 'string' ? charge.payment_intent : null,
        amount, currency: charge.currency, created: now(), reason, metadata: form.metadata(params.metadata) ?? {}, status: 'succeeded',
      };
      ctx.store.saveRefund(refund);
      const created = found(refund.id);
      const refunded = ctx.render.charge(chargeId);
      if (created.ok) ctx.webhooks.emit('refund.created', created.value);
      if (refunded) ctx.webhooks.emit('charge.refunded', refunded, { amount_refunded: charge.amount_refunded, refunded: charge.refunded });
      return created;
    },
    retrieve: found,
    list(params: FormObject): StripeResult<Stripe.ApiList<Stripe.Refund>> {
      const charge = form.string(params.charge);
      const refunds = charge ? ctx.store.refundsOf<StoredRefund>(charge).map((r) => ctx.render.refund(r.id)).filter((r): r is Stripe.Refund => r !== undefined) : [];
      return ok(list('/v1/refunds', refunds));
    },
  };
}
