/** What a test card does when charged, after Stripe's documented test numbers. */
export type CardBehaviour =
  | 'succeed'
  | 'authenticate'
  | 'authenticate_then_decline'
  | 'authenticate_then_insufficient_funds'
  | 'card_declined'
  | 'insufficient_funds'
  | 'lost_card'
  | 'stolen_card'
  | 'expired_card'
  | 'incorrect_cvc'
  | 'processing_error'
  | 'card_velocity_exceeded'
  | 'fraudulent';

/** The behaviours that ask for 3D Secure first: what follows a completed challenge is `afterAuthentication`'s. */
const AUTHENTICATING: Readonly<Partial<Record<CardBehaviour, CardBehaviour>>> = {
  authenticate: 'succeed',
  authenticate_then_decline: 'card_declined',
  authenticate_then_insufficient_funds: 'insufficient_funds',
};

export function asksForAuthentication(behaviour: string): boolean {
  return behaviour in AUTHENTICATING;
}

/** What charging a card that passed its 3D Secure challenge does. */
export function afterAuthentication(behaviour: CardBehaviour): CardBehaviour {
  return AUTHENTICATING[behaviour] ?? behaviour;
}

/**
 * Stripe's testing documentation (docs.stripe.com/testing): cards by brand, 3D Secure ('Regulatory cards' and
 * '3D Secure authentication': required, 3DS2 required, supported but optional, not supported), declined payments
 * (each decline reason) and fraud prevention (Radar's 'Always blocked'). Numbers not listed behave like a working card.
 */
export const TEST_CARDS: Readonly<Record<string, CardBehaviour>> = {
  '4242424242424242': 'succeed',
  '4000056655665556': 'succeed',
  '5555555555554444': 'succeed',
  '378282246310005': 'succeed',
  // 3D Secure: authenticate unless set up, always authenticate, 3DS required, 3DS2 required.
  '4000002500003155': 'authenticate',
  '4000002760003184': 'authenticate',
  '4000003800000446': 'authenticate',
  '4000000000003063': 'authenticate',
  '4000000000003220': 'authenticate',
  // 3D Secure required, then declined after the challenge; already set up, insufficient funds.
  '4000008400001629': 'authenticate_then_decline',
  '4000008260003178': 'authenticate_then_insufficient_funds',
  // 3D Secure supported, optional: no challenge; not supported (American Express's test card above too).
  '4000000000003055': 'succeed',
  '4000000000003097': 'succeed',
  // Declined payments.
  '4000000000000002': 'card_declined',
  '4000000000000341': 'card_declined',
  '4000000000009995': 'insufficient_funds',
  '4000000000009987': 'lost_card',
  '4000000000009979': 'stolen_card',
  '4000000000000069': 'expired_card',
  '4000000000000127': 'incorrect_cvc',
  '4000000000000119': 'processing_error',
  '4000000000006975': 'card_velocity_exceeded',
  // Fraud prevention: always blocked.
  '4100000000000019': 'fraudulent',
};

/** Any other Luhn-valid number behaves like a working card, as in Stripe's test mode. */
export function cardBehaviour(number: string): CardBehaviour {
  return TEST_CARDS[number] ?? 'succeed';
}

export type CardBrand = 'visa' | 'mastercard' | 'amex' | 'discover' | 'jcb' | 'diners' | 'unionpay' | 'unknown';

export function cardBrand(number: string): CardBrand {
  if (/^4/.test(number)) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(number)) return 'mastercard';
  if (/^3[47]/.test(number)) return 'amex';
  if (/^(6011|65|64[4-9])/.test(number)) return 'discover';
  if (/^35/.test(number)) return 'jcb';
  if (/^3(0|6|8)/.test(number)) return 'diners';
  if (/^62/.test(number)) return 'unionpay';
  return 'unknown';
}

export function luhnValid(number: string): boolean {
  if (!/^\d{12,19}$/.test(number)) return false;
  const sum = [...number].reverse().reduce((total, char, index) => {
    const digit = Number(char);
    if (index % 2 === 0) return total + digit;
    const doubled = digit * 2;
    return total + (doubled > 9 ? doubled - 9 : doubled);
  }, 0);
  return sum % 10 === 0;
}
