/**
 * Island mounting: a widget mounts once per matching element, and mounts again when WooCommerce
 * swaps parts of the page (cart fragments, checkout order review, cart totals). Islands whose element
 * left the page are unmounted on the next scan.
 */
import { onPageEvent } from './events.ts';

/** Mounts a widget on one element; may return the function that unmounts it. */
export type MountIsland = (element: HTMLElement) => (() => void) | void;

/** Page events after which parts of the page may have been replaced with fresh server markup (PAGE_EVENTS names them too). */
export const FRAGMENT_EVENTS = [
  'updated_checkout',
  'wc_fragments_refreshed',
  'wc_fragments_loaded',
  'updated_wc_div',
  'updated_cart_totals',
] as const;

export interface MountOptions {
  readonly root?: ParentNode;
  /** Events that trigger a new scan; defaults to FRAGMENT_EVENTS. */
  readonly rescanOn?: readonly string[];
  readonly doc?: Document;
}

export interface IslandMounter {
  /** Mounts on new matching elements and unmounts islands whose element is gone. */
  scan(): void;
  /** Unmounts every island and stops listening. */
  dispose(): void;
}

export function mountIslands(
  selector: string,
  mount: MountIsland,
  { doc = document, root = doc, rescanOn = FRAGMENT_EVENTS }: MountOptions = {},
): IslandMounter {
  const mounted = new Map<HTMLElement, (() => void) | void>();
  const unmount = (element: HTMLElement): void => {
    const stop = mounted.get(element);
    mounted.delete(element);
    if (stop) stop();
  };

  const scan = (): void => {
    mounted.forEach((_stop, element) => element.isConnected || unmount(element));
    root.querySelectorAll<HTMLElement>(selector).forEach((element) => {
      if (mounted.has(element)) return;
      // One island failing (bad settings in its markup, say) must not stop the others: it is reported and skipped.
      let stop: (() => void) | void = undefined;
      try {
        stop = mount(element);
      } catch (error) {
        console.error('[shop-islands] could not mount an island on', element, error);
      }
      mounted.set(element, stop);
    });
  };

  const stopListening = rescanOn.map((name) => onPageEvent(name, scan, doc));
  scan();

  return {
    scan,
    dispose(): void {
      stopListening.forEach((stop) => stop());
      mounted.forEach((_stop, element) => unmount(element));
    },
  };
}

/** Runs `start` once the document has been parsed (immediately when it already has). */
export function whenDomReady(start: () => void, doc: Document = document): void {
  if (doc.readyState === 'loading') doc.addEventListener('DOMContentLoaded', start, { once: true });
  else start();
}
