/**
 * One search box's request logic: term cleaning, min-chars, debounce, a per-box cache, known-miss
 * prefix skipping (only for a back end that ANDs words) and stale-request handling. It holds no DOM;
 * it reports what happened as reducer actions.
 */
import { LatestRequest } from '@shop-islands/core';
import { hasResults, type SearchResults } from '../response.ts';
import type { SearchAction } from './state.ts';
import { cleanTerm, debounceDelay } from './term.ts';

export interface SessionOptions {
  /** Performs the request; rejects when it fails or is aborted through `signal`. */
  readonly search: (term: string, signal: AbortSignal) => Promise<SearchResults>;
  readonly minChars: number;
  /** The box's configured `data-timeout`, in ms. */
  readonly timeoutMs: number;
  /**
   * The back end matches only products having every word (AND logic), so a term that extends one
   * that found nothing cannot find anything either. Off when the logic is OR or unknown.
   */
  readonly andLogic: boolean;
  readonly onAction: (action: SearchAction) => void;
  /** An answer for an uncached term came back from the server (analytics). */
  readonly onFetched: (term: string, results: SearchResults) => void;
  /** The request for the current term failed (not when it was replaced by a newer one). */
  readonly onFailed: (term: string, error: unknown) => void;
}

/** A letter or digit: a prefix without one (say '#') has no word to AND, so its miss tells nothing. */
const WORD = /[\p{L}\p{N}]/u;

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

  /**
   * With AND logic, a shorter prefix of `term` that has a word and found nothing: its answer (the
   * same object, so the box goes on showing the same answer rather than a new one).
   */
  private knownMiss(term: string): SearchResults | undefined {
    if (!this.options.andLogic) return undefined;
    for (const [known, results] of this.cache) {
      if (term.startsWith(known) && WORD.test(known) && !hasResults(results)) return results;
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
