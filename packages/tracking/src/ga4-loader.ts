/**
 * The GA4 part loads only where GA4 for WooCommerce prints its data, `window.ga4w` (at once, or when its
 * `ga4w:ready` event brings it later): a store without that plugin never fetches it.
 *
 * WooCommerce blocks announce what they render through `wp.hooks` actions (`experimental__woocommerce_blocks-*`)
 * as they render, possibly before the GA4 part has arrived. So the entry listens to those actions from the start,
 * holds what arrives, and hands it over, in order, once the GA4 part takes over (`BlockActions.deliver`).
 * Nothing here is imported by the GA4 part at run time (it gets the follower handed over).
 */
import type * as Ga4Data from './ga4/data.ts';

const GA4_GLOBAL: typeof Ga4Data.GA4_GLOBAL = 'ga4w';
const GA4_READY_EVENT: typeof Ga4Data.GA4_READY_EVENT = 'ga4w:ready';

/** The blocks' actions the GA4 part follows (each `experimental__woocommerce_blocks-{name}`). */
export const BLOCK_ACTIONS = [
  'product-render',
  'product-view-link',
  'product-list-render',
  'cart-add-item',
  'cart-remove-item',
  'checkout-render-checkout-form',
  'checkout-set-selected-shipping-rate',
  'checkout-set-active-payment-method',
  'checkout-submit',
] as const;
export type BlockAction = (typeof BLOCK_ACTIONS)[number];
/** Handles one of the blocks' actions. */
export type BlockHandler = (name: BlockAction, input: unknown) => void;

export interface BlockActions {
  /** From now on each action goes to `handle`; the ones held so far go first, in the order they came. */
  deliver(handle: BlockHandler): void;
  /** Stops listening. */
  stop(): void;
}

interface WpHooks {
  addAction(hook: string, namespace: string, callback: (input?: unknown) => void): void;
  removeAction?(hook: string, namespace: string): void;
}

const NAMESPACE = 'shop-islands/tracking';

/** Listens to the blocks' actions when the page has `wp.hooks`; undefined without it. */
export function followBlockActions(win: Window): BlockActions | undefined {
  const hooks = (win as { wp?: { hooks?: WpHooks } }).wp?.hooks;
  if (typeof hooks?.addAction !== 'function') return undefined;
  const held: Array<[BlockAction, unknown]> = [];
  let handle: BlockHandler | undefined;
  const hook = (name: BlockAction): string => `experimental__woocommerce_blocks-${name}`;
  const stop = (): void => BLOCK_ACTIONS.forEach((name) => hooks.removeAction?.(hook(name), NAMESPACE));
  stop();
  for (const name of BLOCK_ACTIONS) hooks.addAction(hook(name), NAMESPACE, (input) => (handle ? handle(name, input) : held.push([name, input])));
  return {
    deliver(next) {
      handle = next;
      for (const [name, input] of held.splice(0)) next(name, input);
    },
    stop,
  };
}

/**
 * Calls `load(blocks)` once the page has `ga4w`: now, or on `ga4w:ready`. A page that set up gtag (a `dataLayer`)
 * but has no `ga4w` once loaded gets a console warning, as the data is what the events are made of.
 */
export function whenGa4Printed(win: Window, load: (blocks: BlockActions | undefined) => void): void {
  const start = (): void => load(followBlockActions(win));
  if (GA4_GLOBAL in win) {
    start();
    return;
  }
  const doc = win.document;
  doc.addEventListener(GA4_READY_EVENT, () => GA4_GLOBAL in win && start(), { once: true });
  const check = (): void => {
    if (!(GA4_GLOBAL in win) && 'dataLayer' in win) console.warn('[shop-islands] tracking: window.ga4w (the GA4 data) was not found after the page loaded');
  };
  if (doc.readyState === 'complete') check();
  else win.addEventListener('load', check, { once: true });
}
