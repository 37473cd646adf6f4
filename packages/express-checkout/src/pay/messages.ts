/**
 * The shopper-facing text of a failed express payment: core's message choice (SPEC 8.3) over the gateway's
 * configured messages where the page has them; a Store API refusal is the shop's own message. Server messages
 * may carry HTML: only their text is shown.
 */
import { configuredMessagesOf, messageFor, unknownErrorText, type ConfiguredMessages } from '@shop-islands/core/payment-messages';
import { SETTINGS_GLOBALS } from '@shop-islands/core/settings-globals';
import { isStoreApiError } from '@shop-islands/core/store-api';
import { STRIPE_DATA_SETTING } from '../settings.ts';

export { unknownErrorText };

type PageWindow = { wc?: { wcSettings?: { getSetting(name: string, fallback?: unknown): unknown } } } & Record<string, unknown>;

/** The gateway's configured messages on this page: wc_stripe_upe_params on a classic page, stripe_data on the block checkout, else none. */
export function pageMessages(win: object): ConfiguredMessages {
  const page = win as PageWindow;
  const value = page[SETTINGS_GLOBALS.paymentUpe] ?? page.wc?.wcSettings?.getSetting(STRIPE_DATA_SETTING, null);
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? configuredMessagesOf(value as Record<string, unknown>) : {};
}

/** The text of server HTML (a Store API message is escaped HTML): tags dropped, entities read, nothing run. */
export function plainText(html: string): string {
  if (!/[<&]/.test(html)) return html;
  return new DOMParser().parseFromString(html, 'text/html').body.textContent?.trim() ?? '';
}

/** A Stripe.js error ({type, code, message}), a shop answer or a failed request, as the message the shopper sees. */
export function paymentErrorMessage(error: unknown, messages: ConfiguredMessages = pageMessages(globalThis)): string {
  if (isStoreApiError(error)) return plainText(error.message) || unknownErrorText();
  return plainText(messageFor(error, messages)) || unknownErrorText();
}
