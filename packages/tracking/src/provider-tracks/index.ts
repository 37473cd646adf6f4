/**
 * Provider tracks: each queued event is posted once to admin-ajax as
 * `{tracksNonce, action: 'platform_tracks', tracksEventName, tracksEventProp (JSON)}` (SPEC 7.6).
 * The entry empties the page's queue as it reads it, so nothing is sent twice.
 */
import { postFields, warnOnFailure } from '../send.ts';
import type { TracksSettings } from './settings.ts';

export const TRACKS_ACTION = 'platform_tracks';

/** Sends the queued events the entry read (and took off the page's queue); this part loads on demand. */
export function startProviderTracks(settings: TracksSettings): void {
  for (const { event, properties } of settings.events) {
    warnOnFailure(postFields(settings.ajaxUrl, { tracksNonce: settings.nonce, action: TRACKS_ACTION, tracksEventName: event, tracksEventProp: JSON.stringify(properties) }));
  }
}
