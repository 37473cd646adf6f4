/**
 * Chromium on the real store: every page opened through `useStoreBrowser()` records its requests, the
 * scripts it loaded (with their gzip bytes) and its console and page errors. Requests to any other host
 * (js.stripe.com, …) fail at once, as they do offline. After each test, errors fail it unless they are
 * the legacy plugins' known offline failures (see OFFLINE_LEGACY_ERRORS): an error from Shop Islands'
 * files, or caused by a script it removed, always fails.
 */
import assert from 'node:assert/strict';
import { after, afterEach, before } from 'node:test';
import { gzipSync } from 'node:zlib';
import type { Browser, BrowserContext, BrowserContextOptions, Page, Request, Response } from 'playwright-core';
import { launchBrowser } from '../../browser/chromium.ts';
import { PROVIDER_URL, STORE_URL } from './store.ts';

export interface ScriptLoad {
  url: string;
  /** Who shipped it: shop-islands, woocommerce, storefront, advanced-woo-search, wordpress, … */
  owner: string;
  bytes: number;
  gzip: number;
  /** Loaded by a frame in the page (the buy-now pop-up's payment box), not by the page itself. */
  inFrame: boolean;
}

export interface PageProblem {
  kind: 'pageerror' | 'console.error';
  text: string;
  /** Script URLs the error names (location or stack). */
  sources: string[];
  page: string;
}

export interface Visit {
  readonly page: Page;
  readonly context: BrowserContext;
  /** Every request the page sent so far. */
  readonly requests: Request[];
  /** Errors seen so far on this page. */
  readonly problems: PageProblem[];
  /** `aws_action` requests sent so far, with their keyword. */
  awsRequests(): { keyword: string }[];
  /** Every external script the page loaded so far, with gzip bytes (waits for their bodies). */
  scripts(): Promise<ScriptLoad[]>;
}

const storeHost = new URL(STORE_URL).host;
/** The test-mode Stripe provider (js.stripe.com and api.stripe.com's stand-in) is reachable too. */
const providerHost = new URL(PROVIDER_URL).host;

/** Which plugin, theme or core a script URL belongs to. */
export function ownerOf(url: string): string {
  const path = new URL(url).pathname;
  const match = /\/wp-content\/(?:plugins|themes|mu-plugins)\/([^/]+)\//.exec(path);
  if (match) return match[1] ?? 'other';
  if (path.startsWith('/wp-includes/')) return 'wordpress';
  return new URL(url).host === storeHost ? 'store' : new URL(url).host;
}

const OURS = /\/wp-content\/plugins\/shop-islands\//;

/**
 * What the legacy plugins do offline, and nothing else: the browser reporting the requests to other hosts that
 * failed (Google Fonts, gtag.js). The Stripe plugins' scripts no longer fail: the suite's test-mode provider
 * serves their Stripe.js (harness/stripe-provider.ts), so an error of theirs fails a journey like any other.
 */
export const OFFLINE_LEGACY_ERRORS: readonly { message: RegExp; source: RegExp }[] = [
  { message: /Failed to load resource: net::ERR_FAILED/, source: /^(?!https?:\/\/127\.0\.0\.1)/ },
];

function isKnownLegacyOffline(problem: PageProblem): boolean {
  if (problem.sources.some((source) => OURS.test(source))) return false;
  // Where it was thrown (the first script its stack names) decides; any of ours in the stack fails it.
  const origin = problem.sources[0];
  return origin !== undefined && OFFLINE_LEGACY_ERRORS.some((known) => known.message.test(problem.text) && known.source.test(origin));
}

export interface StoreBrowser {
  readonly browser: Browser;
  /** Opens a page in a fresh context (own cookies, own cart). */
  open(url: string, options?: OpenOptions): Promise<Visit>;
  /** Opens a further page in an existing visit's context (same cart). */
  openIn(visit: Visit, url: string, waitUntil?: 'load' | 'networkidle'): Promise<Visit>;
  /** Problems the current test may see, on top of the legacy offline ones (e.g. the legacy bug it documents). */
  allow(match: RegExp): void;
}

const STACK_URL = /(https?:\/\/[^\s)'"]+?\.m?js)(?:\?[^\s):]*)?(?::\d+){0,2}/g;

function watch(page: Page, context: BrowserContext, problems: PageProblem[]): Visit {
  const requests: Request[] = [];
  const bodies: Promise<ScriptLoad | null>[] = [];
  page.on('request', (request) => requests.push(request));
  page.on('response', (response: Response) => {
    const request = response.request();
    if (request.resourceType() !== 'script' || new URL(response.url()).host !== storeHost) return;
    if (response.status() >= 400) problems.push({ kind: 'console.error', text: `script answered ${response.status()}`, sources: [response.url()], page: page.url() });
    bodies.push(
      response
        .body()
        .then((body) => ({ url: response.url(), owner: ownerOf(response.url()), bytes: body.length, gzip: gzipSync(body, { level: 9 }).length, inFrame: request.frame() !== page.mainFrame() }))
        .catch(() => null),
    );
  });
  page.on('pageerror', (error) => {
    const sources = [...new Set([...(error.stack ?? '').matchAll(STACK_URL)].map((m) => m[1] ?? ''))];
    problems.push({ kind: 'pageerror', text: `${error.name}: ${error.message}`, sources, page: page.url() });
  });
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const location = message.location().url ?? '';
    // Without a location (an error logged from a timer, say), the scripts its stack names.
    const sources = location ? [location] : [...new Set([...message.text().matchAll(STACK_URL)].map((m) => m[1] ?? ''))];
    problems.push({ kind: 'console.error', text: message.text(), sources, page: page.url() });
  });
  page.on('requestfailed', (request) => {
    const failure = request.failure()?.errorText ?? '';
    // ERR_ABORTED: the page moved on (a form submitted, a link followed) while it loaded.
    if (new URL(request.url()).host === storeHost && failure !== 'net::ERR_ABORTED') problems.push({ kind: 'console.error', text: `request failed: ${failure}`, sources: [request.url()], page: page.url() });
  });
  return {
    page,
    context,
    requests,
    problems,
    awsRequests: () =>
      requests
        .filter((r) => r.method() === 'POST' && new URLSearchParams(r.postData() ?? '').get('action') === 'aws_action')
        .map((r) => ({ keyword: new URLSearchParams(r.postData() ?? '').get('keyword') ?? '' })),
    scripts: async () => (await Promise.all(bodies)).filter((s): s is ScriptLoad => s !== null),
  };
}

export interface OpenOptions extends BrowserContextOptions {
  waitUntil?: 'load' | 'networkidle';
  /** A script every page of the context runs before the page's own (e.g. one recording what the page does). */
  initScript?: string;
}

/**
 * Opens a page of the store in a fresh context (own cookies, own cart), recording into `problems`.
 * Requests to other hosts fail at once, as they do offline, instead of timing out.
 */
export async function openStorePage(browser: Browser, url: string, problems: PageProblem[], options: OpenOptions = {}): Promise<Visit> {
  const { waitUntil = 'load', initScript, ...contextOptions } = options;
  const context = await browser.newContext({ locale: 'en-GB', viewport: { width: 1280, height: 900 }, ...contextOptions });
  await context.route((address) => address.host !== storeHost && address.host !== providerHost, (route) => route.abort('failed'));
  if (initScript) await context.addInitScript(initScript);
  const visit = watch(await context.newPage(), context, problems);
  await visit.page.goto(new URL(url, STORE_URL).href, { waitUntil });
  return visit;
}

/** Opens a further page in an existing visit's context (same cookies, same cart). */
export async function openInContext(visit: Visit, url: string, problems: PageProblem[], waitUntil: 'load' | 'networkidle' = 'load'): Promise<Visit> {
  const next = watch(await visit.context.newPage(), visit.context, problems);
  await next.page.goto(new URL(url, STORE_URL).href, { waitUntil });
  return next;
}

/** Inside a describe(): one Chromium for the file, a context per open(), errors checked after each test. */
export function useStoreBrowser(): StoreBrowser {
  let browser: Browser | undefined;
  let contexts: BrowserContext[] = [];
  let problems: PageProblem[] = [];
  let allowed: RegExp[] = [];

  before(async () => {
    browser = await launchBrowser();
  });
  afterEach(async () => {
    const seen = problems.filter((p) => !isKnownLegacyOffline(p) && !allowed.some((re) => re.test(p.text)));
    problems = [];
    allowed = [];
    await Promise.all(contexts.map((c) => c.close()));
    contexts = [];
    assert.deepEqual(
      seen.map((p) => `${p.kind} on ${p.page}: ${p.text} [${p.sources.join(', ')}]`),
      [],
      'errors on the page (other than the legacy plugins failing offline)',
    );
  });
  after(async () => {
    await browser?.close();
  });

  const need = (): Browser => {
    if (!browser) throw new Error('call useStoreBrowser() inside describe()');
    return browser;
  };

  return {
    get browser() {
      return need();
    },
    async open(url, options = {}) {
      const visit = await openStorePage(need(), url, problems, options);
      contexts.push(visit.context);
      return visit;
    },
    openIn: (visit, url, waitUntil) => openInContext(visit, url, problems, waitUntil),
    allow(match) {
      allowed.push(match);
    },
  };
}
