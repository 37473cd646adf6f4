/**
 * Visitor statistics and consent on the real store (issue 17): WP Statistics 14.16.4 and the WP Consent API 1.0.8,
 * switched on the warm store, legacy against Shop Islands with 'Replace legacy scripts' ticked.
 *
 * - With 'Replace', WP Statistics' own tracker.js is gone and our tracking sends its hits: the same requests, page by
 *   page, and WP Statistics' own reports count one view per page view (both scripts on one page would count two).
 * - A visitor who refused through the WP Consent API (opt-in, the consent banner's `wp_consent_*` cookies): no
 *   attribution cookie, no statistics hit or event, GA4's consent updated to 'denied', as with the legacy scripts;
 *   consent given later starts them, and marketing refused again deletes the attribution cookies, in both profiles.
 *
 * WP Statistics excludes robots, and headless Chromium says so in its user agent: the visitors here browse with a
 * desktop Chrome's user agent.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Page, Request } from 'playwright-core';
import { useStoreBrowser, type Visit } from '../harness/browser.ts';
import { recordedPushes, RECORD_DATALAYER } from '../harness/datalayer.ts';
import { settled } from '../harness/shopper.ts';
import { getOption, info, INSTALLED_SET_UP, setOptions, useProfile, useSetUp, wp, type ProfileName, type SetUp } from '../harness/store.ts';

const DESKTOP_CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/138.0.0.0 Safari/537.36';
const PROFILES: readonly ProfileName[] = ['legacy', 'shop-islands'];
const PRODUCT = new URL(info.products.hoodie_with_zipper?.url ?? '').pathname;
const CART = new URL(info.urls.cart ?? '').pathname;
const TRACKER = '/wp-content/plugins/wp-statistics/assets/js/tracker.js';
const OURS = '/wp-content/plugins/shop-islands/dist/tracking.js';
/** WP Statistics' interval between 'online' checks (jsCheckTime), which older trackers used. */
const ONLINE_INTERVAL_MS = 60_000;

const STATISTICS: SetUp = { name: 'GA4 for WooCommerce + WP Statistics', ga4: true, statistics: true };
const WITH_CONSENT: SetUp = { ...STATISTICS, name: 'GA4 for WooCommerce + WP Statistics + WP Consent API', consent: true };

interface Counts {
  hits: number;
  views: number;
  visitors: number;
}
const statistics = (): Promise<Counts> => wp<Counts>('statistics', {});

/**
 * WP Statistics' counts once they have gone `expected` page views past `before` (the hits are posted with keepalive,
 * whose answers Chromium does not report to the test, so the store is asked).
 */
async function countedSince(before: Counts, expected: number): Promise<{ hits: number; views: number }> {
  let now = await statistics();
  for (let attempt = 0; attempt < 100 && now.hits - before.hits < expected; attempt++) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    now = await statistics();
  }
  return { hits: now.hits - before.hits, views: now.views - before.views };
}

type StatisticsKind = 'hit' | 'online' | 'event';

/** What WP Statistics (or our tracking in its place) posted: hits, 'online' checks, custom events. */
interface StatisticsRequest {
  kind: StatisticsKind;
  fields: Record<string, string>;
}

function statisticsKind(request: Request): StatisticsKind | null {
  if (request.method() !== 'POST') return null;
  const url = new URL(request.url());
  const action = url.searchParams.get('action') ?? new URLSearchParams(request.postData() ?? '').get('action');
  if (url.pathname.endsWith('/wp-json/wp-statistics/v2/hit') || action === 'wp_statistics_hit_record') return 'hit';
  if (url.pathname.endsWith('/wp-json/wp-statistics/v2/online') || action === 'wp_statistics_online_check') return 'online';
  if (action === 'wp_statistics_custom_event' || action === 'wp_statistics_event') return 'event';
  return null;
}

/** The statistics requests the tab sent so far, in order; an event's time replaced by a placeholder. */
function statisticsRequests(visit: Visit): StatisticsRequest[] {
  return visit.requests.flatMap((request) => {
    const kind = statisticsKind(request);
    if (!kind) return [];
    const fields = Object.fromEntries(new URLSearchParams(request.postData() ?? ''));
    if (fields.event_data) fields.event_data = JSON.stringify({ ...(JSON.parse(fields.event_data) as object), timestamp: '<time>' });
    return [{ kind, fields }];
  });
}

const isStatistics = (kind: StatisticsKind) => (request: Request): boolean => statisticsKind(request) === kind;
const sbjsCookies = async (visit: Visit): Promise<string[]> => (await visit.context.cookies()).map((c) => c.name).filter((name) => name.startsWith('sbjs_')).sort();
const goTo = async (page: Page, path: string): Promise<void> => {
  await page.goto(new URL(path, page.url()).href);
  await settled(page);
};

describe("visitor statistics: WP Statistics 14.16.4, legacy against Shop Islands ('Replace legacy scripts' ticked)", () => {
  const browser = useStoreBrowser();
  const runs: Partial<Record<ProfileName, { scripts: string[]; requests: StatisticsRequest[]; counted: { hits: number; views: number } }>> = {};
  const run = (profile: ProfileName) => {
    const found = runs[profile];
    assert.ok(found, `the ${profile} visit ran`);
    return found;
  };
  before(() => useSetUp(STATISTICS));
  after(async () => {
    await useSetUp(INSTALLED_SET_UP);
    await useProfile('legacy');
  });

  for (const profile of PROFILES) {
    test(`${profile}: a visitor views home, a product and the cart, then stays three 'online' intervals`, async () => {
      await useProfile(profile);
      const before = await statistics();
      const visit = await browser.open('/robots.txt', { userAgent: DESKTOP_CHROME });
      await visit.context.clock.install();
      for (const path of ['/', PRODUCT, CART]) await goTo(visit.page, path);
      await visit.page.mouse.wheel(0, 400);
      await visit.context.clock.runFor(3 * ONLINE_INTERVAL_MS);
      runs[profile] = {
        scripts: (await visit.scripts()).map((s) => new URL(s.url).pathname),
        requests: statisticsRequests(visit),
        counted: await countedSince(before, 3),
      };
    });
  }

  test("with 'Replace', WP Statistics' tracker.js is not loaded (it would send every hit a second time); our tracking is", () => {
    assert.ok(run('legacy').scripts.includes(TRACKER), 'legacy: tracker.js');
    assert.ok(!run('legacy').scripts.includes(OURS));
    assert.ok(!run('shop-islands').scripts.includes(TRACKER), 'Shop Islands: no tracker.js');
    assert.ok(run('shop-islands').scripts.includes(OURS), 'Shop Islands: our tracking');
  });

  test("the same hit requests as WP Statistics' tracker.js, page by page, and no 'online' ones (14.16 sends none)", () => {
    const legacy = run('legacy').requests;
    assert.deepEqual(legacy.map((r) => `${r.kind} ${r.fields.source_type}`), ['hit home', 'hit product', 'hit page']);
    assert.deepEqual(run('shop-islands').requests, legacy);
  });

  test("WP Statistics' own reports count one view per page view, in both profiles", () => {
    for (const profile of PROFILES) assert.deepEqual(run(profile).counted, { hits: 3, views: 3 }, profile);
  });
});

describe('consent through the WP Consent API (an opt-in banner): legacy against Shop Islands', () => {
  const browser = useStoreBrowser();
  let statisticsOptions: Record<string, unknown> = {};
  before(async () => {
    statisticsOptions = (await getOption<Record<string, unknown>>('wp_statistics')) ?? {};
    await useSetUp(WITH_CONSENT);
    // WP Statistics asks the WP Consent API for its 'statistics' category; the banner stand-in makes consent opt-in.
    await setOptions({
      wp_statistics: { ...statisticsOptions, consent_integration: 'wp_consent_api', consent_level_integration: 'statistics' },
      shop_islands_test_consent_banner: 'optin',
    });
  });
  after(async () => {
    await setOptions({ wp_statistics: statisticsOptions, shop_islands_test_consent_banner: null });
    await useSetUp(INSTALLED_SET_UP);
    await useProfile('legacy');
  });

  interface Step {
    sbjs: string[];
    statistics: StatisticsRequest[];
    /** GA4's consent commands (gtag('consent', …)) so far. */
    consent: unknown[][];
  }
  const runs: Partial<Record<ProfileName, { refused: Step; allowed: Step; refusedAgain: Step; counted: { hits: number; views: number } }>> = {};
  const run = (profile: ProfileName) => {
    const found = runs[profile];
    assert.ok(found, `the ${profile} visit ran`);
    return found;
  };

  for (const profile of PROFILES) {
    test(`${profile}: a visitor who refused, then allows statistics and marketing, then refuses marketing again`, async () => {
      await useProfile(profile);
      const before = await statistics();
      const visit = await browser.open('/robots.txt', { userAgent: DESKTOP_CHROME, initScript: RECORD_DATALAYER });
      const { page } = visit;
      await visit.context.addCookies(['statistics', 'marketing'].map((category) => ({ name: `wp_consent_${category}`, value: 'deny', url: new URL('/', page.url()).href })));
      const step = async (): Promise<Step> => ({
        sbjs: await sbjsCookies(visit),
        statistics: statisticsRequests(visit),
        consent: (await recordedPushes(page)).filter((push) => push.args[0] === 'consent' && push.args[1] === 'update').map((push) => [push.page, ...push.args.slice(2)]),
      });

      await goTo(page, '/?utm_source=news&utm_medium=email');
      await goTo(page, PRODUCT);
      // A custom event while refused (WP Statistics' tracker defines wp_statistics_event only once consent is given).
      await page.evaluate(() => (window as { wp_statistics_event?: (name: string, data: object) => void }).wp_statistics_event?.('consent_check', { step: 'refused' }));
      const refused = await step();

      const hit = page.waitForRequest(isStatistics('hit'));
      await page.evaluate(() => (window as unknown as { wp_set_consent: (category: string, value: string) => void }).wp_set_consent('statistics', 'allow'));
      await hit;
      const event = page.waitForRequest(isStatistics('event'));
      await page.evaluate(() => (window as unknown as { wp_statistics_event: (name: string, data: object) => void }).wp_statistics_event('consent_check', { step: 'allowed' }));
      await event;
      await page.evaluate(() => (window as unknown as { wp_set_consent: (category: string, value: string) => void }).wp_set_consent('marketing', 'allow'));
      await page.waitForFunction(() => document.cookie.includes('sbjs_session='));
      const allowed = await step();

      await page.evaluate(() => (window as unknown as { wp_set_consent: (category: string, value: string) => void }).wp_set_consent('marketing', 'deny'));
      await page.waitForFunction(() => !document.cookie.includes('sbjs_'));
      const refusedAgain = await step();
      runs[profile] = { refused, allowed, refusedAgain, counted: await countedSince(before, 1) };
    });
  }

  test('refused: no attribution cookie, no statistics hit or event, and GA4 told analytics and ads are denied, as with the legacy scripts', () => {
    const legacy = run('legacy').refused;
    assert.deepEqual(legacy.sbjs, []);
    assert.deepEqual(legacy.statistics, []);
    const denied = { analytics_storage: 'denied', ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' };
    assert.deepEqual(legacy.consent, [['/', denied], [PRODUCT, denied]]);
    assert.deepEqual(run('shop-islands').refused, legacy);
  });

  test('consent given on the page: the hit and the event are sent, the attribution cookies written, GA4 told; marketing refused again deletes the cookies', () => {
    const legacy = run('legacy');
    assert.deepEqual(legacy.allowed.statistics.map((r) => `${r.kind} ${r.fields.source_type ?? r.fields.event_name}`), ['hit product', 'event consent_check']);
    assert.ok(legacy.allowed.sbjs.includes('sbjs_current'), 'legacy: attribution cookies once marketing is allowed');
    assert.deepEqual(legacy.refusedAgain.sbjs, []);
    assert.deepEqual(legacy.refusedAgain.consent.slice(-3), [
      [PRODUCT, { analytics_storage: 'granted' }],
      [PRODUCT, { ad_storage: 'granted', ad_user_data: 'granted', ad_personalization: 'granted' }],
      [PRODUCT, { ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' }],
    ]);
    const ours = run('shop-islands');
    assert.deepEqual(ours.allowed, legacy.allowed);
    assert.deepEqual(ours.refusedAgain, legacy.refusedAgain);
  });

  test("WP Statistics' own reports count the one page view the visitor allowed, in both profiles", () => {
    for (const profile of PROFILES) assert.deepEqual(run(profile).counted, { hits: 1, views: 1 }, profile);
  });
});
