/**
 * What a page hands to Google's tag: every `dataLayer` push (gtag pushes its arguments) recorded in order,
 * across the page loads of one tab, for the tracking journeys and the recorded GA4 fixtures. gtag.js itself
 * never loads here (googletagmanager.com is another host, refused as offline), so the pushes are what the
 * page's scripts sent.
 */
import type { Page } from 'playwright-core';

const KEY = 'shop-islands-test-datalayer';

/** An init script (OpenOptions.initScript): the page's `dataLayer` records each push into sessionStorage. */
export const RECORD_DATALAYER = `(() => {
  const key = ${JSON.stringify(KEY)};
  const layer = [];
  const push = layer.push;
  layer.push = function (...entries) {
    const list = JSON.parse(sessionStorage.getItem(key) || '[]');
    for (const entry of entries) {
      const args = entry && typeof entry === 'object' && 'length' in entry ? Array.from(entry) : [entry];
      list.push({ page: location.pathname, args: JSON.parse(JSON.stringify(args)) });
    }
    sessionStorage.setItem(key, JSON.stringify(list));
    return push.apply(this, entries);
  };
  window.dataLayer = layer;
})();`;

export interface Push {
  /** Path of the page that pushed it. */
  page: string;
  /** The gtag command's arguments, e.g. ['event', 'add_to_cart', {…}] or ['config', 'G-…', {…}]. */
  args: unknown[];
}

/** A GA4 event as gtag queued it. */
export interface Ga4Event {
  page: string;
  name: string;
  payload: Record<string, unknown>;
}

/** Every push the tab's pages made so far, oldest first. */
export async function recordedPushes(page: Page): Promise<Push[]> {
  return JSON.parse((await page.evaluate((key) => sessionStorage.getItem(key), KEY)) ?? '[]') as Push[];
}

/** The `gtag('event', name, payload)` pushes among them. */
export function ga4Events(pushes: readonly Push[]): Ga4Event[] {
  return pushes.filter((p) => p.args[0] === 'event').map((p) => ({ page: p.page, name: String(p.args[1]), payload: (p.args[2] ?? {}) as Record<string, unknown> }));
}
