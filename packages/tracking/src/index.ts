/**
 * The tracking widget: four independent parts, each starting only when the page carries its settings.
 * - Order attribution (WooCommerce prints its settings on every page of a store that has it) is part of the
 *   entry and counts the page view at once.
 * - GA4 loads only where GA4 for WooCommerce prints `ga4w`; the blocks' actions are followed from the start
 *   and handed over (`ga4-loader.ts`).
 * - Visitor statistics and provider tracks load on demand, where their settings are printed, and read them.
 * A module script, it runs once the document is parsed: the settings, printed anywhere in it, are there.
 * The parts loaded on demand import nothing the entry has (settings and consent are handed over), so core's
 * shared chunks are not split.
 */
import { pageConsent } from './consent.ts';
import { whenGa4Printed } from './ga4-loader.ts';
import { startOrderAttribution } from './order-attribution/index.ts';
import { EARLY_CALLS, loadAttributionSettings, ORDER_ATTRIBUTION_GLOBAL } from './order-attribution/settings.ts';
import type * as Tracks from './provider-tracks/settings.ts';
import type * as Statistics from './visitor-statistics/settings.ts';

/** The globals the parts loaded on demand read (the types keep these copies the same as theirs). */
const STATISTICS_GLOBAL: typeof Statistics.TRACKER_GLOBAL = 'WP_Statistics_Tracker_Object';
const TRACKS_GLOBAL: typeof Tracks.TRACKS_GLOBAL = 'wc_woopayments_frontend_tracks_params';

const failed = (error: unknown): void => console.error('[shop-islands] tracking: a part could not start', error);

/** Runs one part's step; a part failing (a broken page global, say) must not stop the others. */
function safely<T>(step: () => T): T | undefined {
  try {
    return step();
  } catch (error) {
    failed(error);
    return undefined;
  }
}

const win = window;
const consent = pageConsent(win);
safely(() => whenGa4Printed(win, (blocks) => void import('./ga4/index.ts').then((part) => safely(() => part.startGa4(win, consent, { blocks })), failed)));
const attribution = safely(() => loadAttributionSettings(win));
if (attribution) {
  safely(() => {
    const global = (win as unknown as Record<string, Record<string, unknown>>)[ORDER_ATTRIBUTION_GLOBAL]!;
    // Calls another script made before this module ran, queued by the plugin's stand-in (see EARLY_CALLS): honoured in order.
    const early = global[EARLY_CALLS];
    delete global[EARLY_CALLS];
    const api = startOrderAttribution(win, attribution, consent);
    Object.assign(global, api);
    if (Array.isArray(early)) for (const allow of early) api.setOrderTracking(Boolean(allow));
  });
}
if (STATISTICS_GLOBAL in win) import('./visitor-statistics/index.ts').then((part) => safely(() => part.startOnPage(win, consent)), failed);
if (TRACKS_GLOBAL in win) import('./provider-tracks/index.ts').then((part) => safely(() => part.startOnPage(win)), failed);
