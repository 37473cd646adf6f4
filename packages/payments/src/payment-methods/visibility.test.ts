import { describe, expect, it } from 'vitest';
import { isOffered, offersSaveOption } from './visibility.ts';

describe('which methods are offered (SPEC 2.9, 4.10)', () => {
  const ideal = { type: 'ideal', config: { countries: ['NL'] } };
  it('by billing country: in its countries list only; an empty list means every country', () => {
    expect(isOffered({ ...ideal, country: 'NL', currency: 'EUR', amount: 1000 })).toBe(true);
    expect(isOffered({ ...ideal, country: 'GB', currency: 'EUR', amount: 1000 })).toBe(false);
    expect(isOffered({ ...ideal, country: '', currency: 'EUR', amount: 1000 })).toBe(false);
    expect(isOffered({ type: 'card', config: { countries: [] }, country: 'JP', currency: 'JPY', amount: 1000 })).toBe(true);
  });

  it('by currency: iDEAL takes euros only, the card any currency', () => {
    expect(isOffered({ ...ideal, country: 'NL', currency: 'GBP', amount: 1000 })).toBe(false);
    expect(isOffered({ type: 'card', config: { countries: [] }, country: 'GB', currency: 'KWD', amount: 1000 })).toBe(true);
  });

  it('by amount: Clearpay between £1 and £1,200 (a free cart is not charged, so not judged)', () => {
    const clearpay = { type: 'afterpay_clearpay', config: { countries: ['GB'] }, country: 'GB', currency: 'GBP' };
    expect(isOffered({ ...clearpay, amount: 2_000 })).toBe(true);
    expect(isOffered({ ...clearpay, amount: 120_000 })).toBe(true);
    expect(isOffered({ ...clearpay, amount: 120_001 })).toBe(false);
    expect(isOffered({ ...clearpay, amount: 99 })).toBe(false);
    expect(isOffered({ ...clearpay, amount: 0 })).toBe(true);
    expect(isOffered({ ...clearpay, amount: null })).toBe(true);
  });
});

describe("the 'save payment method' option (SPEC 4.10, 6)", () => {
  const card = { type: 'card', config: { isReusable: true } };
  it('shows for a logged-in shopper, or a guest creating an account where signup at checkout is allowed', () => {
    expect(offersSaveOption({ ...card, isLoggedIn: true, isSignupOnCheckoutAllowed: false, creatingAccount: false })).toBe(true);
    expect(offersSaveOption({ ...card, isLoggedIn: false, isSignupOnCheckoutAllowed: true, creatingAccount: true })).toBe(true);
    expect(offersSaveOption({ ...card, isLoggedIn: false, isSignupOnCheckoutAllowed: true, creatingAccount: false })).toBe(false);
    expect(offersSaveOption({ ...card, isLoggedIn: false, isSignupOnCheckoutAllowed: false, creatingAccount: true })).toBe(false);
  });

  it.each(['alipay', 'affirm', 'afterpay_clearpay', 'au_becs_debit', 'boleto', 'eps', 'giropay', 'multibanco', 'p24', 'oxxo', 'wechat_pay'])('hides for %s, which cannot be reused', (type) => {
    expect(offersSaveOption({ type, config: { isReusable: true }, isLoggedIn: true, isSignupOnCheckoutAllowed: true, creatingAccount: true })).toBe(false);
  });
});
