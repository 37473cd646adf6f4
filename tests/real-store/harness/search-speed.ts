/**
 * Search speed on the real store, legacy beside Shop Islands: the time from a shopper's last key to the
 * results shown, in whatever profile is active. A shopper on a fresh page clicks (or taps) the search field
 * and types a word at 100 ms a key; the page itself records when the last key went down and when the first
 * frame in which its drop-down shows results for the word (a visible `.aws-search-result` holding a result
 * that names it) has been drawn: the frame's own style, layout and paint included, as the shopper sees
 * pixels, not the frame's start. On a desktop, Storefront's header box (AWS's 'seamless' box) at this
 * machine's speed; on a phone, the box of Storefront's handheld footer bar, on a phone's CPU (Chrome's CPU
 * throttling at 4×, Lighthouse's mobile preset: a mid-range phone runs scripts several times slower than
 * this machine), the same for both profiles. Figures only, for `npm run bench -- real-store`; nothing is
 * asserted on time.
 * Leaves the store in the Shop Islands profile.
 */
import type { Browser, BrowserContext, BrowserContextOptions } from 'playwright-core';
import { openStorePage, type PageProblem } from './browser.ts';
import { STORE_URL, useProfile } from './store.ts';

export interface SpeedViewport {
  name: 'desktop' | 'phone';
  context: BrowserContextOptions;
  /** How many times slower than this machine the device runs scripts and draws (Chrome's CPU throttling). */
  cpuSlowdown: number;
}

export const SPEED_VIEWPORTS: readonly SpeedViewport[] = [
  { name: 'desktop', context: { viewport: { width: 1280, height: 900 } }, cpuSlowdown: 1 },
  // Lighthouse's mobile preset slows the CPU 4×: a desktop CPU behind a phone's viewport is not a phone.
  { name: 'phone', context: { viewport: { width: 375, height: 667 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 }, cpuSlowdown: 4 },
];

/** Words a shopper types, each naming products of the sample catalogue. */
export const SPEED_WORDS: readonly string[] = ['hoodie', 'beanie', 'polo', 'sunglasses', 'album'];

/**
 * Runs in every page before its own scripts: the last key pressed in a search field, and the end of the first
 * frame that draws the drop-down showing a result naming the word in `window.__searchSpeed.word` (a task
 * posted from that frame's animation callback runs once the frame's style, layout and paint are done).
 */
const RECORD_SPEED = `(() => {
  const speed = (window.__searchSpeed = { word: '', lastKey: 0, shown: 0 });
  let pending = false;
  const showsResults = () => {
    const word = speed.word.toLowerCase();
    return word !== '' && [...document.querySelectorAll('.aws-search-result')].some((list) =>
      list.checkVisibility() && [...list.querySelectorAll('.aws_result_item:not(.aws_no_result)')].some((item) => item.checkVisibility() && (item.textContent || '').toLowerCase().includes(word)));
  };
  const check = () => {
    if (speed.shown || pending || !speed.lastKey || !showsResults()) return;
    pending = true;
    requestAnimationFrame(() => {
      const drawn = new MessageChannel();
      drawn.port1.onmessage = () => { speed.shown = performance.now(); };
      drawn.port2.postMessage(null);
    });
  };
  addEventListener('keydown', (event) => {
    if (event.target instanceof Element && event.target.matches('.aws-search-field')) speed.lastKey = performance.now();
  }, true);
  new MutationObserver(check).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
})();`;

export type SpeedProfile = 'legacy' | 'shop-islands';

/**
 * How the store answers: `live`, its PHP (what a shopper meets; on a busy machine its time varies far more
 * than the two front ends differ); `replayed`, the answer it gave for the word in the live round, served
 * again by the browser at once, the same bytes for both, so the figure is the front end's alone.
 */
export type SpeedMode = 'live' | 'replayed';

export interface SpeedRun {
  mode: SpeedMode;
  profile: SpeedProfile;
  viewport: SpeedViewport['name'];
  word: string;
  /** Last key down → the first frame with the results drawn, in ms. */
  ms: number;
  /** Of which: last key → the `aws_action` request sent (the debounce), in ms. */
  toRequest: number;
  /** the request sent → its answer fully received (the store's work, the same endpoint for both), in ms. */
  request: number;
  /** the answer received → results drawn (the page's own work: reading the answer, building the list, its frame), in ms. */
  afterAnswer: number;
}

interface Recorded {
  lastKey: number;
  shown: number;
  sent: number;
  answered: number;
  /** The `aws_action` answer's body, for the replayed rounds. */
  answer: string;
}

/**
 * The speed of both profiles, taken in turns word by word (legacy first, then Shop Islands first, alternately:
 * `profilesInTurn`) so that a busy moment of the machine and the order weigh on both alike: `runs` live rounds over the words, then as many replayed. For each
 * viewport and profile, one browser context (so scripts come from the browser's cache after the first page,
 * as for a shopper who browsed before searching), a fresh page per word.
 */
export async function measureSearchSpeed(browser: Browser, problems: PageProblem[], options: { words?: readonly string[]; runs?: number; viewports?: readonly SpeedViewport[] } = {}): Promise<SpeedRun[]> {
  const words = options.words ?? SPEED_WORDS;
  const runs = options.runs ?? 3;
  const profiles: readonly SpeedProfile[] = ['legacy', 'shop-islands'];
  const results: SpeedRun[] = [];
  const answers = new Map<string, string>();
  for (const viewport of options.viewports ?? SPEED_VIEWPORTS) {
    const contexts = new Map<SpeedProfile, BrowserContext>();
    try {
      for (const profile of profiles) {
        await useProfile(profile);
        const first = await openStorePage(browser, '/', problems, { ...viewport.context, initScript: RECORD_SPEED, waitUntil: 'networkidle' });
        contexts.set(profile, first.context);
        await first.page.close();
      }
      for (const mode of ['live', 'replayed'] as const) {
        for (let run = 0; run < runs; run += 1) {
          for (const [index, word] of words.entries()) {
            for (const profile of profilesInTurn(profiles, run * words.length + index)) {
              await useProfile(profile);
              const recorded = await searchOnce(contexts.get(profile)!, viewport, word, mode === 'replayed' ? answers.get(word) : undefined);
              if (mode === 'live' && !answers.has(word)) answers.set(word, recorded.answer);
              results.push({
                mode,
                profile,
                viewport: viewport.name,
                word,
                ms: recorded.shown - recorded.lastKey,
                toRequest: recorded.sent - recorded.lastKey,
                request: recorded.answered - recorded.sent,
                afterAnswer: recorded.shown - recorded.answered,
              });
            }
          }
        }
      }
    } finally {
      for (const context of contexts.values()) await context.close();
    }
  }
  return results;
}

/**
 * The order the two profiles search in on the given turn: legacy first on even turns, Shop Islands first on odd
 * ones, so that whatever the one going first (or second) meets on the store (a profile switch just before, a
 * warmer cache) weighs on both alike. A bench with one turn (CI's quick run) takes legacy first.
 */
export function profilesInTurn(profiles: readonly SpeedProfile[], turn: number): readonly SpeedProfile[] {
  return turn % 2 === 0 ? profiles : [...profiles].reverse();
}

/**
 * One shopper's search on a fresh home page, on that viewport's CPU: the field reached as on that viewport, the word typed at 100 ms
 * a key; with `replay`, the browser answers `aws_action` for the word with it, at once.
 */
async function searchOnce(context: BrowserContext, viewport: SpeedViewport, word: string, replay?: string): Promise<Recorded> {
  const page = await context.newPage();
  try {
    if (viewport.cpuSlowdown > 1) await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: viewport.cpuSlowdown });
    if (replay !== undefined) {
      await page.route(/[?&]wc-ajax=aws_action\b/, (route) =>
        new URLSearchParams(route.request().postData() ?? '').get('keyword') === word ? route.fulfill({ status: 200, contentType: 'application/json; charset=UTF-8', body: replay }) : route.continue(),
      );
    }
    const answered = page.waitForResponse((response) => new URLSearchParams(response.request().postData() ?? '').get('keyword') === word);
    await page.goto(new URL('/', STORE_URL).href, { waitUntil: 'networkidle' });
    let field;
    if (viewport.name === 'phone') {
      const bar = page.locator('.storefront-handheld-footer-bar');
      await bar.locator('li.search > a').tap();
      field = bar.locator('.aws-search-field');
      await field.waitFor({ state: 'visible' });
      await field.tap();
    } else {
      field = page.locator('.site-header .site-search .aws-search-field');
      await field.click();
    }
    await page.evaluate((w) => ((window as unknown as { __searchSpeed: { word: string } }).__searchSpeed.word = w), word);
    await field.pressSequentially(word, { delay: 100 });
    // Polled on a timer, not in every frame (Playwright's default): a shopper's page has no test driver working in its
    // frames, and on a phone's CPU that work would compete with the page's. The page times itself; polling only waits.
    await page.waitForFunction(() => (window as unknown as { __searchSpeed: { shown: number } }).__searchSpeed.shown > 0, undefined, { polling: 100 });
    const answer = await (await answered).text();
    const timing = await page.evaluate(() => {
      const speed = (window as unknown as { __searchSpeed: { lastKey: number; shown: number } }).__searchSpeed;
      const requests = performance.getEntriesByType('resource').filter((entry) => entry.name.includes('aws_action')) as PerformanceResourceTiming[];
      const last = requests.at(-1);
      return { lastKey: speed.lastKey, shown: speed.shown, sent: last?.startTime ?? Number.NaN, answered: last?.responseEnd ?? Number.NaN };
    });
    return { ...timing, answer };
  } finally {
    await page.close();
  }
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length === 0 ? Number.NaN : sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/**
 * The bench's measurement: every word three times over in each mode in full (15 samples per cell: a frame is 16.7 ms,
 * so with fewer the medians move by several ms between runs), one word once in each in CI's quick run.
 */
export function searchSpeedRows(browser: Browser, problems: PageProblem[], options: { quick?: boolean } = {}): Promise<SpeedRun[]> {
  return measureSearchSpeed(browser, problems, options.quick ? { words: SPEED_WORDS.slice(0, 1), runs: 1 } : { words: SPEED_WORDS, runs: 3 });
}

const ms = (value: number): string => (Number.isFinite(value) ? `${Math.round(value)} ms` : '-');

/** Prints the medians per mode and viewport, AWS's script beside ours, with where the time went. */
export function printSearchSpeed(runs: readonly SpeedRun[]): void {
  const words = [...new Set(runs.map((run) => run.word))];
  const rounds = runs.filter((run) => run.mode === 'live' && run.profile === 'legacy' && run.viewport === 'desktop' && run.word === words[0]).length;
  console.log(
    `Search speed: a shopper's last key → the first frame with the results drawn (its style, layout and paint done), median of ${words.length} word${words.length === 1 ? '' : 's'} × ${rounds} round${rounds === 1 ? '' : 's'} (${words.join(', ')}), typed at 100 ms a key on a fresh home page, the two profiles in turns (each first every other turn). ` +
      "Desktop: this machine's CPU; phone: a phone's, Chrome's CPU throttling at 4× (Lighthouse's mobile preset), for both. " +
      "Live: the store's PHP answers (what a shopper meets; its time varies with the machine's load far more than the front ends differ). " +
      'Replayed: the answer the store gave for the word, served again at once by the browser, the same bytes for both (the front ends alone). ' +
      "Of which: the debounce (300 ms in both) + the answer (the same aws_action for both) + the page's own work until the results show.",
  );
  const rows = [];
  for (const mode of ['live', 'replayed'] as const) {
    for (const { name } of SPEED_VIEWPORTS) {
      const of = (profile: SpeedProfile): SpeedRun[] => runs.filter((run) => run.mode === mode && run.viewport === name && run.profile === profile);
      const legacy = of('legacy');
      const ours = of('shop-islands');
      if (legacy.length === 0) continue;
      const total = (list: SpeedRun[]): number => median(list.map((run) => run.ms));
      const split = (list: SpeedRun[]): string => `${ms(median(list.map((run) => run.toRequest)))} + ${ms(median(list.map((run) => run.request)))} + ${ms(median(list.map((run) => run.afterAnswer)))}`;
      const difference = total(ours) - total(legacy);
      rows.push({
        answers: mode,
        viewport: name,
        samples: `${legacy.length} + ${ours.length}`,
        "AWS's script": ms(total(legacy)),
        'Shop Islands': ms(total(ours)),
        difference: `${difference > 0 ? '+' : ''}${ms(difference)}`,
        'AWS: debounce + answer + page': split(legacy),
        'ours: debounce + answer + page': split(ours),
      });
    }
  }
  console.table(rows);
}
