/**
 * The picker's ARIA attributes, from one place (downshift's getInputProps/getMenuProps/getItemProps):
 * what the combobox, its list and each option say for a state. null removes an attribute.
 */
import { visibleOptions, type PickerState } from './combobox.ts';

export type Attributes = Record<string, string | null>;

export interface PickerIds {
  readonly input: string;
  readonly list: string;
}

/** An option's id, stable while the list is filtered (its place among all the options). */
export const optionId = (ids: PickerIds, index: number): string => `${ids.list}-${index}`;

export function comboboxAttributes(state: PickerState, ids: PickerIds, name: string, required: boolean): Attributes {
  const highlighted = state.open ? visibleOptions(state)[state.highlighted] : undefined;
  return {
    role: 'combobox',
    'aria-autocomplete': 'list',
    'aria-expanded': String(state.open),
    'aria-controls': ids.list,
    'aria-activedescendant': highlighted ? optionId(ids, state.options.indexOf(highlighted)) : null,
    'aria-label': name || null,
    'aria-required': required ? 'true' : null,
  };
}

export function listboxAttributes(ids: PickerIds, name: string): Attributes {
  return { role: 'listbox', id: ids.list, 'aria-label': name || null };
}

export function optionAttributes(state: PickerState, ids: PickerIds, visibleIndex: number): Attributes {
  const option = visibleOptions(state)[visibleIndex]!;
  // APG: the option the highlight is on is the selected one (chosen with Enter).
  return { role: 'option', id: optionId(ids, state.options.indexOf(option)), 'aria-selected': String(visibleIndex === state.highlighted) };
}

export function setAttributes(element: Element, attributes: Attributes): void {
  for (const [name, value] of Object.entries(attributes)) {
    if (value === null) element.removeAttribute(name);
    else if (element.getAttribute(name) !== value) element.setAttribute(name, value);
  }
}
