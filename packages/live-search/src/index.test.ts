// @vitest-environment happy-dom
// (happy-dom: the widget's XMLHttpRequest follows the page's URL, set to the test server's origin.)
import { waitFor } from '@testing-library/dom';
import jQuery from 'jquery';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setPageUrl } from '../../core/src/testing/page-url.ts';
import { startRecordingServer, type RecordingServer } from '../../core/src/testing/recording-server.ts';
import hoodie from './fixtures/aws-action-hoodie.json';
import { startLiveSearch, type LoadWidget } from './start.ts';

const HOODIE = JSON.stringify(hoodie);

let server: RecordingServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
  document.body.innerHTML = '';
  delete (window as { jQuery?: unknown }).jQuery;
});

async function page(): Promise<{ field: HTMLInputElement; keywords: () => string[] }> {
  server = await startRecordingServer(() => ({ body: HOODIE }));
  // The page is on the search endpoint's origin: a box sends terms to its own site only.
  setPageUrl(`${server.origin}/shop/`);
  document.body.innerHTML = `
    <div class="aws-container" data-url="${server.origin}/?wc-ajax=aws_action" data-timeout="101" data-show-clear="true">
      <form class="aws-search-form" action="/" method="get" role="search"><div class="aws-wrapper">
        <label class="aws-search-label" for="f1">Search</label>
        <input type="search" name="s" id="f1" class="aws-search-field" placeholder="Search" autocomplete="off">
        <div class="aws-search-clear"><span>×</span></div><div class="aws-loader"></div>
      </div></form>
    </div>
    <a id="elsewhere" href="/about/">About</a>`;
  const requests = server.requests;
  return {
    field: document.querySelector<HTMLInputElement>('.aws-search-field')!,
    keywords: () => requests.map((r) => new URLSearchParams(r.body).get('keyword') ?? ''),
  };
}

/** The real widget, handed over only when the test says so. */
function heldWidget(): { load: LoadWidget & ReturnType<typeof vi.fn>; release: () => void } {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const load = vi.fn(async () => {
    await gate;
    return import('./widget.ts');
  });
  return { load, release };
}

describe('live search entry', () => {
  it('before the widget is up, a box whose field holds only spaces does not submit; a term does', async () => {
    const { field } = await page();
    const { load } = heldWidget();
    startLiveSearch(document, load);
    const form = field.form!;
    const submit = (): boolean => form.dispatchEvent(new SubmitEvent('submit', { bubbles: true, cancelable: true }));
    field.value = '   ';
    expect(submit()).toBe(false);
    field.value = ' hoodie ';
    expect(submit()).toBe(true);
  });

  it('loads nothing until a shopper reaches for a box, then loads the widget once', async () => {
    const { field } = await page();
    const { load, release } = heldWidget();
    const started = startLiveSearch(document, load);
    document.getElementById('elsewhere')!.dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(load).not.toHaveBeenCalled();
    expect(field.getAttribute('role')).toBeNull();
    field.dispatchEvent(new Event('pointerover', { bubbles: true }));
    field.focus();
    release();
    await expect(started?.ready).resolves.toBe(true);
    expect(load).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(field.getAttribute('role')).toBe('combobox'));
  });

  it('searches what was typed while the widget loaded, once', async () => {
    const { field, keywords } = await page();
    const { load, release } = heldWidget();
    const started = startLiveSearch(document, load);
    field.focus();
    for (const part of ['h', 'ho', 'hood', 'hoodie']) {
      field.value = part;
      field.dispatchEvent(new Event('input', { bubbles: true }));
    }
    expect(keywords()).toEqual([]);
    release();
    await started?.ready;
    await waitFor(() => expect(document.querySelectorAll('[role="option"]').length).toBeGreaterThan(0));
    expect(keywords()).toEqual(['hoodie']);
  });

  it('searches what the shopper typed in the field before the entry ran (the page still loading), once', async () => {
    const { field, keywords } = await page();
    field.focus();
    field.value = 'hoodie';
    const { load, release } = heldWidget();
    const started = startLiveSearch(document, load);
    expect(load).toHaveBeenCalledTimes(1);
    release();
    await started?.ready;
    await waitFor(() => expect(document.querySelectorAll('[role="option"]').length).toBeGreaterThan(0));
    expect(keywords()).toEqual(['hoodie']);
  });

  it("does not search the term a results page printed in the field, even focused: only what is typed", async () => {
    const { field, keywords } = await page();
    // A second box, searched once both are up: its debounce, as long and started later, ends after the first box's would.
    document.body.append(field.closest('.aws-container')!.cloneNode(true));
    const other = document.querySelectorAll<HTMLInputElement>('.aws-search-field')[1]!;
    field.defaultValue = 'hoodie';
    field.focus();
    const { load, release } = heldWidget();
    const started = startLiveSearch(document, load);
    release();
    await expect(started?.ready).resolves.toBe(true);
    other.value = 'hoodies';
    other.dispatchEvent(new Event('input', { bubbles: true }));
    await waitFor(() => expect(other.closest('.aws-container')!.querySelectorAll('[role="option"]').length).toBeGreaterThan(0));
    expect(keywords()).toEqual(['hoodies']);
  });

  it("searches a term AWS's forced-search event asked for before the widget loaded", async () => {
    const { field, keywords } = await page();
    (window as { jQuery?: unknown }).jQuery = jQuery;
    const { load, release } = heldWidget();
    const started = startLiveSearch(document, load);
    jQuery(field).trigger('aws_search_force', ['hoodie']);
    release();
    await started?.ready;
    await waitFor(() => expect(keywords()).toEqual(['hoodie']));
    expect(field.value).toBe('hoodie');
  });

  it("once the widget is up, AWS's forced-search event on a field searches its term 50 ms later, as if typed", async () => {
    const { field, keywords } = await page();
    (window as { jQuery?: unknown }).jQuery = jQuery;
    const started = startLiveSearch(document, () => import('./widget.ts'));
    field.dispatchEvent(new Event('pointerover', { bubbles: true }));
    await expect(started?.ready).resolves.toBe(true);
    jQuery(field).trigger('aws_search_force', ['hoodie']);
    expect(field.value).toBe('');
    await waitFor(() => expect(keywords()).toEqual(['hoodie']));
    expect(field.value).toBe('hoodie');
    await waitFor(() => expect(document.querySelectorAll('[role="option"]').length).toBeGreaterThan(0));
  });

  it("on AWS's search results, keeps the search in the chosen-filter links (their code fetched there only)", async () => {
    await page();
    history.replaceState(null, '', '/shop/?s=hood&post_type=product&type_aws=true');
    document.body.insertAdjacentHTML('beforeend', '<div class="widget_layered_nav_filters"><a href="/shop/?s=hood&amp;post_type=product">Blue</a></div>');
    // The entry's listeners stay on this file's document after the test: a later test's pointer or focus reaches
    // them, so their widget is one that never arrives (never an `undefined` for them to chain on).
    const load: LoadWidget & ReturnType<typeof vi.fn> = vi.fn(() => new Promise<never>(() => undefined));
    startLiveSearch(document, load);
    const link = document.querySelector('.widget_layered_nav_filters a')!;
    await waitFor(() => expect(link.getAttribute('href')).toBe('/shop/?s=hood&post_type=product&type_aws=true'));
    expect(load).not.toHaveBeenCalled();
  });

  it("stays away from every box when Advanced Woo Search's own script runs on the page", async () => {
    const { field } = await page();
    (window as { jQuery?: unknown }).jQuery = Object.assign(jQuery, { fn: Object.assign(jQuery.fn, { aws_search: () => undefined }) });
    const load = vi.fn();
    expect(startLiveSearch(document, load)).toBeNull();
    field.dispatchEvent(new Event('focusin', { bubbles: true }));
    field.dispatchEvent(new Event('input', { bubbles: true }));
    expect(load).not.toHaveBeenCalled();
    delete (jQuery.fn as { aws_search?: unknown }).aws_search;
  });

  it('leaves the form to submit when the widget cannot load', async () => {
    const { field } = await page();
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const started = startLiveSearch(document, () => Promise.reject(new Error('offline')));
    field.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    await expect(started?.ready).resolves.toBe(false);
    expect(error).toHaveBeenCalledTimes(1);
    expect(field.getAttribute('role')).toBeNull();
  });
});
