/**
 * Visitor statistics against a real local HTTP server standing in for WP Statistics' endpoints:
 * what is posted for a page hit, custom and link events, and that nothing is sent without consent.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeConsent } from '../testing/fake-consent.ts';
import { startRecordingServer, type RecordedRequest, type RecordingServer } from '../../../core/src/testing/recording-server.ts';
import { startOnPage, startVisitorStatistics } from './index.ts';
import type { DataPlusSettings, TrackerSettings } from './settings.ts';

let server: RecordingServer | undefined;
let running = new AbortController();
afterEach(async () => {
  running.abort();
  running = new AbortController();
  await server?.close();
  server = undefined;
  document.body.innerHTML = '';
  delete (window as { wp_statistics_event?: unknown }).wp_statistics_event;
});

/** WP Statistics' answers, with the CORS headers the test page (another origin) needs; `requests` are the POSTs. */
async function statisticsServer(status = true): Promise<{ origin: string; requests: RecordedRequest[]; close(): Promise<void> }> {
  const started = await startRecordingServer(() => ({
    headers: { 'Content-Type': 'application/json', 'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Headers': '*' },
    body: JSON.stringify({ status, message: status ? 'Visitor Hit was recorded successfully.' : 'Excluded' }),
  }));
  server = started;
  return {
    origin: started.origin,
    // The test page is on another origin, so the browser asks first (OPTIONS); a shop page does not.
    get requests() {
      return started.requests.filter((r) => r.method !== 'OPTIONS');
    },
    close: () => started.close(),
  };
}

function tracker(origin: string, changes: Partial<TrackerSettings['option']> = {}): TrackerSettings {
  const params = { wp_statistics_hit: '1', source_type: 'product', source_id: '15', search_query: '', signature: 'abc' };
  return {
    requestUrl: `${origin}/wp-json/wp-statistics/v2`,
    ajaxUrl: `${origin}/wp-admin/admin-ajax.php`,
    hitParams: { ...params, endpoint: 'hit' },
    onlineParams: { ...params, endpoint: 'online' },
    option: { dntEnabled: false, bypassAdBlockers: false, consentLevel: 'statistics', isWpConsentApiActive: true, trackAnonymously: false, isPreview: false, userOnline: false, ...changes },
    jsCheckTime: 60_000,
    customEventAjaxUrl: `${origin}/wp-admin/admin-ajax.php?action=wp_statistics_custom_event&nonce=n1`,
  };
}

const dataPlus = (origin: string): DataPlusSettings => ({
  eventAjaxUrl: `${origin}/wp-admin/admin-ajax.php?action=wp_statistics_event&nonce=n2`,
  fileExtensions: ['pdf', 'zip'],
  options: { linkTracker: true, downloadTracker: true },
});

const form = (body: string): Record<string, string> => Object.fromEntries(new URLSearchParams(body));
const fromBase64 = (text: string): string => new TextDecoder().decode(Uint8Array.from(atob(text), (c) => c.charCodeAt(0)));

describe('visitor statistics', () => {
  it("posts a hit: WP Statistics' hit parameters, the page address and the referrer in base64", async () => {
    const stats = await statisticsServer();
    const { origin } = stats;
    history.replaceState(null, '', '/shop/?s=café');
    startVisitorStatistics(window, tracker(origin), null, fakeConsent({ statistics: true }), { signal: running.signal });
    await vi.waitFor(() => expect(stats.requests).toHaveLength(1));
    const hit = stats.requests[0]!;
    expect(hit.method).toBe('POST');
    expect(hit.url).toBe('/wp-json/wp-statistics/v2/hit');
    expect(hit.headers['content-type']).toMatch(/^application\/x-www-form-urlencoded/);
    const fields = form(hit.body);
    expect(fields).toMatchObject({ wp_statistics_hit: '1', source_type: 'product', source_id: '15', signature: 'abc', endpoint: 'hit' });
    expect(fromBase64(fields.page_uri!)).toBe('/shop/?s=caf%C3%A9');
    expect(fromBase64(fields.referred!)).toBe(document.referrer);
  });

  it("pings 'online' on the timer after an accepted hit, and not after a refused one", async () => {
    const pings: Array<() => void> = [];
    const timers = { setInterval: (run: () => void) => pings.push(run), clearInterval: () => undefined, setTimeout: () => 0, clearTimeout: () => undefined };
    const accepted = await statisticsServer(true);
    startVisitorStatistics(window, tracker(accepted.origin, { userOnline: true }), null, fakeConsent({ statistics: true }), { signal: running.signal, timers });
    await vi.waitFor(() => expect(pings).toHaveLength(1));
    pings[0]!();
    await vi.waitFor(() => expect(accepted.requests).toHaveLength(2));
    expect(accepted.requests[1]!.url).toBe('/wp-json/wp-statistics/v2/online');
    expect(form(accepted.requests[1]!.body)).toMatchObject({ endpoint: 'online', source_id: '15' });
    await accepted.close();

    const refused = await statisticsServer(false);
    const before = pings.length;
    await startVisitorStatistics(window, tracker(refused.origin, { userOnline: true }), null, fakeConsent({ statistics: true }), { signal: running.signal, timers });
    expect(refused.requests).toHaveLength(1);
    expect(pings).toHaveLength(before);
  });

  it('sends custom events: event_name and event_data as JSON with a timestamp and the page id', async () => {
    const stats = await statisticsServer();
    const { origin } = stats;
    startVisitorStatistics(window, tracker(origin), null, fakeConsent({ statistics: true }), { signal: running.signal });
    await vi.waitFor(() => expect(stats.requests).toHaveLength(1));
    (window as unknown as { wp_statistics_event: (name: string, data: object) => void }).wp_statistics_event('newsletter_signup', { list: 'weekly' });
    await vi.waitFor(() => expect(stats.requests).toHaveLength(2));
    expect(stats.requests[1]!.url).toBe('/wp-admin/admin-ajax.php?action=wp_statistics_custom_event&nonce=n1');
    const fields = form(stats.requests[1]!.body);
    expect(fields.event_name).toBe('newsletter_signup');
    expect(JSON.parse(fields.event_data!)).toEqual({ list: 'weekly', timestamp: expect.any(Number) as number, resource_id: '15' });
  });

  it('sends link events for links leaving the site and for downloads, not for internal links', async () => {
    const stats = await statisticsServer();
    const { origin } = stats;
    document.body.innerHTML = `<a id="out" class="partner" href="https://partner.example/offer">Our partner</a>
      <a id="in" href="/shop/cart/">Basket</a><a id="manual" href="${location.origin}/files/size-guide.pdf">Size guide</a>`;
    for (const link of document.querySelectorAll('a')) link.addEventListener('click', (event) => event.preventDefault());
    startVisitorStatistics(window, tracker(origin), dataPlus(origin), fakeConsent({ statistics: true }), { signal: running.signal });
    await vi.waitFor(() => expect(stats.requests).toHaveLength(1));
    for (const id of ['out', 'in', 'manual']) document.getElementById(id)!.click();
    await vi.waitFor(() => expect(stats.requests).toHaveLength(3));
    expect(stats.requests.slice(1).map((r) => r.url)).toEqual(['/wp-admin/admin-ajax.php?action=wp_statistics_event&nonce=n2', '/wp-admin/admin-ajax.php?action=wp_statistics_event&nonce=n2']);
    expect(form(stats.requests[1]!.body)).toMatchObject({ en: 'click', eid: 'out', ec: 'partner', ev: 'Our partner', tu: 'https://partner.example/offer', pid: '15', wcdl: 'false' });
    expect(form(stats.requests[2]!.body)).toMatchObject({ en: 'file_download', fn: 'size-guide', fx: 'pdf', tu: `${location.origin}/files/size-guide.pdf` });
  });

  it('with consent denied sends nothing: no hit, no custom event, no link event; consent given later starts it', async () => {
    const stats = await statisticsServer();
    const { origin } = stats;
    document.body.innerHTML = '<a id="out" href="https://partner.example/">Partner</a>';
    document.getElementById('out')!.addEventListener('click', (event) => event.preventDefault());
    const visitor = fakeConsent({ statistics: false });
    startVisitorStatistics(window, tracker(origin), dataPlus(origin), visitor, { signal: running.signal });
    expect((window as { wp_statistics_event?: unknown }).wp_statistics_event).toBeTypeOf('function');
    (window as unknown as { wp_statistics_event: (name: string) => void }).wp_statistics_event('ignored');
    document.getElementById('out')!.click();
    expect(stats.requests).toEqual([]);

    visitor.change('statistics', true);
    await vi.waitFor(() => expect(stats.requests).toHaveLength(1));
    expect(stats.requests[0]!.url).toBe('/wp-json/wp-statistics/v2/hit');
  });

  it("honours Do Not Track when the store asks to, and WP Statistics' 'disabled' consent level", async () => {
    const stats = await statisticsServer();
    const { origin } = stats;
    vi.spyOn(navigator, 'doNotTrack', 'get').mockReturnValue('1');
    startVisitorStatistics(window, tracker(origin, { dntEnabled: true }), null, fakeConsent({ statistics: true }), { signal: running.signal });
    startVisitorStatistics(window, tracker(origin, { consentLevel: 'disabled' }), null, fakeConsent({ statistics: false }), { signal: running.signal });
    await vi.waitFor(() => expect(stats.requests).toHaveLength(1));
    expect(form(stats.requests[0]!.body).endpoint).toBe('hit');
  });

  it('tracked anonymously: a hit before consent, and the page counted again once the visitor consents (as WP Statistics does)', async () => {
    const stats = await statisticsServer();
    const visitor = fakeConsent({ statistics: false });
    startVisitorStatistics(window, tracker(stats.origin, { trackAnonymously: true }), null, visitor, { signal: running.signal });
    await vi.waitFor(() => expect(stats.requests).toHaveLength(1));
    visitor.change('marketing', true);
    visitor.change('statistics', true);
    await vi.waitFor(() => expect(stats.requests).toHaveLength(2));
    expect(stats.requests.map((r) => r.url)).toEqual(['/wp-json/wp-statistics/v2/hit', '/wp-json/wp-statistics/v2/hit']);
  });

  it("reads the page's WP_Statistics_Tracker_Object as printed: a custom event's resource_id is the page id as a number, as WP Statistics sends it", async () => {
    const stats = await statisticsServer();
    const printed = tracker(stats.origin, { isWpConsentApiActive: false });
    (window as unknown as Record<string, unknown>).WP_Statistics_Tracker_Object = { ...printed, hitParams: { ...printed.hitParams, wp_statistics_hit: 1, source_id: 15 } };
    try {
      startOnPage(window, fakeConsent(null));
      await vi.waitFor(() => expect(stats.requests).toHaveLength(1));
      expect(form(stats.requests[0]!.body)).toMatchObject({ wp_statistics_hit: '1', source_id: '15' });
      (window as unknown as { wp_statistics_event: (name: string, data: object) => void }).wp_statistics_event('newsletter_signup', {});
      await vi.waitFor(() => expect(stats.requests).toHaveLength(2));
      expect(JSON.parse(form(stats.requests[1]!.body).event_data!)).toEqual({ timestamp: expect.any(Number) as number, resource_id: 15 });
    } finally {
      delete (window as unknown as Record<string, unknown>).WP_Statistics_Tracker_Object;
    }
  });
});
