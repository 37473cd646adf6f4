/**
 * Real store (WordPress 7.1 + WooCommerce 10.9.1 + Storefront + AWS + Stripe Payments + the Stripe
 * Gateway, with and without GA4 for WooCommerce and WP Statistics, installed fresh by tests/real-store): gzip
 * bytes of every script home, product, cart, checkout, order-pay, home after one search and the buy-now pages with the pop-up opened (the gift card, the gift card link page, our button with an amount field) load, legacy
 * (Shop Islands off) beside Shop Islands replacing what it replaces, in each store set-up: per page, and per
 * widget and page (the legacy scripts it removes against the files of ours it adds); then the `aws_action`
 * requests each typed word causes and the `update_order_review` requests typing a GB address on the checkout
 * causes, in both profiles; and what the Stripe Gateway costs a shopper (harness/gateway-figures.ts).
 * Then the search speed, AWS's script beside ours (harness/search-speed.ts): last key → results shown, on a
 * desktop and a phone.
 * Figures only; the suite checks that every widget and every page is lighter. Given a running store (the
 * real-store suite's, `run.ts --bench`), it measures that one and leaves it running; otherwise it installs its own.
 */
import { readFileSync } from 'node:fs';
import type { BenchOptions } from './run.ts';
import { skipReason, startStore, storeEnv, type RunningStore } from '../real-store/harness/setup.ts';

const kb = (bytes: number): string => `${(bytes / 1000).toFixed(1)} KB`;

export interface RealStoreBenchOptions extends BenchOptions {
  /** A running store to measure (left running). */
  store?: RunningStore;
  /** The script bytes the suite's script-bytes journey measured on that store in this run: printed, not measured again. */
  measuredBytes?: string;
}

export default async function realStoreBench(options: RealStoreBenchOptions = {}): Promise<void> {
  const reason = skipReason();
  if (reason) {
    console.log(`real-store figures skipped: ${reason}`);
    return;
  }
  let store: RunningStore | undefined = options.store;
  try {
    store ??= await startStore();
    Object.assign(process.env, storeEnv(store));
    // These read the running store's address from the environment when they load.
    const { launchBrowser } = await import('../browser/chromium.ts');
    const { openInContext, openStorePage } = await import('../real-store/harness/browser.ts');
    const { awsRequestsPerWord, measureWidgetBytes, widgetTable } = await import('../real-store/harness/figures.ts');
    const { INSTALLED_SET_UP, useProfile, useSetUp } = await import('../real-store/harness/store.ts');
    const { updatesWhileTypingAddress } = await import('../real-store/harness/checkout-shopper.ts');
    const { printSearchSpeed, searchSpeedRows } = await import('../real-store/harness/search-speed.ts');

    const browser = await launchBrowser();
    const problems: never[] = [];
    const opener = {
      open: (url: string, options?: { waitUntil?: 'load' | 'networkidle' }) => openStorePage(browser, url, problems, options),
      openIn: (visit: Awaited<ReturnType<typeof openStorePage>>, url: string, waitUntil?: 'load' | 'networkidle') => openInContext(visit, url, problems, waitUntil),
    };
    const setUps = options.measuredBytes ? (JSON.parse(readFileSync(options.measuredBytes, 'utf8')) as Awaited<ReturnType<typeof measureWidgetBytes>>) : await measureWidgetBytes(opener);
    await useSetUp(INSTALLED_SET_UP);
    const measure = async () => ({
      words: await awsRequestsPerWord(opener),
      updates: (await updatesWhileTypingAddress(opener)).updates,
    });
    await useProfile('legacy');
    const legacy = await measure();
    await useProfile('shop-islands');
    const ours = await measure();
    const speed = await searchSpeedRows(browser, problems, options);
    await useProfile('legacy');
    const { measureGateway, printGatewayFigures } = await import('../real-store/harness/gateway-figures.ts');
    const gateway = await measureGateway(opener);
    const { measureBlockCheckoutBytes, printBlockCheckoutBytes } = await import('../real-store/harness/block-checkout-bytes.ts');
    const blockCheckout = await measureBlockCheckoutBytes(opener);
    await useProfile('legacy');
    await browser.close();

    for (const setUp of setUps) {
      console.log(`Script bytes per page, set-up '${setUp.setUp}' (gzip, every script the page loads until the network is idle)`);
      console.table(
        setUp.pages.map(({ legacy: page, ours: mine }) => {
          const theirs = new Set(page.scripts.map((s) => s.path));
          const mineSet = new Set(mine.scripts.map((s) => s.path));
          return {
            page: page.name,
            legacy: kb(page.gzip),
            'Shop Islands': kb(mine.gzip),
            difference: `${mine.gzip <= page.gzip ? '' : '+'}${kb(mine.gzip - page.gzip)}`,
            'legacy only': page.scripts.filter((s) => !mineSet.has(s.path)).map((s) => `${s.path.split('/').pop()} ${kb(s.gzip)}`).join(', '),
            'Shop Islands only': mine.scripts.filter((s) => !theirs.has(s.path)).map((s) => `${s.path.split('/').pop()} ${kb(s.gzip)}`).join(', '),
          };
        }),
      );
    }
    console.log(
      'Widget by widget (gzip): on each page and in each set-up, the legacy scripts the widget removes (with what only they pulled in) against the files of ours it adds (a chunk two widgets share counts for each)',
    );
    console.table(widgetTable(setUps.flatMap((setUp) => setUp.rows)));
    console.log("aws_action requests per word typed at 100 ms a key into AWS's [aws_search_form] box");
    console.table(legacy.words.map((word, index) => ({ word: word.word, legacy: word.requests, 'Shop Islands': ours.words[index]?.requests })));
    console.log("update_order_review requests while a full GB address is typed on the checkout (keys 25 ms apart, Tab between fields), after the start-up one");
    console.table([{ legacy: legacy.updates, 'Shop Islands': ours.updates }]);
    printSearchSpeed(speed);
    printGatewayFigures(gateway);
    printBlockCheckoutBytes(blockCheckout);
  } finally {
    if (!options.store) await store?.stop();
  }
}
