import { describe, expect, it } from 'vitest';
import { comboboxAttributes, optionAttributes } from './aria.ts';
import { foldText, initialPickerState, pickerStep, visibleOptions, type PickerChange, type PickerState } from './combobox.ts';

const OPTIONS = [
  { value: 'AX', label: 'Åland Islands' },
  { value: 'IE', label: 'Ireland' },
  { value: 'IS', label: 'Iceland' },
  { value: 'SE', label: 'Sweden' },
  { value: 'US', label: 'United States (US)' },
];
const run = (state: PickerState, ...changes: PickerChange[]): { state: PickerState; effects: unknown[] } =>
  changes.reduce<{ state: PickerState; effects: unknown[] }>(
    ({ state: current, effects }, change) => {
      const step = pickerStep(current, change);
      return { state: step.state, effects: [...effects, ...(step.effects ?? [])] };
    },
    { state, effects: [] },
  );
const TEXTS = { name: 'Country/Region', required: true, placeholder: '', noMatches: 'No matches found' };
const start = initialPickerState(OPTIONS, 'SE', TEXTS);
const down = { type: 'InputKeyDownArrowDown', altKey: false } as const;
const up = { type: 'InputKeyDownArrowUp', altKey: false } as const;
const enter = { type: 'InputKeyDownEnter' } as const;
const typed = (inputValue: string) => ({ type: 'InputChange', inputValue }) as const;
const labels = (state: PickerState): string[] => visibleOptions(state).map((option) => option.label);

describe('the picker step (editable combobox, list autocomplete)', () => {
  it('shows the chosen option as the text, shut', () => {
    expect(start).toMatchObject({ open: false, inputValue: 'Sweden', highlighted: -1 });
  });

  it('filters by substring, ignoring case and accents, and highlights the first match', () => {
    const { state } = run(start, typed('LAND'));
    expect(state.open).toBe(true);
    expect(labels(state)).toEqual(['Åland Islands', 'Ireland', 'Iceland']);
    expect(state.highlighted).toBe(0);
    expect(labels(run(start, typed('aland')).state)).toEqual(['Åland Islands']);
    expect(foldText('Åland')).toBe('aland');
  });

  it('chooses the highlighted match with Enter: the value is the effect, the list shuts, the text is the label', () => {
    const { state, effects } = run(start, typed('ire'), enter);
    expect(effects).toEqual([{ type: 'choose', value: 'IE' }]);
    expect(state).toMatchObject({ open: false, selected: 'IE', inputValue: 'Ireland', filter: null });
  });

  it('with nothing matching, shows no option and Enter chooses nothing', () => {
    const { state, effects } = run(start, typed('xyz'), enter);
    expect(labels(state)).toEqual([]);
    expect(state.highlighted).toBe(-1);
    expect(effects).toEqual([]);
    expect(state.open).toBe(true);
  });

  it('opens on Down at the chosen option and moves through the list, wrapping; Up from the top goes to the end', () => {
    let { state } = run(start, down);
    expect(state).toMatchObject({ open: true, highlighted: 3 });
    state = run(state, down).state;
    expect(state.highlighted).toBe(4);
    state = run(state, down).state;
    expect(state.highlighted).toBe(0);
    state = run(state, up).state;
    expect(state.highlighted).toBe(4);
  });

  it('Alt+Down opens without moving; Alt+Up shuts; Home and End go to the ends of the open list', () => {
    const nothing = initialPickerState(OPTIONS, '', TEXTS);
    let { state } = run(nothing, { type: 'InputKeyDownArrowDown', altKey: true });
    expect(state).toMatchObject({ open: true, highlighted: -1 });
    state = run(state, { type: 'InputKeyDownEnd' }).state;
    expect(state.highlighted).toBe(4);
    state = run(state, { type: 'InputKeyDownHome' }).state;
    expect(state.highlighted).toBe(0);
    state = run(state, { type: 'InputKeyDownArrowUp', altKey: true }).state;
    expect(state.open).toBe(false);
  });

  it('Enter on the shut field opens it (as selectWoo did) rather than choosing, its text selected to be typed over', () => {
    const { state, effects } = run(start, enter);
    expect(state).toMatchObject({ open: true, highlighted: 3 });
    expect(effects).toEqual([{ type: 'selectText' }]);
    // Typing opens the list on what was typed: nothing to select.
    expect(run(start, typed('sw')).effects).toEqual([]);
  });

  it('Escape and leaving the field shut the list and bring back the chosen text', () => {
    expect(run(start, typed('ice'), { type: 'InputKeyDownEscape' }).state).toMatchObject({ open: false, inputValue: 'Sweden', filter: null });
    expect(run(start, typed('ice'), { type: 'InputBlur' }).state).toMatchObject({ open: false, inputValue: 'Sweden' });
    expect(pickerStep(start, { type: 'InputBlur' }).state).toBe(start);
  });

  it('a click toggles the list; a click on an option chooses it; the pointer moves the highlight', () => {
    let { state } = run(start, { type: 'InputClick' });
    expect(state.open).toBe(true);
    state = run(state, { type: 'ItemMouseMove', index: 1 }).state;
    expect(state.highlighted).toBe(1);
    const chosen = run(state, { type: 'ItemClick', index: 4 });
    expect(chosen.effects).toEqual([{ type: 'choose', value: 'US' }]);
    expect(chosen.state.inputValue).toBe('United States (US)');
    expect(run(run(start, { type: 'InputClick' }).state, { type: 'InputClick' }).state.open).toBe(false);
  });

  it('choosing the option already chosen changes nothing on the page', () => {
    expect(run(start, typed('swe'), enter).effects).toEqual([]);
  });

  it('follows a change made by someone else (autofill, another script, new options)', () => {
    const { state } = run(start, { type: 'SelectChanged', options: OPTIONS, selected: 'IS' });
    expect(state).toMatchObject({ selected: 'IS', inputValue: 'Iceland' });
    const states = [{ value: 'AA', label: 'Armed Forces (AA)' }];
    expect(run(start, { type: 'SelectChanged', options: states, selected: '' }).state).toMatchObject({ options: states, inputValue: '' });
  });

  it("keeps what the picker says (the country changed the state's name and required state)", () => {
    const county = { ...TEXTS, name: 'County', required: false };
    expect(run(start, { type: 'TextsChanged', texts: county }).state.texts).toEqual(county);
  });
});

describe("the picker's ARIA attributes", () => {
  const ids = { input: 'billing_country_combobox', list: 'billing_country_listbox' };

  it('name, required, expanded, what it controls and the active option', () => {
    expect(comboboxAttributes(start, ids, 'Country/Region', true)).toEqual({
      role: 'combobox',
      'aria-autocomplete': 'list',
      'aria-expanded': 'false',
      'aria-controls': 'billing_country_listbox',
      'aria-activedescendant': null,
      'aria-label': 'Country/Region',
      'aria-required': 'true',
    });
    const open = run(start, typed('land')).state;
    // The option's id is its place among all the options, whatever the filter.
    expect(comboboxAttributes(open, ids, 'Country/Region', false)).toMatchObject({ 'aria-expanded': 'true', 'aria-activedescendant': 'billing_country_listbox-0', 'aria-required': null });
    expect(optionAttributes(run(open, down).state, ids, 1)).toEqual({ role: 'option', id: 'billing_country_listbox-1', 'aria-selected': 'true' });
    expect(optionAttributes(run(open, down).state, ids, 2)).toEqual({ role: 'option', id: 'billing_country_listbox-2', 'aria-selected': 'false' });
  });
});
