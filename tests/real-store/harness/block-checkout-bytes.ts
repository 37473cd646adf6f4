/**
 * The Checkout block page's script bytes (gzip, every script it loads until the network is idle, the hoodie in
 * the cart), legacy (the Stripe Gateway's upe-blocks.js) against Shop Islands with 'Replace' (our blocks entry in
 * its place): the whole page, and the scripts only one profile loads. payments-blocks.test.ts checks ours is
 * lighter; `npm run bench -- real-store` prints it.
 */
import { loadedScripts, type Opener, type PageFigure, type ScriptFigure } from './figures.ts';
import { info, useProfile } from './store.ts';

export interface BlockCheckoutBytes {
  legacy: PageFigure;
  ours: PageFigure;
  /** Scripts only the legacy page loads (the gateway's, and those of the legacy plugins other widgets replace). */
  removed: ScriptFigure[];
  /** Scripts only our page loads. */
  added: ScriptFigure[];
}

/** The payments widget's share: the gateway's upe-blocks.js (and upe-classic.js, which it enqueues on any checkout page) against our files. */
export const GATEWAY_SCRIPTS = /\/woocommerce-gateway-stripe\/build\/upe-(?:blocks|classic)\.js$/;
export const OUR_PAYMENTS = /\/shop-islands\/dist\/payments(?:-blocks)?[\w.-]*\.js$/;

const sum = (scripts: readonly ScriptFigure[]): number => scripts.reduce((total, s) => total + s.gzip, 0);

async function measure(opener: Opener): Promise<PageFigure> {
  const path = new URL(info.urls.checkout_block ?? '/').pathname;
  const visit = await opener.openIn(await opener.open(`/?add-to-cart=${info.products.hoodie_with_zipper?.id}`, { waitUntil: 'networkidle' }), path, 'networkidle');
  const scripts = await loadedScripts(visit);
  await visit.context.close();
  return { name: 'block checkout', path, gzip: sum(scripts), scripts };
}

/** Measures both profiles and leaves the store in Shop Islands' ('Replace' ticked). */
export async function measureBlockCheckoutBytes(opener: Opener): Promise<BlockCheckoutBytes> {
  await useProfile('legacy');
  const legacy = await measure(opener);
  await useProfile('shop-islands');
  const ours = await measure(opener);
  const paths = (page: PageFigure): Set<string> => new Set(page.scripts.map((s) => s.path));
  return { legacy, ours, removed: legacy.scripts.filter((s) => !paths(ours).has(s.path)), added: ours.scripts.filter((s) => !paths(legacy).has(s.path)) };
}

export function printBlockCheckoutBytes({ legacy, ours, removed, added }: BlockCheckoutBytes): void {
  const kb = (bytes: number): string => `${(bytes / 1000).toFixed(1)} KB`;
  const list = (scripts: readonly ScriptFigure[]): string => scripts.map((s) => `${s.path.split('/').pop()} ${kb(s.gzip)}`).join(', ');
  const gateway = removed.filter((s) => GATEWAY_SCRIPTS.test(s.path));
  const payments = added.filter((s) => OUR_PAYMENTS.test(s.path));
  console.log("The Checkout block page with the Stripe Gateway (gzip, the hoodie in the cart): legacy against Shop Islands ('Replace'); payments: the gateway's scripts against ours");
  console.table([
    { what: 'the page', legacy: kb(legacy.gzip), 'Shop Islands': kb(ours.gzip) },
    { what: 'payments', legacy: `${kb(sum(gateway))}: ${list(gateway)}`, 'Shop Islands': `${kb(sum(payments))}: ${list(payments)}` },
    { what: "other widgets' replacements", legacy: list(removed.filter((s) => !gateway.includes(s))), 'Shop Islands': list(added.filter((s) => !payments.includes(s))) },
  ]);
}
