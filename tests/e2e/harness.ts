/**
 * Browser-test harness: a fresh demo shop (own SQLite database, free port) per test file,
 * Debian's Chromium driven by playwright-core, console/page-error collection and an axe-core check.
 *
 *   const h = useShop();            // inside a describe(): starts the shop + browser before, stops after
 *   const page = await h.open('/shop/');
 *   ...
 *   // every page opened with h.open() fails its test on an uncaught page error or console error
 */
import { after, afterEach, before } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { launchBrowser } from '../browser/chromium.ts';
import { createShop } from '../../examples/demo-shop/app.ts';

export { CHROMIUM_ARGS, CHROMIUM_PATH, expectNoSeriousA11yViolations, launchBrowser, type AxeViolation } from '../browser/chromium.ts';

type Shop = Awaited<ReturnType<typeof createShop>>;

export interface ShopHarness {
  /** Base URL of the running demo shop, e.g. http://127.0.0.1:41234 */
  readonly url: string;
  readonly shop: Shop;
  readonly browser: Browser;
  /** A new browser context (own cookies = own cart) and page, with error collection. */
  open(path: string, options?: BrowserContextOptions): Promise<Page>;
  /** HTTP status of the last document `open()` loaded in this page (after redirects). */
  statusOf(page: Page): number;
  /** Errors seen so far on pages opened in this test. */
  errors(): string[];
  /** Drop the errors expected by a test (e.g. a deliberately failing request logged by the page). */
  ignoreErrors(match: RegExp): void;
}

/** Console messages a browser prints on its own for reasons unrelated to the page under test. */
const BROWSER_NOISE = [/favicon\.ico/];

export function useShop(options: Parameters<typeof createShop>[0] = {}): ShopHarness {
  let shop: Shop | undefined;
  let browser: Browser | undefined;
  let contexts: BrowserContext[] = [];
  let errors: string[] = [];
  let ignored: RegExp[] = [];
  const statuses = new WeakMap<Page, number>();

  before(async () => {
    shop = await createShop({ port: 0, quiet: true, ...options });
    browser = await launchBrowser();
  });

  afterEach(async () => {
    const seen = errors.filter((e) => !ignored.some((re) => re.test(e)));
    errors = [];
    ignored = [];
    await Promise.all(contexts.map((c) => c.close()));
    contexts = [];
    assert.deepEqual(seen, [], 'the page logged errors');
  });

  after(async () => {
    await browser?.close();
    await shop?.close();
  });

  const need = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`${what} is not started: call useShop() inside describe()`);
    return value;
  };

  return {
    get url() {
      return need(shop, 'the shop').url;
    },
    get shop() {
      return need(shop, 'the shop');
    },
    get browser() {
      return need(browser, 'the browser');
    },
    async open(path, contextOptions) {
      const context = await need(browser, 'the browser').newContext({ locale: 'en-GB', ...contextOptions });
      contexts.push(context);
      const page = await context.newPage();
      page.on('pageerror', (err) => errors.push(`pageerror on ${page.url()}: ${err.message}`));
      page.on('console', (msg) => {
        if (msg.type() !== 'error') return;
        const text = `console.error on ${page.url()}: ${msg.text()} ${msg.location().url ?? ''}`;
        if (!BROWSER_NOISE.some((re) => re.test(text))) errors.push(text);
      });
      const response = await page.goto(new URL(path, need(shop, 'the shop').url).href);
      statuses.set(page, response?.status() ?? 0);
      return page;
    },
    statusOf: (page) => statuses.get(page) ?? 0,
    errors: () => [...errors],
    ignoreErrors(match) {
      ignored.push(match);
    },
  };
}
