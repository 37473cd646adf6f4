/**
 * The payment provider's shopper tracks queued by the server for this page (WooPayments' frontend
 * tracks shape, where `platform_tracks` comes from): the admin-ajax URL, the tracks nonce and the
 * events, e.g. `product_page_view` on a single product page.
 */
import { listOf, loadGlobalSettings, optional, shape, text, type Reader } from '@shop-islands/core';

export const TRACKS_GLOBAL = 'wc_woopayments_frontend_tracks_params';

export interface QueuedTrack {
  readonly event: string;
  readonly properties: object;
}

export interface TracksSettings {
  readonly ajaxUrl: string;
  readonly nonce: string;
  readonly events: readonly QueuedTrack[];
}

const properties: Reader<object> = (value) => (value && typeof value === 'object' ? value : {});

const readTracks = shape<TracksSettings>({
  ajaxUrl: text,
  nonce: text,
  events: optional(listOf(shape<QueuedTrack>({ event: text, properties })), []),
});

/** Reads the queue and empties it, so the events are sent once only. */
export function takeTracks(win: Window): TracksSettings | null {
  const settings = TRACKS_GLOBAL in win ? loadGlobalSettings(TRACKS_GLOBAL, readTracks, win) : null;
  if (settings) (win as unknown as Record<string, { events?: unknown }>)[TRACKS_GLOBAL]!.events = [];
  return settings;
}
