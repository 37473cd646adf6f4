/**
 * Visitor statistics (WP Statistics' tracker): a hit per page view, 'online' pings while the visitor
 * is active, custom events (`window.wp_statistics_event(name, data)`) and, with DataPlus, link and
 * download events (loaded only when DataPlus tracks them).
 * Hits follow WP Statistics' consent rule (its consent level through the WP Consent API, or anonymous
 * tracking); events are sent only while consent allows them.
 */
import type { ConsentSource } from '../consent.ts';
import { sendFields } from '../send.ts';
import { base64Utf8, sendHit } from './api.ts';
import { keepOnline, type Timers } from './keep-online.ts';
import { watchLinks } from './link-events.ts';
import { loadDataPlusSettings, loadTrackerSettings, type DataPlusSettings, type Param, type TrackerOptions, type TrackerSettings } from './settings.ts';

const CUSTOM_EVENT_API = 'wp_statistics_event';

function consentAllows(consent: ConsentSource, option: TrackerOptions): boolean {
  if (option.consentLevel === 'disabled' || !option.isWpConsentApiActive) return true;
  // The server says a consent plugin decides; without its API on the page, nothing is allowed.
  return consent.api()?.allows(option.consentLevel) ?? false;
}

function doNotTrack(win: Window): boolean {
  const nav = win.navigator as Navigator & { msDoNotTrack?: string };
  return parseInt(nav.msDoNotTrack || (win as unknown as { doNotTrack?: string }).doNotTrack || nav.doNotTrack || '', 10) === 1;
}

export interface StatisticsOptions {
  /** Drive the 'online' pings (the window's timers unless a test drives the clock). */
  readonly timers?: Timers;
  /** Aborting it stops the part. */
  readonly signal?: AbortSignal;
}

/** Starts the part; the promise settles once the page's hit, when sent now, has its answer. */
export async function startVisitorStatistics(win: Window, settings: TrackerSettings, dataPlus: DataPlusSettings | null, consent: ConsentSource, { timers, signal }: StatisticsOptions = {}): Promise<void> {
  if (settings.option.isPreview) return;
  const { option, hitParams, onlineParams } = settings;
  const doc = win.document;
  const eventsAllowed = (): boolean => consentAllows(consent, option);
  const hitsAllowed = (): boolean => option.trackAnonymously || eventsAllowed();
  const urlFor = (params: Readonly<Record<string, Param>>): string => (option.bypassAdBlockers ? settings.ajaxUrl : `${settings.requestUrl}/${params.endpoint ?? ''}`);
  const withPage = (params: Readonly<Record<string, Param>>): Record<string, Param> => ({
    ...params,
    referred: base64Utf8(doc.referrer),
    page_uri: base64Utf8(win.location.pathname + win.location.search),
  });

  let started = false;
  let online = false;
  const hit = async (): Promise<void> => {
    if (option.dntEnabled && doNotTrack(win)) return;
    try {
      const accepted = await sendHit(urlFor(hitParams), withPage(hitParams));
      if (accepted && option.userOnline && !online && !signal?.aborted) {
        online = true;
        const stop = keepOnline(win, () => void (hitsAllowed() && sendFields(urlFor(onlineParams), withPage(onlineParams))), settings.jsCheckTime, timers);
        signal?.addEventListener('abort', stop, { once: true });
      }
    } catch (error) {
      console.warn('[shop-islands] tracking: the statistics hit failed', error);
    }
  };
  const start = async (): Promise<void> => {
    if (started) return;
    started = true;
    if (dataPlus && (dataPlus.options.linkTracker || dataPlus.options.downloadTracker)) {
      watchLinks(doc, dataPlus, String(hitParams.source_id ?? ''), eventsAllowed, sendFields, signal);
    }
    await hit();
  };

  if (settings.customEventAjaxUrl) {
    (win as unknown as Record<string, unknown>)[CUSTOM_EVENT_API] = (name: string, data: Record<string, unknown> = {}): void => {
      if (!eventsAllowed()) return;
      const eventData = { ...data, timestamp: Date.now(), resource_id: data.resource_id || hitParams.source_id };
      sendFields(settings.customEventAjaxUrl, { event_name: name, event_data: JSON.stringify(eventData) });
    };
  }

  const stopListening = consent.onChange((category, allowed) => {
    if (!allowed || category !== option.consentLevel) return;
    // Tracked anonymously so far: the page is counted again, now with the visitor's consent (as WP Statistics does).
    if (started && option.trackAnonymously) void hit();
    else void start();
  });
  signal?.addEventListener('abort', stopListening, { once: true });
  if (hitsAllowed()) await start();
}

/** Starts on the page's settings (WP Statistics' and, with DataPlus, its events'); the entry loads this part where they are printed. */
export function startOnPage(win: Window, consent: ConsentSource): void {
  const settings = loadTrackerSettings(win);
  if (settings) void startVisitorStatistics(win, settings, loadDataPlusSettings(win), consent);
}
