/** /v1/payment_methods and /v1/customers. */
import type Stripe from 'stripe';
import { invalidRequest } from '../errors.ts';
import type { PaymentMethodInput } from '../payment-methods.ts';
import { err, now, ok, type StripeResult } from '../types.ts';
import type { RestContext } from './context.ts';
import { missingParam, noSuch } from './errors.ts';
import { form, type FormObject } from './form.ts';
import { list, type StoredCustomer } from './objects.ts';
import { restId } from './store.ts';

/** Stripe's test payment methods (`pm_card_visa`, …): each use makes a new card method with that test number. */
export const TEST_PAYMENT_METHODS: Readonly<Record<string, string>> = {
  pm_card_visa: '4242424242424242',
  pm_card_mastercard: '5555555555554444',
  pm_card_amex: '378282246310005',
  pm_card_authenticationRequiredOnSetup: '4000002500003155',
  pm_card_chargeDeclined: '4000000000000002',
  pm_card_chargeDeclinedInsufficientFunds: '4000000000009995',
  pm_card_chargeDeclinedExpiredCard: '4000000000000069',
  pm_card_chargeDeclinedIncorrectCvc: '4000000000000127',
  pm_card_chargeDeclinedProcessingError: '4000000000000119',
  pm_card_visa_debit: '4000056655665556',
  pm_card_visa_chargeDeclined: '4000000000000002',
  pm_card_visa_chargeDeclinedInsufficientFunds: '4000000000009995',
  pm_card_visa_chargeDeclinedLostCard: '4000000000009987',
  pm_card_visa_chargeDeclinedStolenCard: '4000000000009979',
  pm_card_visa_chargeDeclinedVelocityLimitExceeded: '4000000000006975',
  pm_card_chargeCustomerFail: '4000000000000341',
  pm_card_radarBlock: '4100000000000019',
  pm_card_authenticationRequired: '4000002760003184',
  pm_card_authenticationRequiredChargeDeclinedInsufficientFunds: '4000008260003178',
  pm_card_threeDSecureRequired: '4000000000003063',
  pm_card_threeDSecure2Required: '4000000000003220',
  pm_card_threeDSecureRequiredChargeDeclined: '4000008400001629',
  pm_card_threeDSecureOptional: '4000000000003055',
  pm_card_amex_threeDSecureNotSupported: '378282246310005',
};

function billingDetails(value: FormObject | undefined): PaymentMethodInput['billing_details'] {
  if (!value) return undefined;
  const address = form.object(value.address);
  return {
    name: form.string(value.name) ?? null,
    email: form.string(value.email) ?? null,
    phone: form.string(value.phone) ?? null,
    address: address
      ? { line1: form.string(address.line1) ?? null, line2: form.string(address.line2) ?? null, city: form.string(address.city) ?? null, state: form.string(address.state) ?? null, postal_code: form.string(address.postal_code) ?? null, country: form.string(address.country) ?? null }
      : null,
  };
}

/** A payment method's details from form params (`type`, `card[number]`, `billing_details[…]`, `sepa_debit[iban]`, …). */
export function methodInput(params: FormObject): StripeResult<PaymentMethodInput> {
  const type = form.string(params.type);
  if (!type) return err(missingParam('type'));
  const card = form.object(params.card);
  const input: PaymentMethodInput = { type, billing_details: billingDetails(form.object(params.billing_details)), metadata: form.metadata(params.metadata) };
  if (type === 'card') {
    const token = form.string(card?.token);
    const number = token === 'tok_visa' ? '4242424242424242' : token === 'tok_chargeDeclined' ? '4000000000000002' : form.string(card?.number);
    if (!number) return err(missingParam('card[number]'));
    const nextYear = new Date().getUTCFullYear() + 1;
    input.card = { number, exp_month: Number(form.string(card?.exp_month) ?? 12), exp_year: Number(form.string(card?.exp_year) ?? nextYear), cvc: form.string(card?.cvc) ?? '123' };
  }
  const details = form.object(params[type]);
  if (type === 'sepa_debit') input.sepa_debit = { iban: form.string(details?.iban) ?? '' };
  if (type === 'ideal') input.ideal = { bank: form.string(details?.bank) };
  if (type === 'boleto') input.boleto = { tax_id: form.string(details?.tax_id) ?? '' };
  return ok(input);
}

/** The id to use for `payment_method`: a stored method, or a new one for a Stripe test method name. */
export function usableMethod(ctx: RestContext, id: string | undefined): StripeResult<string | undefined> {
  if (!id) return ok(undefined);
  const testNumber = TEST_PAYMENT_METHODS[id];
  if (testNumber) {
    const nextYear = new Date().getUTCFullYear() + 1;
    const created = ctx.service.createPaymentMethod({ type: 'card', card: { number: testNumber, exp_month: 12, exp_year: nextYear, cvc: '123' } });
    return created.ok ? ok(created.value.id) : created;
  }
  return ctx.render.paymentMethod(id) ? ok(id) : err(noSuch('PaymentMethod', id, 'payment_method'));
}

/** Stripe's fixed test tokens (`tok_visa`, …), which methodInput turns into card numbers; any other tok_ is one the browser made. */
const TEST_TOKENS = new Set(['tok_visa', 'tok_chargeDeclined']);

/** A card token the browser made (Stripe.js's createToken), redeemed once into a new payment method with these billing details. */
function redeemedToken(ctx: RestContext, data: FormObject): StripeResult<string> | undefined {
  const token = form.string(form.object(data.card)?.token);
  if (form.string(data.type) !== 'card' || !token || TEST_TOKENS.has(token)) return undefined;
  const redeemed = ctx.service.redeemToken(token, billingDetails(form.object(data.billing_details)) ?? undefined);
  return redeemed.ok ? ok(redeemed.value.id) : redeemed;
}

/** The payment method a create or confirm request names, by id or as details to create it with. */
export interface RequestedMethod {
  id?: string;
  data?: PaymentMethodInput;
}

/**
 * What `payment_method` (an id or a test method name), `confirmation_token` (Stripe.js's createConfirmationToken)
 * or `payment_method_data` (details, or a card token from createToken) name, as the intents service takes it.
 */
export function requestedMethod(ctx: RestContext, params: FormObject): StripeResult<RequestedMethod> {
  const confirmationToken = form.string(params.confirmation_token);
  if (confirmationToken) {
    const method = ctx.service.confirmationTokenMethod(confirmationToken);
    return method.ok ? ok({ id: method.value }) : method;
  }
  const data = form.object(params.payment_method_data);
  const token = data ? redeemedToken(ctx, data) : undefined;
  if (token) return token.ok ? ok({ id: token.value }) : token;
  const id = usableMethod(ctx, form.string(params.payment_method));
  if (!id.ok) return id;
  if (!data) return ok({ id: id.value });
  const input = methodInput(data);
  return input.ok ? ok({ id: id.value, data: input.value }) : input;
}

export function paymentMethodResources(ctx: RestContext) {
  const found = (id: string): StripeResult<Stripe.PaymentMethod> => {
    const method = ctx.render.paymentMethod(id);
    return method ? ok(method) : err(noSuch('PaymentMethod', id, 'payment_method'));
  };
  /** From a card token the browser made, or from the details given. */
  const newMethod = (params: FormObject): StripeResult<string> => {
    const token = redeemedToken(ctx, params);
    if (token) return token;
    const input = methodInput(params);
    if (!input.ok) return input;
    const created = ctx.service.createPaymentMethod(input.value);
    return created.ok ? ok(created.value.id) : created;
  };
  return {
    create(params: FormObject): StripeResult<Stripe.PaymentMethod> {
      const created = newMethod(params);
      if (!created.ok) return created;
      const customer = form.string(params.customer);
      if (customer) ctx.store.patchMethod(created.value, { customer });
      return found(created.value);
    },
    retrieve: found,
    update(id: string, params: FormObject): StripeResult<Stripe.PaymentMethod> {
      const method = found(id);
      if (!method.ok) return method;
      const billing = billingDetails(form.object(params.billing_details));
      const metadata = form.metadata(params.metadata);
      const card = form.object(params.card);
      const patch: Record<string, unknown> = {};
      if (billing) patch.billing_details = { ...method.value.billing_details, ...Object.fromEntries(Object.entries(billing).filter(([, v]) => v !== null)) };
      if (metadata) patch.metadata = { ...method.value.metadata, ...metadata };
      if (card && method.value.card) {
        const stored = ctx.service.retrievePaymentMethod(id);
        if (stored.ok && stored.value.card) patch.card = { ...stored.value.card, exp_month: Number(form.string(card.exp_month) ?? stored.value.card.exp_month), exp_year: Number(form.string(card.exp_year) ?? stored.value.card.exp_year) };
      }
      ctx.store.patchMethod(id, patch);
      return found(id);
    },
    attach(id: string, params: FormObject): StripeResult<Stripe.PaymentMethod> {
      const customer = form.string(params.customer);
      if (!customer) return err(missingParam('customer'));
      if (!ctx.render.customer(customer)) return err(noSuch('customer', customer, 'customer'));
      const method = found(id);
      if (!method.ok) return method;
      if (method.value.customer && method.value.customer !== customer) {
        return err(invalidRequest('payment_method_unexpected_state', 'The payment method you provided has already been attached to a customer.'));
      }
      ctx.store.patchMethod(id, { customer });
      const attached = found(id);
      if (attached.ok) ctx.webhooks.emit('payment_method.attached', attached.value);
      return attached;
    },
    detach(id: string): StripeResult<Stripe.PaymentMethod> {
      const method = found(id);
      if (!method.ok) return method;
      if (!method.value.customer) return err(invalidRequest('payment_method_unexpected_state', 'The payment method you provided is not attached to a customer so detachment is impossible.'));
      ctx.store.patchMethod(id, { customer: null });
      const detached = found(id);
      if (detached.ok) ctx.webhooks.emit('payment_method.detached', detached.value);
      return detached;
    },
    list(params: FormObject, url = '/v1/payment_methods'): StripeResult<Stripe.ApiList<Stripe.PaymentMethod>> {
      const customer = form.string(params.customer);
      if (!customer) return err(missingParam('customer'));
      const limit = Math.min(Math.max(Number(form.string(params.limit) ?? 10), 1), 100);
      const ids = ctx.store.methodsOf(customer, form.string(params.type));
      const methods = ids.map((id) => ctx.render.paymentMethod(id)).filter((m): m is Stripe.PaymentMethod => m !== undefined);
      return ok(list(url, methods.slice(0, limit), methods.length > limit));
    },
  };
}

function customerFields(params: FormObject, stored?: StoredCustomer): Partial<StoredCustomer> {
  const address = form.object(params.address);
  const shipping = form.object(params.shipping);
  const shippingAddress = form.object(shipping?.address);
  const invoice = form.object(params.invoice_settings);
  const addressOf = (a: FormObject) => ({
    line1: form.string(a.line1) ?? null, line2: form.string(a.line2) ?? null, city: form.string(a.city) ?? null,
    state: form.string(a.state) ?? null, postal_code: form.string(a.postal_code) ?? null, country: form.string(a.country) ?? null,
  });
  const fields: Partial<StoredCustomer> = {};
  if (params.email !== undefined) fields.email = form.string(params.email) ?? null;
  if (params.name !== undefined) fields.name = form.string(params.name) ?? null;
  if (params.phone !== undefined) fields.phone = form.string(params.phone) ?? null;
  if (params.description !== undefined) fields.description = form.string(params.description) ?? null;
  if (address) fields.address = addressOf(address);
  if (shipping) fields.shipping = { address: shippingAddress ? addressOf(shippingAddress) : undefined, name: form.string(shipping.name) ?? '', phone: form.string(shipping.phone) ?? null };
  const metadata = form.metadata(params.metadata);
  if (metadata) {
    const merged = { ...(stored?.metadata ?? {}) };
    Object.entries(metadata).forEach(([key, value]) => (value === '' ? delete merged[key] : (merged[key] = value)));
    fields.metadata = merged;
  }
  const locales = form.strings(params.preferred_locales);
  if (locales) fields.preferred_locales = locales;
  if (invoice && 'default_payment_method' in invoice) fields.invoice_settings = { default_payment_method: form.string(invoice.default_payment_method) ?? null };
  return fields;
}

/** `name:'Jo Bloggs' AND email:'jo@example.com'`, `metadata['key']:'value'`: the clauses the search API takes, joined by AND. */
function matches(customer: StoredCustomer, query: string): boolean {
  const clauses = [...query.matchAll(/(\w+)(?:\['([^']+)'\])?\s*:\s*'((?:[^'\\]|\\.)*)'/g)];
  return clauses.length > 0 && clauses.every(([, field, key, raw]) => {
    const value = (raw ?? '').replace(/\\(.)/g, '$1');
    if (field === 'metadata' && key) return customer.metadata[key] === value;
    if (field === 'email' || field === 'name' || field === 'phone' || field === 'description') return (customer[field] ?? '') === value;
    return false;
  });
}

export function customerResources(ctx: RestContext) {
  const found = (id: string): StripeResult<Stripe.Customer> => {
    const customer = ctx.render.customer(id);
    return customer ? ok(customer) : err(noSuch('customer', id, 'id'));
  };
  return {
    create(params: FormObject): StripeResult<Stripe.Customer> {
      const stored: StoredCustomer = {
        id: restId('cus'), created: now(), email: null, name: null, phone: null, description: null, address: null, shipping: null,
        metadata: {}, preferred_locales: [], invoice_settings: { default_payment_method: null }, ...customerFields(params),
      };
      ctx.store.saveCustomer(stored);
      const paymentMethod = form.string(params.payment_method);
      if (paymentMethod) ctx.store.patchMethod(paymentMethod, { customer: stored.id });
      const customer = found(stored.id);
      if (customer.ok) ctx.webhooks.emit('customer.created', customer.value);
      return customer;
    },
    retrieve: found,
    update(id: string, params: FormObject): StripeResult<Stripe.Customer> {
      const stored = ctx.store.customer<StoredCustomer>(id);
      if (!stored) return err(noSuch('customer', id));
      ctx.store.saveCustomer({ ...stored, ...customerFields(params, stored) });
      const customer = found(id);
      if (customer.ok) ctx.webhooks.emit('customer.updated', customer.value);
      return customer;
    },
    search(params: FormObject): StripeResult<Stripe.ApiSearchResult<Stripe.Customer>> {
      const query = form.string(params.query);
      if (!query) return err(missingParam('query'));
      const data = ctx.store.customers<StoredCustomer>().filter((c) => matches(c, query)).map((c) => ctx.render.customer(c.id)).filter((c): c is Stripe.Customer => c !== undefined);
      return ok({ object: 'search_result', data, has_more: false, next_page: null, url: '/v1/customers/search' });
    },
  };
}
