/**
 * Live search entry: mounts on every Advanced Woo Search box (`.aws-container`) on the page,
 * each with its own settings, state and cache. Without JavaScript the form still submits to the
 * full results page.
 */
import { createElement } from 'react';
import { mountIslands, renderIsland, SettingsError, whenDomReady } from '@shop-islands/core';
import { searchProducts } from './api.ts';
import { readBoxSettings, readLabels, type BoxSettings } from './settings.ts';
import { LiveSearch } from './view/LiveSearch.tsx';
import './style.css';

export const BOX_SELECTOR = '.aws-container';

/** The box's settings, or null (after one console error naming the attribute) when they are unusable. */
function boxSettings(container: HTMLElement): BoxSettings | null {
  try {
    return readBoxSettings(container);
  } catch (error) {
    if (!(error instanceof SettingsError)) throw error;
    console.error(`[shop-islands] ${error.message}`);
    return null;
  }
}

export function mountSearchBox(container: HTMLElement): (() => void) | void {
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
  const instance = [...doc.querySelectorAll(BOX_SELECTOR)].indexOf(container) + 1;
  const root = doc.createElement('div');
  root.className = 'aws-live-search';
  container.append(root);
  const unmount = renderIsland(
    root,
    createElement(LiveSearch, {
      container,
      form,
      input,
      settings,
      labels: readLabels(view),
      instance,
      search: (term: string, signal: AbortSignal) =>
        searchProducts({ url: settings.url, keyword: term, pageId: settings.pageId, tax: settings.tax, lang: settings.lang, pageUrl: view.location.href }, signal),
      navigate: (url: string) => view.location.assign(url),
    }),
  );
  return () => {
    unmount();
    root.remove();
  };
}

whenDomReady(() => {
  mountIslands(BOX_SELECTOR, mountSearchBox);
});
