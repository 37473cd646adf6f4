/**
 * One picker on the page: the DOM wiring of combobox.ts. The real `<select>` stays the truth (the form
 * posts it, other scripts read and set it, autofill fills it): visually hidden, out of the tab order and
 * hidden from assistive technology, as selectWoo hid it. A choice sets its value and sends a bubbling
 * native `change` (jQuery's handlers hear it); a change by anyone else, native or jQuery's
 * `.trigger('change')`, shows in the combobox. Everything the picker shows is core's store's state (combobox.ts):
 * what is on the page is rendered from it, the list's options rebuilt only when they differ from what it shows.
 */
import { createStore } from '@shop-islands/core/store';
import { listen } from '../dom/listen.ts';
import { comboboxAttributes, listboxAttributes, optionAttributes, setAttributes, type PickerIds } from './aria.ts';
import { initialPickerState, pickerStep, visibleOptions, type PickerChange, type PickerOption, type PickerTexts } from './combobox.ts';
// The pickers' styles come with their code: a page whose part renders pickers has them (the manifest's `pageStyles`).
import './picker.css';

export type { PickerTexts } from './combobox.ts';

export const PICKER_CLASS = 'shop-islands-picker';
/** The class the hidden select carries while a picker stands in for it. */
export const PICKED_SELECT_CLASS = 'shop-islands-picker-select';

/** The combobox standing in for `select`, if any. */
export function pickerOf(select: Element): HTMLInputElement | null {
  const box = select.nextElementSibling;
  return box?.classList.contains(PICKER_CLASS) ? box.querySelector<HTMLInputElement>('[role="combobox"]') : null;
}

export interface Picker {
  readonly input: HTMLInputElement;
  /** Name, required state and placeholder anew (the country changed them). */
  describe(texts: PickerTexts): void;
  /** The select's options or value changed: show them. */
  refresh(): void;
  /** Takes the picker away and gives the select back. */
  remove(): void;
}

/** The select's options (its empty placeholder option left out) and value. */
export function readSelect(select: HTMLSelectElement): { options: PickerOption[]; selected: string } {
  const options = [...select.options].filter((option) => option.value !== '').map((option) => ({ value: option.value, label: option.text.trim() }));
  return { options, selected: select.value };
}

const KEYS: Record<string, (event: KeyboardEvent) => PickerChange> = {
  ArrowDown: (event) => ({ type: 'InputKeyDownArrowDown', altKey: event.altKey }),
  ArrowUp: (event) => ({ type: 'InputKeyDownArrowUp', altKey: event.altKey }),
  Home: () => ({ type: 'InputKeyDownHome' }),
  End: () => ({ type: 'InputKeyDownEnd' }),
  Enter: () => ({ type: 'InputKeyDownEnter' }),
  Escape: () => ({ type: 'InputKeyDownEscape' }),
};

export function mountPicker(select: HTMLSelectElement, texts: PickerTexts): Picker {
  const doc = select.ownerDocument;
  // WooCommerce's selects have ids; a select without one is named by its field.
  const base = select.id || `picker-${select.name}`;
  const ids: PickerIds = { input: `${base}_combobox`, list: `${base}_listbox` };

  const box = doc.createElement('span');
  box.className = PICKER_CLASS;
  const input = doc.createElement('input');
  input.type = 'text';
  input.id = ids.input;
  input.className = `${PICKER_CLASS}__input`;
  input.autocomplete = 'off';
  input.spellcheck = false;
  const list = doc.createElement('ul');
  list.className = `${PICKER_CLASS}__list`;
  list.hidden = true;
  // 'No matches found', said as select2 said it (an alert), beside the list rather than a line in it (a listbox holds options).
  const message = doc.createElement('div');
  message.className = `${PICKER_CLASS}__message`;
  message.setAttribute('role', 'alert');
  message.hidden = true;
  box.append(input, list, message);
  select.after(box);
  select.classList.add(PICKED_SELECT_CLASS);
  select.tabIndex = -1;
  select.setAttribute('aria-hidden', 'true');

  const { options, selected } = readSelect(select);
  const store = createStore(pickerStep, initialPickerState(options, selected, texts), (effect) => {
    if (effect.type === 'selectText') {
      if (doc.activeElement === input) input.select();
      return;
    }
    // The choice, to the select: its value, then the change every script listens for.
    select.value = effect.value;
    select.dispatchEvent(new Event('change', { bubbles: true }));
  });

  /** Whether the list's items are these options' (rebuilt only when not, so moving the highlight keeps them). */
  const listShows = (visible: readonly PickerOption[]): boolean =>
    list.children.length === visible.length && visible.every((option, index) => list.children[index]!.textContent === option.label);
  const render = (): void => {
    const state = store.getState();
    const { name, required, placeholder, noMatches } = state.texts;
    setAttributes(input, comboboxAttributes(state, ids, name, required));
    input.placeholder = placeholder;
    if (input.value !== state.inputValue) input.value = state.inputValue;
    box.classList.toggle('is-open', state.open);
    setAttributes(list, listboxAttributes(ids, name));
    const visible = visibleOptions(state);
    const none = state.open && visible.length === 0;
    list.hidden = !state.open || none;
    message.hidden = !none;
    message.textContent = none ? noMatches : '';
    if (!state.open) return;
    if (!listShows(visible)) {
      list.replaceChildren(
        ...visible.map((option) => {
          const item = doc.createElement('li');
          item.className = `${PICKER_CLASS}__option`;
          item.textContent = option.label;
          return item;
        }),
      );
    }
    [...list.children].forEach((item, index) => {
      setAttributes(item, optionAttributes(state, ids, index));
      item.classList.toggle('is-highlighted', index === state.highlighted);
    });
    list.children[state.highlighted]?.scrollIntoView?.({ block: 'nearest' });
  };
  const unsubscribe = store.subscribe(render);
  render();

  const indexOf = (target: EventTarget | null): number => {
    const item = target instanceof Element ? target.closest(`.${PICKER_CLASS}__option`) : null;
    return item ? [...list.children].indexOf(item) : -1;
  };
  input.addEventListener('input', () => store.dispatch({ type: 'InputChange', inputValue: input.value }));
  input.addEventListener('keydown', (event) => {
    const change = KEYS[event.key];
    if (!change) return;
    // Keys the textbox keeps: Home/End and Escape with the list shut, Enter with nothing to choose.
    const { open } = store.getState();
    if (!open && (event.key === 'Home' || event.key === 'End' || event.key === 'Escape')) return;
    event.preventDefault();
    store.dispatch(change(event));
  });
  input.addEventListener('click', () => store.dispatch({ type: 'InputClick' }));
  input.addEventListener('blur', () => store.dispatch({ type: 'InputBlur' }));
  // A press on the list keeps focus in the field (the click then chooses).
  list.addEventListener('mousedown', (event) => event.preventDefault());
  list.addEventListener('click', (event) => {
    const index = indexOf(event.target);
    if (index >= 0) store.dispatch({ type: 'ItemClick', index });
  });
  list.addEventListener('mousemove', (event) => {
    const index = indexOf(event.target);
    if (index >= 0) store.dispatch({ type: 'ItemMouseMove', index });
  });

  const refresh = (): void => store.dispatch({ type: 'SelectChanged', ...readSelect(select) });
  // Heard through the page's jQuery when it has one, so `.val(…).trigger('change')` is heard too.
  const unlisten = listen(select, 'change', refresh);

  return {
    input,
    describe: (next) => store.dispatch({ type: 'TextsChanged', texts: next }),
    refresh,
    remove() {
      unsubscribe();
      unlisten();
      box.remove();
      select.classList.remove(PICKED_SELECT_CLASS);
      select.removeAttribute('tabindex');
      select.removeAttribute('aria-hidden');
    },
  };
}
