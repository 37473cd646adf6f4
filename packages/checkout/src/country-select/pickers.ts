/**
 * The country and state pickers: the page's selectWoo (select2) on `select.country_select` and
 * `select.state_select`, with SPEC 5.3's messages, as WooCommerce's country-select.js sets it up, but
 * usable with a screen reader: the picker is named by its field's label (WooCommerce's are read as
 * blank: the state select it builds has no label for selectWoo), says whether it is required and keeps
 * both in step when the country changes them, keeps focus after a choice, and a click on the label
 * opens the way to it. With its list open, the picker and the list's search field say which list they control
 * (`aria-controls`) and the search field is named by the field's label; the chosen text is the picker's value
 * (selectWoo makes it a nameless read-only textbox). A picker already set up is kept (setting it up again would
 * drop the focus it has).
 */
import { pageJQuery } from '@shop-islands/core/events';
import type { CountrySelectParams } from '../contract/settings.ts';
import { rowLabel } from '../dom/elements.ts';

export const PICKER_SELECTS = 'select.country_select, select.state_select';

type Plugin = 'selectWoo' | 'select2';

interface SelectWoo {
  (element: Element): Record<Plugin, (options: object | 'destroy') => unknown> & {
    data(key: 'select2'): unknown;
    on(type: string, handler: () => void): unknown;
    trigger(type: string): unknown;
  };
  fn?: Partial<Record<Plugin, unknown>>;
}

export interface Pickers {
  /** Sets up the selects in `root` that have no picker yet, and brings the others' name and required state up to date. */
  enhance(root: ParentNode): void;
  /** Removes a select's picker before the select leaves the page. */
  remove(select: Element): void;
  /** The select's options changed: show its new value. */
  refresh(select: Element): void;
}

/** SPEC 5.3's texts for selectWoo's `language` option. */
export function pickerLanguage(params: CountrySelectParams): Record<string, (args: { input: string; minimum: number; maximum: number }) => string> {
  const count = (one: string, many: string, n: number): string => (n === 1 ? one : many.replace('%qty%', String(n)));
  return {
    errorLoading: () => params.i18n_ajax_error,
    inputTooLong: ({ input, maximum }) => count(params.i18n_input_too_long_1, params.i18n_input_too_long_n, input.length - maximum),
    inputTooShort: ({ input, minimum }) => count(params.i18n_input_too_short_1, params.i18n_input_too_short_n, minimum - input.length),
    loadingMore: () => params.i18n_load_more,
    maximumSelected: ({ maximum }) => count(params.i18n_selection_too_long_1, params.i18n_selection_too_long_n, maximum),
    noResults: () => params.i18n_no_matches,
    searching: () => params.i18n_searching,
  };
}

/** The picker selectWoo put after `select`, if any. */
export function pickerOf(select: Element): HTMLElement | null {
  const container = select.nextElementSibling;
  return container?.classList.contains('select2') ? container.querySelector<HTMLElement>('.select2-selection') : null;
}

export function createPickers(doc: Document, params: CountrySelectParams): Pickers {
  const jq = pageJQuery(doc) as unknown as SelectWoo | null;
  // WooCommerce's selectWoo, or the select2 it forks when a page has only that.
  const plugin: Plugin | null = typeof jq?.fn?.selectWoo === 'function' ? 'selectWoo' : typeof jq?.fn?.select2 === 'function' ? 'select2' : null;
  const $ = plugin ? jq : null;

  const enhanceOne = (select: HTMLSelectElement): void => {
    const row = select.closest('.form-row');
    const label = row ? rowLabel(row) : '';
    const required = row?.classList.contains('validate-required') ?? false;
    if (!pickerOf(select)) {
      $!(select)[plugin!]({
        placeholder: select.dataset.placeholder ?? select.getAttribute('placeholder') ?? '',
        label: label || null,
        required: required || null,
        width: '100%',
        language: pickerLanguage(params),
      });
      // Focus stays on the picker after a choice (selectWoo leaves it nowhere).
      $!(select).on('select2:select', () => setTimeout(() => pickerOf(select)?.focus()));
      // The open list: the picker and the list's search field control it, the search field is named.
      $!(select).on('select2:open', () => describeOpenList(select));
      $!(select).on('select2:close', () => pickerOf(select)?.removeAttribute('aria-controls'));
      row?.querySelector('label')?.addEventListener('click', (event) => {
        const current = pickerOf(select);
        if (!current) return;
        event.preventDefault();
        current.focus();
      });
    }
    // Named by the field's label (select2 names it by the chosen text), and required as the field is.
    const picker = pickerOf(select);
    if (!picker) return;
    picker.removeAttribute('aria-labelledby');
    if (label) picker.setAttribute('aria-label', label);
    if (required) picker.setAttribute('aria-required', 'true');
    else picker.removeAttribute('aria-required');
    // The chosen text is the combobox's value, not a read-only textbox of its own (nameless while a placeholder shows).
    const value = picker.querySelector('.select2-selection__rendered');
    value?.removeAttribute('role');
    value?.removeAttribute('aria-readonly');
    value?.removeAttribute('aria-required');
  };

  /** While a picker's list is open (one at a time): what it controls, and a name for the list's search field. */
  const describeOpenList = (select: HTMLSelectElement): void => {
    const picker = pickerOf(select);
    const list = doc.querySelector<HTMLElement>('.select2-container--open .select2-results__options[id]');
    if (!picker || !list) return;
    picker.setAttribute('aria-controls', list.id);
    const search = list.closest('.select2-dropdown')?.querySelector<HTMLInputElement>('.select2-search__field');
    const row = select.closest('.form-row');
    if (!search) return;
    search.setAttribute('aria-controls', list.id);
    search.setAttribute('aria-label', row ? rowLabel(row) : picker.getAttribute('aria-label') ?? '');
  };

  return {
    enhance(root) {
      if ($) root.querySelectorAll<HTMLSelectElement>(PICKER_SELECTS).forEach(enhanceOne);
    },
    remove(select) {
      if ($?.(select).data('select2')) $(select)[plugin!]('destroy');
    },
    refresh(select) {
      if (pickerOf(select)) $?.(select).trigger('change.select2');
    },
  };
}
