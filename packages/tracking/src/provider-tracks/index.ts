/**
 * Provider tracks: each queued event is posted once to admin-ajax as
 * `{tracksNonce, action: 'platform_tracks', tracksEventName, tracksEventProp (JSON)}` (SPEC 7.6).
 * The page's queue is emptied as it is read, so nothing is sent twice.
 */
import { sendFields } from '../send.ts';
import { takeTracks, type TracksSettings } from './settings.ts';

export const TRACKS_ACTION = 'platform_tracks';

/** Sends the queued events (taken off the page's queue). */
export function startProviderTracks(settings: TracksSettings): void {
  for (const { event, properties } of settings.events) {
    sendFields(settings.ajaxUrl, { tracksNonce: settings.nonce, action: TRACKS_ACTION, tracksEventName: event, tracksEventProp: JSON.stringify(properties) });
  }
}

/** Sends what the page queued; the entry loads this part where a queue is printed. */
export function startOnPage(win: Window): void {
  const settings = takeTracks(win);
  if (settings) startProviderTracks(settings);
}
