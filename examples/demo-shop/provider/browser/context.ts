import type { ProviderApi } from './api.ts';
import type { CardElementDouble } from './card-element.ts';
import type { Switches } from './switches.ts';

/** What one `Stripe(publishableKey)` instance shares with its elements and flows. */
export interface DoubleContext {
  publishableKey: string;
  api: ProviderApi;
  /** Base URL of the provider API, e.g. http://shop.test/shop/demo/stripe/api/v1 */
  apiBase: string;
  /** Origin serving the double and its frames (the stand-in for js.stripe.com). */
  providerOrigin: string;
  /** Path prefix of the provider on that origin, e.g. /shop/demo/stripe */
  providerBase: string;
  switches: Switches;
  navigate(url: string): void;
  /** This instance's Card Elements, for createToken and confirmCardPayment({payment_method: {card}}). */
  cards: WeakMap<object, CardElementDouble>;
}
