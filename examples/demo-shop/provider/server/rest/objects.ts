/**
 * The REST face's answers: the provider's stored objects as Stripe's API returns them, each typed by the
 * official `stripe` package's definitions (a missing member fails `tsc`). The intents service keeps the
 * browser-visible shape (@stripe/stripe-js); the server-only members live in `stripe_object_fields`.
 */
import type Stripe from 'stripe';
import type { ProviderPaymentIntent, ProviderPaymentMethod, ProviderSetupIntent } from '../types.ts';
import type { ChargeRow } from './store.ts';

/** Server-side members of a PaymentIntent the intents service does not keep. */
export type PaymentIntentFields = Partial<
  Pick<Stripe.PaymentIntent, 'customer' | 'payment_method_options' | 'automatic_payment_methods' | 'shipping' | 'statement_descriptor' | 'statement_descriptor_suffix' | 'description' | 'receipt_email' | 'payment_method_configuration_details' | 'metadata' | 'amount' | 'currency' | 'setup_future_usage' | 'payment_method_types' | 'capture_method' | 'latest_charge'>
>;

export type SetupIntentFields = Partial<Pick<Stripe.SetupIntent, 'customer' | 'payment_method_options' | 'automatic_payment_methods' | 'description' | 'metadata' | 'payment_method_types' | 'mandate' | 'usage'>>;

export const ACCOUNT_ID = 'acct_1ShopIslandsTestMode';
/** The parent configuration the gateway recognises as WooCommerce's platform configuration in test mode. */
export const TEST_MODE_PMC_PARENT = 'pmc_1LEKjBGX8lmJQndTBOzjqxSa';

/** Stripe's UK pricing for standard cards, used for the balance transaction's fee: 1.5 % + 20p. */
export function feeOf(amount: number): number {
  return Math.round(amount * 0.015) + 20;
}

export function list<T>(url: string, data: T[], hasMore = false): Stripe.ApiList<T> {
  return { object: 'list', data, has_more: hasMore, url };
}

export function paymentIntentObject(stored: ProviderPaymentIntent, fields: PaymentIntentFields): Stripe.PaymentIntent {
  const manual = stored.capture_method === 'manual';
  return {
    id: stored.id,
    object: 'payment_intent',
    allowed_payment_method_types: null,
    amount: fields.amount ?? stored.amount,
    amount_capturable: stored.status === 'requires_capture' ? stored.amount : 0,
    amount_details: { tip: {} },
    amount_received: stored.amount_received,
    application: null,
    application_fee_amount: null,
    automatic_payment_methods: fields.automatic_payment_methods ?? null,
    canceled_at: stored.canceled_at,
    cancellation_reason: stored.cancellation_reason as Stripe.PaymentIntent.CancellationReason | null,
    capture_method: fields.capture_method ?? (manual ? 'manual' : 'automatic'),
    client_secret: stored.client_secret,
    confirmation_method: 'automatic',
    created: stored.created,
    currency: fields.currency ?? stored.currency,
    customer: fields.customer ?? null,
    customer_account: null,
    description: fields.description ?? stored.description,
    excluded_payment_method_types: null,
    last_payment_error: stored.last_payment_error ? (stored.last_payment_error as unknown as Stripe.PaymentIntent.LastPaymentError) : null,
    latest_charge: stored.latest_charge,
    livemode: false,
    managed_payments: null,
    metadata: { ...stored.metadata, ...(fields.metadata ?? {}) },
    // The service's next actions are Stripe's (redirect_to_url, use_stripe_sdk, *_display_details, …).
    next_action: stored.next_action as unknown as Stripe.PaymentIntent.NextAction | null,
    on_behalf_of: null,
    payment_method: stored.payment_method,
    payment_method_configuration_details: fields.payment_method_configuration_details ?? null,
    payment_method_options: fields.payment_method_options ?? {},
    payment_method_types: fields.payment_method_types ?? stored.payment_method_types,
    payment_record: null,
    processing: null,
    receipt_email: fields.receipt_email ?? stored.receipt_email,
    review: null,
    setup_future_usage: (stored.setup_future_usage ?? null) as Stripe.PaymentIntent.SetupFutureUsage | null,
    shipping: fields.shipping ?? null,
    source: null,
    statement_descriptor: fields.statement_descriptor ?? null,
    statement_descriptor_suffix: fields.statement_descriptor_suffix ?? null,
    status: stored.status,
    transfer_data: null,
    transfer_group: null,
  };
}

export function setupIntentObject(stored: ProviderSetupIntent, fields: SetupIntentFields): Stripe.SetupIntent {
  return {
    id: stored.id,
    object: 'setup_intent',
    allowed_payment_method_types: null,
    application: null,
    automatic_payment_methods: fields.automatic_payment_methods ?? null,
    cancellation_reason: stored.cancellation_reason as Stripe.SetupIntent.CancellationReason | null,
    client_secret: stored.client_secret,
    created: stored.created,
    customer: fields.customer ?? null,
    customer_account: null,
    description: fields.description ?? stored.description,
    excluded_payment_method_types: null,
    flow_directions: null,
    last_setup_error: stored.last_setup_error ? (stored.last_setup_error as unknown as Stripe.SetupIntent.LastSetupError) : null,
    latest_attempt: null,
    livemode: false,
    mandate: fields.mandate ?? null,
    metadata: { ...stored.metadata, ...(fields.metadata ?? {}) },
    next_action: stored.next_action as unknown as Stripe.SetupIntent.NextAction | null,
    on_behalf_of: null,
    payment_method: stored.payment_method,
    payment_method_configuration_details: null,
    payment_method_options: fields.payment_method_options ?? {},
    payment_method_types: fields.payment_method_types ?? stored.payment_method_types,
    single_use_mandate: null,
    status: stored.status,
    usage: fields.usage ?? stored.usage,
  };
}

/** A card's fingerprint: stable per number (brand + last4 + expiry here), as Stripe's is per card. */
function fingerprint(seed: string): string {
  let hash = 0;
  for (const char of seed) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return `fp${hash.toString(36)}ShopIslands`.slice(0, 16);
}

function billingDetails(stored: ProviderPaymentMethod): Stripe.PaymentMethod.BillingDetails {
  const address = stored.billing_details.address;
  return {
    address: address ? { city: address.city ?? null, country: address.country ?? null, line1: address.line1 ?? null, line2: address.line2 ?? null, postal_code: address.postal_code ?? null, state: address.state ?? null } : null,
    email: stored.billing_details.email ?? null,
    name: stored.billing_details.name ?? null,
    phone: stored.billing_details.phone ?? null,
    tax_id: null,
  };
}

export function paymentMethodObject(stored: ProviderPaymentMethod & { customer?: string | null }): Stripe.PaymentMethod {
  const card = stored.card;
  const base: Stripe.PaymentMethod = {
    id: stored.id,
    object: 'payment_method',
    allow_redisplay: (stored.allow_redisplay ?? 'unspecified') as Stripe.PaymentMethod.AllowRedisplay,
    billing_details: billingDetails(stored),
    created: stored.created,
    customer: stored.customer ?? null,
    customer_account: null,
    livemode: false,
    metadata: (stored as { metadata?: Stripe.Metadata }).metadata ?? {},
    radar_options: {},
    type: stored.type as Stripe.PaymentMethod.Type,
  };
  if (card) {
    base.card = {
      brand: card.brand,
      checks: { address_line1_check: null, address_postal_code_check: null, cvc_check: 'pass' },
      country: card.country ?? 'US',
      display_brand: card.brand,
      exp_month: card.exp_month,
      exp_year: card.exp_year,
      fingerprint: fingerprint(`${card.brand}${card.last4}${card.exp_month}${card.exp_year}`),
      funding: card.funding ?? 'credit',
      generated_from: null,
      last4: card.last4,
      networks: { available: [card.brand], preferred: null },
      regulated_status: 'unregulated',
      three_d_secure_usage: { supported: true },
      wallet: null,
    };
    return base;
  }
  const details = (stored as unknown as Record<string, unknown>)[stored.type];
  return { ...base, [stored.type]: details ?? {} } as Stripe.PaymentMethod;
}

export interface StoredCustomer {
  id: string;
  created: number;
  email: string | null;
  name: string | null;
  phone: string | null;
  description: string | null;
  address: Stripe.Address | null;
  shipping: Stripe.Customer.Shipping | null;
  metadata: Stripe.Metadata;
  preferred_locales: string[];
  invoice_settings: { default_payment_method: string | null };
}

export function customerObject(stored: StoredCustomer): Stripe.Customer {
  return {
    id: stored.id,
    object: 'customer',
    address: stored.address,
    balance: 0,
    created: stored.created,
    currency: null,
    default_source: null,
    delinquent: false,
    description: stored.description,
    email: stored.email,
    invoice_prefix: stored.id.slice(4, 12).toUpperCase(),
    invoice_settings: { custom_fields: null, default_payment_method: stored.invoice_settings.default_payment_method, footer: null, rendering_options: null },
    livemode: false,
    metadata: stored.metadata,
    name: stored.name,
    next_invoice_sequence: 1,
    phone: stored.phone,
    preferred_locales: stored.preferred_locales,
    shipping: stored.shipping,
    tax_exempt: 'none',
    test_clock: null,
  };
}

export function balanceTransactionId(sourceId: string): string {
  return `txn_${sourceId.slice(sourceId.indexOf('_') + 1)}`;
}

export function balanceTransactionObject(source: { id: string; amount: number; currency: string; created: number; refund: boolean }): Stripe.BalanceTransaction {
  const amount = source.refund ? -source.amount : source.amount;
  const fee = source.refund ? 0 : feeOf(source.amount);
  return {
    id: balanceTransactionId(source.id),
    object: 'balance_transaction',
    amount,
    available_on: source.created + 2 * 86400,
    balance_type: 'payments',
    created: source.created,
    currency: source.currency,
    description: null,
    exchange_rate: null,
    fee,
    fee_details: fee ? [{ amount: fee, application: null, currency: source.currency, description: 'Stripe processing fees', type: 'stripe_fee' }] : [],
    net: amount - fee,
    reporting_category: source.refund ? 'refund' : 'charge',
    source: source.id,
    status: 'pending',
    type: source.refund ? 'refund' : 'charge',
  };
}

export interface StoredRefund {
  id: string;
  charge: string;
  payment_intent: string | null;
  amount: number;
  currency: string;
  created: number;
  reason: Stripe.Refund.Reason | null;
  metadata: Stripe.Metadata;
  status: 'succeeded' | 'pending' | 'failed' | 'canceled';
}

export function refundObject(stored: StoredRefund): Stripe.Refund {
  return {
    id: stored.id,
    object: 'refund',
    amount: stored.amount,
    balance_transaction: balanceTransactionId(stored.id),
    charge: stored.charge,
    created: stored.created,
    currency: stored.currency,
    customer: null,
    customer_account: null,
    destination_details: { type: 'card', card: { reference_status: 'pending', reference_type: 'acquirer_reference_number', type: 'refund' } },
    metadata: stored.metadata,
    payment_intent: stored.payment_intent,
    payment_method: null,
    reason: stored.reason,
    receipt_number: null,
    source_transfer_reversal: null,
    status: stored.status,
    transfer_reversal: null,
  };
}

/** A charge as the API returns it, from its row, its intent and payment method, and its refunds. */
export function chargeObject(row: ChargeRow, intent: Stripe.PaymentIntent, method: Stripe.PaymentMethod | null, refunds: Stripe.Refund[], refunded: number): Stripe.Charge {
  const failed = row.status === 'failed';
  const error = failed ? intent.last_payment_error : null;
  const captured = row.status === 'succeeded' && intent.status !== 'requires_capture';
  const card = method?.card;
  const billing = method?.billing_details;
  return {
    id: row.id,
    object: 'charge',
    amount: row.amount,
    amount_captured: captured ? Math.min(row.amount, intent.amount_received || row.amount) : 0,
    amount_refunded: refunded,
    application: null,
    application_fee: null,
    application_fee_amount: null,
    balance_transaction: captured ? balanceTransactionId(row.id) : null,
    billing_details: billing ?? { address: null, email: null, name: null, phone: null, tax_id: null },
    calculated_statement_descriptor: 'SHOP ISLANDS',
    captured,
    created: row.created,
    currency: row.currency,
    customer: typeof intent.customer === 'string' ? intent.customer : intent.customer?.id ?? null,
    description: intent.description,
    disputed: false,
    failure_balance_transaction: null,
    failure_code: row.failure_code,
    failure_message: failed ? error?.message ?? null : null,
    fraud_details: {},
    livemode: false,
    metadata: intent.metadata,
    on_behalf_of: null,
    outcome: {
      advice_code: null,
      network_advice_code: null,
      network_decline_code: null,
      network_status: failed ? 'declined_by_network' : 'approved_by_network',
      reason: failed ? error?.decline_code ?? 'generic_decline' : null,
      risk_level: 'normal',
      risk_score: 20,
      seller_message: failed ? 'The bank did not return any further details with this decline.' : 'Payment complete.',
      type: failed ? 'issuer_declined' : 'authorized',
    },
    paid: row.status === 'succeeded',
    payment_intent: row.payment_intent,
    payment_method: method?.id ?? null,
    payment_method_details: card
      ? {
          type: 'card',
          card: {
            amount_authorized: row.status === 'succeeded' ? row.amount : null,
            authorization_code: row.status === 'succeeded' ? '123456' : null,
            electronic_commerce_indicator: null,
            brand: card.brand,
            checks: card.checks,
            country: card.country,
            exp_month: card.exp_month,
            exp_year: card.exp_year,
            extended_authorization: { status: 'disabled' },
            fingerprint: card.fingerprint ?? null,
            funding: card.funding,
            incremental_authorization: { status: 'unavailable' },
            installments: null,
            last4: card.last4,
            mandate: null,
            multicapture: { status: 'unavailable' },
            network: card.brand,
            network_token: { used: false },
            network_transaction_id: null,
            overcapture: { maximum_amount_capturable: row.amount, status: 'unavailable' },
            regulated_status: 'unregulated',
            three_d_secure: null,
            transaction_link_id: null,
            wallet: null,
          },
        }
      : method
        ? ({ type: method.type, [method.type]: {} } as Stripe.Charge.PaymentMethodDetails)
        : null,
    receipt_email: intent.receipt_email,
    receipt_number: null,
    receipt_url: null,
    refunded: refunded >= row.amount && row.amount > 0,
    refunds: list(`/v1/charges/${row.id}/refunds`, refunds),
    review: null,
    shipping: intent.shipping ? { ...intent.shipping, carrier: intent.shipping.carrier ?? null, tracking_number: intent.shipping.tracking_number ?? null } : null,
    source: null,
    source_transfer: null,
    statement_descriptor: null,
    statement_descriptor_suffix: null,
    status: row.status,
    transfer_data: null,
    transfer_group: null,
  };
}

export function accountObject(country = 'GB', currency = 'gbp'): Stripe.Account {
  return {
    id: ACCOUNT_ID,
    object: 'account',
    business_profile: { mcc: '5734', name: 'Shop Islands test store', support_email: null, support_phone: null, support_url: null, url: null, annual_revenue: null, estimated_worker_count: null, minority_owned_business_designation: null, monthly_estimated_revenue: { amount: 0, currency }, product_description: null, specified_commercial_transactions_act_url: null, support_address: null },
    business_type: 'company',
    capabilities: { card_payments: 'active', transfers: 'active', sepa_debit_payments: 'active', ideal_payments: 'active', boleto_payments: 'active', link_payments: 'active' },
    charges_enabled: true,
    controller: { type: 'account' },
    country,
    created: 1700000000,
    default_currency: currency,
    details_submitted: true,
    email: 'merchant@example.com',
    payouts_enabled: true,
    requirements: { alternatives: [], current_deadline: null, currently_due: [], disabled_reason: null, errors: [], eventually_due: [], past_due: [], pending_verification: [] },
    settings: {
      bacs_debit_payments: { display_name: null, service_user_number: null },
      branding: { icon: null, logo: null, primary_color: null, secondary_color: null },
      card_issuing: { tos_acceptance: { date: null, ip: null } },
      card_payments: { decline_on: { avs_failure: false, cvc_failure: true }, statement_descriptor_prefix: 'SHOPISL', statement_descriptor_prefix_kana: null, statement_descriptor_prefix_kanji: null },
      dashboard: { display_name: 'Shop Islands', timezone: 'Europe/London' },
      invoices: { default_account_tax_ids: null, hosted_payment_method_save: 'offer' },
      payments: { statement_descriptor: 'SHOP ISLANDS', statement_descriptor_kana: null, statement_descriptor_kanji: null, statement_descriptor_prefix_kana: null, statement_descriptor_prefix_kanji: null },
      payouts: { debit_negative_balances: true, schedule: { delay_days: 7, interval: 'daily' }, statement_descriptor: null },
      sepa_debit_payments: {},
    },
    type: 'standard',
  };
}

/** Methods the test account's configuration lists (each with Stripe's per-method member), and whether each is on. */
export type ConfigurableMethod = keyof Pick<
  Stripe.PaymentMethodConfiguration,
  'card' | 'link' | 'sepa_debit' | 'ideal' | 'boleto' | 'wechat_pay' | 'apple_pay' | 'google_pay' | 'bancontact' | 'eps' | 'p24' | 'multibanco' | 'oxxo' | 'klarna' | 'affirm' | 'afterpay_clearpay' | 'alipay' | 'cashapp' | 'amazon_pay'
>;
export type ConfigurationPreferences = Record<ConfigurableMethod, 'on' | 'off'>;

/** The gateway reads its enabled methods from here: card, 3D Secure cards, SEPA, iDEAL, Boleto, WeChat Pay and the wallets are on. */
export const DEFAULT_PREFERENCES: ConfigurationPreferences = {
  card: 'on', link: 'off', sepa_debit: 'on', ideal: 'on', boleto: 'on', wechat_pay: 'on', apple_pay: 'on', google_pay: 'on',
  bancontact: 'off', eps: 'off', p24: 'off', multibanco: 'off', oxxo: 'off', klarna: 'off', affirm: 'off', afterpay_clearpay: 'off', alipay: 'off', cashapp: 'off', amazon_pay: 'off',
};

export function isConfigurableMethod(name: string): name is ConfigurableMethod {
  return Object.hasOwn(DEFAULT_PREFERENCES, name);
}

export function paymentMethodConfigurationObject(id: string, preferences: ConfigurationPreferences): Stripe.PaymentMethodConfiguration {
  const entry = (value: 'on' | 'off'): Stripe.PaymentMethodConfiguration.Card => ({ available: true, display_preference: { overridable: true, preference: value, value } });
  const methods: Partial<Pick<Stripe.PaymentMethodConfiguration, ConfigurableMethod>> = {};
  for (const method of Object.keys(preferences) as ConfigurableMethod[]) methods[method] = entry(preferences[method]);
  return {
    id,
    object: 'payment_method_configuration',
    active: true,
    application: null,
    is_default: true,
    livemode: false,
    name: 'WooCommerce Inc.',
    parent: TEST_MODE_PMC_PARENT,
    ...methods,
  };
}
