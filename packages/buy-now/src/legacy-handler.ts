/**
 * Stripe Payments' `[asp_product]` hands each button's settings to its handler in one of two ways: when
 * the page has jQuery (always, on WooCommerce) its inline script calls `new stripeHandlerNG(data)` on
 * jQuery's ready, otherwise it pushes `data` onto `wpaspInitOnDocReady`. With 'Replace legacy scripts'
 * the plugin's `stripe-handler-ng.js` is gone, so this widget answers to that name: whichever way, and
 * in whichever order (the WordPress plugin also prints a stand-in that queues early calls), each button
 * is set up once.
 */
import { BUTTONS_GLOBAL, readButton, type ButtonSettings } from './settings.ts';

export const LEGACY_HANDLER = 'stripeHandlerNG';

/**
 * Sets up every button whose settings are queued, then answers `stripeHandlerNG(data)` calls (with or
 * without `new`) by setting up that button. Malformed settings are reported, naming the bad key.
 */
export function answerLegacyHandler(view: Window, setUp: (settings: ButtonSettings) => void): void {
  const done = new Set<string>();
  const accept = (data: unknown, path: string): void => {
    try {
      const settings = readButton(data, path);
      if (!done.has(settings.uniq_id)) setUp(settings);
      done.add(settings.uniq_id);
    } catch (error) {
      reportError(error);
    }
  };
  const globals = view as unknown as Record<string, unknown>;
  const queued = globals[BUTTONS_GLOBAL];
  if (Array.isArray(queued)) queued.forEach((data, index) => accept(data, `${BUTTONS_GLOBAL}[${index}]`));
  // A function, not an arrow: the shortcode calls it with `new`.
  globals[LEGACY_HANDLER] = function (data: unknown) {
    accept(data, LEGACY_HANDLER);
  };
}

/** One console error: a bad setting (named), or a file of the widget that could not be fetched. */
export function reportError(error: unknown): void {
  console.error(`[shop-islands] buy-now: ${error}`);
}
