/**
 * The tracking widget: four independent parts, each starting only when the page carries its settings.
 * GA4 starts at once (WooCommerce blocks announce what they render as they render it). Order
 * attribution, visitor statistics and provider tracks can wait: their settings are read here and
 * each one's code loads on demand, off the page's start-up path, only on pages with its settings
 * (a WooCommerce store without WP Statistics loads the attribution part alone). They import nothing
 * the entry has (settings and consent are handed over), so core's shared chunks stay as they are.
 */
import { whenDomReady } from '@shop-islands/core';
import { pageConsent } from './consent.ts';
import { startGa4 } from './ga4/index.ts';
import { loadAttributionSettings, ORDER_ATTRIBUTION_GLOBAL } from './order-attribution/settings.ts';
import { takeTracks } from './provider-tracks/settings.ts';
import { loadDataPlusSettings, loadTrackerSettings } from './visitor-statistics/settings.ts';

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

whenDomReady(() => {
  const win = window;
  const consent = pageConsent(win);
  safely(() => startGa4(win, consent));
  const statistics = safely(() => loadTrackerSettings(win));
  const attribution = safely(() => loadAttributionSettings(win));
  const tracks = safely(() => takeTracks(win));
  if (statistics) import('./visitor-statistics/index.ts').then((part) => safely(() => void part.startVisitorStatistics(win, statistics, loadDataPlusSettings(win), consent)), failed);
  if (attribution) import('./order-attribution/index.ts').then((part) => safely(() => Object.assign((win as unknown as Record<string, object>)[ORDER_ATTRIBUTION_GLOBAL]!, part.startOrderAttribution(win, attribution, consent))), failed);
  if (tracks) import('./provider-tracks/index.ts').then((part) => safely(() => part.startProviderTracks(tracks)), failed);
});
