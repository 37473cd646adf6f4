import type { PaymentIntent } from '@stripe/stripe-js';
import type { Db } from '../../db/open.ts';
import { decide, type Decision } from './decision.ts';
import { AUTHENTICATION_FAILURE, invalidRequest, type StripeApiError } from './errors.ts';
import { asksForAuthentication } from './test-cards.ts';
import { idempotent } from './idempotency.ts';
import { newClientSecret, newId } from './ids.ts';
import { createPaymentMethod, findPaymentMethod, type PaymentMethodInput, type StoredPaymentMethod } from './payment-methods.ts';
import { err, now, ok, type Metadata, type ProviderPaymentIntent, type StripeResult } from './types.ts';

export interface CreatePaymentIntentInput {
  /** Minor units, e.g. 1250 for £12.50. */
  amount: number;
  /** Lower-case ISO code, e.g. 'gbp'. */
  currency: string;
  paymentMethod?: string;
  paymentMethodTypes?: string[];
  confirm?: boolean;
  idempotencyKey?: string;
  metadata?: Metadata;
  setupFutureUsage?: PaymentIntent.SetupFutureUsage;
  returnUrl?: string;
  captureMethod?: PaymentIntent.CaptureMethod;
  description?: string;
  receiptEmail?: string;
}

export interface ConfirmPaymentIntentInput {
  paymentMethod?: string;
  /** Creates the payment method first, as `payment_method_data` does. */
  paymentMethodData?: PaymentMethodInput;
  /** When neither a method nor data is given and none is attached: a method of this type needing no details (Stripe.js's confirmWechatPayPayment etc.). */
  fallbackMethodType?: string;
  returnUrl?: string;
  setupFutureUsage?: PaymentIntent.SetupFutureUsage;
  idempotencyKey?: string;
  /** When set (browser calls), the intent must have this client secret. */
  clientSecret?: string;
}

export interface UpdatePaymentIntentInput {
  amount?: number;
  currency?: string;
  paymentMethod?: string;
  paymentMethodTypes?: string[];
  metadata?: Metadata;
  description?: string;
  receiptEmail?: string;
  /** '' clears it, as Stripe's empty string does. */
  setupFutureUsage?: PaymentIntent.SetupFutureUsage | '';
  captureMethod?: PaymentIntent.CaptureMethod;
  returnUrl?: string;
}

/** How a pending next action ended: the shopper completed it (3DS, bank page, wallet app) or failed it. */
export type ActionOutcome = 'complete' | 'fail';

interface IntentRow {
  object: string;
  authenticated: number;
  return_url: string | null;
}

const CONFIRMABLE: readonly PaymentIntent.Status[] = ['requires_payment_method', 'requires_confirmation'];

function missing(id: string): StripeApiError {
  return invalidRequest('resource_missing', `No such payment_intent: '${id}'`, 'intent');
}

function load(db: Db, id: string): { intent: ProviderPaymentIntent; authenticated: boolean; returnUrl: string | null } | undefined {
  const row = db.prepare('SELECT object, authenticated, return_url FROM stripe_payment_intents WHERE id = ?').get(id) as IntentRow | undefined;
  return row ? { intent: JSON.parse(row.object) as ProviderPaymentIntent, authenticated: row.authenticated === 1, returnUrl: row.return_url } : undefined;
}

function save(db: Db, intent: ProviderPaymentIntent, authenticated: boolean, returnUrl: string | null): ProviderPaymentIntent {
  db.prepare(
    `INSERT INTO stripe_payment_intents (id, client_secret, status, authenticated, return_url, object, created)
     VALUES (@id, @secret, @status, @authenticated, @returnUrl, @object, @created)
     ON CONFLICT(id) DO UPDATE SET status = excluded.status, authenticated = excluded.authenticated,
       return_url = excluded.return_url, object = excluded.object`,
  ).run({
    id: intent.id,
    secret: intent.client_secret,
    status: intent.status,
    authenticated: authenticated ? 1 : 0,
    returnUrl,
    object: JSON.stringify(intent),
    created: intent.created,
  });
  return intent;
}

function recordCharge(db: Db, intent: ProviderPaymentIntent, status: 'succeeded' | 'pending' | 'failed', failureCode: string | null): string {
  const id = newId('ch');
  db.prepare('INSERT INTO stripe_charges (id, payment_intent, amount, currency, status, failure_code, created) VALUES (?, ?, ?, ?, ?, ?, ?)').run(
    id, intent.id, intent.amount, intent.currency, status, failureCode, now(),
  );
  return id;
}

/** Writes a decision onto the intent: status, next_action, last_payment_error and the charge it made. */
function apply(db: Db, intent: ProviderPaymentIntent, decision: Decision, method: StoredPaymentMethod): ProviderPaymentIntent {
  const base: ProviderPaymentIntent = { ...intent, next_action: null, last_payment_error: null, payment_method: method.object.id };
  switch (decision.kind) {
    case 'succeeded': {
      const manual = intent.capture_method === 'manual';
      const charge = recordCharge(db, intent, 'succeeded', null);
      return { ...base, status: manual ? 'requires_capture' : 'succeeded', amount_received: manual ? 0 : intent.amount, latest_charge: charge };
    }
    case 'processing':
      return { ...base, status: 'processing', latest_charge: recordCharge(db, intent, 'pending', null) };
    case 'action':
      return { ...base, status: 'requires_action', next_action: decision.nextAction };
    case 'failed': {
      const charged = decision.error.type === 'card_error';
      const charge = charged ? recordCharge(db, intent, 'failed', decision.error.code ?? null) : intent.latest_charge;
      const lastError: PaymentIntent.LastPaymentError = { ...decision.error, payment_method: method.object, ...(charged && charge ? { charge } : {}) };
      return { ...base, status: 'requires_payment_method', payment_method: null, last_payment_error: lastError, latest_charge: charge };
    }
  }
}

function resolveMethod(db: Db, input: ConfirmPaymentIntentInput, current: string | null): StripeResult<StoredPaymentMethod> {
  const data = input.paymentMethodData ?? (!input.paymentMethod && !current && input.fallbackMethodType ? { type: input.fallbackMethodType } : undefined);
  const created = data ? createPaymentMethod(db, data) : undefined;
  if (created && !created.ok) return created;
  const methodId = created?.ok ? created.value.id : input.paymentMethod ?? current;
  if (!methodId) {
    return err(invalidRequest('payment_intent_unexpected_state', 'You cannot confirm this PaymentIntent because it’s missing a payment method. To confirm the PaymentIntent with a payment method, pass a payment_method.'));
  }
  const method = findPaymentMethod(db, methodId);
  return method ? ok(method) : err(invalidRequest('resource_missing', `No such PaymentMethod: '${methodId}'`, 'payment_method'));
}

function confirmLoaded(db: Db, id: string, input: ConfirmPaymentIntentInput): StripeResult<ProviderPaymentIntent> {
  const loaded = load(db, id);
  if (!loaded || (input.clientSecret !== undefined && loaded.intent.client_secret !== input.clientSecret)) return err(missing(id));
  const { intent } = loaded;
  if (intent.status === 'succeeded') {
    return err(invalidRequest('payment_intent_unexpected_state', 'You cannot confirm this PaymentIntent because it has already succeeded after being previously confirmed.'));
  }
  // An intent awaiting an action may be confirmed again (Stripe.js does, to carry the action out): it needs the action still.
  if (!CONFIRMABLE.includes(intent.status) && intent.status !== 'requires_action') {
    return err(invalidRequest('payment_intent_unexpected_state', `You cannot confirm this PaymentIntent because it has a status of ${intent.status}.`));
  }
  const method = resolveMethod(db, input, intent.payment_method);
  if (!method.ok) return method;
  if (!intent.payment_method_types.includes(method.value.object.type)) {
    return err(invalidRequest('payment_intent_incompatible_payment_method', `The PaymentMethod provided (${method.value.object.type}) is not allowed for this PaymentIntent. Please attach a PaymentMethod of one of the following types: ${intent.payment_method_types.join(', ')}.`, 'payment_method'));
  }
  const returnUrl = input.returnUrl ?? loaded.returnUrl;
  if (method.value.behaviour === 'redirect' && !returnUrl) {
    return err(invalidRequest('parameter_missing', `A return_url must be specified to confirm a PaymentIntent with a ${method.value.object.type} payment method.`, 'return_url'));
  }
  const withUsage = input.setupFutureUsage ? { ...intent, setup_future_usage: input.setupFutureUsage } : intent;
  const decision = decide(method.value.behaviour, loaded.authenticated, {
    intentId: intent.id, clientSecret: intent.client_secret ?? '', methodType: method.value.object.type, returnUrl: returnUrl ?? null, created: intent.created,
  });
  const next = apply(db, withUsage, decision, method.value);
  save(db, next, loaded.authenticated, returnUrl ?? null);
  return next.status === 'requires_payment_method' && next.last_payment_error
    ? err({ ...next.last_payment_error, message: next.last_payment_error.message ?? '', payment_intent: next })
    : ok(next);
}

/** Stripe's largest amount, in minor units of any currency. */
export const MAX_AMOUNT = 99_999_999;

/** '£999,999.99' (Stripe names the limit in the intent's currency). */
function formatMinor(minor: number, currency: string): string {
  try {
    const format = new Intl.NumberFormat('en-GB', { style: 'currency', currency: currency.toUpperCase() });
    return format.format(minor / 10 ** (format.resolvedOptions().maximumFractionDigits ?? 2));
  } catch {
    return `${minor} ${currency}`;
  }
}

/** The payment-intent half of the intents service. Every call runs in one SQLite transaction. */
export function paymentIntents(db: Db) {
  const tx = <T>(run: () => StripeResult<T>): StripeResult<T> => db.transaction(run)();

  function confirmPaymentIntent(id: string, input: ConfirmPaymentIntentInput = {}): StripeResult<ProviderPaymentIntent> {
    const { idempotencyKey, clientSecret, ...params } = input;
    return tx(() => idempotent(db, idempotencyKey, `confirm:${id}`, params, () => confirmLoaded(db, id, input)));
  }

  function createPaymentIntent(input: CreatePaymentIntentInput): StripeResult<ProviderPaymentIntent> {
    const { idempotencyKey, ...params } = input;
    return tx(() =>
      idempotent(db, idempotencyKey, 'create_payment_intent', params, () => {
        if (!Number.isInteger(input.amount) || input.amount < 1) return err(invalidRequest('amount_too_small', 'Amount must be at least 1 unit.', 'amount'));
        if (input.amount > MAX_AMOUNT) return err(invalidRequest('amount_too_large', `Amount must be no more than ${formatMinor(MAX_AMOUNT, input.currency)}`, 'amount'));
        if (!/^[a-z]{3}$/i.test(input.currency)) return err(invalidRequest('invalid_currency', `Invalid currency: ${input.currency}.`, 'currency'));
        if (input.paymentMethod && !findPaymentMethod(db, input.paymentMethod)) {
          return err(invalidRequest('resource_missing', `No such PaymentMethod: '${input.paymentMethod}'`, 'payment_method'));
        }
        const id = newId('pi');
        const intent: ProviderPaymentIntent = {
          id,
          object: 'payment_intent',
          amount: input.amount,
          amount_received: 0,
          canceled_at: null,
          cancellation_reason: null,
          capture_method: input.captureMethod ?? 'automatic',
          client_secret: newClientSecret(id),
          confirmation_method: 'automatic',
          created: now(),
          currency: input.currency.toLowerCase(),
          description: input.description ?? null,
          last_payment_error: null,
          latest_charge: null,
          livemode: false,
          metadata: input.metadata ?? {},
          next_action: null,
          payment_method: input.paymentMethod ?? null,
          payment_method_types: input.paymentMethodTypes ?? ['card'],
          receipt_email: input.receiptEmail ?? null,
          setup_future_usage: input.setupFutureUsage ?? null,
          shipping: null,
          status: input.paymentMethod ? 'requires_confirmation' : 'requires_payment_method',
        };
        save(db, intent, false, input.returnUrl ?? null);
        return input.confirm ? confirmLoaded(db, id, { returnUrl: input.returnUrl }) : ok(intent);
      }),
    );
  }

  function retrievePaymentIntent(id: string, clientSecret?: string): StripeResult<ProviderPaymentIntent> {
    const loaded = load(db, id);
    if (!loaded || (clientSecret !== undefined && loaded.intent.client_secret !== clientSecret)) return err(missing(id));
    return ok(loaded.intent);
  }

  /** Ends a pending next action (3DS challenge, bank page, wallet QR, voucher payment) the way the shopper chose. */
  function completeAction(id: string, clientSecret: string, outcome: ActionOutcome): StripeResult<ProviderPaymentIntent> {
    return tx(() => {
      const loaded = load(db, id);
      if (!loaded || loaded.intent.client_secret !== clientSecret) return err(missing(id));
      const { intent } = loaded;
      if (intent.status !== 'requires_action' || !intent.payment_method) {
        return err(invalidRequest('payment_intent_unexpected_state', `This PaymentIntent has a status of ${intent.status} and no pending action.`));
      }
      const method = findPaymentMethod(db, intent.payment_method);
      if (!method) return err(missing(intent.payment_method));
      const decision: Decision =
        outcome === 'complete'
          ? decide(asksForAuthentication(method.behaviour) ? method.behaviour : 'succeed', true, {
              intentId: id, clientSecret, methodType: method.object.type, returnUrl: loaded.returnUrl, created: intent.created,
            })
          : { kind: 'failed', error: asksForAuthentication(method.behaviour) ? AUTHENTICATION_FAILURE : invalidRequest('payment_intent_payment_attempt_failed', 'The customer did not approve the PaymentIntent. Provide a new payment method to attempt to fulfill this PaymentIntent again.') };
      return ok(save(db, apply(db, intent, decision, method), outcome === 'complete', loaded.returnUrl));
    });
  }

  function cancelPaymentIntent(id: string, reason: PaymentIntent.CancellationReason = 'requested_by_customer'): StripeResult<ProviderPaymentIntent> {
    return tx(() => {
      const loaded = load(db, id);
      if (!loaded) return err(missing(id));
      if (['succeeded', 'canceled', 'processing'].includes(loaded.intent.status)) {
        return err(invalidRequest('payment_intent_unexpected_state', `You cannot cancel this PaymentIntent because it has a status of ${loaded.intent.status}.`));
      }
      const next: ProviderPaymentIntent = { ...loaded.intent, status: 'canceled', canceled_at: now(), cancellation_reason: reason, next_action: null };
      return ok(save(db, next, loaded.authenticated, loaded.returnUrl));
    });
  }

  /** Captures a held intent: the whole amount, or `amountToCapture` of it (the rest is released, as Stripe does). */
  function capturePaymentIntent(id: string, amountToCapture?: number): StripeResult<ProviderPaymentIntent> {
    return tx(() => {
      const loaded = load(db, id);
      if (!loaded) return err(missing(id));
      if (loaded.intent.status !== 'requires_capture') {
        return err(invalidRequest('payment_intent_unexpected_state', `This PaymentIntent could not be captured because it has a status of ${loaded.intent.status}.`));
      }
      const held = loaded.intent.amount;
      if (amountToCapture !== undefined && (!Number.isInteger(amountToCapture) || amountToCapture < 1 || amountToCapture > held)) {
        return err(amountToCapture > held
          ? invalidRequest('amount_too_large', `The amount to capture (${amountToCapture}) is greater than the amount capturable (${held}).`, 'amount_to_capture')
          : invalidRequest('parameter_invalid_integer', 'Invalid integer: amount_to_capture', 'amount_to_capture'));
      }
      const next: ProviderPaymentIntent = { ...loaded.intent, status: 'succeeded', amount_received: amountToCapture ?? held };
      return ok(save(db, next, loaded.authenticated, loaded.returnUrl));
    });
  }

  /**
   * Changes an intent as Stripe's update does: before it is confirmed, its amount, currency, method types and
   * payment method (which makes it requires_confirmation); in any status, its metadata (merged key by key, ''
   * deleting a key), description and receipt email.
   */
  function updatePaymentIntent(id: string, changes: UpdatePaymentIntentInput): StripeResult<ProviderPaymentIntent> {
    return tx(() => {
      const loaded = load(db, id);
      if (!loaded) return err(missing(id));
      const { intent } = loaded;
      const descriptive = (['metadata', 'description', 'receiptEmail', 'returnUrl'] as const);
      const changesPayment = Object.entries(changes).some(([key, value]) => value !== undefined && !(descriptive as readonly string[]).includes(key));
      if (!CONFIRMABLE.includes(intent.status) && intent.status !== 'requires_action' && changesPayment) {
        return err(invalidRequest('payment_intent_unexpected_state', `You cannot update this PaymentIntent because it has a status of ${intent.status}.`));
      }
      if (changes.amount !== undefined && (!Number.isInteger(changes.amount) || changes.amount < 1 || changes.amount > MAX_AMOUNT)) {
        return err(invalidRequest('amount_too_small', 'Amount must be at least 1 unit.', 'amount'));
      }
      if (changes.paymentMethod && !findPaymentMethod(db, changes.paymentMethod)) {
        return err(invalidRequest('resource_missing', `No such PaymentMethod: '${changes.paymentMethod}'`, 'payment_method'));
      }
      const metadata = { ...intent.metadata };
      Object.entries(changes.metadata ?? {}).forEach(([key, value]) => (value === '' ? delete metadata[key] : (metadata[key] = value)));
      const next: ProviderPaymentIntent = {
        ...intent,
        amount: changes.amount ?? intent.amount,
        currency: changes.currency?.toLowerCase() ?? intent.currency,
        metadata,
        payment_method_types: changes.paymentMethodTypes ?? intent.payment_method_types,
        description: changes.description ?? intent.description,
        receipt_email: changes.receiptEmail ?? intent.receipt_email,
        setup_future_usage: changes.setupFutureUsage === '' ? null : changes.setupFutureUsage ?? intent.setup_future_usage,
        capture_method: changes.captureMethod ?? intent.capture_method,
        ...(changes.paymentMethod ? { payment_method: changes.paymentMethod, status: 'requires_confirmation' as const, next_action: null } : {}),
      };
      return ok(save(db, next, loaded.authenticated, changes.returnUrl ?? loaded.returnUrl));
    });
  }

  /** Every charge attempt made for an intent, oldest first (to check that a retry never charged twice). */
  function listCharges(paymentIntentId: string): { id: string; amount: number; currency: string; status: string; failure_code: string | null }[] {
    return db.prepare('SELECT id, amount, currency, status, failure_code FROM stripe_charges WHERE payment_intent = ? ORDER BY rowid').all(paymentIntentId) as {
      id: string; amount: number; currency: string; status: string; failure_code: string | null;
    }[];
  }

  return { createPaymentIntent, confirmPaymentIntent, retrievePaymentIntent, updatePaymentIntent, completeAction, cancelPaymentIntent, capturePaymentIntent, listCharges };
}
