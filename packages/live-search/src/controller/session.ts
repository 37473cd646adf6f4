/**
 * One search box's request logic: term cleaning, min-chars, debounce, a per-box cache, known-miss
 * prefix skipping and stale-request handling. It holds no DOM; it reports what happened as reducer actions.
 */
import { LatestRequest, NO_HTML } from '@shop-islands/core';
import { hasResults, type SearchResults } from '../response.ts';
import type { SearchAction } from './state.ts';
import { cleanTerm, debounceDelay } from './term.ts';

export interface SessionOptions {
  /** Performs the request; rejects when it fails or is aborted through `signal`. */
  readonly search: (term: string, signal: AbortSignal) => Promise<SearchResults>;
  readonly minChars: number;
  /** The box's configured `data-timeout`, in ms. */
  readonly timeoutMs: number;
  readonly onAction: (action: SearchAction) => void;
  /** An answer for an uncached term came back from the server (analytics). */
  readonly onFetched: (term: string, results: SearchResults) => void;
  /** The request for the current term failed (not when it was replaced by a newer one). */
  readonly onFailed: (term: string, error: unknown) => void;
}

const EMPTY_RESULTS: SearchResults = { topText: NO_HTML, notices: [], topResults: {}, tax: {}, products: [] };

export class SearchSession {
  private readonly cache = new Map<string, SearchResults>();
  private readonly latest = new LatestRequest();
  private current = '';
  private timer: ReturnType<typeof setTimeout> | null = null;

  constructor(private readonly options: SessionOptions) {}

  /** The field's value changed (typing, pasting, a forced search). */
  input(raw: string): void {
    const term = cleanTerm(raw);
    if (term === this.current) return;
    this.current = term;
    this.cancelPending();
    if (term === '') {
      this.options.onAction({ type: 'cleared' });
      return;
    }
    const cached = this.cache.get(term) ?? this.knownMiss(term);
    if (cached) {
      this.cache.set(term, cached);
      this.options.onAction({ type: 'received', term, results: cached });
      return;
    }
    if (term.length < this.options.minChars) {
      this.options.onAction({ type: 'tooShort', term });
      return;
    }
    this.options.onAction({ type: 'searching', term });
    this.timer = setTimeout(() => void this.fetch(term), debounceDelay(this.options.timeoutMs));
  }

  /** The clear button: forget the current term so typing it again searches again. */
  clear(): void {
    this.current = '';
    this.cancelPending();
    this.options.onAction({ type: 'cleared' });
  }

  dispose(): void {
    this.cancelPending();
  }

  /** A shorter prefix of `term` already found nothing, so `term` cannot find anything either. */
  private knownMiss(term: string): SearchResults | undefined {
    for (const [known, results] of this.cache) {
      if (term.startsWith(known) && !hasResults(results)) return EMPTY_RESULTS;
    }
    return undefined;
  }

  private cancelPending(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
    this.latest.cancel();
  }

  private async fetch(term: string): Promise<void> {
    this.timer = null;
    const signal = this.latest.next();
    this.options.onAction({ type: 'sent', term });
    try {
      const results = await this.options.search(term, signal);
      this.cache.set(term, results);
      if (term !== this.current) return;
      this.options.onAction({ type: 'received', term, results });
      this.options.onFetched(term, results);
    } catch (error) {
      if (signal.aborted || term !== this.current) return;
      this.options.onAction({ type: 'failed', term });
      this.options.onFailed(term, error);
    }
  }
}
