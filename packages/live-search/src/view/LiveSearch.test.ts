// @vitest-environment jsdom
// (jsdom: DOMPurify needs it; happy-dom breaks it — cure53/DOMPurify#1457.)
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sanitizeInline } from '@shop-islands/core';
import type { SearchResults } from '../response.ts';
import { readBoxSettings, readLabels, type BoxSettings } from '../settings.ts';
import { mountLiveSearch } from './LiveSearch.ts';

// The first answer loads the sanitiser (DOMPurify under jsdom): on a loaded machine that can take seconds.
configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 20_000 });

/** What unmounts each box a test mounted. */
const mounted: Array<() => void> = [];

/** Answers as the server sends them; `answer` below passes them through the real sanitiser, as api.ts does. */
type Raw = SearchResults<string>;

const product = (title: string, extra: Partial<Raw['products'][number]> = {}): Raw['products'][number] => ({
  link: `/product/${title.toLowerCase().replace(/\W+/g, '-')}/`,
  title,
  image: '',
  featured: false,
  stock: { inStock: true, text: 'In stock' },
  sku: '',
  excerpt: '',
  price: '<span class="amount">£45.00</span>',
  onSale: false,
  ...extra,
});

const HOOD: Raw = {
  topText: '<p>Top picks<script>window.__topXss = 1</script></p>',
  notices: [],
  topResults: {},
  tax: { product_cat: [{ link: '/product-category/hoodies/', name: '<strong>Hood</strong>ies', count: 3, excerpt: '' }] },
  products: [
    product('<strong>Hood</strong>ie', { link: '/product/hoodie/', sku: 'woo-<strong>hood</strong>ie', onSale: true, price: '<del>£45.00</del> <ins>£42.00</ins><img src=x onerror="window.__priceXss=1">' }),
    product('<img src=x onerror="window.__titleXss=1"><strong>Hood</strong>ie with Zipper'),
  ],
};
const NOTHING: Raw = { topText: '', notices: [], topResults: {}, tax: {}, products: [] };

const MARKUP = (attributes: string): string => `
  <div class="aws-container" data-url="/?wc-ajax=aws_action" data-siteurl="http://shop.test" ${attributes}>
    <form class="aws-search-form" action="http://shop.test/" method="get" role="search">
      <div class="aws-wrapper">
        <label class="aws-search-label" for="aws-field-1">Search</label>
        <input type="search" name="s" id="aws-field-1" value="" class="aws-search-field" placeholder="Search" autocomplete="off" />
        <input type="hidden" name="post_type" value="product"><input type="hidden" name="type_aws" value="true">
        <div class="aws-search-clear"><span>×</span></div>
        <div class="aws-loader"></div>
      </div>
      <div class="aws-search-btn aws-form-btn"><span class="aws-search-btn_icon">⌕</span></div>
    </form>
  </div>`;

interface Box {
  container: HTMLElement;
  form: HTMLFormElement;
  input: HTMLInputElement;
  requests: string[];
  navigate: ReturnType<typeof vi.fn>;
  /** Each submission, and whether the widget blocked it. */
  submits: { prevented: boolean }[];
  settings: BoxSettings;
}

/** The answer with its server HTML fields sanitised, as readSearchResponse gives it. */
function sanitizeResults(results: SearchResults<string>): SearchResults {
  const clean = (html: string) => sanitizeInline(html);
  const each = <T, U>(groups: Readonly<Record<string, readonly T[]>>, map: (item: T) => U) =>
    Object.fromEntries(Object.entries(groups).map(([group, items]) => [group, items.map(map)]));
  return {
    topText: clean(results.topText),
    notices: results.notices.map(clean),
    topResults: each(results.topResults, (item) => ({ ...item, name: clean(item.name), content: clean(item.content) })),
    tax: each(results.tax, (term) => ({ ...term, name: clean(term.name), excerpt: clean(term.excerpt) })),
    products: results.products.map((item) => ({ ...item, title: clean(item.title), sku: clean(item.sku), excerpt: clean(item.excerpt), price: clean(item.price) })),
  };
}

function mountBox(attributes = 'data-timeout="101" data-show-clear="true"', answer: (term: string) => Promise<SearchResults> = async (term) => sanitizeResults(term.startsWith('hood') ? HOOD : NOTHING)): Box {
  const host = document.createElement('div');
  host.innerHTML = MARKUP(attributes);
  document.body.append(host);
  const container = host.querySelector<HTMLElement>('.aws-container')!;
  const form = container.querySelector('form')!;
  const input = container.querySelector<HTMLInputElement>('.aws-search-field')!;
  const root = document.createElement('div');
  container.append(root);
  const requests: string[] = [];
  const navigate = vi.fn();
  const submits: { prevented: boolean }[] = [];
  // Record submissions; the test browser cannot navigate. Registered after the widget's own listener.
  const settings = readBoxSettings(container);
  mounted.push(
    mountLiveSearch(root, {
      container,
      form,
      input,
      settings,
      labels: readLabels(window),
      instance: document.querySelectorAll('.aws-container').length,
      search: (term) => {
        requests.push(term);
        return answer(term);
      },
      navigate,
    }),
  );
  form.addEventListener('submit', (event) => {
    submits.push({ prevented: event.defaultPrevented });
    event.preventDefault();
  });
  return { container, form, input, requests, navigate, submits, settings };
}

function type(box: Box, text: string): void {
  fireEvent.focus(box.input);
  box.input.value = text;
  fireEvent.input(box.input);
}

const key = (box: Box, name: string): boolean => fireEvent.keyDown(box.input, { key: name });

beforeEach(() => {
  document.body.innerHTML = '';
});
afterEach(() => {
  mounted.splice(0).forEach((unmount) => unmount());
  delete (window as { aws_vars?: unknown }).aws_vars;
  delete (window as { gtag?: unknown }).gtag;
});

describe('LiveSearch combobox', () => {
  it('turns the field into a collapsed ARIA combobox controlling the listbox', () => {
    const box = mountBox();
    const combobox = screen.getByRole('combobox', { name: 'Search' });
    expect(combobox).toBe(box.input);
    expect(combobox.getAttribute('aria-autocomplete')).toBe('list');
    expect(combobox.getAttribute('aria-expanded')).toBe('false');
    expect(combobox.getAttribute('aria-controls')).toBe('aws-search-result-1');
  });

  it('shows the results for a typed term: terms with counts, products with SKU label, price and Sale!', async () => {
    const box = mountBox();
    type(box, 'hood');
    const listbox = await screen.findByRole('listbox', { name: 'Search' });
    expect(box.input.getAttribute('aria-expanded')).toBe('true');
    const options = within(listbox).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      'Hoodies (3)',
      'HoodieIn stockSKU: woo-hoodie£45.00 £42.00Sale!',
      'Hoodie with ZipperIn stock£45.00',
      'View all results',
    ]);
    expect(box.requests).toEqual(['hood']);
  });

  it('places the first answer from the page as last laid out, read before the results are built, and the page never with the drop-down in it', async () => {
    const box = mountBox();
    const dropdown = box.container.querySelector<HTMLElement>('.aws-search-result')!;
    const reads: { options: number; hidden: boolean }[] = [];
    const measure = box.container.getBoundingClientRect.bind(box.container);
    box.container.getBoundingClientRect = () => {
      reads.push({ options: dropdown.querySelectorAll('[role=option]').length, hidden: dropdown.hidden });
      return measure();
    };
    type(box, 'hood');
    await screen.findByRole('listbox');
    expect(reads).toEqual([{ options: 0, hidden: true }]);
    // A newer answer replacing one on screen: the drop-down is hidden while the page is read.
    type(box, 'hoodie');
    await waitFor(() => expect(reads).toHaveLength(2));
    expect(reads[1]!.hidden).toBe(true);
    expect(dropdown.hidden).toBe(false);
  });

  it("renders AWS's highlight markup in titles and SKUs as formatting, and all server HTML sanitised", async () => {
    const box = mountBox();
    type(box, 'hood');
    const listbox = await screen.findByRole('listbox');
    const titles = [...listbox.querySelectorAll('.aws_result_title')];
    expect(titles.map((t) => t.querySelector('strong')?.textContent)).toEqual(['Hood', 'Hood', 'Hood']);
    expect(listbox.textContent).not.toContain('<strong>');
    expect(box.container.querySelector('.aws_result_sku strong')?.textContent).toBe('hood');
    expect(box.container.querySelectorAll('.aws_result_title img, .aws_result_price img, [onerror]')).toHaveLength(0);
    expect((window as { __titleXss?: unknown }).__titleXss).toBeUndefined();
    expect(box.container.querySelector('.aws_top_text')?.innerHTML).toBe('<p>Top picks</p>');
  });

  it('moves the highlight with the arrow keys, Home and End, reflected in aria-activedescendant', async () => {
    const box = mountBox();
    type(box, 'hood');
    const listbox = await screen.findByRole('listbox');
    const options = within(listbox).getAllByRole('option');
    key(box, 'ArrowDown');
    expect(box.input.getAttribute('aria-activedescendant')).toBe(options[0]!.id);
    expect(options[0]!.getAttribute('aria-selected')).toBe('true');
    key(box, 'ArrowDown');
    expect(box.input.getAttribute('aria-activedescendant')).toBe(options[1]!.id);
    key(box, 'End');
    expect(box.input.getAttribute('aria-activedescendant')).toBe(options[3]!.id);
    key(box, 'Home');
    expect(box.input.getAttribute('aria-activedescendant')).toBe(options[0]!.id);
    key(box, 'ArrowUp');
    expect(box.input.getAttribute('aria-activedescendant')).toBe(options[3]!.id);
  });

  it('Enter opens the highlighted product', async () => {
    const box = mountBox();
    type(box, 'hood');
    await screen.findByRole('listbox');
    key(box, 'ArrowDown');
    key(box, 'ArrowDown');
    key(box, 'Enter');
    expect(box.navigate).toHaveBeenCalledWith('http://localhost:3000/product/hoodie/');
    expect(box.submits).toHaveLength(0);
  });

  it('Enter on View all results submits the form to the results page', async () => {
    const box = mountBox();
    type(box, 'hood');
    await screen.findByRole('listbox');
    key(box, 'ArrowUp');
    expect(document.getElementById(box.input.getAttribute('aria-activedescendant')!)?.textContent).toBe('View all results');
    key(box, 'Enter');
    expect(box.submits).toHaveLength(1);
    expect(box.navigate).not.toHaveBeenCalled();
  });

  it('Escape closes the drop-down, a second Escape clears the field', async () => {
    const box = mountBox();
    type(box, 'hood');
    await screen.findByRole('listbox');
    key(box, 'Escape');
    expect(box.input.getAttribute('aria-expanded')).toBe('false');
    expect(box.input.value).toBe('hood');
    key(box, 'Escape');
    expect(box.input.value).toBe('');
    key(box, 'ArrowDown');
    expect(box.input.getAttribute('aria-expanded')).toBe('false');
  });

  it('announces the number of results, or Nothing found, in a polite live region', async () => {
    const box = mountBox();
    type(box, 'hood');
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('3 results available.'));
    expect(screen.getByRole('status').getAttribute('aria-live')).toBe('polite');
    type(box, 'zzzz');
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Nothing found'));
    expect(within(screen.getByRole('listbox')).getByRole('option').textContent).toBe('Nothing found');
  });

  it('uses the labels printed in aws_vars', async () => {
    (window as { aws_vars?: unknown }).aws_vars = { sale: 'Promo!', sku: 'Ref: ', showmore: 'See everything', noresults: 'No luck' };
    const box = mountBox();
    type(box, 'hood');
    const listbox = await screen.findByRole('listbox');
    expect(listbox.textContent).toContain('Ref: woo-hoodie');
    expect(listbox.textContent).toContain('Promo!');
    expect(listbox.textContent).toContain('See everything');
  });
});

describe('LiveSearch form rules', () => {
  it('blocks Enter on an empty field and lets a filled one go to the results page', () => {
    const box = mountBox();
    fireEvent.submit(box.form);
    box.input.value = 'hood';
    fireEvent.submit(box.form);
    expect(box.submits).toEqual([{ prevented: true }, { prevented: false }]);
  });

  it('blocks a field of only spaces (no search for /?s=+++), by Enter and by the search button', () => {
    const box = mountBox();
    box.input.value = '   ';
    fireEvent.submit(box.form);
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(box.submits).toEqual([{ prevented: true }]);
  });

  it('never submits when the results page is off', () => {
    const box = mountBox('data-show-page="false"');
    box.input.value = 'hood';
    fireEvent.submit(box.form);
    expect(box.submits).toEqual([{ prevented: true }]);
  });

  it('makes the search button a keyboard-usable button that submits a filled field', () => {
    const box = mountBox();
    const button = screen.getByRole('button', { name: 'Search' });
    fireEvent.keyDown(button, { key: 'Enter' });
    expect(box.submits).toHaveLength(0);
    box.input.value = 'hood';
    fireEvent.click(button);
    expect(box.submits).toHaveLength(1);
  });
});

describe('LiveSearch clear button, loader and failures', () => {
  it('clears and hides; typing the same term again shows its results again', async () => {
    const box = mountBox();
    type(box, 'hood');
    await screen.findByRole('listbox');
    fireEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(box.input.value).toBe('');
    expect(box.input.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('button', { name: 'Clear search' })).toBeNull();
    type(box, 'hood');
    expect(box.input.getAttribute('aria-expanded')).toBe('true');
    expect(within(screen.getByRole('listbox')).getAllByRole('option')).toHaveLength(4);
  });

  it('shows the loader at the key, as AWS does (before the debounce ends and the request goes out), and hides it after a failure', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    let fail: (error: Error) => void = () => undefined;
    const box = mountBox('data-timeout="101"', () => new Promise((_resolve, reject) => (fail = reject)));
    type(box, 'hood');
    expect(box.requests).toEqual([]);
    expect(box.form.classList.contains('aws-processing')).toBe(true);
    await waitFor(() => expect(box.requests).toEqual(['hood']));
    expect(box.form.classList.contains('aws-processing')).toBe(true);
    fail(new Error('offline'));
    await waitFor(() => expect(box.form.classList.contains('aws-processing')).toBe(false));
    expect(log).toHaveBeenCalledTimes(1);
    expect(log.mock.calls[0]).toEqual(['Request failed: hood', new Error('offline')]);
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('has no loader when show-loader is off', () => {
    const box = mountBox('data-show-loader="false"');
    type(box, 'hood');
    expect(box.form.classList.contains('aws-processing')).toBe(false);
  });
});

describe('LiveSearch page work for an answer', () => {
  /** Spies on an HTMLElement property of the drop-down; restored after the test. */
  const spyOnDropdown = (property: 'offsetHeight' | 'hidden', record: (dropdown: HTMLElement, value?: unknown) => void): void => {
    const own = Object.getOwnPropertyDescriptor(HTMLElement.prototype, property)!;
    const isDropdown = (element: HTMLElement): boolean => element.classList.contains('aws-search-result');
    Object.defineProperty(HTMLElement.prototype, property, {
      configurable: true,
      get(this: HTMLElement) {
        if (property === 'offsetHeight' && isDropdown(this)) record(this);
        return own.get!.call(this);
      },
      ...(own.set ? { set(this: HTMLElement, value: unknown) { if (isDropdown(this)) record(this, value); own.set!.call(this, value); } } : {}),
    });
    restore.push(() => Object.defineProperty(HTMLElement.prototype, property, own));
  };
  const restore: Array<() => void> = [];
  afterEach(() => restore.splice(0).forEach((undo) => undo()));

  it("lays the new results out in the answer's own task (their height read once they are in and shown), so their frame only paints them", async () => {
    const reads: { options: number; hidden: boolean }[] = [];
    spyOnDropdown('offsetHeight', (dropdown) => reads.push({ options: dropdown.querySelectorAll('[role=option]').length, hidden: dropdown.hidden }));
    const box = mountBox();
    type(box, 'hood');
    await screen.findByRole('listbox');
    expect(reads).toEqual([{ options: 4, hidden: false }]);
  });

  it('places a drop-down that opens without hiding it again first (that would make the page work its style out anew)', async () => {
    const sets: unknown[] = [];
    // What the drop-down is set to from the answer on.
    const box = mountBox(undefined, async () => (sets.splice(0), sanitizeResults(HOOD)));
    spyOnDropdown('hidden', (_dropdown, value) => sets.push(value));
    type(box, 'hood');
    await screen.findByRole('listbox');
    expect(sets).toEqual([false, false]);
  });
});

describe('LiveSearch events and analytics', () => {
  it('fires awsLoaded, awsShowingResults, awsNoResults and awsResultsHidden with {term, instance, form, data}', async () => {
    const seen: { type: string; term: string; instance: number; url: string }[] = [];
    const record = (event: Event): void => {
      const detail = (event as CustomEvent<{ term: string; instance: number; data: BoxSettings }>).detail;
      seen.push({ type: event.type, term: detail.term, instance: detail.instance, url: detail.data.url });
    };
    for (const name of ['awsLoaded', 'awsShowingResults', 'awsNoResults', 'awsResultsHidden']) document.addEventListener(name, record);
    const box = mountBox();
    type(box, 'zzzz');
    await screen.findByRole('listbox');
    key(box, 'Escape');
    expect(seen).toEqual([
      { type: 'awsLoaded', term: '', instance: 1, url: '/?wc-ajax=aws_action' },
      { type: 'awsShowingResults', term: 'zzzz', instance: 1, url: '/?wc-ajax=aws_action' },
      { type: 'awsNoResults', term: 'zzzz', instance: 1, url: '/?wc-ajax=aws_action' },
      { type: 'awsResultsHidden', term: 'zzzz', instance: 1, url: '/?wc-ajax=aws_action' },
    ]);
    for (const name of ['awsLoaded', 'awsShowingResults', 'awsNoResults', 'awsResultsHidden']) document.removeEventListener(name, record);
  });

  it('fires awsShowingResults and awsNoResults once per answer shown, not on every keystroke', async () => {
    const seen: string[] = [];
    const record = (event: Event): void => {
      seen.push(`${event.type} ${(event as CustomEvent<{ term: string }>).detail.term}`);
    };
    for (const name of ['awsShowingResults', 'awsNoResults']) document.addEventListener(name, record);
    // A back end that ANDs words: 'qxzv …' is not sent again once 'qxzv' found nothing.
    const box = mountBox('data-timeout="101" data-search-logic="and"');
    type(box, 'qxzv');
    await screen.findByRole('option', { name: 'Nothing found' });
    for (const more of ['qxzv ', 'qxzv h', 'qxzv ho', 'qxzv hoo']) type(box, more);
    expect(box.requests).toEqual(['qxzv']);
    expect(screen.getByRole('option', { name: 'Nothing found' })).toBeTruthy();
    type(box, 'hood');
    await screen.findByRole('option', { name: /^Hoodies/ });
    // The events fire from an effect after the answer is on screen: wait for them, never for time. The list
    // only grows, so an event fired on a keystroke in between would keep it from ever equalling this.
    await waitFor(() => expect(seen).toEqual(['awsShowingResults qxzv', 'awsNoResults qxzv', 'awsShowingResults hood']));
    for (const name of ['awsShowingResults', 'awsNoResults']) document.removeEventListener(name, record);
  });

  it("sends every term when the back end's search logic is not known to AND", async () => {
    const box = mountBox();
    type(box, 'qxzv');
    await screen.findByRole('option', { name: 'Nothing found' });
    type(box, 'qxzv hood');
    await waitFor(() => expect(box.requests).toEqual(['qxzv', 'qxzv hood']));
  });

  it('sends analytics once per uncached term when use-analytics is on', async () => {
    const gtag = vi.fn();
    (window as { gtag?: unknown }).gtag = gtag;
    const box = mountBox('data-timeout="101" data-use-analytics="true"');
    type(box, 'zzzz');
    await screen.findByRole('listbox');
    type(box, 'zzz');
    await waitFor(() => expect(box.requests).toEqual(['zzzz', 'zzz']));
    await waitFor(() => expect(gtag.mock.calls.filter((c) => c[1] === 'page_view')).toHaveLength(2));
    // A cached term: shown at once, and no request however long the clock runs.
    vi.useFakeTimers();
    type(box, 'zzzz');
    expect(box.input.getAttribute('aria-expanded')).toBe('true');
    await vi.advanceTimersByTimeAsync(1000);
    vi.useRealTimers();
    expect(box.requests).toEqual(['zzzz', 'zzz']);
    expect(gtag.mock.calls.filter((c) => c[1] === 'page_view').map((c) => c[2])).toEqual([
      { page_path: '/?s=ajax-search%3Azzzz', page_title: 'AWS search' },
      { page_path: '/?s=ajax-search%3Azzz', page_title: 'AWS search' },
    ]);
    expect(gtag).toHaveBeenCalledWith('event', 'aws_search', { aws_search_term: 'zzzz', aws_has_results: false });
    expect(gtag).toHaveBeenCalledWith('event', 'aws_search_no_results', { aws_search_term: 'zzzz' });
    expect(gtag).toHaveBeenCalledWith('event', 'search', { search_term: 'zzzz' });
  });

  it('sends no analytics when use-analytics is off', async () => {
    const gtag = vi.fn();
    (window as { gtag?: unknown }).gtag = gtag;
    const box = mountBox();
    type(box, 'hood');
    await screen.findByRole('listbox');
    expect(gtag).not.toHaveBeenCalled();
  });
});

describe('LiveSearch with several boxes', () => {
  it('keeps each box its own settings and results', async () => {
    const first = mountBox('data-timeout="101" data-min-chars="1"');
    const second = mountBox('data-timeout="101" data-min-chars="5"');
    type(first, 'hood');
    type(second, 'hood');
    await waitFor(() => expect(first.input.getAttribute('aria-expanded')).toBe('true'));
    expect(second.requests).toEqual([]);
    expect(second.input.getAttribute('aria-expanded')).toBe('false');
    expect(first.input.getAttribute('aria-controls')).not.toBe(second.input.getAttribute('aria-controls'));
  });
});

describe('LiveSearch mobile overlay', () => {
  const narrow = (matches: boolean): void => {
    window.matchMedia = ((query: string) => ({ matches, media: query }) as MediaQueryList) as typeof window.matchMedia;
  };
  afterEach(() => {
    delete (window as { matchMedia?: unknown }).matchMedia;
  });

  it('opens a full-screen modal dialog on focus in a narrow viewport; the close button closes it', async () => {
    narrow(true);
    const box = mountBox('data-timeout="101" data-mobile-screen="true"');
    const home = box.container.parentElement;
    fireEvent.focus(box.input);
    const dialog = await screen.findByRole('dialog', { name: 'Search' });
    expect(dialog).toBe(box.container);
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.body.classList.contains('aws-overlay')).toBe(true);
    expect(document.activeElement).toBe(box.input);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(box.container.parentElement).toBe(home);
    expect(document.body.classList.contains('aws-overlay')).toBe(false);
  });

  it('closes with Escape and with Back', async () => {
    narrow(true);
    const box = mountBox('data-timeout="101" data-mobile-screen="true"');
    type(box, 'hood');
    await screen.findByRole('listbox');
    await screen.findByRole('dialog');
    key(box, 'Escape');
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.blur(box.input);
    fireEvent.focus(box.input);
    expect(await screen.findByRole('dialog')).toBeTruthy();
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('reopens on a tap in the field after Close or Escape, and typing then searches in the overlay', async () => {
    narrow(true);
    const box = mountBox('data-timeout="101" data-mobile-screen="true"');
    fireEvent.focus(box.input);
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(box.input);
    fireEvent.click(box.input);
    expect(await screen.findByRole('dialog', { name: 'Search' })).toBe(box.container);
    key(box, 'Escape');
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(box.input);
    expect(await screen.findByRole('dialog')).toBe(box.container);
    box.input.value = 'hood';
    fireEvent.input(box.input);
    expect(await within(screen.getByRole('dialog')).findByRole('listbox')).toBeTruthy();
  });

  it('typing in the field after closing the overlay opens it again: never an inline drop-down', async () => {
    narrow(true);
    const box = mountBox('data-timeout="101" data-mobile-screen="true"');
    fireEvent.focus(box.input);
    await screen.findByRole('dialog');
    key(box, 'Escape');
    expect(screen.queryByRole('dialog')).toBeNull();
    box.input.value = 'hood';
    fireEvent.input(box.input);
    const dialog = await screen.findByRole('dialog', { name: 'Search' });
    expect(await within(dialog).findByRole('listbox')).toBeTruthy();
  });

  it('closed before its code arrives, the overlay never opens', async () => {
    narrow(true);
    const box = mountBox('data-timeout="101" data-mobile-screen="true"');
    const home = box.container.parentElement;
    fireEvent.focus(box.input);
    key(box, 'Escape');
    // Once the overlay's code has surely arrived (a second opening shows it), the first one left no trace.
    fireEvent.click(box.input);
    await screen.findByRole('dialog');
    key(box, 'Escape');
    expect(box.container.parentElement).toBe(home);
    expect(document.querySelectorAll('.aws-placement-container')).toHaveLength(0);
    expect(document.body.classList.contains('aws-overlay')).toBe(false);
  });

  it('stays inline in a wide viewport or when mobile-screen is off', () => {
    narrow(false);
    const wide = mountBox('data-mobile-screen="true"');
    fireEvent.focus(wide.input);
    narrow(true);
    const off = mountBox('data-mobile-screen="false"');
    fireEvent.focus(off.input);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
