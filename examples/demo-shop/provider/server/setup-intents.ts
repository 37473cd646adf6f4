import type { SetupIntent } from '@stripe/stripe-js';
import type { Db } from '../../db/open.ts';
import { decide, type Decision } from './decision.ts';
import { AUTHENTICATION_FAILURE, invalidRequest, type StripeApiError } from './errors.ts';
import { asksForAuthentication } from './test-cards.ts';
import { idempotent } from './idempotency.ts';
import { newClientSecret, newId } from './ids.ts';
import type { ActionOutcome } from './payment-intents.ts';
import { createPaymentMethod, findPaymentMethod, type PaymentMethodInput, type StoredPaymentMethod } from './payment-methods.ts';
import { err, now, ok, type Metadata, type ProviderSetupIntent, type StripeResult } from './types.ts';

export interface CreateSetupIntentInput {
  paymentMethod?: string;
  paymentMethodTypes?: string[];
  confirm?: boolean;
  usage?: 'off_session' | 'on_session';
  idempotencyKey?: string;
  metadata?: Metadata;
  returnUrl?: string;
}

export interface ConfirmSetupIntentInput {
  paymentMethod?: string;
  paymentMethodData?: PaymentMethodInput;
  /** As ConfirmPaymentIntentInput.fallbackMethodType. */
  fallbackMethodType?: string;
  returnUrl?: string;
  idempotencyKey?: string;
  clientSecret?: string;
}

function missing(id: string): StripeApiError {
  return invalidRequest('resource_missing', `No such setupintent: '${id}'`, 'intent');
}

function load(db: Db, id: string): { intent: ProviderSetupIntent; authenticated: boolean; returnUrl: string | null } | undefined {
  const row = db.prepare('SELECT object, authenticated, return_url FROM stripe_setup_intents WHERE id = ?').get(id) as
    | { object: string; authenticated: number; return_url: string | null }
    | undefined;
  return row ? { intent: JSON.parse(row.object) as ProviderSetupIntent, authenticated: row.authenticated === 1, returnUrl: row.return_url } : undefined;
}

function save(db: Db, intent: ProviderSetupIntent, authenticated: boolean, returnUrl: string | null): ProviderSetupIntent {
  db.prepare(
    `INSERT INTO stripe_setup_intents (id, client_secret, status, authenticated, return_url, object, created)
     VALUES (@id, @secret, @status, @authenticated, @returnUrl, @object, @created)
     ON CONFLICT(id) DO UPDATE SET status = excluded.status, authenticated = excluded.authenticated,
       return_url = excluded.return_url, object = excluded.object`,
  ).run({ id: intent.id, secret: intent.client_secret, status: intent.status, authenticated: authenticated ? 1 : 0, returnUrl, object: JSON.stringify(intent), created: intent.created });
  return intent;
}

function apply(intent: ProviderSetupIntent, decision: Decision, method: StoredPaymentMethod): ProviderSetupIntent {
  const base: ProviderSetupIntent = { ...intent, next_action: null, last_setup_error: null, payment_method: method.object.id };
  switch (decision.kind) {
    case 'succeeded':
      return { ...base, status: 'succeeded' };
    case 'processing':
      return { ...base, status: 'processing' };
    case 'action':
      return { ...base, status: 'requires_action', next_action: decision.nextAction };
    case 'failed':
      return { ...base, status: 'requires_payment_method', payment_method: null, last_setup_error: { ...decision.error, payment_method: method.object } };
  }
}

function confirmLoaded(db: Db, id: string, input: ConfirmSetupIntentInput): StripeResult<ProviderSetupIntent> {
  const loaded = load(db, id);
  if (!loaded || (input.clientSecret !== undefined && loaded.intent.client_secret !== input.clientSecret)) return err(missing(id));
  const { intent } = loaded;
  if (intent.status !== 'requires_payment_method' && intent.status !== 'requires_confirmation' && intent.status !== 'requires_action') {
    return err(invalidRequest('setup_intent_unexpected_state', `You cannot confirm this SetupIntent because it has a status of ${intent.status}.`));
  }
  const data = input.paymentMethodData ?? (!input.paymentMethod && !intent.payment_method && input.fallbackMethodType ? { type: input.fallbackMethodType } : undefined);
  const created = data ? createPaymentMethod(db, data) : undefined;
  if (created && !created.ok) return created;
  const methodId = created?.ok ? created.value.id : input.paymentMethod ?? intent.payment_method;
  const method = methodId ? findPaymentMethod(db, methodId) : undefined;
  if (!method) {
    return err(invalidRequest('setup_intent_unexpected_state', 'You cannot confirm this SetupIntent because it’s missing a payment method.', 'payment_method'));
  }
  const returnUrl = input.returnUrl ?? loaded.returnUrl;
  if (method.behaviour === 'redirect' && !returnUrl) {
    return err(invalidRequest('parameter_missing', `A return_url must be specified to confirm a SetupIntent with a ${method.object.type} payment method.`, 'return_url'));
  }
  const decision = decide(method.behaviour, loaded.authenticated, {
    intentId: id, clientSecret: intent.client_secret ?? '', methodType: method.object.type, returnUrl: returnUrl ?? null, created: intent.created,
  });
  const next = save(db, apply(intent, decision, method), loaded.authenticated, returnUrl ?? null);
  return next.last_setup_error ? err({ ...next.last_setup_error, message: next.last_setup_error.message ?? '', setup_intent: next }) : ok(next);
}

/** The setup-intent half of the intents service (saving a method for later, SPEC 4.8). */
export function setupIntents(db: Db) {
  const tx = <T>(run: () => StripeResult<T>): StripeResult<T> => db.transaction(run)();

  function createSetupIntent(input: CreateSetupIntentInput = {}): StripeResult<ProviderSetupIntent> {
    const { idempotencyKey, ...params } = input;
    return tx(() =>
      idempotent(db, idempotencyKey, 'create_setup_intent', params, () => {
        const id = newId('seti');
        const intent: ProviderSetupIntent = {
          id,
          object: 'setup_intent',
          cancellation_reason: null,
          client_secret: newClientSecret(id),
          created: now(),
          description: null,
          last_setup_error: null,
          livemode: false,
          metadata: input.metadata ?? {},
          next_action: null,
          payment_method: input.paymentMethod ?? null,
          payment_method_types: input.paymentMethodTypes ?? ['card'],
          status: input.paymentMethod ? 'requires_confirmation' : 'requires_payment_method',
          usage: input.usage ?? 'off_session',
        };
        save(db, intent, false, input.returnUrl ?? null);
        return input.confirm ? confirmLoaded(db, id, { returnUrl: input.returnUrl }) : ok(intent);
      }),
    );
  }

  function confirmSetupIntent(id: string, input: ConfirmSetupIntentInput = {}): StripeResult<ProviderSetupIntent> {
    const { idempotencyKey, clientSecret, ...params } = input;
    return tx(() => idempotent(db, idempotencyKey, `confirm:${id}`, params, () => confirmLoaded(db, id, input)));
  }

  /** Changes a setup intent before it is confirmed (method types, metadata, a payment method). */
  function updateSetupIntent(id: string, changes: { paymentMethod?: string; paymentMethodTypes?: string[]; metadata?: Metadata; returnUrl?: string }): StripeResult<ProviderSetupIntent> {
    return tx(() => {
      const loaded = load(db, id);
      if (!loaded) return err(missing(id));
      const { intent } = loaded;
      if (intent.status !== 'requires_payment_method' && intent.status !== 'requires_confirmation') {
        return err(invalidRequest('setup_intent_unexpected_state', `You cannot update this SetupIntent because it has a status of ${intent.status}.`));
      }
      if (changes.paymentMethod && !findPaymentMethod(db, changes.paymentMethod)) {
        return err(invalidRequest('resource_missing', `No such PaymentMethod: '${changes.paymentMethod}'`, 'payment_method'));
      }
      const metadata = { ...intent.metadata };
      Object.entries(changes.metadata ?? {}).forEach(([key, value]) => (value === '' ? delete metadata[key] : (metadata[key] = value)));
      const next: ProviderSetupIntent = {
        ...intent,
        metadata,
        payment_method_types: changes.paymentMethodTypes ?? intent.payment_method_types,
        ...(changes.paymentMethod ? { payment_method: changes.paymentMethod, status: 'requires_confirmation' as const } : {}),
      };
      return ok(save(db, next, loaded.authenticated, changes.returnUrl ?? loaded.returnUrl));
    });
  }

  function retrieveSetupIntent(id: string, clientSecret?: string): StripeResult<ProviderSetupIntent> {
    const loaded = load(db, id);
    if (!loaded || (clientSecret !== undefined && loaded.intent.client_secret !== clientSecret)) return err(missing(id));
    return ok(loaded.intent);
  }

  function completeSetupAction(id: string, clientSecret: string, outcome: ActionOutcome): StripeResult<ProviderSetupIntent> {
    return tx(() => {
      const loaded = load(db, id);
      if (!loaded || loaded.intent.client_secret !== clientSecret) return err(missing(id));
      const { intent } = loaded;
      const method = intent.payment_method ? findPaymentMethod(db, intent.payment_method) : undefined;
      if (intent.status !== 'requires_action' || !method) {
        return err(invalidRequest('setup_intent_unexpected_state', `This SetupIntent has a status of ${intent.status} and no pending action.`));
      }
      const decision: Decision =
        outcome === 'complete'
          ? { kind: 'succeeded' }
          : { kind: 'failed', error: asksForAuthentication(method.behaviour) ? { ...AUTHENTICATION_FAILURE, code: 'setup_intent_authentication_failure', message: 'We are unable to authenticate your payment method. Please choose a different payment method and try again.' } : invalidRequest('setup_intent_setup_attempt_failed', 'The customer did not approve the SetupIntent. Provide a new payment method to attempt to fulfill this SetupIntent again.') };
      return ok(save(db, apply(intent, decision, method), outcome === 'complete', loaded.returnUrl));
    });
  }

  function cancelSetupIntent(id: string, reason: SetupIntent.CancellationReason = 'requested_by_customer'): StripeResult<ProviderSetupIntent> {
    return tx(() => {
      const loaded = load(db, id);
      if (!loaded) return err(missing(id));
      if (loaded.intent.status === 'succeeded' || loaded.intent.status === 'canceled') {
        return err(invalidRequest('setup_intent_unexpected_state', `You cannot cancel this SetupIntent because it has a status of ${loaded.intent.status}.`));
      }
      return ok(save(db, { ...loaded.intent, status: 'canceled', cancellation_reason: reason, next_action: null }, loaded.authenticated, loaded.returnUrl));
    });
  }

  return { createSetupIntent, confirmSetupIntent, retrieveSetupIntent, updateSetupIntent, completeSetupAction, cancelSetupIntent };
}
