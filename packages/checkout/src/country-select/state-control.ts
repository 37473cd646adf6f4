/**
 * The state field follows the country (SPEC 3.6, WooCommerce's country-select.js): a select of the
 * country's states, a hidden input (its row hidden) for a country without states, free text for a
 * country the list does not know. The control is replaced (id, name, autocomplete and
 * `data-input-classes` kept) or, select to select, refilled.
 */
import { stateKindOf, type StateElement } from '../address-fields/blocks.ts';
import type { StateControl } from '../address-fields/localise.ts';
import type { Pickers } from './pickers.ts';

function fill(select: HTMLSelectElement, state: Extract<StateControl, { kind: 'select' }>): void {
  select.replaceChildren(
    ...state.options.map(({ value, label }) => {
      const option = select.ownerDocument.createElement('option');
      option.value = value;
      option.textContent = label;
      return option;
    }),
  );
  select.value = state.value;
}

/** Puts `state` in place of `current`; returns the control now on the page. */
export function applyStateControl(current: StateElement, state: StateControl, pickers: Pickers): StateElement {
  const doc = current.ownerDocument;
  const row = current.closest<HTMLElement>('.form-row');
  if (row) row.style.display = state.kind === 'hidden' ? 'none' : '';
  if (state.kind === 'select' && current instanceof HTMLSelectElement) {
    fill(current, state);
    pickers.refresh(current);
    return current;
  }
  if (state.kind === 'text' && stateKindOf(current) === 'text') return current;
  const inputClasses = current.dataset.inputClasses ?? '';
  let next: StateElement;
  if (state.kind === 'select') {
    next = doc.createElement('select');
    next.className = `state_select ${inputClasses}`.trim();
    next.dataset.placeholder = state.placeholder;
    fill(next, state);
  } else {
    next = doc.createElement('input');
    next.type = state.kind;
    next.className = `${state.kind === 'hidden' ? 'hidden' : 'input-text'} ${inputClasses}`.trim();
    next.value = state.value;
    if (state.kind === 'text') next.placeholder = current.getAttribute('placeholder') ?? '';
  }
  next.id = current.id;
  next.name = current.name;
  next.dataset.inputClasses = inputClasses;
  const autocomplete = current.getAttribute('autocomplete');
  if (autocomplete) next.setAttribute('autocomplete', autocomplete);
  pickers.remove(current);
  current.replaceWith(next);
  return next;
}
