/**
 * Island mounting: a widget mounts once per matching element, and mounts again when WooCommerce
 * swaps parts of the page (cart fragments, checkout order review, cart totals). Islands whose element
 * left the page are unmounted on the next scan.
 */
import { onPageEvent, PAGE_EVENTS } from './events.ts';

/** Mounts a widget on one element; may return the function that unmounts it. */
export type MountIsland = (element: HTMLElement) => (() => void) | void;

/** Page events after which parts of the page may have been replaced with fresh server markup. */
export const FRAGMENT_EVENTS: readonly string[] = [
  PAGE_EVENTS.updatedCheckout,
  PAGE_EVENTS.fragmentsRefreshed,
  PAGE_EVENTS.fragmentsLoaded,
  PAGE_EVENTS.updatedWcDiv,
  PAGE_EVENTS.updatedCartTotals,
];

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

export function mountIslands(selector: string, mount: MountIsland, options: MountOptions = {}): IslandMounter {
  const doc = options.doc ?? document;
  const root = options.root ?? doc;
  const mounted = new Map<HTMLElement, (() => void) | null>();

  const scan = (): void => {
    for (const [element, unmount] of mounted) {
      if (element.isConnected) continue;
      unmount?.();
      mounted.delete(element);
    }
    for (const element of root.querySelectorAll<HTMLElement>(selector)) {
      if (mounted.has(element)) continue;
      mounted.set(element, mountOne(mount, element));
    }
  };

  const stopListening = (options.rescanOn ?? FRAGMENT_EVENTS).map((name) => onPageEvent(name, scan, doc));
  scan();

  return {
    scan,
    dispose(): void {
      stopListening.forEach((stop) => stop());
      for (const unmount of mounted.values()) unmount?.();
      mounted.clear();
    },
  };
}

/** One island failing (bad settings in its markup, say) must not stop the others: it is reported and skipped. */
function mountOne(mount: MountIsland, element: HTMLElement): (() => void) | null {
  try {
    return mount(element) ?? null;
  } catch (error) {
    console.error('[shop-islands] could not mount an island on', element, error);
    return null;
  }
}

/** Runs `start` once the document has been parsed (immediately when it already has). */
export function whenDomReady(start: () => void, doc: Document = document): void {
  if (doc.readyState === 'loading') {
    doc.addEventListener('DOMContentLoaded', start, { once: true });
    return;
  }
  start();
}
