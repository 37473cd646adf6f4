/**
 * The widget on a page where no buy-now button was printed. Stripe Payments' handler, which the widget replaces, loads
 * on every page, so that its payment box links and `asp-attach-product-{id}` elements work anywhere (a menu, a footer).
 * In its place such a page gets this file, a few hundred bytes: it fetches the widget's entry only when the page has
 * work for it, a link or attach element (controller/trigger-selector.ts), or a button's settings handed over after the
 * plugin chose this file. The plugin prints the entry's address (`shopIslandsBuyNow.entry`) and points the widget's
 * script here when the footer's scripts are printed (`Shop_Islands_Buy_Now::loader_where_no_button`; manifest variant
 * 'loader', built from ./index.ts by esbuild.config.ts).
 */
import { triggerSelector } from '../controller/trigger-selector.ts';
import { reportError } from '../legacy-handler.ts';
import { BUTTONS_GLOBAL, COMMON_GLOBAL, DEFAULT_PP_SLUG } from '../settings.ts';

export const LOADER_GLOBAL = 'shopIslandsBuyNow';

type Scope = Record<string, { readonly ppSlug?: unknown; readonly entry?: unknown; readonly length?: number } | undefined>;

/** Whether the page has work for the widget: button settings queued, or a payment box link or attach element. */
export function pageNeedsWidget(view: Window): boolean {
  const scope = view as unknown as Scope;
  const common = scope[COMMON_GLOBAL];
  return !!scope[BUTTONS_GLOBAL]?.length || (!!common && !!view.document.querySelector(triggerSelector(String(common.ppSlug || DEFAULT_PP_SLUG))));
}

/**
 * Fetches the widget's entry when the page needs it. The address must be on the origin this file came from (`base`):
 * anything else is refused with one console error, as is an entry that cannot be fetched.
 */
export function loadWhereNeeded(view: Window, base: string, load: (address: string) => Promise<unknown>): void {
  const entry = (view as unknown as Scope)[LOADER_GLOBAL]?.entry;
  if (typeof entry !== 'string' || !pageNeedsWidget(view)) return;
  const address = new URL(entry, base);
  if (address.origin === new URL(base).origin) load(address.href).catch(reportError);
  else reportError(`entry on another origin refused: ${address.origin}`);
}
