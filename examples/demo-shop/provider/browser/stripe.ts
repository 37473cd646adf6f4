import type {
  ConfirmationToken,
  CreateTokenBankAccountData,
  CreateTokenCardData,
  CreateTokenIbanData,
  CreateTokenPiiData,
  ConfirmationTokenResult,
  CreateConfirmationToken,
  ConfirmPaymentData,
  ConfirmSetupData,
  CreatePaymentMethodData,
  CreatePaymentMethodFromElement,
  CreatePaymentMethodFromElements,
  PaymentIntent,
  PaymentIntentOrSetupIntentResult,
  PaymentIntentResult,
  PaymentMethod,
  PaymentMethodResult,
  SetupIntent,
  SetupIntentResult,
  Stripe,
  StripeCardCvcElement,
  StripeCardElement,
  StripeCardNumberElement,
  StripeElements,
  StripeError,
  StripeIbanElement,
  Token,
  TokenCreateParams,
  TokenResult,
} from '@stripe/stripe-js';
import { createProviderApi, type ApiResult } from './api.ts';
import type { DoubleContext } from './context.ts';
import { createElementsGroup, type ElementsDouble, type ElementsOptions } from './elements.ts';
import { handleNextAction, intentError, type ActionOutcome, type Intent } from './next-action.ts';
import { createPaymentRequest } from './payment-request.ts';
import type { Switches } from './switches.ts';

/** The Stripe.js methods the double implements (SPEC 4.6–4.9, 7.4, 7.5); `satisfies` keeps each one in step with Stripe's types. */
export type StripeDouble = Pick<
  Stripe,
  | 'elements'
  | 'createPaymentMethod'
  | 'confirmPayment'
  | 'confirmSetup'
  | 'confirmCardPayment'
  | 'confirmCardSetup'
  | 'confirmBoletoPayment'
  | 'confirmMultibancoPayment'
  | 'confirmOxxoPayment'
  | 'confirmWechatPayPayment'
  | 'confirmCashappPayment'
  | 'confirmCashappSetup'
  | 'handleNextAction'
  | 'handleCardAction'
  | 'retrievePaymentIntent'
  | 'retrieveSetupIntent'
  | 'paymentRequest'
  | 'createToken'
  | 'createConfirmationToken'
>;

export interface DoubleSetup {
  publishableKey: string;
  providerOrigin: string;
  providerBase: string;
  switches: Switches;
  navigate(url: string): void;
}

type IntentKind = 'payment_intent' | 'setup_intent';
const NEVER = (): Promise<never> => new Promise<never>(() => undefined);

function intentIdFrom(clientSecret: string): string {
  return clientSecret.split('_secret_')[0] ?? '';
}

function integrationError(message: string): { error: StripeError } {
  return { error: { type: 'invalid_request_error', message } };
}

function withQuery(url: string, params: Record<string, string>): string {
  const target = new URL(url, location.href);
  Object.entries(params).forEach(([key, value]) => target.searchParams.set(key, value));
  return target.href;
}

/** `Stripe(publishableKey, options)`: one instance of the double. */
export function createStripeDouble(setup: DoubleSetup): StripeDouble {
  const apiBase = `${setup.providerOrigin}${setup.providerBase}/api/v1`;
  const ctx: DoubleContext = {
    publishableKey: setup.publishableKey,
    api: createProviderApi(apiBase, setup.publishableKey),
    apiBase,
    providerOrigin: setup.providerOrigin,
    providerBase: setup.providerBase,
    switches: setup.switches,
    navigate: setup.navigate,
    cards: new WeakMap(),
  };
  /** Confirmations go through this client, which the 'network' switch takes offline. */
  const confirmApi = createProviderApi(apiBase, setup.publishableKey, setup.switches.has('network'));
  const groups = new WeakMap<StripeElements, ElementsDouble>();

  function elements(options?: ElementsOptions): StripeElements {
    const group = createElementsGroup(ctx, options ?? {});
    groups.set(group.elements, group);
    return group.elements;
  }

  async function methodFromElements(elementsGroup: StripeElements, billingDetails: Partial<PaymentMethod.BillingDetails> = {}): Promise<ApiResult<PaymentMethod>> {
    const group = groups.get(elementsGroup);
    if (!group) return { ok: false, error: { type: 'invalid_request_error', message: 'The elements object was not created by this Stripe instance.' } };
    const express = group.express();
    if (express?.confirming()) return express.paymentMethod();
    const payment = group.payment();
    if (!payment) return { ok: false, error: { type: 'invalid_request_error', message: 'Mount a Payment Element before creating a payment method.' } };
    const result = await payment.request({ action: 'createPaymentMethod', billingDetails });
    if (result.action !== 'createPaymentMethod' || !result.paymentMethod) {
      return { ok: false, error: result.error ?? { type: 'invalid_request_error', message: 'The payment method could not be created.' } };
    }
    return { ok: true, value: result.paymentMethod };
  }

  /** The card typed in one of this instance's Card Elements, as a new payment method. */
  async function methodFromCard(element: unknown, billingDetails: Partial<PaymentMethod.BillingDetails> = {}): Promise<ApiResult<PaymentMethod>> {
    const card = element && typeof element === 'object' ? ctx.cards.get(element) : undefined;
    if (!card) return { ok: false, error: { type: 'invalid_request_error', message: 'Pass a Card Element created by this Stripe instance.' } };
    const result = await card.paymentMethodFrame().request({ action: 'createPaymentMethod', billingDetails });
    if (result.action !== 'createPaymentMethod' || !result.paymentMethod) {
      return { ok: false, error: result.error ?? { type: 'invalid_request_error', message: 'The payment method could not be created.' } };
    }
    return { ok: true, value: result.paymentMethod };
  }

  async function confirmIntent<T extends Intent>(kind: IntentKind, clientSecret: string, body: Record<string, unknown>, handleActions = true): Promise<ActionOutcome<T>> {
    const path = `/${kind}s/${intentIdFrom(clientSecret)}/confirm`;
    const result = await confirmApi.post<T>(path, { client_secret: clientSecret, ...body });
    if (!result.ok) return { error: result.error };
    return handleActions ? handleNextAction(ctx.api, result.value, ctx.navigate) : intentError(result.value) ?? { intent: result.value };
  }

  async function retrieve<T extends Intent>(kind: IntentKind, clientSecret: string): Promise<ApiResult<T>> {
    return ctx.api.get<T>(`/${kind}s/${intentIdFrom(clientSecret)}`, { client_secret: clientSecret });
  }

  const toPaymentResult = (outcome: ActionOutcome<PaymentIntent>): Promise<PaymentIntentResult> =>
    'redirecting' in outcome ? NEVER() : Promise.resolve('error' in outcome ? { error: outcome.error } : { paymentIntent: outcome.intent });
  const toSetupResult = (outcome: ActionOutcome<SetupIntent>): Promise<SetupIntentResult> =>
    'redirecting' in outcome ? NEVER() : Promise.resolve('error' in outcome ? { error: outcome.error } : { setupIntent: outcome.intent });

  /** Shared by confirmPayment and confirmSetup: the Payment Element's method, then confirmation, then the redirect rule. */
  async function confirmWithElements<T extends Intent>(
    kind: IntentKind,
    options: { elements?: StripeElements; clientSecret?: string; confirmParams?: Partial<ConfirmPaymentData> | Partial<ConfirmSetupData>; redirect?: 'always' | 'if_required' },
  ): Promise<ActionOutcome<T>> {
    const group = options.elements ? groups.get(options.elements) : undefined;
    const groupOptions = group?.options();
    const clientSecret = options.clientSecret ?? (groupOptions && 'clientSecret' in groupOptions ? groupOptions.clientSecret : undefined);
    if (!clientSecret) return integrationError(`stripe.${kind === 'payment_intent' ? 'confirmPayment' : 'confirmSetup'}(): the clientSecret option is required when Elements is created without an intent.`);
    const params = options.confirmParams ?? {};
    const redirectAlways = options.redirect !== 'if_required';
    if (redirectAlways && !params.return_url) return integrationError('stripe.confirmPayment(): the return_url confirm parameter is required.');
    let paymentMethod: string | undefined;
    if (options.elements) {
      const method = await methodFromElements(options.elements, params.payment_method_data?.billing_details as Partial<PaymentMethod.BillingDetails> | undefined);
      if (!method.ok) return { error: method.error };
      paymentMethod = method.value.id;
    }
    const { payment_method_data: _data, ...rest } = params;
    const outcome = await confirmIntent<T>(kind, clientSecret, { ...rest, payment_method: paymentMethod });
    if (!redirectAlways || !('intent' in outcome) || !params.return_url) return outcome;
    const prefix = kind === 'payment_intent' ? 'payment_intent' : 'setup_intent';
    ctx.navigate(withQuery(params.return_url, { [prefix]: outcome.intent.id, [`${prefix}_client_secret`]: clientSecret, redirect_status: outcome.intent.status === 'succeeded' || outcome.intent.status === 'processing' ? 'succeeded' : 'failed' }));
    return { redirecting: true };
  }

  function confirmPayment(options: { elements: StripeElements; confirmParams?: Partial<ConfirmPaymentData>; redirect: 'if_required' }): Promise<PaymentIntentResult>;
  function confirmPayment(options: { elements?: StripeElements; clientSecret: string; confirmParams?: Partial<ConfirmPaymentData>; redirect: 'if_required' }): Promise<PaymentIntentResult>;
  function confirmPayment(options: { elements: StripeElements; confirmParams: ConfirmPaymentData; redirect?: 'always' }): Promise<never | { error: StripeError }>;
  function confirmPayment(options: { elements?: StripeElements; clientSecret: string; confirmParams: ConfirmPaymentData; redirect?: 'always' }): Promise<never | { error: StripeError }>;
  async function confirmPayment(options: { elements?: StripeElements; clientSecret?: string; confirmParams?: Partial<ConfirmPaymentData>; redirect?: 'always' | 'if_required' }): Promise<PaymentIntentResult> {
    return toPaymentResult(await confirmWithElements<PaymentIntent>('payment_intent', options));
  }

  function confirmSetup(options: { elements: StripeElements; confirmParams?: Partial<ConfirmSetupData>; redirect: 'if_required' }): Promise<SetupIntentResult>;
  function confirmSetup(options: { elements?: StripeElements; clientSecret: string; confirmParams?: Partial<ConfirmSetupData>; redirect: 'if_required' }): Promise<SetupIntentResult>;
  function confirmSetup(options: { elements: StripeElements; confirmParams: ConfirmSetupData; redirect?: 'always' }): Promise<never | { error: StripeError }>;
  function confirmSetup(options: { elements?: StripeElements; clientSecret: string; confirmParams: ConfirmSetupData; redirect?: 'always' }): Promise<never | { error: StripeError }>;
  async function confirmSetup(options: { elements?: StripeElements; clientSecret?: string; confirmParams?: Partial<ConfirmSetupData>; redirect?: 'always' | 'if_required' }): Promise<SetupIntentResult> {
    return toSetupResult(await confirmWithElements<SetupIntent>('setup_intent', options));
  }

  async function createPaymentMethod(options: CreatePaymentMethodData | CreatePaymentMethodFromElements | CreatePaymentMethodFromElement): Promise<PaymentMethodResult> {
    if ('elements' in options) {
      const result = await methodFromElements(options.elements, (options.params?.billing_details ?? {}) as Partial<PaymentMethod.BillingDetails>);
      return result.ok ? { paymentMethod: result.value } : { error: result.error };
    }
    if ('element' in options) return integrationError('The test-mode double supports createPaymentMethod({elements}) with the Payment Element only.');
    const data = options as unknown as Record<string, unknown>;
    if (data.type === 'card') return integrationError('Card details can only be collected by the Payment Element.');
    const result = await ctx.api.post<PaymentMethod>('/payment_methods', data);
    return result.ok ? { paymentMethod: result.value } : { error: result.error };
  }

  /**
   * Confirms with the method named in `data.payment_method`: an id, a Card Element's card (`{card, billing_details}`),
   * or details for a new method of `type`.
   */
  async function methodBody(type: string, data: { payment_method?: unknown; return_url?: string } | undefined): Promise<ApiResult<Record<string, unknown>>> {
    const method = data?.payment_method;
    const base = { payment_method_type: type, ...(data?.return_url ? { return_url: data.return_url } : {}) };
    if (typeof method === 'string') return { ok: true, value: { ...base, payment_method: method } };
    if (!method || typeof method !== 'object') return { ok: true, value: base };
    const { card, billing_details: billing } = method as { card?: unknown; billing_details?: Partial<PaymentMethod.BillingDetails> };
    if (card && typeof card === 'object' && ctx.cards.has(card)) {
      const created = await methodFromCard(card, billing);
      return created.ok ? { ok: true, value: { ...base, payment_method: created.value.id } } : created;
    }
    return { ok: true, value: { ...base, payment_method_data: { type, ...method } } };
  }

  const confirmVia = (type: string) => async (clientSecret: string, data?: { payment_method?: unknown; return_url?: string }, options?: { handleActions?: boolean }): Promise<PaymentIntentResult> => {
    const body = await methodBody(type, data);
    return body.ok ? toPaymentResult(await confirmIntent<PaymentIntent>('payment_intent', clientSecret, body.value, options?.handleActions ?? true)) : { error: body.error };
  };

  const confirmSetupVia = (type: string) => async (clientSecret: string, data?: { payment_method?: unknown; return_url?: string }, options?: { handleActions?: boolean }): Promise<SetupIntentResult> => {
    const body = await methodBody(type, data);
    return body.ok ? toSetupResult(await confirmIntent<SetupIntent>('setup_intent', clientSecret, body.value, options?.handleActions ?? true)) : { error: body.error };
  };

  /**
   * createToken(cardElement, data): the card as a single-use token, with the billing details `data` gives
   * (Stripe's address_* names). Stripe's other token kinds (IBAN, PII, bank accounts, CVC updates, Connect) are
   * not part of the double and answer an error.
   */
  function createToken(tokenType: StripeIbanElement, data: CreateTokenIbanData): Promise<TokenResult>;
  function createToken(tokenType: StripeCardElement | StripeCardNumberElement, data?: CreateTokenCardData): Promise<TokenResult>;
  function createToken(tokenType: 'pii', data: CreateTokenPiiData): Promise<TokenResult>;
  function createToken(tokenType: 'bank_account', data: CreateTokenBankAccountData): Promise<TokenResult>;
  function createToken(tokenType: 'cvc_update', element: StripeCardCvcElement): Promise<TokenResult>;
  function createToken(tokenType: 'account', data: TokenCreateParams.Account): Promise<TokenResult>;
  function createToken(tokenType: 'person', data: TokenCreateParams.Person): Promise<TokenResult>;
  async function createToken(tokenType: unknown, data?: unknown): Promise<TokenResult> {
    if (!tokenType || typeof tokenType !== 'object' || !ctx.cards.has(tokenType)) {
      return integrationError('The test-mode double creates tokens from a Card Element only (createToken(cardElement, data)).');
    }
    const card = (data ?? {}) as CreateTokenCardData;
    const address = { line1: card.address_line1, line2: card.address_line2, city: card.address_city, state: card.address_state, postal_code: card.address_zip, country: card.address_country };
    const given = Object.fromEntries(Object.entries(address).filter(([, value]) => value)) as Partial<NonNullable<PaymentMethod.BillingDetails['address']>>;
    const billing = { ...(card.name ? { name: card.name } : {}), ...(Object.keys(given).length ? { address: given as PaymentMethod.BillingDetails['address'] } : {}) };
    const method = await methodFromCard(tokenType, billing);
    if (!method.ok) return { error: method.error };
    const token = await ctx.api.post<Token>('/tokens', { payment_method: method.value.id });
    return token.ok ? { token: token.value } : { error: token.error };
  }

  /** createConfirmationToken({elements, params}): the Payment Element's or the wallet's method, wrapped for the merchant's server. */
  async function createConfirmationToken(options: CreateConfirmationToken): Promise<ConfirmationTokenResult> {
    const method = await methodFromElements(options.elements, (options.params?.payment_method_data?.billing_details ?? {}) as Partial<PaymentMethod.BillingDetails>);
    if (!method.ok) return { error: method.error };
    const token = await ctx.api.post<ConfirmationToken>('/confirmation_tokens', {
      payment_method: method.value.id,
      ...(options.params?.return_url ? { return_url: options.params.return_url } : {}),
      ...(options.params?.shipping ? { shipping: options.params.shipping } : {}),
    });
    return token.ok ? { confirmationToken: token.value } : { error: token.error };
  }

  async function handleAction(options: { clientSecret: string } | { hashedValue: string }): Promise<PaymentIntentOrSetupIntentResult> {
    if (!('clientSecret' in options)) return integrationError('The test-mode double does not support shared payment tokens.');
    const kind: IntentKind = options.clientSecret.startsWith('seti_') ? 'setup_intent' : 'payment_intent';
    const current = await retrieve<Intent>(kind, options.clientSecret);
    if (!current.ok) return { error: current.error };
    if (current.value.status !== 'requires_action') return integrationError(`handleNextAction: the ${kind === 'payment_intent' ? 'PaymentIntent' : 'SetupIntent'} has a status of ${current.value.status}; it does not require an action.`);
    const outcome = await handleNextAction(ctx.api, current.value, ctx.navigate);
    if ('redirecting' in outcome) return NEVER();
    if ('error' in outcome) return { error: outcome.error };
    return outcome.intent.object === 'payment_intent' ? { paymentIntent: outcome.intent } : { setupIntent: outcome.intent };
  }

  const stripe = {
    elements,
    createPaymentMethod,
    confirmPayment,
    confirmSetup,
    confirmCardPayment: confirmVia('card'),
    confirmCardSetup: confirmSetupVia('card'),
    confirmBoletoPayment: confirmVia('boleto'),
    confirmMultibancoPayment: confirmVia('multibanco'),
    confirmOxxoPayment: confirmVia('oxxo'),
    confirmWechatPayPayment: confirmVia('wechat_pay'),
    confirmCashappPayment: confirmVia('cashapp'),
    confirmCashappSetup: confirmSetupVia('cashapp'),
    handleNextAction: handleAction,
    async handleCardAction(clientSecret: string): Promise<PaymentIntentResult> {
      const result = await handleAction({ clientSecret });
      return result.error ? { error: result.error } : result.paymentIntent ? { paymentIntent: result.paymentIntent } : integrationError('handleCardAction needs a PaymentIntent client secret.');
    },
    async retrievePaymentIntent(clientSecret: string): Promise<PaymentIntentResult> {
      const result = await retrieve<PaymentIntent>('payment_intent', clientSecret);
      return result.ok ? { paymentIntent: result.value } : { error: result.error };
    },
    async retrieveSetupIntent(clientSecret: string): Promise<SetupIntentResult> {
      const result = await retrieve<SetupIntent>('setup_intent', clientSecret);
      return result.ok ? { setupIntent: result.value } : { error: result.error };
    },
    paymentRequest: (options: Parameters<Stripe['paymentRequest']>[0]) => createPaymentRequest(ctx, options),
    createToken,
    createConfirmationToken,
  } satisfies StripeDouble;
  return stripe;
}
