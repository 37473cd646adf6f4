/**
 * The country and state picker as a pure step function: WAI-ARIA APG's editable combobox with list
 * autocomplete (after downshift's useCombobox: named change types, the next state plus effects as data).
 * Typing filters the options by substring, ignoring case and accents, and highlights the first match;
 * Down/Up (Alt+Down opens without moving), Home/End move the highlight while the list is open; Enter
 * chooses the highlighted option (and, with the list shut, opens it, as selectWoo did, rather than
 * sending the form); Escape and leaving the field shut the list and bring back the chosen text.
 * The DOM wiring (picker.ts) feeds it events and carries out its effects: choosing a value, and selecting the
 * field's text when the whole list opens. The state is the picker's one source: the texts it says too.
 */

/** What the picker says: its field's name and required state (from the row), placeholder, and 'No matches found'. */
export interface PickerTexts {
  /** The field's name, from its label. */
  readonly name: string;
  readonly required: boolean;
  readonly placeholder: string;
  readonly noMatches: string;
}

export interface PickerOption {
  readonly value: string;
  readonly label: string;
}

export interface PickerState {
  readonly open: boolean;
  /** The select's options, without its empty placeholder option. */
  readonly options: readonly PickerOption[];
  /** The select's value (the truth the form posts). */
  readonly selected: string;
  /** The text in the field: the chosen option's label, or what the shopper typed. */
  readonly inputValue: string;
  /** What the list is filtered by; null while the whole list shows. */
  readonly filter: string | null;
  /** Index in `visibleOptions(state)` of the highlighted option, -1 for none. */
  readonly highlighted: number;
  readonly texts: PickerTexts;
}

export type PickerChange =
  | { readonly type: 'InputChange'; readonly inputValue: string }
  | { readonly type: 'InputKeyDownArrowDown'; readonly altKey: boolean }
  | { readonly type: 'InputKeyDownArrowUp'; readonly altKey: boolean }
  | { readonly type: 'InputKeyDownHome' }
  | { readonly type: 'InputKeyDownEnd' }
  | { readonly type: 'InputKeyDownEnter' }
  | { readonly type: 'InputKeyDownEscape' }
  | { readonly type: 'InputBlur' }
  | { readonly type: 'InputClick' }
  | { readonly type: 'ItemClick'; readonly index: number }
  | { readonly type: 'ItemMouseMove'; readonly index: number }
  /** The select changed under the picker (autofill, another script, the state's options refilled). */
  | { readonly type: 'SelectChanged'; readonly options: readonly PickerOption[]; readonly selected: string }
  /** The field's name, required state or placeholder changed (the country changed them). */
  | { readonly type: 'TextsChanged'; readonly texts: PickerTexts };

/**
 * `choose`: the select takes the value (and says so). `selectText`: the whole list opened on the chosen text, which
 * is selected so that what the shopper types replaces it (select2 gave an empty search field).
 */
export type PickerEffect = { readonly type: 'choose'; readonly value: string } | { readonly type: 'selectText' };

export interface PickerStep {
  readonly state: PickerState;
  readonly effects?: readonly PickerEffect[];
}

const labelOf = (options: readonly PickerOption[], value: string): string => options.find((option) => option.value === value)?.label ?? '';

export function initialPickerState(options: readonly PickerOption[], selected: string, texts: PickerTexts): PickerState {
  return { open: false, options, selected, inputValue: labelOf(options, selected), filter: null, highlighted: -1, texts };
}

/** Lower case without accents: 'Åland' and 'aland' match. */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
}

/** The options the open list shows: all, or those whose label contains the typed text. */
export function visibleOptions(state: PickerState): readonly PickerOption[] {
  if (state.filter === null || state.filter.trim() === '') return state.options;
  const wanted = foldText(state.filter.trim());
  return state.options.filter((option) => foldText(option.label).includes(wanted));
}

/** The list shut, the chosen option's text back in the field. */
function shut(state: PickerState): PickerState {
  return { ...state, open: false, filter: null, highlighted: -1, inputValue: labelOf(state.options, state.selected) };
}

/** The shut list opened whole, the chosen option highlighted (or `fallback` when nothing is chosen), its text selected. */
function openAll(state: PickerState, fallback: 'first' | 'last' | 'none'): PickerStep {
  const chosen = state.options.findIndex((option) => option.value === state.selected);
  const highlighted = chosen >= 0 ? chosen : fallback === 'first' ? 0 : fallback === 'last' ? state.options.length - 1 : -1;
  return { state: { ...state, open: true, filter: null, highlighted: Math.min(highlighted, state.options.length - 1) }, effects: [{ type: 'selectText' }] };
}

function choose(state: PickerState, index: number): PickerStep {
  const option = visibleOptions(state)[index];
  if (!option) return { state };
  const next = shut({ ...state, selected: option.value });
  return { state: next, effects: option.value === state.selected ? [] : [{ type: 'choose', value: option.value }] };
}

function move(state: PickerState, by: number): PickerState {
  const count = visibleOptions(state).length;
  if (count === 0) return state;
  const from = state.highlighted < 0 ? (by > 0 ? -1 : count) : state.highlighted;
  return { ...state, highlighted: (from + by + count) % count };
}

export function pickerStep(state: PickerState, change: PickerChange): PickerStep {
  switch (change.type) {
    case 'InputChange': {
      const next = { ...state, open: true, inputValue: change.inputValue, filter: change.inputValue };
      return { state: { ...next, highlighted: visibleOptions(next).length > 0 ? 0 : -1 } };
    }
    case 'InputKeyDownArrowDown':
      if (!state.open) return openAll(state, change.altKey ? 'none' : 'first');
      return { state: change.altKey ? state : move(state, 1) };
    case 'InputKeyDownArrowUp':
      if (!state.open) return openAll(state, change.altKey ? 'none' : 'last');
      return { state: change.altKey ? shut(state) : move(state, -1) };
    case 'InputKeyDownHome':
      return { state: state.open && visibleOptions(state).length > 0 ? { ...state, highlighted: 0 } : state };
    case 'InputKeyDownEnd':
      return { state: state.open && visibleOptions(state).length > 0 ? { ...state, highlighted: visibleOptions(state).length - 1 } : state };
    case 'InputKeyDownEnter':
      if (!state.open) return openAll(state, 'first');
      return state.highlighted >= 0 ? choose(state, state.highlighted) : { state };
    case 'InputKeyDownEscape':
    case 'InputBlur':
      return { state: state.open || state.inputValue !== labelOf(state.options, state.selected) ? shut(state) : state };
    case 'InputClick':
      return state.open ? { state: shut(state) } : openAll(state, 'none');
    case 'ItemClick':
      return choose(state, change.index);
    case 'ItemMouseMove':
      return { state: change.index === state.highlighted ? state : { ...state, highlighted: change.index } };
    case 'SelectChanged': {
      const next = { ...state, options: change.options, selected: change.selected };
      if (!state.open) return { state: { ...next, inputValue: labelOf(change.options, change.selected) } };
      // Open: the list shows the new options, the highlight kept within it.
      return { state: { ...next, highlighted: Math.min(state.highlighted, visibleOptions(next).length - 1) } };
    }
    case 'TextsChanged':
      return { state: { ...state, texts: change.texts } };
  }
}
