/**
 * Sends GA4 events through the page's tracker function (`gtag`, or the name the
 * `woocommerce_gtag_tracker_variable` filter chose), only for events the store enabled.
 */
import type { Ga4Settings } from './data.ts';
import { eventPayload, type EventInput, type Ga4Event } from './payloads.ts';
import { isFirstReport } from './purchase-once.ts';

export type Track = (event: Ga4Event, input: EventInput) => void;
type Gtag = (...args: unknown[]) => void;

/** The page's tracker function; without one, a gtag-compatible one that queues on `dataLayer` (gtag.js reads argument lists). */
export function pageGtag(win: Window, name: string): Gtag {
  const scope = win as unknown as Record<string, unknown>;
  const existing = scope[name];
  if (typeof existing === 'function') return existing as Gtag;
  const layer = (scope.dataLayer ??= []) as unknown[];
  return function queue() {
    // gtag.js only treats an Arguments object as a command, so this must be a classic function.
    // eslint-disable-next-line prefer-rest-params
    layer.push(arguments);
  };
}

export function createTracker(win: Window, settings: Ga4Settings): Track {
  return (event, input) => {
    if (!settings.events.includes(event)) return;
    let payload: ReturnType<typeof eventPayload>;
    try {
      payload = eventPayload(event, input, settings.identifier);
    } catch (error) {
      console.warn(`[shop-islands] tracking: could not prepare the ${event} event`, error);
      return;
    }
    if (!payload) return;
    if (event === 'purchase' && !isFirstReport(win, String(payload.transaction_id))) return;
    pageGtag(win, settings.tracker_function_name)('event', event, payload);
  };
}
