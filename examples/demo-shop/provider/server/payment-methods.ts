import type { PaymentMethod } from '@stripe/stripe-js';
import type { Db } from '../../db/open.ts';
import { cardError, invalidRequest } from './errors.ts';
import { newId } from './ids.ts';
import { methodTypeBehaviour } from './method-types.ts';
import { cardBehaviour, cardBrand, luhnValid } from './test-cards.ts';
import { err, now, ok, type MethodBehaviour, type Metadata, type ProviderPaymentMethod, type StripeResult } from './types.ts';

export interface CardInput {
  number: string;
  exp_month: number;
  exp_year: number;
  cvc: string;
}

export interface PaymentMethodInput {
  type: string;
  card?: CardInput;
  billing_details?: Partial<PaymentMethod.BillingDetails>;
  sepa_debit?: { iban: string };
  ideal?: { bank?: string };
  eps?: { bank?: string };
  p24?: { bank?: string };
  boleto?: { tax_id: string };
  metadata?: Metadata;
}

export interface StoredPaymentMethod {
  object: ProviderPaymentMethod;
  behaviour: MethodBehaviour;
}

function validateCard(card: CardInput | undefined, today: Date): StripeResult<CardInput> {
  if (!card) return err(invalidRequest('parameter_missing', 'Missing required param: card.', 'card'));
  const number = String(card.number).replace(/\s+/g, '');
  if (!luhnValid(number)) return err(cardError('incorrect_number', 'Your card number is incorrect.', undefined, 'number'));
  const month = Number(card.exp_month);
  const year = Number(card.exp_year) < 100 ? 2000 + Number(card.exp_year) : Number(card.exp_year);
  if (!Number.isInteger(month) || month < 1 || month > 12) {
    return err(cardError('invalid_expiry_month', "Your card's expiration month is invalid.", undefined, 'exp_month'));
  }
  const thisYear = today.getUTCFullYear();
  if (!Number.isInteger(year) || year < thisYear || year > thisYear + 50) {
    return err(cardError('invalid_expiry_year', "Your card's expiration year is invalid.", undefined, 'exp_year'));
  }
  if (year === thisYear && month < today.getUTCMonth() + 1) {
    return err(cardError('invalid_expiry_month', "Your card's expiration month is invalid.", undefined, 'exp_month'));
  }
  if (!/^\d{3,4}$/.test(String(card.cvc))) return err(cardError('invalid_cvc', "Your card's security code is invalid.", undefined, 'cvc'));
  return ok({ number, exp_month: month, exp_year: year, cvc: String(card.cvc) });
}

function billingDetails(input: Partial<PaymentMethod.BillingDetails> | undefined): PaymentMethod.BillingDetails {
  return {
    address: input?.address ?? null,
    email: input?.email ?? null,
    name: input?.name ?? null,
    phone: input?.phone ?? null,
  };
}

function methodDetails(input: PaymentMethodInput): StripeResult<Partial<PaymentMethod>> {
  switch (input.type) {
    case 'sepa_debit': {
      const iban = (input.sepa_debit?.iban ?? '').replace(/\s+/g, '').toUpperCase();
      if (!/^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/.test(iban)) return err(invalidRequest('invalid_bank_account_iban', 'The IBAN you entered is invalid.', 'sepa_debit[iban]'));
      return ok({ sepa_debit: { bank_code: iban.slice(4, 8), branch_code: '', country: iban.slice(0, 2), fingerprint: null, last4: iban.slice(-4) } as PaymentMethod['sepa_debit'] });
    }
    case 'ideal':
      return ok({ ideal: { bank: input.ideal?.bank ?? null, bic: null } });
    case 'eps':
      return ok({ eps: { bank: input.eps?.bank ?? '' } });
    case 'boleto': {
      const taxId = (input.boleto?.tax_id ?? '').replace(/\D/g, '');
      if (taxId.length !== 11 && taxId.length !== 14) return err(invalidRequest('tax_id_invalid', 'The tax ID is invalid.', 'boleto[tax_id]'));
      return ok({ boleto: {} });
    }
    case 'card':
      return ok({});
    default:
      return ok({ [input.type]: {} });
  }
}

export function createPaymentMethod(db: Db, input: PaymentMethodInput, today: Date = new Date()): StripeResult<ProviderPaymentMethod> {
  const details = methodDetails(input);
  if (!details.ok) return details;
  const base: ProviderPaymentMethod = {
    id: newId('pm'),
    object: 'payment_method',
    allow_redisplay: 'unspecified',
    billing_details: billingDetails(input.billing_details),
    created: now(),
    customer: null,
    livemode: false,
    metadata: input.metadata ?? {},
    type: input.type,
    ...details.value,
  };
  let behaviour: MethodBehaviour = methodTypeBehaviour(input.type);
  if (input.type === 'card') {
    const card = validateCard(input.card, today);
    if (!card.ok) return card;
    behaviour = cardBehaviour(card.value.number);
    base.card = {
      brand: cardBrand(card.value.number),
      checks: { address_line1_check: null, address_postal_code_check: null, cvc_check: 'unchecked' },
      country: 'US',
      display_brand: cardBrand(card.value.number),
      exp_month: card.value.exp_month,
      exp_year: card.value.exp_year,
      funding: 'credit',
      last4: card.value.number.slice(-4),
      networks: { preferred: null, available: [cardBrand(card.value.number)] },
      regulated_status: 'unregulated',
      three_d_secure_usage: { supported: true },
      wallet: null,
    };
  }
  db.prepare('INSERT INTO stripe_payment_methods (id, type, behaviour, object, created) VALUES (?, ?, ?, ?, ?)').run(
    base.id, base.type, behaviour, JSON.stringify(base), base.created,
  );
  return ok(base);
}

export function findPaymentMethod(db: Db, id: string): StoredPaymentMethod | undefined {
  const row = db.prepare('SELECT behaviour, object FROM stripe_payment_methods WHERE id = ?').get(id) as { behaviour: MethodBehaviour; object: string } | undefined;
  return row ? { behaviour: row.behaviour, object: JSON.parse(row.object) as ProviderPaymentMethod } : undefined;
}

export function retrievePaymentMethod(db: Db, id: string): StripeResult<ProviderPaymentMethod> {
  const found = findPaymentMethod(db, id);
  return found ? ok(found.object) : err(invalidRequest('resource_missing', `No such PaymentMethod: '${id}'`, 'payment_method'));
}

/**
 * A new payment method with another's details and test behaviour (a card token redeemed, as Stripe makes a
 * fresh PaymentMethod from a token), with the billing details the request gives merged over the original's.
 */
export function copyPaymentMethod(db: Db, id: string, billing?: Partial<PaymentMethod.BillingDetails>): StripeResult<ProviderPaymentMethod> {
  const found = findPaymentMethod(db, id);
  if (!found) return err(invalidRequest('resource_missing', `No such PaymentMethod: '${id}'`, 'payment_method'));
  const given = Object.fromEntries(Object.entries(billing ?? {}).filter(([, value]) => value !== undefined && value !== null));
  const copy: ProviderPaymentMethod = { ...found.object, id: newId('pm'), created: now(), customer: null, billing_details: { ...found.object.billing_details, ...given } };
  db.prepare('INSERT INTO stripe_payment_methods (id, type, behaviour, object, created) VALUES (?, ?, ?, ?, ?)').run(copy.id, copy.type, found.behaviour, JSON.stringify(copy), copy.created);
  return ok(copy);
}
