/**
 * Real store (WordPress 7.1 + WooCommerce 10.9.1 + Storefront + AWS + Stripe Payments + the Stripe
 * Gateway + GA4 for WooCommerce, installed fresh by tests/real-store): gzip bytes of every script home,
 * product, cart and checkout load, legacy (Shop Islands off) beside Shop Islands replacing what it
 * replaces, the home page again after one search, the tracking scripts of each profile on those pages, the
 * `aws_action` requests each typed word causes and the `update_order_review` requests typing a GB address
 * on the checkout causes, in both profiles; and what the Stripe Gateway costs a shopper (harness/gateway-figures.ts).
 * Figures only; the suite checks that every page is lighter.
 */
import { skipReason, startStore, storeEnv, type RunningStore } from '../real-store/harness/setup.ts';

const kb = (bytes: number): string => `${(bytes / 1000).toFixed(1)} KB`;

export default async function realStoreBench(): Promise<void> {
  const reason = skipReason();
  if (reason) {
    console.log(`real-store figures skipped: ${reason}`);
    return;
  }
  let store: RunningStore | undefined;
  try {
    store = await startStore();
    Object.assign(process.env, storeEnv(store));
    // These read the running store's address from the environment when they load.
    const { launchBrowser } = await import('../browser/chromium.ts');
    const { openInContext, openStorePage } = await import('../real-store/harness/browser.ts');
    const { awsRequestsPerWord, gzipOf, measureAfterSearch, measurePages, trackingScripts } = await import('../real-store/harness/figures.ts');
    const { useProfile } = await import('../real-store/harness/store.ts');
    const { updatesWhileTypingAddress } = await import('../real-store/harness/checkout-shopper.ts');

    const browser = await launchBrowser();
    const problems: never[] = [];
    const opener = {
      open: (url: string, options?: { waitUntil?: 'load' | 'networkidle' }) => openStorePage(browser, url, problems, options),
      openIn: (visit: Awaited<ReturnType<typeof openStorePage>>, url: string, waitUntil?: 'load' | 'networkidle') => openInContext(visit, url, problems, waitUntil),
    };
    const measure = async () => ({
      pages: [...(await measurePages(opener)), await measureAfterSearch(opener)],
      words: await awsRequestsPerWord(opener),
      updates: (await updatesWhileTypingAddress(opener)).updates,
    });
    await useProfile('legacy');
    const legacy = await measure();
    await useProfile('shop-islands');
    const ours = await measure();
    await useProfile('legacy');
    const { measureGateway, printGatewayFigures } = await import('../real-store/harness/gateway-figures.ts');
    const gateway = await measureGateway(opener);
    await browser.close();

    console.log('Script bytes per page (gzip, every script the page loads until the network is idle)');
    console.table(
      legacy.pages.map((page, index) => {
        const mine = ours.pages[index]!;
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
    console.log(
      "Tracking on the real store (gzip): GA4 for WooCommerce's main.js + WooCommerce's order-attribution.min.js + sourcebuster.min.js, against our tracking widget's files the page loaded (its entry, core's shared chunk it imports, the parts it loads on demand). Not counted here: wp-hooks and wp-i18n, which only main.js needed on the home page (see 'legacy only' above)",
    );
    console.table(
      legacy.pages.slice(0, 4).map((page, index) => {
        const tracking = trackingScripts(page, ours.pages[index]!);
        const name = (s: { path: string; gzip: number }): string => `${s.path.split('/').pop()} ${kb(s.gzip)}`;
        return {
          page: page.name,
          legacy: kb(gzipOf(tracking.legacy)),
          'Shop Islands': kb(gzipOf(tracking.ours)),
          difference: kb(gzipOf(tracking.ours) - gzipOf(tracking.legacy)),
          'legacy files': tracking.legacy.map(name).join(', '),
          'our files': tracking.ours.map(name).join(', '),
        };
      }),
    );
    console.log("aws_action requests per word typed at 100 ms a key into AWS's [aws_search_form] box");
    console.table(legacy.words.map((word, index) => ({ word: word.word, legacy: word.requests, 'Shop Islands': ours.words[index]?.requests })));
    console.log("update_order_review requests while a full GB address is typed on the checkout (keys 25 ms apart, Tab between fields), after the start-up one");
    console.table([{ legacy: legacy.updates, 'Shop Islands': ours.updates }]);
    printGatewayFigures(gateway);
  } finally {
    await store?.stop();
  }
}
