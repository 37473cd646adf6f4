// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { SearchResults } from '../response.ts';
import { initialSearchState, isOpen, searchReducer, type SearchAction, type SearchState } from './state.ts';
import { NO_HTML } from '@shop-islands/core';

const results: SearchResults = { topText: NO_HTML, notices: [], topResults: {}, tax: {}, products: [] };
const run = (actions: SearchAction[], from: SearchState = initialSearchState): SearchState => actions.reduce(searchReducer, from);
const shown = run([{ type: 'searching', term: 'hood' }, { type: 'received', term: 'hood', results }]);

describe('searchReducer', () => {
  it('goes idle → processing (from the key: the loader) → shown, opening the drop-down', () => {
    const processing = run([{ type: 'searching', term: 'hood' }]);
    expect(processing.status).toBe('processing');
    expect(isOpen(processing)).toBe(false);
    expect(shown.status).toBe('shown');
    expect(isOpen(shown)).toBe(true);
  });

  it('keeps the previous results on screen while the next term is processing', () => {
    const processing = run([{ type: 'searching', term: 'hoodie' }], shown);
    expect(processing.status).toBe('processing');
    expect(isOpen(processing)).toBe(true);
    expect(processing.results).toBe(shown.results);
  });

  it('moves the highlight down and up, wrapping at both ends', () => {
    const moves = (...list: SearchAction[]): number[] => {
      const seen: number[] = [];
      list.reduce((s, a) => {
        const n = searchReducer(s, a);
        seen.push(n.highlighted);
        return n;
      }, shown);
      return seen;
    };
    const next: SearchAction = { type: 'highlight', move: 'next', count: 3 };
    const previous: SearchAction = { type: 'highlight', move: 'previous', count: 3 };
    expect(moves(next, next, next, next)).toEqual([0, 1, 2, 0]);
    expect(moves(previous, previous, next)).toEqual([2, 1, 2]);
    expect(moves({ type: 'highlight', move: 'last', count: 3 }, { type: 'highlight', move: 'first', count: 3 })).toEqual([2, 0]);
  });

  it('highlights nothing when there is nothing to highlight', () => {
    expect(run([{ type: 'highlight', move: 'next', count: 0 }], shown).highlighted).toBe(-1);
    expect(run([{ type: 'highlight', move: 'next', count: 3 }]).highlighted).toBe(-1);
  });

  it('Escape closes the drop-down and clears the highlight; ArrowDown reopens it', () => {
    const closed = run([{ type: 'highlight', move: 'next', count: 3 }, { type: 'closed' }], shown);
    expect(isOpen(closed)).toBe(false);
    expect(closed.highlighted).toBe(-1);
    const reopened = run([{ type: 'highlight', move: 'next', count: 3 }], closed);
    expect(isOpen(reopened)).toBe(true);
    expect(reopened.highlighted).toBe(0);
  });

  it('focus reopens hidden results but never opens an idle box', () => {
    expect(isOpen(run([{ type: 'closed' }, { type: 'opened' }], shown))).toBe(true);
    expect(isOpen(run([{ type: 'opened' }]))).toBe(false);
  });

  it('a new term drops the highlight', () => {
    const state = run([{ type: 'highlight', move: 'next', count: 3 }, { type: 'searching', term: 'hoodie' }], shown);
    expect(state.highlighted).toBe(-1);
  });

  it('clearing, a short term or a failure hides the drop-down and the loader', () => {
    for (const action of [{ type: 'cleared' }, { type: 'tooShort', term: 'h' }, { type: 'failed', term: 'hood' }] as SearchAction[]) {
      const state = run([action], shown);
      expect(isOpen(state)).toBe(false);
      expect(state.status).toBe('idle');
    }
  });

  it('keeps the overlay open across a clear', () => {
    const state = run([{ type: 'overlay', open: true }, { type: 'cleared' }], shown);
    expect(state.overlay).toBe(true);
  });
});
