/**
 * The live search widget proper, loaded by the entry (`index.ts`) when a shopper is about to search:
 * mounts on every Advanced Woo Search box (`.aws-container`) on the page, each with its own settings,
 * state and cache.
 */
import { searchProducts } from './api.ts';
import { readBoxSettings, readLabels, type BoxSettings } from './settings.ts';
import { mountLiveSearch } from './view/LiveSearch.ts';

/** The box's settings, or null (after one console error naming the attribute) when they are unusable. */
function boxSettings(container: HTMLElement): BoxSettings | null {
  try {
    return readBoxSettings(container);
  } catch (error) {
    // Reading settings fails only with an error naming the attribute (no other error can arise there).
    console.error(`[shop-islands] ${(error as Error).message}`);
    return null;
  }
}

/** Mounts one box; `instance` numbers it on the page, from 1, as AWS numbers its boxes. */
export function mountSearchBox(container: HTMLElement, instance: number = 1): (() => void) | void {
  const doc = container.ownerDocument;
  const form = container.querySelector<HTMLFormElement>('form.aws-search-form');
  const input = form?.querySelector<HTMLInputElement>('.aws-search-field');
  if (!form || !input) {
    console.error('[shop-islands] live search: the .aws-container has no form.aws-search-form with an .aws-search-field');
    return;
  }
  const settings = boxSettings(container);
  if (!settings) return;
  const view = doc.defaultView ?? window;
  const root = doc.createElement('div');
  root.className = 'aws-live-search';
  container.append(root);
  const unmount = mountLiveSearch(root, {
      container,
      form,
      input,
      settings,
      labels: readLabels(view),
      instance,
      search: (term: string, signal: AbortSignal) =>
        searchProducts({ url: settings.url, keyword: term, pageId: settings.pageId, tax: settings.tax, lang: settings.lang, pageUrl: view.location.href }, signal),
    navigate: (url: string) => view.location.assign(url),
  });
  return () => {
    unmount();
    root.remove();
  };
}

/**
 * Mounts every box matching `selector` on the page, once, as AWS's own script does on DOM ready (it never looks for
 * boxes again, so neither does this: core's `mountIslands`, which rescans after WooCommerce's fragment events, would
 * add ~0.3 KB gzip to the search's first load). One box failing does not stop the others.
 */
export function mountSearchBoxes(selector: string, doc: Document = document): void {
  doc.querySelectorAll<HTMLElement>(selector).forEach((container, index) => {
    try {
      mountSearchBox(container, index + 1);
    } catch (error) {
      console.error('[shop-islands] live search could not mount on', container, error);
    }
  });
}
