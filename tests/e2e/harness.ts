/**
 * Browser-test harness: a fresh demo shop (own SQLite database, free port) per test file,
 * Debian's Chromium driven by playwright-core, console/page-error collection and an axe-core check.
 *
 *   const h = useShop();            // inside a describe(): starts the shop + browser before, stops after
 *   const page = await h.open('/shop/');
 *   ...
 *   // every page opened with h.open() (or in h.newContext()) fails its test on an uncaught page error,
 *   // a console error, or an HTTP response >= 400 the test did not allow with h.allowHttpError()
 */
import { after, afterEach, before } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { launchBrowser } from '../browser/chromium.ts';
import { createShop } from '../../examples/demo-shop/app.ts';

export { addScriptFromPageOrigin, CHROMIUM_ARGS, CHROMIUM_PATH, expectNoSeriousA11yViolations, injectAxe, launchBrowser, type AxeViolation } from '../browser/chromium.ts';

type Shop = Awaited<ReturnType<typeof createShop>>;

export interface ShopHarness {
  /** Base URL of the running demo shop, e.g. http://127.0.0.1:41234 */
  readonly url: string;
  readonly shop: Shop;
  readonly browser: Browser;
  /** A new browser context (own cookies = own cart) and page, with error collection. */
  open(path: string, options?: BrowserContextOptions): Promise<Page>;
  /** A new browser context whose pages are watched like open()'s (for tests that must act before the first load). */
  newContext(options?: BrowserContextOptions): Promise<BrowserContext>;
  /** HTTP status of the last document `open()` loaded in this page (after redirects). */
  statusOf(page: Page): number;
  /** Errors seen so far on pages opened in this test. */
  errors(): string[];
  /** Drop the errors expected by a test (e.g. a deliberately failing request logged by the page). */
  ignoreErrors(match: RegExp): void;
  /**
   * Lets this test's pages receive HTTP `status` from addresses matching `url`: a response the test
   * provokes on purpose (a refused double submission, a deliberately missing script). Any other
   * response >= 400 fails the test.
   */
  allowHttpError(status: number, url: RegExp): void;
}

/** Console messages a browser prints on its own for reasons unrelated to the page under test. */
const BROWSER_NOISE = [/favicon\.ico/];

export function useShop(options: Parameters<typeof createShop>[0] = {}): ShopHarness {
  let shop: Shop | undefined;
  let browser: Browser | undefined;
  let contexts: BrowserContext[] = [];
  let errors: string[] = [];
  let ignored: RegExp[] = [];
  let httpErrors: { status: number; text: string }[] = [];
  let allowedHttp: { status: number; url: RegExp }[] = [];
  const statuses = new WeakMap<Page, number>();

  before(async () => {
    shop = await createShop({ port: 0, quiet: true, ...options });
    browser = await launchBrowser();
  });

  afterEach(async () => {
    await Promise.all(contexts.map((c) => c.close()));
    contexts = [];
    const allowed = (status: number, text: string): boolean => allowedHttp.some((a) => a.status === status && a.url.test(text));
    // Chromium also logs an error response on the console; an allowed response's line is allowed with it.
    const loggedStatus = (e: string): number => Number(/Failed to load resource: the server responded with a status of (\d{3})/.exec(e)?.[1] ?? 0);
    const seen = errors.filter((e) => !ignored.some((re) => re.test(e)) && !allowed(loggedStatus(e), e));
    const unexpectedHttp = httpErrors.filter((e) => !allowed(e.status, e.text)).map((e) => e.text);
    errors = [];
    ignored = [];
    httpErrors = [];
    allowedHttp = [];
    assert.deepEqual(unexpectedHttp, [], 'the shop answered with HTTP errors the test did not expect');
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

  /** Every page of the context reports page errors, console errors and HTTP error responses (frames included). */
  const watch = (page: Page): void => {
    page.on('pageerror', (err) => errors.push(`pageerror on ${page.url()}: ${err.message}`));
    page.on('console', (msg) => {
      if (msg.type() !== 'error') return;
      const text = `console.error on ${page.url()}: ${msg.text()} ${msg.location().url ?? ''}`;
      if (!BROWSER_NOISE.some((re) => re.test(text))) errors.push(text);
    });
    page.on('response', (response) => {
      const status = response.status();
      if (status >= 400) httpErrors.push({ status, text: `HTTP ${status} ${response.request().method()} ${response.url()}` });
    });
  };

  const newContext = async (contextOptions?: BrowserContextOptions): Promise<BrowserContext> => {
    const context = await need(browser, 'the browser').newContext({ locale: 'en-GB', ...contextOptions });
    contexts.push(context);
    for (const page of context.pages()) watch(page);
    context.on('page', watch);
    return context;
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
    newContext,
    async open(path, contextOptions) {
      const context = await newContext(contextOptions);
      const page = await context.newPage();
      const response = await page.goto(new URL(path, need(shop, 'the shop').url).href);
      statuses.set(page, response?.status() ?? 0);
      return page;
    },
    statusOf: (page) => statuses.get(page) ?? 0,
    errors: () => [...errors],
    ignoreErrors(match) {
      ignored.push(match);
    },
    allowHttpError(status, url) {
      allowedHttp.push({ status, url });
    },
  };
}
