/**
 * Stripe.js, loaded with `@stripe/stripe-js`'s pure loader only once a button can show (nothing is fetched before),
 * and given up on after GIVE_UP_MS: stripe-js waits for ever when its script never arrives, and the button
 * then simply stays hidden. A page that already carries Stripe.js (window.Stripe) is used as it is.
 */
// The ES module build: the package's 'pure' entry is CommonJS, which would put esbuild's CommonJS runtime in a
// chunk every other chunk imports.
import { loadStripe } from '@stripe/stripe-js/pure/index.mjs';
import type { Stripe, StripeConstructorOptions } from '@stripe/stripe-js';

/** About ten seconds: long enough for a slow connection. */
export const GIVE_UP_MS = 10_000;

export function loadStripeWithin(key: string, options: StripeConstructorOptions, giveUpMs: number = GIVE_UP_MS): Promise<Stripe> {
  return new Promise<Stripe>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Stripe.js did not load within ${giveUpMs / 1000} s`)), giveUpMs);
    loadStripe(key, options).then(
      (stripe) => {
        clearTimeout(timer);
        if (stripe) resolve(stripe);
        else reject(new Error('Stripe.js is not available'));
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error('Stripe.js could not be loaded'));
      },
    );
  });
}
