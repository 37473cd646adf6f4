/**
 * Stripe.js for the widgets that pay through the provider (payments, express checkout), loaded with
 * `@stripe/stripe-js/pure` only when a widget asks (a payment form, a wallet button that can show) and given up on
 * after GIVE_UP_MS: stripe-js itself waits for ever when its script never arrives, and the legacy gateway then throws
 * 'Stripe is not defined' and leaves every method dead. A page that already carries Stripe.js (window.Stripe, or the
 * gateway's script tag) is used as it is. One loader for both, so a page with both loads it once.
 */
// `@stripe/stripe-js/pure`'s ES module build: the package's `pure` entry is CommonJS, whose interop helpers esbuild
// would put in a chunk every widget's entry then imports on every page.
import { loadStripe } from '@stripe/stripe-js/dist/pure.mjs';
import type { Stripe, StripeConstructorOptions } from '@stripe/stripe-js';

/** About ten seconds: long enough for a slow connection, short enough to offer the shopper another way. */
export const GIVE_UP_MS = 10_000;

export class StripeUnavailable extends Error {
  constructor(reason: 'timeout' | 'failed', cause?: unknown) {
    super(reason === 'timeout' ? `Stripe.js did not load within ${GIVE_UP_MS / 1000} s` : 'Stripe.js could not be loaded', { cause });
    this.name = 'StripeUnavailable';
  }
}

/** Called with `new`, as the gateway's own scripts do (the provider's double is a class). */
type StripeConstructor = new (key: string, options?: StripeConstructorOptions) => Stripe;

/** The page's own Stripe.js: loaded (window.Stripe), or its script tag still loading (the gateway enqueues a pinned version). */
function pageStripe(): Promise<StripeConstructor> | null {
  const loaded = (window as { Stripe?: StripeConstructor }).Stripe;
  if (loaded) return Promise.resolve(loaded);
  const tag = document.querySelector<HTMLScriptElement>('script[src^="https://js.stripe.com/"]');
  if (!tag) return null;
  return new Promise((resolve, reject) => {
    tag.addEventListener('load', () => {
      const constructor = (window as { Stripe?: StripeConstructor }).Stripe;
      if (constructor) resolve(constructor);
      else reject(new Error('Stripe.js loaded without window.Stripe'));
    });
    tag.addEventListener('error', reject);
  });
}

/**
 * Resolves to a Stripe instance, or rejects with StripeUnavailable after `giveUpMs` or when loading fails. The
 * page's own Stripe.js is used as it is (whatever version the gateway pinned: stripe-js would warn that it is not
 * the one it expects); only a page without one loads it through stripe-js.
 */
export function loadStripeWithin(key: string, options: StripeConstructorOptions, giveUpMs: number = GIVE_UP_MS): Promise<Stripe> {
  return new Promise<Stripe>((resolve, reject) => {
    const timer = setTimeout(() => reject(new StripeUnavailable('timeout')), giveUpMs);
    const onPage = pageStripe();
    (onPage ? onPage.then((Constructor) => new Constructor(key, options)) : loadStripe(key, options)).then(
      (stripe) => {
        clearTimeout(timer);
        if (stripe) resolve(stripe);
        else reject(new StripeUnavailable('failed'));
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(new StripeUnavailable('failed', error));
      },
    );
  });
}
