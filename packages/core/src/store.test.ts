import { describe, expect, it } from 'vitest';
import { createStore, type Step } from './store.ts';

type State = { readonly count: number; readonly saved: number | null };
type Action = { type: 'add'; by: number } | { type: 'save' } | { type: 'saved'; value: number } | { type: 'noop' };
type Effect = { type: 'persist'; value: number };

function counter(state: State, action: Action): Step<State, Effect> {
  switch (action.type) {
    case 'add':
      return { state: { ...state, count: state.count + action.by } };
    case 'save':
      return { state, effects: [{ type: 'persist', value: state.count }] };
    case 'saved':
      return { state: { ...state, saved: action.value } };
    case 'noop':
      return { state };
  }
}

describe('createStore', () => {
  it('keeps the state the reducer returns and tells subscribers only when it changed', () => {
    const store = createStore(counter, { count: 0, saved: null });
    const seen: number[] = [];
    const stop = store.subscribe(() => seen.push(store.getState().count));
    store.dispatch({ type: 'add', by: 2 });
    store.dispatch({ type: 'noop' });
    store.dispatch({ type: 'add', by: 3 });
    stop();
    store.dispatch({ type: 'add', by: 1 });
    expect(seen).toEqual([2, 5]);
    expect(store.getState().count).toBe(6);
  });

  it('hands effects to the runner as data, and the runner can dispatch what came of them', () => {
    const persisted: number[] = [];
    const store = createStore<State, Action, Effect>(counter, { count: 4, saved: null }, (effect, dispatch) => {
      persisted.push(effect.value);
      dispatch({ type: 'saved', value: effect.value });
    });
    store.dispatch({ type: 'save' });
    expect(persisted).toEqual([4]);
    expect(store.getState()).toEqual({ count: 4, saved: 4 });
  });

  it('lets subscribers see the new state before the effects run', () => {
    const order: string[] = [];
    const store = createStore<State, Action, Effect>(
      (state, action) => (action.type === 'add' ? { state: { ...state, count: state.count + 1 }, effects: [{ type: 'persist', value: 1 }] } : { state }),
      { count: 0, saved: null },
      () => order.push('effect'),
    );
    store.subscribe(() => order.push(`listener ${store.getState().count}`));
    store.dispatch({ type: 'add', by: 1 });
    expect(order).toEqual(['listener 1', 'effect']);
  });
});
