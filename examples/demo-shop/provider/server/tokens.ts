/**
 * Card tokens (`tok_…`, Stripe.js's createToken on a Card Element, as Stripe Payments' payment box uses it) and
 * confirmation tokens (`ctoken_…`, createConfirmationToken, as the Stripe Gateway's express checkout uses it).
 * Both wrap a payment method the browser created in the provider's frame or wallet sheet:
 * - a card token is single-use; redeeming it (`payment_method_data[card][token]`) makes a new payment method
 *   with the card's details and test behaviour, as Stripe does;
 * - a confirmation token names its payment method (`payment_method_preview` shows it) and is used by
 *   confirming an intent with `confirmation_token`.
 */
import type { ConfirmationToken, PaymentIntent, PaymentMethod, Token } from '@stripe/stripe-js';
import type { Db } from '../../db/open.ts';
import { invalidRequest } from './errors.ts';
import { newId } from './ids.ts';
import { copyPaymentMethod, findPaymentMethod } from './payment-methods.ts';
import { err, now, ok, type ProviderPaymentMethod, type StripeResult } from './types.ts';

/** How long a confirmation token may be used, as Stripe's (12 hours). */
const CONFIRMATION_TOKEN_LIFETIME = 12 * 3600;

const BRAND_NAMES: Record<string, string> = {
  visa: 'Visa', mastercard: 'MasterCard', amex: 'American Express', discover: 'Discover', jcb: 'JCB', diners: 'Diners Club', unionpay: 'UnionPay',
};

interface TokenRow {
  kind: 'token' | 'confirmation_token';
  payment_method: string;
  used: number;
  object: string;
}

function missingToken(id: string): StripeResult<never> {
  return err(invalidRequest('resource_missing', `No such token: '${id}'`, 'token'));
}

function missingConfirmationToken(id: string): StripeResult<never> {
  return err(invalidRequest('resource_missing', `No such confirmationtoken: '${id}'`, 'confirmation_token'));
}

function row(db: Db, id: string): TokenRow | undefined {
  return db.prepare('SELECT kind, payment_method, used, object FROM stripe_tokens WHERE id = ?').get(id) as TokenRow | undefined;
}

function insert(db: Db, id: string, kind: TokenRow['kind'], paymentMethod: string, object: object, created: number): void {
  db.prepare('INSERT INTO stripe_tokens (id, kind, payment_method, used, object, created) VALUES (?, ?, ?, 0, ?, ?)').run(id, kind, paymentMethod, JSON.stringify(object), created);
}

function cardOf(method: ProviderPaymentMethod, tokenId: string): NonNullable<Token['card']> | undefined {
  const card = method.card;
  if (!card) return undefined;
  const address = method.billing_details.address;
  return {
    id: `card_${tokenId.slice(4)}`,
    object: 'card',
    address_city: address?.city ?? null,
    address_country: address?.country ?? null,
    address_line1: address?.line1 ?? null,
    address_line1_check: address?.line1 ? 'unchecked' : null,
    address_line2: address?.line2 ?? null,
    address_state: address?.state ?? null,
    address_zip: address?.postal_code ?? null,
    address_zip_check: address?.postal_code ? 'unchecked' : null,
    brand: BRAND_NAMES[card.brand] ?? 'Unknown',
    country: card.country,
    cvc_check: 'unchecked',
    dynamic_last4: null,
    exp_month: card.exp_month,
    exp_year: card.exp_year,
    funding: card.funding,
    last4: card.last4,
    metadata: {},
    name: method.billing_details.name,
    tokenization_method: null,
  };
}

export function tokens(db: Db) {
  /** A single-use card token for a card payment method the browser made (createToken on a Card Element). */
  function createToken(paymentMethodId: string): StripeResult<Token> {
    const found = findPaymentMethod(db, paymentMethodId);
    if (!found) return err(invalidRequest('resource_missing', `No such PaymentMethod: '${paymentMethodId}'`, 'payment_method'));
    const id = newId('tok');
    const card = cardOf(found.object, id);
    if (!card) return err(invalidRequest('parameter_invalid_empty', 'Only card details can be turned into a token.', 'card'));
    const token: Token = { id, object: 'token', card, client_ip: null, created: now(), livemode: false, type: 'card', used: false };
    insert(db, id, 'token', paymentMethodId, token, token.created);
    return ok(token);
  }

  function retrieveToken(id: string): StripeResult<Token> {
    const found = row(db, id);
    if (!found || found.kind !== 'token') return missingToken(id);
    return ok({ ...(JSON.parse(found.object) as Token), used: found.used === 1 });
  }

  /** Uses a card token once: a new payment method with its card (and these billing details). */
  function redeemToken(id: string, billing?: Partial<PaymentMethod.BillingDetails>): StripeResult<ProviderPaymentMethod> {
    const found = row(db, id);
    if (!found || found.kind !== 'token') return missingToken(id);
    if (found.used === 1) return err(invalidRequest('token_already_used', `You cannot use a Stripe token more than once: ${id}.`, 'token'));
    db.prepare('UPDATE stripe_tokens SET used = 1 WHERE id = ?').run(id);
    return copyPaymentMethod(db, found.payment_method, billing);
  }

  /** A confirmation token for a payment method the browser made (createConfirmationToken). */
  function createConfirmationToken(
    paymentMethodId: string,
    params: { returnUrl?: string | null; setupFutureUsage?: PaymentIntent.SetupFutureUsage | null; shipping?: PaymentIntent.Shipping | null } = {},
  ): StripeResult<ConfirmationToken> {
    const found = findPaymentMethod(db, paymentMethodId);
    if (!found) return err(invalidRequest('resource_missing', `No such PaymentMethod: '${paymentMethodId}'`, 'payment_method'));
    const method = found.object;
    const created = now();
    const preview: ConfirmationToken.PaymentMethodPreview = { type: method.type, billing_details: method.billing_details, ...(method.card ? { card: method.card } : {}) };
    const token: ConfirmationToken = {
      id: newId('ctoken'),
      object: 'confirmation_token',
      created,
      expires_at: created + CONFIRMATION_TOKEN_LIFETIME,
      livemode: false,
      payment_intent: null,
      payment_method_preview: preview,
      return_url: params.returnUrl ?? null,
      setup_future_usage: params.setupFutureUsage ?? null,
      setup_intent: null,
      shipping: params.shipping ?? null,
      use_stripe_sdk: true,
    };
    insert(db, token.id, 'confirmation_token', paymentMethodId, token, created);
    return ok(token);
  }

  function retrieveConfirmationToken(id: string): StripeResult<ConfirmationToken> {
    const found = row(db, id);
    if (!found || found.kind !== 'confirmation_token') return missingConfirmationToken(id);
    return ok(JSON.parse(found.object) as ConfirmationToken);
  }

  /** The payment method a confirmation token carries, for confirming an intent with it (refused once expired). */
  function confirmationTokenMethod(id: string): StripeResult<string> {
    const found = row(db, id);
    if (!found || found.kind !== 'confirmation_token') return missingConfirmationToken(id);
    const token = JSON.parse(found.object) as ConfirmationToken;
    if (token.expires_at < now()) return err(invalidRequest('confirmation_token_expired', `ConfirmationToken ${id} has expired.`, 'confirmation_token'));
    return ok(found.payment_method);
  }

  /** The payment method behind a token or confirmation token (for the REST face's answers). */
  function tokenPaymentMethod(id: string): string | undefined {
    return row(db, id)?.payment_method;
  }

  return { createToken, retrieveToken, redeemToken, createConfirmationToken, retrieveConfirmationToken, confirmationTokenMethod, tokenPaymentMethod };
}
