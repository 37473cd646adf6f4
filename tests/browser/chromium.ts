/**
 * Debian's Chromium driven by playwright-core (never a browser download), and the axe-core check,
 * shared by the demo-shop journeys (tests/e2e) and the real-store journeys (tests/real-store).
 */
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { chromium, type Browser, type Frame, type Page } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/**
 * Runs `code` in the page as a script served from the page's own origin (fulfilled by the test, never reaching
 * the server), as a test's fixture or a legacy script must arrive under the demo's Content-Security-Policy,
 * which refuses inline scripts without the page's nonce.
 */
export async function addScriptFromPageOrigin(page: Page, code: string, type?: 'module'): Promise<void> {
  const url = new URL(`/__test-script/${createHash('sha256').update(code).digest('hex').slice(0, 16)}.js`, page.url()).href;
  await page.route(url, (route) => route.fulfill({ contentType: 'text/javascript', body: code }));
  await page.addScriptTag({ url, ...(type ? { type } : {}) });
}

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Puts axe-core into a page or frame: evaluated through the DevTools protocol, which a page's
 * Content-Security-Policy does not govern (an inline <script> carrying it would be refused on the demo's pages).
 */
export async function injectAxe(target: Page | Frame): Promise<void> {
  if (!(await target.evaluate(() => 'axe' in window))) await target.evaluate(axeSource);
}

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[]; failureSummary?: string }[];
}

/** Runs axe-core on the page as it is now (or only on the elements `include` selects) and returns its violations. */
export async function axeViolations(page: Page, include?: readonly string[]): Promise<AxeViolation[]> {
  // Judge the page as it settles, not mid-transition: a panel fading in has no contrast yet.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => Number.isFinite(Number(a.effect?.getComputedTiming().endTime)))
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  await injectAxe(page);
  return page.evaluate(async (selectors) => {
    const axe = (window as unknown as { axe: { run: (ctx: unknown, opts: object) => Promise<{ violations: AxeViolation[] }> } }).axe;
    const result = await axe.run(selectors ? { include: selectors.map((s) => [s]) } : document, { resultTypes: ['violations'] });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.slice(0, 5).map((n) => ({ target: n.target, failureSummary: n.failureSummary })),
    }));
  }, include ? [...include] : null);
}

/** One line per violation: impact, rule, help and the first elements it names. */
export function describeViolations(violations: readonly AxeViolation[]): string[] {
  return violations.map((v) => `${v.impact} ${v.id}: ${v.help} @ ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
}

/** Runs axe-core on the page as it is now (or on the elements `include` selects) and fails on any serious or critical violation. */
export async function expectNoSeriousA11yViolations(page: Page, label = page.url(), include?: readonly string[]): Promise<void> {
  const serious = (await axeViolations(page, include)).filter((v) => v.impact === 'serious' || v.impact === 'critical');
  assert.deepEqual(describeViolations(serious), [], `axe found serious/critical violations on ${label}`);
}
