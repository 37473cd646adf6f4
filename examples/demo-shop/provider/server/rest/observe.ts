/**
 * Turns intent state changes into the events Stripe sends, whichever side made them: the merchant's
 * server (REST face), the shopper's browser (the double's confirm, 3D Secure, wallet and bank pages).
 * A saved-for-later method (setup_future_usage, setup intents) is attached to the intent's customer on
 * success, as Stripe does.
 */
import type { RestContext } from './context.ts';

function attachOnSuccess(ctx: RestContext, methodId: string | null, customer: string | null): void {
  if (!methodId || !customer) return;
  ctx.store.patchMethod(methodId, { customer });
}

export function observePaymentIntent(ctx: RestContext, id: string): void {
  const intent = ctx.render.paymentIntent(id);
  if (!intent) return;
  const cursor = `${intent.status}:${intent.latest_charge ?? ''}:${intent.last_payment_error?.code ?? ''}`;
  const before = ctx.webhooks.lastStatus(id);
  if (before === cursor) return;
  ctx.webhooks.setLastStatus(id, cursor);
  const previousStatus = before?.split(':')[0];
  const charge = typeof intent.latest_charge === 'string' ? ctx.render.charge(intent.latest_charge) : undefined;
  const customer = typeof intent.customer === 'string' ? intent.customer : intent.customer?.id ?? null;
  const methodId = typeof intent.payment_method === 'string' ? intent.payment_method : intent.payment_method?.id ?? null;
  switch (intent.status) {
    case 'requires_action':
      ctx.webhooks.emit('payment_intent.requires_action', intent);
      break;
    case 'processing':
      if (charge) ctx.webhooks.emit('charge.pending', charge);
      ctx.webhooks.emit('payment_intent.processing', intent);
      break;
    case 'requires_capture':
      if (charge) ctx.webhooks.emit('charge.succeeded', charge);
      ctx.webhooks.emit('payment_intent.amount_capturable_updated', intent);
      break;
    case 'succeeded':
      if (intent.setup_future_usage) attachOnSuccess(ctx, methodId, customer);
      if (charge && previousStatus === 'requires_capture') ctx.webhooks.emit('charge.captured', charge);
      else if (charge) ctx.webhooks.emit('charge.succeeded', charge);
      ctx.webhooks.emit('payment_intent.succeeded', intent);
      break;
    case 'requires_payment_method':
      if (!intent.last_payment_error) break;
      if (charge?.status === 'failed') ctx.webhooks.emit('charge.failed', charge);
      ctx.webhooks.emit('payment_intent.payment_failed', intent);
      break;
    case 'canceled':
      ctx.webhooks.emit('payment_intent.canceled', intent);
      break;
    default:
      break;
  }
}

export function observeSetupIntent(ctx: RestContext, id: string): void {
  const intent = ctx.render.setupIntent(id);
  if (!intent) return;
  const cursor = `${intent.status}:${intent.last_setup_error?.code ?? ''}`;
  if (ctx.webhooks.lastStatus(id) === cursor) return;
  ctx.webhooks.setLastStatus(id, cursor);
  const customer = typeof intent.customer === 'string' ? intent.customer : intent.customer?.id ?? null;
  const methodId = typeof intent.payment_method === 'string' ? intent.payment_method : intent.payment_method?.id ?? null;
  switch (intent.status) {
    case 'requires_action':
      ctx.webhooks.emit('setup_intent.requires_action', intent);
      break;
    case 'succeeded':
      attachOnSuccess(ctx, methodId, customer);
      ctx.webhooks.emit('setup_intent.succeeded', intent);
      break;
    case 'requires_payment_method':
      if (intent.last_setup_error) ctx.webhooks.emit('setup_intent.setup_failed', intent);
      break;
    case 'canceled':
      ctx.webhooks.emit('setup_intent.canceled', intent);
      break;
    default:
      break;
  }
}

/** After any request that may have moved an intent (pi_… or seti_…). */
export function observeIntent(ctx: RestContext, id: string): void {
  if (id.startsWith('pi_')) observePaymentIntent(ctx, id);
  else if (id.startsWith('seti_')) observeSetupIntent(ctx, id);
}
