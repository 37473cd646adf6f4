/**
 * `wc/store/validation`: field errors by id ({message, hidden}). The checkout's own fields put theirs here, and
 * so may a payment method (an observer's `validationErrors`); `ValidationInputError` shows one.
 */
import { createReducerStore } from './reducer-store.ts';
import type { DataStore } from './registry.ts';

export const VALIDATION_STORE_KEY = 'wc/store/validation';

export interface FieldError {
  readonly message: string;
  readonly hidden: boolean;
}

type Errors = Readonly<Record<string, FieldError>>;
type ValidationAction = { type: 'SET'; errors: Errors } | { type: 'CLEAR'; ids: readonly string[] | null } | { type: 'SHOW_ALL' };

export function validationReducer(state: Errors, action: ValidationAction): Errors {
  switch (action.type) {
    case 'SET':
      return Object.keys(action.errors).length === 0 ? state : { ...state, ...action.errors };
    case 'CLEAR': {
      if (action.ids === null) return Object.keys(state).length === 0 ? state : {};
      const ids = action.ids.filter((id) => id in state);
      return ids.length === 0 ? state : Object.fromEntries(Object.entries(state).filter(([id]) => !ids.includes(id)));
    }
    case 'SHOW_ALL':
      return Object.values(state).some((e) => e.hidden) ? Object.fromEntries(Object.entries(state).map(([id, e]) => [id, { ...e, hidden: false }])) : state;
  }
}

/** Blocks' own check of such an object (isValidValidationErrorsObject). */
export function isValidationErrors(value: unknown): value is Errors {
  return (
    typeof value === 'object' && value !== null &&
    Object.values(value).every((e) => typeof e === 'object' && e !== null && typeof (e as FieldError).message === 'string' && typeof (e as FieldError).hidden === 'boolean')
  );
}

export interface ValidationSelectors {
  getValidationError(id: string): FieldError | undefined;
  hasValidationErrors(): boolean;
}

export interface ValidationActions {
  setValidationErrors(errors: Errors): void;
  clearValidationError(id: string): void;
  clearValidationErrors(ids?: readonly string[]): void;
  showAllValidationErrors(): void;
}

export interface ValidationStore extends DataStore {
  readonly selectors: ValidationSelectors & DataStore['selectors'];
  readonly actions: ValidationActions & DataStore['actions'];
}

export function createValidationStore(): ValidationStore {
  const store = createReducerStore(validationReducer, {});
  return {
    selectors: {
      getValidationError: (id) => store.getState()[id],
      hasValidationErrors: () => Object.keys(store.getState()).length > 0,
    },
    actions: {
      setValidationErrors: (errors) => store.dispatch({ type: 'SET', errors }),
      clearValidationError: (id) => store.dispatch({ type: 'CLEAR', ids: [id] }),
      clearValidationErrors: (ids) => store.dispatch({ type: 'CLEAR', ids: ids ?? null }),
      showAllValidationErrors: () => store.dispatch({ type: 'SHOW_ALL' }),
    },
    subscribe: store.subscribe,
  } as ValidationStore;
}
