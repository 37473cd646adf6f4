/**
 * The one state pattern of Shop Islands (after buy-now's frame bridge): a pure step function turns
 * (state, action) into the next state plus effects *as data*; the store keeps the state, tells
 * subscribers, and hands each effect to a runner that does the I/O and may dispatch again.
 * Reducers stay pure and are tested without a DOM; runners are thin.
 */

/** What a step returns: the next state (return the same object when nothing changed) and what to do. */
export interface Step<State, Effect> {
  readonly state: State;
  readonly effects?: readonly Effect[];
}

export type Reducer<State, Action, Effect> = (state: State, action: Action) => Step<State, Effect>;

/** Carries out one effect; `dispatch` feeds the outcome back (for example when a request answers). */
export type EffectRunner<Action, Effect> = (effect: Effect, dispatch: (action: Action) => void) => void;

export interface Store<State, Action> {
  getState(): State;
  dispatch(action: Action): void;
  /** `listener` runs after every change of state; returns the function that stops it. */
  subscribe(listener: () => void): () => void;
}

/**
 * Creates a store. Subscribers hear a change before the action's effects run, so a runner that
 * dispatches again (synchronously or later) always works on the newest state.
 */
export function createStore<State, Action, Effect = never>(
  reducer: Reducer<State, Action, Effect>,
  initial: State,
  run?: EffectRunner<Action, Effect>,
): Store<State, Action> {
  let state = initial;
  const listeners = new Set<() => void>();
  const dispatch = (action: Action): void => {
    const step = reducer(state, action);
    if (step.state !== state) {
      state = step.state;
      listeners.forEach((listener) => listener());
    }
    if (run) for (const effect of step.effects ?? []) run(effect, dispatch);
  };
  return {
    getState: () => state,
    dispatch,
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}
