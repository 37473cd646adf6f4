// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SearchResults } from '../response.ts';
import { createSearchSession, type SearchSession, type SessionOptions } from './session.ts';
import type { SearchAction } from './state.ts';
import { NO_HTML, type SafeHtml } from '@shop-islands/core';

const product = (title: string): SearchResults['products'][number] => ({
  link: `/product/${title.toLowerCase()}/`,
  title: title as SafeHtml,
  image: '',
  featured: false,
  stock: null,
  sku: NO_HTML,
  excerpt: NO_HTML,
  price: NO_HTML,
  onSale: false,
});
const found = (...titles: string[]): SearchResults => ({ topText: NO_HTML, notices: [], topResults: {}, tax: {}, products: titles.map(product) });
const nothing = (): SearchResults => found();

interface Harness {
  session: SearchSession;
  actions: SearchAction[];
  requests: { term: string; signal: AbortSignal; resolve: (r: SearchResults) => void; reject: (e: unknown) => void }[];
  fetched: string[];
  failed: string[];
}

function harness(overrides: Partial<SessionOptions> = {}): Harness {
  const h: Harness = { session: undefined as unknown as SearchSession, actions: [], requests: [], fetched: [], failed: [] };
  h.session = createSearchSession({
    search: (term, signal) =>
      new Promise<SearchResults>((resolve, reject) => {
        h.requests.push({ term, signal, resolve, reject });
      }),
    minChars: 1,
    timeoutMs: 300,
    andLogic: false,
    onAction: (action) => h.actions.push(action),
    onFetched: (term) => h.fetched.push(term),
    onFailed: (term) => h.failed.push(term),
    ...overrides,
  });
  return h;
}

/** Types `word` one key at a time, `gapMs` apart, as a shopper would. */
async function type(h: Harness, word: string, gapMs: number, from = ''): Promise<void> {
  for (let i = 1; i <= word.length; i += 1) {
    h.session.input(from + word.slice(0, i));
    await vi.advanceTimersByTimeAsync(gapMs);
  }
}

/** Types `term`, waits out the debounce and answers its request with `results`. */
async function answer(h: Harness, term: string, results: SearchResults): Promise<void> {
  h.session.input(term);
  await vi.advanceTimersByTimeAsync(300);
  h.requests.at(-1)!.resolve(results);
  await vi.advanceTimersByTimeAsync(0);
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('SearchSession debounce', () => {
  it('sends one request for a word typed at 100 ms per key, 300 ms after the last key', async () => {
    const h = harness();
    await type(h, 'hoodie', 100);
    expect(h.requests).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(199);
    expect(h.requests).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(h.requests.map((r) => r.term)).toEqual(['hoodie']);
  });

  it('uses the configured timeout when it is above 100 ms, and 300 ms otherwise', async () => {
    const slow = harness({ timeoutMs: 600 });
    slow.session.input('hood');
    await vi.advanceTimersByTimeAsync(599);
    expect(slow.requests).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(slow.requests).toHaveLength(1);

    const tooFast = harness({ timeoutMs: 50 });
    tooFast.session.input('hood');
    await vi.advanceTimersByTimeAsync(299);
    expect(tooFast.requests).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(tooFast.requests).toHaveLength(1);
  });

  it('reports the wait (the loader) at the key, and nothing more when the request goes out', async () => {
    const h = harness();
    h.session.input('hood');
    expect(h.actions).toEqual([{ type: 'searching', term: 'hood' }]);
    await vi.advanceTimersByTimeAsync(300);
    expect(h.requests).toHaveLength(1);
    expect(h.actions).toEqual([{ type: 'searching', term: 'hood' }]);
  });

  it('starts the debounce before the view hears of the wait', async () => {
    const seen: { action: SearchAction['type']; timers: number; requests: number }[] = [];
    const h: Harness = harness({ onAction: (action) => seen.push({ action: action.type, timers: vi.getTimerCount(), requests: h.requests.length }) });
    h.session.input('hood');
    await vi.advanceTimersByTimeAsync(300);
    expect(seen).toEqual([{ action: 'searching', timers: 1, requests: 0 }]);
    expect(h.requests).toHaveLength(1);
  });
});

describe('SearchSession terms', () => {
  it('cleans the term before sending it: brackets and slashes stripped, whitespace collapsed, trimmed', async () => {
    const h = harness();
    h.session.input('  <hood>  {with}\t[logo]/\\ ');
    await vi.advanceTimersByTimeAsync(300);
    expect(h.requests.map((r) => r.term)).toEqual(['hood with logo']);
  });

  it('sends nothing for a term shorter than min-chars', async () => {
    const h = harness({ minChars: 3 });
    h.session.input('ho');
    await vi.advanceTimersByTimeAsync(1000);
    expect(h.requests).toHaveLength(0);
    expect(h.actions).toEqual([{ type: 'tooShort', term: 'ho' }]);
  });

  it('hides the results when the field is emptied', async () => {
    const h = harness();
    h.session.input('hood');
    h.session.input('   ');
    await vi.advanceTimersByTimeAsync(1000);
    expect(h.requests).toHaveLength(0);
    expect(h.actions.at(-1)).toEqual({ type: 'cleared' });
  });

  it('ignores input that does not change the cleaned term (a keyup without a change)', async () => {
    const h = harness();
    h.session.input('hood');
    h.session.input('hood ');
    expect(h.actions).toHaveLength(1);
  });
});

describe('SearchSession stale requests', () => {
  it('aborts the earlier request when the term changes', async () => {
    const h = harness();
    h.session.input('hood');
    await vi.advanceTimersByTimeAsync(300);
    h.session.input('hoodie');
    expect(h.requests[0]!.signal.aborted).toBe(true);
    await vi.advanceTimersByTimeAsync(300);
    expect(h.requests.map((r) => [r.term, r.signal.aborted])).toEqual([
      ['hood', true],
      ['hoodie', false],
    ]);
  });

  it('drops a late answer for an old term', async () => {
    const h = harness({ search: (term) => new Promise((resolve) => setTimeout(() => resolve(found(`${term} result`)), term === 'hood' ? 500 : 10)) });
    h.session.input('hood');
    await vi.advanceTimersByTimeAsync(300);
    h.session.input('hoodie');
    await vi.advanceTimersByTimeAsync(1000);
    const received = h.actions.filter((a) => a.type === 'received');
    expect(received).toEqual([{ type: 'received', term: 'hoodie', results: found('hoodie result') }]);
    expect(h.fetched).toEqual(['hoodie']);
  });

  it('reports a failed request for the current term, but not an aborted one', async () => {
    const h = harness();
    h.session.input('hood');
    await vi.advanceTimersByTimeAsync(300);
    h.requests[0]!.reject(new Error('offline'));
    await vi.advanceTimersByTimeAsync(0);
    expect(h.failed).toEqual(['hood']);
    expect(h.actions.at(-1)).toEqual({ type: 'failed', term: 'hood' });

    h.session.input('beanie');
    await vi.advanceTimersByTimeAsync(300);
    h.session.input('cap');
    h.requests[1]!.reject(new Error('aborted'));
    await vi.advanceTimersByTimeAsync(0);
    expect(h.failed).toEqual(['hood']);
  });
});

describe('SearchSession cache', () => {
  it('shows a cached term at once, with no request and no debounce wait', async () => {
    const h = harness();
    h.session.input('hood');
    await vi.advanceTimersByTimeAsync(300);
    h.requests[0]!.resolve(found('Hoodie'));
    await vi.advanceTimersByTimeAsync(0);
    h.session.input('hoodie');
    h.session.input('hood');
    expect(h.actions.at(-1)).toEqual({ type: 'received', term: 'hood', results: found('Hoodie') });
    await vi.advanceTimersByTimeAsync(1000);
    expect(h.requests.map((r) => r.term)).toEqual(['hood']);
    expect(h.fetched).toEqual(['hood']);
  });

  it('keeps one cache per box', async () => {
    const first = harness();
    const second = harness();
    first.session.input('hood');
    await vi.advanceTimersByTimeAsync(300);
    first.requests[0]!.resolve(found('Hoodie'));
    await vi.advanceTimersByTimeAsync(0);
    second.session.input('hood');
    await vi.advanceTimersByTimeAsync(300);
    expect(second.requests.map((r) => r.term)).toEqual(['hood']);
  });

  it('with a back end that ANDs words, skips a term whose shorter prefix found nothing, showing that same answer', async () => {
    const h = harness({ andLogic: true });
    const miss = nothing();
    await answer(h, 'qwx', miss);
    h.session.input('qwxz');
    h.session.input('qwxz hoodie');
    await vi.advanceTimersByTimeAsync(1000);
    expect(h.requests).toHaveLength(1);
    const received = h.actions.filter((a) => a.type === 'received');
    expect(received.map((a) => a.term)).toEqual(['qwx', 'qwxz', 'qwxz hoodie']);
    for (const action of received) expect(action.results).toBe(miss);
  });

  it('sends a term extending a known miss when the logic is OR or unknown (any word may match)', async () => {
    const h = harness();
    await answer(h, 'qwx', nothing());
    h.session.input('qwx hoodie');
    await vi.advanceTimersByTimeAsync(300);
    expect(h.requests.map((r) => r.term)).toEqual(['qwx', 'qwx hoodie']);
  });

  it('with AND logic, still sends a term extending a miss that had no word in it', async () => {
    const h = harness({ andLogic: true });
    await answer(h, '#', nothing());
    h.session.input('#hood');
    await vi.advanceTimersByTimeAsync(300);
    expect(h.requests.map((r) => r.term)).toEqual(['#', '#hood']);
  });

  it('still searches when the shorter prefix found something', async () => {
    const h = harness();
    h.session.input('hood');
    await vi.advanceTimersByTimeAsync(300);
    h.requests[0]!.resolve(found('Hoodie'));
    await vi.advanceTimersByTimeAsync(0);
    h.session.input('hoodie');
    await vi.advanceTimersByTimeAsync(300);
    expect(h.requests.map((r) => r.term)).toEqual(['hood', 'hoodie']);
  });

  it('after the clear button, typing the same term shows its results again', async () => {
    const h = harness();
    h.session.input('hood');
    await vi.advanceTimersByTimeAsync(300);
    h.requests[0]!.resolve(found('Hoodie'));
    await vi.advanceTimersByTimeAsync(0);
    h.session.clear();
    expect(h.actions.at(-1)).toEqual({ type: 'cleared' });
    h.session.input('hood');
    expect(h.actions.at(-1)).toEqual({ type: 'received', term: 'hood', results: found('Hoodie') });
  });

  it('clearing cancels a pending search', async () => {
    const h = harness();
    h.session.input('hood');
    h.session.clear();
    await vi.advanceTimersByTimeAsync(1000);
    expect(h.requests).toHaveLength(0);
  });
});
