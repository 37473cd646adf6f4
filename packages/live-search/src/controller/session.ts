/**
 * One search box's request logic: term cleaning, min-chars, debounce, a per-box cache, known-miss
 * prefix skipping (only for a back end that ANDs words) and stale-request handling. It holds no DOM;
 * it reports what happened as reducer actions.
 */
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

export interface SearchSession {
  /** The field's value changed (typing, pasting, a forced search). */
  input(raw: string): void;
  /** The clear button: forget the current term so typing it again searches again. */
  clear(): void;
  dispose(): void;
}

/** A box's session: a closure, so that its private parts minify (a class's member names would not). */
export function createSearchSession(options: SessionOptions): SearchSession {
  const { onAction } = options;
  const cache = new Map<string, SearchResults>();
  let current = '';
  let timer: ReturnType<typeof setTimeout> | undefined;
  /** The request in flight: a newer term aborts it. */
  let request: AbortController | undefined;

  /**
   * With AND logic, a shorter prefix of `term` that has a word and found nothing: its answer (the
   * same object, so the box goes on showing the same answer rather than a new one).
   */
  const knownMiss = (term: string): SearchResults | undefined => {
    if (options.andLogic) for (const [known, results] of cache) if (term.startsWith(known) && WORD.test(known) && !hasResults(results)) return results;
    return undefined;
  };

  const cancelPending = (): void => {
    clearTimeout(timer);
    request?.abort();
  };

  const fetch = async (term: string): Promise<void> => {
    const { signal } = (request = new AbortController());
    // Nothing runs between the debounce's end and the request: the view showed the wait (its loader) at the key.
    try {
      const results = await options.search(term, signal);
      cache.set(term, results);
      if (term !== current) return;
      onAction({ type: 'received', term, results });
      options.onFetched(term, results);
    } catch (error) {
      if (signal.aborted || term !== current) return;
      onAction({ type: 'failed', term });
      options.onFailed(term, error);
    }
  };

  const clear = (): void => {
    current = '';
    cancelPending();
    onAction({ type: 'cleared' });
  };

  return {
    input(raw) {
      const term = cleanTerm(raw);
      if (term === current) return;
      if (term === '') return clear();
      current = term;
      cancelPending();
      const cached = cache.get(term) ?? knownMiss(term);
      if (cached) {
        cache.set(term, cached);
        onAction({ type: 'received', term, results: cached });
      } else if (term.length < options.minChars) onAction({ type: 'tooShort', term });
      else {
        // The debounce counts from the key: it starts before the view's work for the wait.
        timer = setTimeout(() => void fetch(term), debounceDelay(options.timeoutMs));
        onAction({ type: 'searching', term });
      }
    },
    clear,
    dispose: cancelPending,
  };
}
