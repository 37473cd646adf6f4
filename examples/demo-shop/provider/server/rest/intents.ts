/** /v1/payment_intents and /v1/setup_intents: the intents service behind Stripe's parameters and objects. */
import type Stripe from 'stripe';
import { err, ok, type StripeResult } from '../types.ts';
import type { RestContext } from './context.ts';
import { missingParam, noSuch } from './errors.ts';
import { form, type FormObject } from './form.ts';
import { requestedMethod, usableMethod } from './methods.ts';
import { DEFAULT_PREFERENCES, list, type ConfigurationPreferences, type PaymentIntentFields, type SetupIntentFields } from './objects.ts';
import { observePaymentIntent, observeSetupIntent } from './observe.ts';

const WALLETS = new Set(['apple_pay', 'google_pay', 'link', 'amazon_pay']);

/** The method types automatic payment methods offer: those switched on in the account's configuration (wallets pay by card). */
function automaticTypes(ctx: RestContext): string[] {
  const preferences = ctx.store.setting<ConfigurationPreferences>('payment_method_configuration') ?? DEFAULT_PREFERENCES;
  return Object.entries(preferences).filter(([type, value]) => value === 'on' && !WALLETS.has(type)).map(([type]) => type);
}

function setupFutureUsage(value: string | undefined): 'off_session' | 'on_session' | undefined {
  return value === 'off_session' || value === 'on_session' ? value : undefined;
}

function shippingOf(value: FormObject | undefined): Stripe.PaymentIntent.Shipping | undefined {
  if (!value) return undefined;
  const address = form.object(value.address) ?? {};
  return {
    address: {
      city: form.string(address.city) ?? null, country: form.string(address.country) ?? null, line1: form.string(address.line1) ?? null,
      line2: form.string(address.line2) ?? null, postal_code: form.string(address.postal_code) ?? null, state: form.string(address.state) ?? null,
    },
    carrier: form.string(value.carrier) ?? null,
    name: form.string(value.name) ?? '',
    phone: form.string(value.phone) ?? null,
    tracking_number: form.string(value.tracking_number) ?? null,
  };
}

/** The server-side members a create or update request sets. */
function paymentIntentFields(params: FormObject): PaymentIntentFields {
  const fields: PaymentIntentFields = {};
  const customer = form.string(params.customer);
  if (customer) fields.customer = customer;
  const options = form.object(params.payment_method_options);
  if (options) fields.payment_method_options = options as unknown as Stripe.PaymentIntent.PaymentMethodOptions;
  const automatic = form.object(params.automatic_payment_methods);
  if (automatic) fields.automatic_payment_methods = { enabled: form.bool(automatic.enabled) ?? false, allow_redirects: form.string(automatic.allow_redirects) === 'never' ? 'never' : 'always' };
  const shipping = shippingOf(form.object(params.shipping));
  if (shipping) fields.shipping = shipping;
  const descriptor = form.string(params.statement_descriptor);
  if (descriptor) fields.statement_descriptor = descriptor;
  const suffix = form.string(params.statement_descriptor_suffix);
  if (suffix) fields.statement_descriptor_suffix = suffix;
  const configuration = form.string(params.payment_method_configuration);
  if (configuration) fields.payment_method_configuration_details = { id: configuration, parent: null };
  return fields;
}

/**
 * An intent's lookup and what a confirmation answers: the intent as it now stands (its events sent), or the error
 * carrying the intent and payment method as this face renders them (402 for a decline).
 */
function intentAnswers<T extends Stripe.PaymentIntent | Stripe.SetupIntent>(ctx: RestContext, kind: 'payment_intent' | 'setup_intent', render: (id: string) => T | undefined) {
  const found = (id: string): StripeResult<T> => {
    const intent = render(id);
    return intent ? ok(intent) : err(noSuch(kind, id, 'intent'));
  };
  const settle = (id: string, result: StripeResult<unknown>): StripeResult<T> => {
    if (kind === 'payment_intent') observePaymentIntent(ctx, id);
    else observeSetupIntent(ctx, id);
    if (result.ok) return found(id);
    const intent = render(id);
    const { payment_intent: pi, setup_intent: si, ...error } = result.error;
    const carried = kind === 'payment_intent' ? pi : si;
    const method = error.payment_method ? ctx.render.paymentMethod(error.payment_method.id) : undefined;
    return err({ ...error, ...(intent && carried ? { [kind]: intent as never } : {}), ...(method ? { payment_method: method as never } : {}) });
  };
  return { found, settle };
}

export function paymentIntentResources(ctx: RestContext) {
  const { found, settle } = intentAnswers(ctx, 'payment_intent', ctx.render.paymentIntent);

  return {
    create(params: FormObject): StripeResult<Stripe.PaymentIntent> {
      const amountText = form.string(params.amount);
      if (!amountText) return err(missingParam('amount'));
      const currency = form.string(params.currency);
      if (!currency) return err(missingParam('currency'));
      const method = requestedMethod(ctx, params);
      if (!method.ok) return method;
      const { id: methodId, data } = method.value;
      const fields = paymentIntentFields(params);
      const customer = form.string(params.customer);
      if (customer && !ctx.render.customer(customer)) return err(noSuch('customer', customer, 'customer'));
      let types = form.strings(params.payment_method_types);
      if (!types?.length) types = fields.automatic_payment_methods?.enabled ? automaticTypes(ctx) : ['card'];
      const methodType = methodId ? ctx.render.paymentMethod(methodId)?.type : data?.type;
      if (methodType && !form.strings(params.payment_method_types)?.length && !types.includes(methodType)) types = [...types, methodType];
      const confirm = form.bool(params.confirm) ?? false;
      const captureMethod = form.string(params.capture_method);
      const created = ctx.service.createPaymentIntent({
        amount: Number(amountText),
        currency,
        paymentMethod: methodId,
        paymentMethodTypes: types,
        confirm: confirm && !data,
        metadata: form.metadata(params.metadata),
        setupFutureUsage: setupFutureUsage(form.string(params.setup_future_usage)),
        returnUrl: form.string(params.return_url),
        captureMethod: captureMethod === 'manual' ? 'manual' : 'automatic',
        description: form.string(params.description),
        receiptEmail: form.string(params.receipt_email),
      });
      const id = created.ok ? created.value.id : created.error.payment_intent?.id;
      if (!id) return created as StripeResult<never>;
      ctx.store.setFields(id, { ...fields, ...(captureMethod === 'automatic_async' ? { capture_method: 'automatic_async' } : {}) });
      if (confirm && data) return settle(id, ctx.service.confirmPaymentIntent(id, { paymentMethodData: data, returnUrl: form.string(params.return_url) }));
      return settle(id, created);
    },
    retrieve: found,
    update(id: string, params: FormObject): StripeResult<Stripe.PaymentIntent> {
      const method = usableMethod(ctx, form.string(params.payment_method));
      if (!method.ok) return method;
      const amount = form.string(params.amount);
      const updated = ctx.service.updatePaymentIntent(id, {
        amount: amount === undefined ? undefined : Number(amount),
        currency: form.string(params.currency),
        paymentMethod: method.value,
        paymentMethodTypes: form.strings(params.payment_method_types),
        metadata: form.metadata(params.metadata),
        description: form.string(params.description),
        receiptEmail: form.string(params.receipt_email),
        setupFutureUsage: params.setup_future_usage === '' ? '' : setupFutureUsage(form.string(params.setup_future_usage)),
      });
      if (!updated.ok) return updated;
      const current = ctx.store.fields<PaymentIntentFields>(id);
      const fields = paymentIntentFields(params);
      if (fields.payment_method_options) fields.payment_method_options = { ...current.payment_method_options, ...fields.payment_method_options };
      ctx.store.setFields(id, fields);
      return found(id);
    },
    confirm(id: string, params: FormObject): StripeResult<Stripe.PaymentIntent> {
      if (!ctx.render.paymentIntent(id)) return err(noSuch('payment_intent', id, 'intent'));
      const method = requestedMethod(ctx, params);
      if (!method.ok) return method;
      const fields = paymentIntentFields(params);
      if (Object.keys(fields).length) ctx.store.setFields(id, fields);
      return settle(id, ctx.service.confirmPaymentIntent(id, {
        paymentMethod: method.value.id,
        paymentMethodData: method.value.data,
        returnUrl: form.string(params.return_url),
        setupFutureUsage: setupFutureUsage(form.string(params.setup_future_usage)),
      }));
    },
    capture(id: string, params: FormObject): StripeResult<Stripe.PaymentIntent> {
      const amount = form.string(params.amount_to_capture);
      return settle(id, ctx.service.capturePaymentIntent(id, amount === undefined ? undefined : Number(amount)));
    },
    cancel(id: string, params: FormObject): StripeResult<Stripe.PaymentIntent> {
      const reason = form.string(params.cancellation_reason);
      const allowed = ['duplicate', 'fraudulent', 'requested_by_customer', 'abandoned'] as const;
      const known = allowed.find((r) => r === reason);
      return settle(id, ctx.service.cancelPaymentIntent(id, known ?? 'requested_by_customer'));
    },
    list(params: FormObject): StripeResult<Stripe.ApiList<Stripe.PaymentIntent>> {
      const customer = form.string(params.customer);
      const rows = ctx.db.prepare('SELECT id FROM stripe_payment_intents ORDER BY created DESC, rowid DESC LIMIT 100').all() as { id: string }[];
      const intents = rows.map((row) => ctx.render.paymentIntent(row.id)).filter((pi): pi is Stripe.PaymentIntent => pi !== undefined && (!customer || pi.customer === customer));
      const limit = Math.min(Math.max(Number(form.string(params.limit) ?? 10), 1), 100);
      return ok(list('/v1/payment_intents', intents.slice(0, limit), intents.length > limit));
    },
  };
}

export function setupIntentResources(ctx: RestContext) {
  const { found, settle } = intentAnswers(ctx, 'setup_intent', ctx.render.setupIntent);
  const fieldsOf = (params: FormObject): SetupIntentFields => {
    const fields: SetupIntentFields = {};
    const customer = form.string(params.customer);
    if (customer) fields.customer = customer;
    const options = form.object(params.payment_method_options);
    if (options) fields.payment_method_options = options as unknown as Stripe.SetupIntent.PaymentMethodOptions;
    const automatic = form.object(params.automatic_payment_methods);
    if (automatic) fields.automatic_payment_methods = { enabled: form.bool(automatic.enabled) ?? false, allow_redirects: form.string(automatic.allow_redirects) === 'never' ? 'never' : 'always' };
    const description = form.string(params.description);
    if (description) fields.description = description;
    return fields;
  };

  return {
    create(params: FormObject): StripeResult<Stripe.SetupIntent> {
      const method = requestedMethod(ctx, params);
      if (!method.ok) return method;
      const { id: methodId, data } = method.value;
      const customer = form.string(params.customer);
      if (customer && !ctx.render.customer(customer)) return err(noSuch('customer', customer, 'customer'));
      const fields = fieldsOf(params);
      let types = form.strings(params.payment_method_types);
      if (!types?.length) types = fields.automatic_payment_methods?.enabled ? automaticTypes(ctx) : ['card'];
      const confirm = form.bool(params.confirm) ?? false;
      const usage = form.string(params.usage) === 'on_session' ? 'on_session' : 'off_session';
      const created = ctx.service.createSetupIntent({ paymentMethod: methodId, paymentMethodTypes: types, confirm: confirm && !data, usage, metadata: form.metadata(params.metadata), returnUrl: form.string(params.return_url) });
      const id = created.ok ? created.value.id : created.error.setup_intent?.id;
      if (!id) return created as StripeResult<never>;
      ctx.store.setFields(id, fields);
      if (confirm && data) return settle(id, ctx.service.confirmSetupIntent(id, { paymentMethodData: data, returnUrl: form.string(params.return_url) }));
      return settle(id, created);
    },
    retrieve: found,
    update(id: string, params: FormObject): StripeResult<Stripe.SetupIntent> {
      const method = usableMethod(ctx, form.string(params.payment_method));
      if (!method.ok) return method;
      const updated = ctx.service.updateSetupIntent(id, { paymentMethod: method.value, paymentMethodTypes: form.strings(params.payment_method_types), metadata: form.metadata(params.metadata) });
      if (!updated.ok) return updated;
      ctx.store.setFields(id, fieldsOf(params));
      return found(id);
    },
    confirm(id: string, params: FormObject): StripeResult<Stripe.SetupIntent> {
      if (!ctx.render.setupIntent(id)) return err(noSuch('setup_intent', id, 'intent'));
      const method = requestedMethod(ctx, params);
      if (!method.ok) return method;
      return settle(id, ctx.service.confirmSetupIntent(id, { paymentMethod: method.value.id, paymentMethodData: method.value.data, returnUrl: form.string(params.return_url) }));
    },
    cancel(id: string, params: FormObject): StripeResult<Stripe.SetupIntent> {
      const reason = form.string(params.cancellation_reason);
      const known = (['abandoned', 'duplicate', 'requested_by_customer'] as const).find((r) => r === reason);
      return settle(id, ctx.service.cancelSetupIntent(id, known ?? 'requested_by_customer'));
    },
  };
}
