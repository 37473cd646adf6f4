/**
 * The search box state machine (SPEC 4.2), as a pure reducer:
 * idle (nothing to show) → processing (from the key: the debounce, then the request; the loader shows from the key, as
 * AWS's does, so its frame is drawn while the debounce waits, never beside the request or its answer) → shown (drop-down open) ⇄ hidden (closed by Escape or a click elsewhere, results kept).
 * The mobile overlay is orthogonal.
 */
import type { SearchResults } from '../response.ts';

export type SearchStatus = 'idle' | 'processing' | 'shown' | 'hidden';

export interface SearchState {
  /** The cleaned term the box is searching for or showing. */
  readonly term: string;
  readonly status: SearchStatus;
  /** Results for `term` (while processing: the previous term's, still on screen as AWS does). */
  readonly results: SearchResults | null;
  /** Index into searchOptions(results), or -1 when nothing is highlighted. */
  readonly highlighted: number;
  /** The mobile full-screen overlay is open. */
  readonly overlay: boolean;
}

export type HighlightMove = 'next' | 'previous' | 'first' | 'last' | number;

export type SearchAction =
  | { readonly type: 'searching'; readonly term: string }
  | { readonly type: 'received'; readonly term: string; readonly results: SearchResults }
  | { readonly type: 'tooShort'; readonly term: string }
  | { readonly type: 'failed'; readonly term: string }
  | { readonly type: 'cleared' }
  | { readonly type: 'closed' }
  | { readonly type: 'opened' }
  | { readonly type: 'highlight'; readonly move: HighlightMove; readonly count: number }
  | { readonly type: 'overlay'; readonly open: boolean };

export const initialSearchState: SearchState = { term: '', status: 'idle', results: null, highlighted: -1, overlay: false };

/** The drop-down is on screen. */
export function isOpen(state: SearchState): boolean {
  return state.results !== null && state.status !== 'idle' && state.status !== 'hidden';
}

function moveHighlight(current: number, move: HighlightMove, count: number): number {
  if (count === 0) return -1;
  if (typeof move === 'number') return move >= 0 && move < count ? move : -1;
  switch (move) {
    case 'first':
      return 0;
    case 'last':
      return count - 1;
    case 'next':
      return current < 0 || current >= count - 1 ? 0 : current + 1;
    case 'previous':
      return current <= 0 ? count - 1 : current - 1;
  }
}

export function searchReducer(state: SearchState, action: SearchAction): SearchState {
  switch (action.type) {
    case 'searching':
      return { ...state, term: action.term, status: 'processing', highlighted: -1 };
    // The session drops answers for old terms, so whatever arrives here is for the current term.
    case 'received':
      return { ...state, term: action.term, status: 'shown', results: action.results, highlighted: -1 };
    case 'tooShort':
    case 'failed':
      return { ...state, term: action.term, status: 'idle', results: null, highlighted: -1 };
    case 'cleared':
      return { ...initialSearchState, overlay: state.overlay };
    case 'closed':
      return isOpen(state) ? { ...state, status: 'hidden', highlighted: -1 } : state;
    case 'opened':
      return state.status === 'hidden' ? { ...state, status: 'shown' } : state;
    case 'highlight': {
      if (state.results === null || state.status === 'idle') return state;
      const status = state.status === 'hidden' ? 'shown' : state.status;
      return { ...state, status, highlighted: moveHighlight(state.highlighted, action.move, action.count) };
    }
    case 'overlay':
      return { ...state, overlay: action.open };
  }
}
