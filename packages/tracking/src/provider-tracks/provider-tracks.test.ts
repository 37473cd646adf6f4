import { afterEach, describe, expect, it, vi } from 'vitest';
import { startRecordingServer, type RecordingServer } from '../../../core/src/testing/recording-server.ts';
import { startProviderTracks } from './index.ts';
import { takeTracks, TRACKS_GLOBAL } from './settings.ts';

let server: RecordingServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
  delete (window as unknown as Record<string, unknown>)[TRACKS_GLOBAL];
});

describe('provider tracks', () => {
  it("posts each queued event once to admin-ajax as platform_tracks, with the tracks nonce and the properties as JSON", async () => {
    server = await startRecordingServer(() => ({ headers: { 'Content-Type': 'application/json', 'Access-Control-Allow-Origin': '*' }, body: '{"success":true,"data":null}' }));
    const properties = { theme_type: 'short_code', record_event_data: { is_admin_event: false, track_on_all_stores: true } };
    (window as unknown as Record<string, unknown>)[TRACKS_GLOBAL] = { ajaxUrl: `${server.origin}/wp-admin/admin-ajax.php`, nonce: 'a1b2c3d4e5', events: [{ event: 'product_page_view', properties }] };

    const queued = takeTracks(window);
    expect(takeTracks(window)?.events).toEqual([]);
    startProviderTracks(queued!);

    const posts = (): RecordingServer['requests'] => server!.requests.filter((r) => r.method === 'POST');
    await vi.waitFor(() => expect(posts()).toHaveLength(1));
    expect(posts()[0]!.url).toBe('/wp-admin/admin-ajax.php');
    expect(Object.fromEntries(new URLSearchParams(posts()[0]!.body))).toEqual({
      tracksNonce: 'a1b2c3d4e5', action: 'platform_tracks', tracksEventName: 'product_page_view', tracksEventProp: JSON.stringify(properties),
    });
  });

  it('does nothing without its settings', () => {
    expect(takeTracks(window)).toBeNull();
  });
});
