import type { StripePaymentElementOptions } from '@stripe/stripe-js';
import { checkCardNumber, checkCvc, checkEmail, checkExpiry, checkIban, checkPostalCode, checkRequired, checkTaxId, type FieldCheck } from './validation.ts';

export interface FieldSpec {
  /** Key in the collected values, e.g. 'number', 'billing_name'. */
  name: string;
  label: string;
  kind: 'text' | 'email' | 'select';
  autocomplete?: string;
  inputmode?: 'numeric' | 'text' | 'email';
  placeholder?: string;
  options?: readonly (readonly [string, string])[];
  check(value: string, values: Record<string, string>): FieldCheck;
}

export interface MethodForm {
  type: string;
  label: string;
  fields: FieldSpec[];
  /** A note shown under the fields (mandates, what happens next). */
  note?: string;
}

export const METHOD_LABELS: Record<string, string> = {
  card: 'Card', sepa_debit: 'SEPA Direct Debit', ideal: 'iDEAL', eps: 'EPS', p24: 'Przelewy24', boleto: 'Boleto', klarna: 'Klarna',
  affirm: 'Affirm', afterpay_clearpay: 'Afterpay', multibanco: 'Multibanco', oxxo: 'OXXO', wechat_pay: 'WeChat Pay', cashapp: 'Cash App Pay',
  bancontact: 'Bancontact', giropay: 'giropay', sofort: 'Sofort', alipay: 'Alipay', link: 'Link', blik: 'BLIK', au_becs_debit: 'BECS Direct Debit',
  paypal: 'PayPal', us_bank_account: 'US bank account', bacs_debit: 'Bacs Direct Debit',
};

const COUNTRIES = [
  ['GB', 'United Kingdom'], ['US', 'United States'], ['IE', 'Ireland'], ['DE', 'Germany'], ['FR', 'France'], ['NL', 'Netherlands'],
  ['BE', 'Belgium'], ['AT', 'Austria'], ['ES', 'Spain'], ['IT', 'Italy'], ['PT', 'Portugal'], ['PL', 'Poland'], ['BR', 'Brazil'], ['MX', 'Mexico'], ['CN', 'China'],
] as const;
const BANKS: Record<string, readonly (readonly [string, string])[]> = {
  ideal: [['abn_amro', 'ABN AMRO'], ['asn_bank', 'ASN Bank'], ['ing', 'ING'], ['rabobank', 'Rabobank'], ['sns_bank', 'SNS Bank']],
  eps: [['bank_austria', 'Bank Austria'], ['erste_bank_und_sparkassen', 'Erste Bank und Sparkassen'], ['raiffeisen', 'Raiffeisen Bankengruppe']],
  p24: [['alior_bank', 'Alior Bank'], ['bank_millennium', 'Bank Millenium'], ['ing', 'ING'], ['mbank_mtransfer', 'mBank'], ['pko_bank_polski', 'PKO Bank Polski']],
};

type BillingOption = 'auto' | 'never' | 'always';

/** Reads `fields.billingDetails` ('never'/'auto' as a whole or per field) for one field. */
export function billingField(options: StripePaymentElementOptions, field: 'name' | 'email' | 'phone' | 'country' | 'postalCode'): BillingOption {
  const billing = options.fields?.billingDetails;
  if (billing === 'never' || billing === 'auto') return billing;
  if (!billing) return 'auto';
  if (field === 'name' || field === 'email' || field === 'phone') return billing[field] ?? 'auto';
  const address = billing.address;
  if (address === 'never') return 'never';
  if (!address || address === 'auto' || address === 'if_required') return 'auto';
  return address[field] ?? 'auto';
}

const text = (name: string, label: string, check: FieldSpec['check'], extra: Partial<FieldSpec> = {}): FieldSpec => ({ name, label, kind: 'text', check, ...extra });
const nameField = text('billing_name', 'Full name', (v) => checkRequired(v), { autocomplete: 'name' });
const emailField: FieldSpec = { name: 'billing_email', label: 'Email', kind: 'email', autocomplete: 'email', inputmode: 'email', check: (v) => checkEmail(v) };
const bankField = (type: string): FieldSpec => ({ name: 'bank', label: type === 'ideal' ? 'iDEAL Bank' : 'Bank', kind: 'select', options: [['', 'Select bank'], ...(BANKS[type] ?? [])], check: (v) => checkRequired(v) });
const countryField: FieldSpec = { name: 'billing_country', label: 'Country', kind: 'select', autocomplete: 'country', options: COUNTRIES, check: (v) => checkRequired(v) };

/** The fields each method's real form asks for, minus billing fields the merchant collects itself ('never'). */
export function methodForm(type: string, options: StripePaymentElementOptions, now: () => Date): MethodForm {
  const label = METHOD_LABELS[type] ?? type;
  const wants = (field: 'name' | 'email' | 'country' | 'postalCode'): boolean => billingField(options, field) !== 'never';
  const named = (...fields: FieldSpec[]): FieldSpec[] => [...(wants('name') ? [nameField] : []), ...fields];
  const withEmail = (...fields: FieldSpec[]): FieldSpec[] => [...(wants('email') ? [emailField] : []), ...fields];
  switch (type) {
    case 'card':
      return {
        type, label,
        fields: [
          text('number', 'Card number', (v) => checkCardNumber(v), { autocomplete: 'cc-number', inputmode: 'numeric', placeholder: '1234 1234 1234 1234' }),
          text('expiry', 'Expiration date', (v) => checkExpiry(v, now()), { autocomplete: 'cc-exp', inputmode: 'numeric', placeholder: 'MM / YY' }),
          text('cvc', 'Security code', (v, all) => checkCvc(v, all.number ?? ''), { autocomplete: 'cc-csc', inputmode: 'numeric', placeholder: 'CVC' }),
          ...(wants('country') ? [countryField] : []),
          ...(wants('postalCode') ? [text('billing_postal_code', 'Postcode', (v, all) => checkPostalCode(v, all.billing_country ?? 'GB'), { autocomplete: 'postal-code' })] : []),
        ],
        note: options.terms?.card === 'always' ? 'By providing your card information, you allow the shop to charge your card for future payments in accordance with their terms.' : undefined,
      };
    case 'sepa_debit':
      return {
        type, label,
        fields: [...named(), ...withEmail(), text('iban', 'IBAN', (v) => checkIban(v), { placeholder: 'DE00 0000 0000 0000 0000 00' })],
        note: options.terms?.sepaDebit === 'never' ? undefined : 'By providing your payment information and confirming this payment, you authorise the shop and Stripe, our payment service provider, to send instructions to your bank to debit your account.',
      };
    case 'ideal':
      return { type, label, fields: [bankField(type)], note: 'You will be redirected to your bank to authorise the payment.' };
    case 'eps':
      return { type, label, fields: named(bankField(type)), note: 'You will be redirected to your bank to authorise the payment.' };
    case 'p24':
      return { type, label, fields: [...named(), ...withEmail(bankField(type))], note: 'You will be redirected to Przelewy24 to authorise the payment.' };
    case 'boleto':
      return { type, label, fields: [...named(), ...withEmail(), text('tax_id', 'CPF/CNPJ', (v) => checkTaxId(v), { inputmode: 'numeric' })], note: 'A Boleto voucher will be shown after you place the order.' };
    case 'klarna':
      return { type, label, fields: [...withEmail(), ...(wants('country') ? [countryField] : [])], note: 'You will be redirected to Klarna to complete the payment.' };
    case 'affirm':
    case 'afterpay_clearpay':
      return { type, label, fields: withEmail(), note: `You will be redirected to ${label} to complete the payment.` };
    case 'multibanco':
      return { type, label, fields: withEmail(), note: 'A Multibanco reference will be shown after you place the order.' };
    case 'oxxo':
      return { type, label, fields: [...named(), ...withEmail()], note: 'An OXXO voucher will be shown after you place the order.' };
    case 'wechat_pay':
    case 'cashapp':
      return { type, label, fields: [], note: `A QR code will be shown to pay with ${label}.` };
    case 'bancontact':
    case 'giropay':
    case 'sofort':
      return { type, label, fields: named(), note: `You will be redirected to ${label} to authorise the payment.` };
    default:
      return { type, label, fields: [...named(), ...withEmail()] };
  }
}
