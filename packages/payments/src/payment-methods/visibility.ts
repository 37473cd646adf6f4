/**
 * Whether a method is offered (SPEC 2.9, 4.10): its billing countries, the cart's currency and, for methods with
 * amount limits, the cart's total; and whether the 'save payment method' option shows for it. Pure rules: the
 * payment registry's canMakePayment and the checkout's save option ask them with what the page knows now.
 */
import type { MethodConfig } from '../settings/upe-params.ts';
import { METHOD_CONSTRAINTS } from './constraints.ts';
import { NON_REUSABLE_TYPES } from './method-types.ts';

export interface OfferQuestion {
  readonly type: string;
  readonly config: Pick<MethodConfig, 'countries'>;
  /** The billing country chosen ('' when none is known yet). */
  readonly country: string;
  /** Upper-case ISO code ('' when unknown). */
  readonly currency: string;
  /** The cart's total in Stripe's minor units, or null when unknown. */
  readonly amount: number | null;
}

/** Shown only when the billing country is in the method's countries (an empty list: every country), the currency is one it takes and the total is within its limits. */
export function isOffered({ type, config, country, currency, amount }: OfferQuestion): boolean {
  if (config.countries.length > 0 && !config.countries.includes(country)) return false;
  const constraints = METHOD_CONSTRAINTS[type];
  if (!constraints || currency === '') return true;
  if (constraints.currencies && !constraints.currencies.includes(currency)) return false;
  const range = constraints.amounts?.[currency];
  // Zero means a free cart (a trial): limits apply to what is charged.
  return !range || amount === null || amount === 0 || (amount >= range.min && amount <= range.max);
}

export interface SaveOptionQuestion {
  readonly type: string;
  readonly config: Pick<MethodConfig, 'isReusable'>;
  readonly isLoggedIn: boolean;
  readonly isSignupOnCheckoutAllowed: boolean;
  /** The guest ticked 'Create an account?'. */
  readonly creatingAccount: boolean;
}

/**
 * SPEC 4.10 and 6: saving is offered to logged-in shoppers, or to guests creating an account where signup at
 * checkout is allowed, and never for a method that cannot be reused.
 */
export function offersSaveOption({ type, config, isLoggedIn, isSignupOnCheckoutAllowed, creatingAccount }: SaveOptionQuestion): boolean {
  if (NON_REUSABLE_TYPES.includes(type) || !config.isReusable) return false;
  return isLoggedIn || (isSignupOnCheckoutAllowed && creatingAccount);
}
