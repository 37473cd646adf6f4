/**
 * The live search widget proper, loaded by the entry (`start.ts`) when a shopper is about to search:
 * mounts on every Advanced Woo Search box (`.aws-container`) on the page, each with its own settings,
 * state and cache.
 */
import { sanitizeInline } from '@shop-islands/core';
import { searchProducts } from './api.ts';
import { readSearchResponse } from './response.ts';
import { readBoxSettings, readLabels, type BoxSettings } from './settings.ts';
import { mountLiveSearch } from './view/LiveSearch.ts';

/** Mounts one box; `instance` numbers it on the page, from 1, as AWS numbers its boxes. */
export function mountSearchBox(container: HTMLElement, instance: number = 1): (() => void) | void {
  const doc = container.ownerDocument;
  const form = container.querySelector<HTMLFormElement>('form.aws-search-form');
  const input = form?.querySelector<HTMLInputElement>('.aws-search-field');
  if (!form || !input) {
    console.error('[shop-islands] live search: an .aws-container without its form.aws-search-form or .aws-search-field');
    return;
  }
  let settings: BoxSettings;
  try {
    settings = readBoxSettings(container);
  } catch (error) {
    // Unusable settings: one console error naming the attribute (reading them fails with no other error).
    console.error(`[shop-islands] ${(error as Error).message}`);
    return;
  }
  const view = doc.defaultView ?? window;
  const root = doc.createElement('div');
  root.className = 'aws-live-search';
  container.append(root);
  // A Store API box fetches its reader as it mounts (the shopper is reaching for a box), not after the first debounce.
  const storeApi = settings.source === 'store-api' && import('./store-api.ts');
  // A reader that failed to load is reported by each search ('Request failed'), not as an unhandled rejection.
  if (storeApi) storeApi.catch(() => undefined);
  const unmount = mountLiveSearch(root, {
      container,
      form,
      input,
      settings,
      labels: readLabels(view),
      instance,
      search: (keyword: string, signal: AbortSignal) =>
        storeApi
          ? storeApi.then(({ searchStore }) => searchStore(settings.url, keyword, signal)).then((json) => readSearchResponse(json, sanitizeInline))
          : searchProducts({ ...settings, keyword, pageUrl: view.location.href }, signal),
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
