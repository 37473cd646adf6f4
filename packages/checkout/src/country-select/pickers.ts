/**
 * The country and state pickers: our own accessible combobox (picker.ts) on `select.country_select` and
 * `select.state_select`, in place of the selectWoo (select2) WooCommerce's country-select.js set up, so the
 * page no longer needs selectWoo. Each picker is named by its field's label, says whether it is required and
 * keeps both in step when the country changes them; a click on the label focuses it. Of SPEC 5.3's picker
 * messages only 'No matches found' can show (the list is local and has no minimum or maximum), with the
 * state's 'Select an option…' placeholder. A picker already set up is kept (setting it up again would drop
 * the focus it has).
 */
import type { CountrySelectParams } from '../contract/settings.ts';
import { rowLabel } from '../dom/elements.ts';
import { mountPicker, pickerOf, type Picker, type PickerTexts } from './picker.ts';

export const PICKER_SELECTS = 'select.country_select, select.state_select';

export interface Pickers {
  /** Sets up the selects in `root` that have no picker yet, and brings the others' name and required state up to date. */
  enhance(root: ParentNode): void;
  /** Removes a select's picker before the select leaves the page. */
  remove(select: Element): void;
  /** The select's options changed: show its new value. */
  refresh(select: Element): void;
}

/** The picker's texts for `select` from its row and WooCommerce's settings. */
export function pickerTexts(select: HTMLSelectElement, params: CountrySelectParams): PickerTexts {
  const row = select.closest('.form-row');
  const placeholder = select.dataset.placeholder ?? select.getAttribute('placeholder') ?? '';
  return {
    name: row ? rowLabel(row) : '',
    required: row?.classList.contains('validate-required') ?? false,
    placeholder: placeholder || (select.matches('.state_select') ? params.i18n_select_state_text : ''),
    noMatches: params.i18n_no_matches,
  };
}

export function createPickers(params: CountrySelectParams): Pickers {
  const mounted = new WeakMap<Element, Picker>();
  const rows = new WeakSet<Element>();

  const enhanceOne = (select: HTMLSelectElement): void => {
    const texts = pickerTexts(select, params);
    const picker = mounted.get(select);
    if (picker && pickerOf(select)) {
      picker.describe(texts);
      return;
    }
    mounted.set(select, mountPicker(select, texts));
    // A click on the field's label focuses its picker (the label is for the hidden select). Once per row: the
    // state's select is replaced within it.
    const row = select.closest('.form-row');
    if (!row || rows.has(row)) return;
    rows.add(row);
    row.addEventListener('click', (event) => {
      const label = (event.target as Element | null)?.closest?.('label');
      const current = row.querySelector(PICKER_SELECTS);
      const input = current ? pickerOf(current) : null;
      if (!label || !input || !row.contains(label)) return;
      event.preventDefault();
      input.focus();
    });
  };

  return {
    enhance(root) {
      root.querySelectorAll<HTMLSelectElement>(PICKER_SELECTS).forEach(enhanceOne);
    },
    remove(select) {
      mounted.get(select)?.remove();
      mounted.delete(select);
    },
    refresh(select) {
      mounted.get(select)?.refresh();
    },
  };
}
