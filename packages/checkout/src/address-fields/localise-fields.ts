/**
 * Localised address fields (SPEC 3.5, 3.6) on WooCommerce's markup, for the billing_, shipping_ and
 * calc_shipping_ blocks (what address-i18n.js and country-select.js do): when a country control changes
 * (or is sent `refresh`), its block gets the country's
 * labels, placeholders, '*' or '(optional)' markers with `aria-required`, hidden rows, layout, priority
 * and row order, and the state control for the country; the pickers follow. Announces
 * `country_to_state_changed` when the state control changed and `country_to_state_changing` after every
 * change, with `[country, $wrapper]`. The page's own markup is already localised for the country it was
 * printed with, so this part is fetched on demand (address-fields/start.ts), at the first country change.
 */
import { emitPageEvent } from '@shop-islands/core/emit-page-event';
import { COUNTRY_CONTROLS, COUNTRY_SELECT, FORM_ROW } from '../contract/selectors.ts';
import { COUNTRY_TO_STATE_CHANGED, COUNTRY_TO_STATE_CHANGING } from '../contract/events.ts';
import { applyStateControl } from '../country-select/state-control.ts';
import type { Pickers } from '../country-select/pickers.ts';
import { targetOf, wrapped } from '../dom/listen.ts';
import type { EventPart } from '../dom/on-demand.ts';
import { blockOf, prefixOf, stateControlIn, stateKindOf } from './blocks.ts';
import { LAYOUT_CLASSES, localiseAddressBlock, type AddressLocaleData, type LocalisedField, type RowSnapshot } from './localise.ts';

/** The row's label text and its marker: the label keeps its text unless the locale gives one. */
function setLabel(row: HTMLElement, field: LocalisedField): void {
  const label = row.querySelector('label');
  if (!label || (field.label === null && field.marker === null)) return;
  const doc = row.ownerDocument;
  const marker = label.querySelector('.required, .optional');
  if (field.label !== null) label.replaceChildren(field.label, ...(marker ? [marker] : []));
  if (field.marker === null) return;
  label.querySelectorAll('.required, .optional').forEach((old) => old.remove());
  // The text node before a marker ends in a no-break space, as woocommerce_form_field prints it.
  const text = label.lastChild;
  if (text?.nodeType === Node.TEXT_NODE) text.textContent = `${(text.textContent ?? '').replace(/[\s\u00a0]+$/, '')}\u00a0`;
  const span = doc.createElement('span');
  span.className = field.marker.kind;
  span.textContent = field.marker.text;
  if (field.marker.kind === 'required') span.setAttribute('aria-hidden', 'true');
  label.append(span);
}

function applyField(row: HTMLElement, field: LocalisedField, resetField: (id: string) => void): void {
  setLabel(row, field);
  const controls = row.querySelectorAll<HTMLInputElement | HTMLSelectElement>('input:not([type=hidden]), select, textarea');
  if (field.placeholder !== null) {
    for (const control of controls) {
      control.setAttribute('placeholder', field.placeholder);
      control.dataset.placeholder = field.placeholder;
    }
  }
  if (field.required !== null) {
    const wasRequired = row.classList.contains('validate-required');
    row.classList.toggle('validate-required', field.required);
    for (const control of controls) {
      if (field.required) control.setAttribute('aria-required', 'true');
      else control.removeAttribute('aria-required');
    }
    if (wasRequired !== field.required && controls[0]?.id) resetField(controls[0].id);
  }
  if (field.hidden) {
    row.style.display = 'none';
    row.querySelectorAll<HTMLInputElement>('input, select, textarea').forEach((control) => (control.value = ''));
  } else if (field.key !== 'state') row.style.display = '';
  if (field.layout !== null) {
    row.classList.remove(...LAYOUT_CLASSES);
    row.classList.add(...field.layout);
  }
  if (field.priority !== null) row.dataset.priority = String(field.priority);
}

/** Moves rows into `order`, touching only those out of place (a moved row would lose the focus it holds). */
function reorder(parent: Element, order: readonly string[]): void {
  let at = 0;
  for (const id of order) {
    const row = parent.ownerDocument.getElementById(id);
    if (row?.parentElement !== parent) continue;
    const rows = [...parent.children].filter((child) => child.matches(FORM_ROW));
    if (rows[at] !== row) parent.insertBefore(row, rows[at] ?? null);
    at += 1;
  }
}

export interface AddressLocalisation extends EventPart {
  /** Localises the block of `country` (a country control); `announce` fires country_to_state_changed/_changing. */
  localise(country: HTMLInputElement | HTMLSelectElement, announce?: boolean): void;
  /** Localises every address block in `root` that has a country (new markup: the cart's refreshed calculator). */
  localiseIn(root: ParentNode): void;
}

/**
 * Localisation, fetched on demand (address-fields/start.ts): the page hands it every `change` and `refresh` of a
 * country control. `resetField` forgets a field's validation state when the country makes it required or optional.
 */
export function startAddressLocalisation(doc: Document, data: AddressLocaleData, pickers: Pickers, resetField: (id: string) => void): AddressLocalisation {
  const localise = (country: HTMLInputElement | HTMLSelectElement, announce = true): void => {
    const block = blockOf(country);
    const prefix = prefixOf(country);
    if (!block) return;
    const rows = [...block.querySelectorAll<HTMLElement>(`${FORM_ROW}[id^="${prefix}_"][id$="_field"]`)];
    const stateControl = stateControlIn(block, prefix);
    const snapshot: RowSnapshot[] = rows.map((row) => ({
      id: row.id,
      key: row.id.slice(prefix.length + 1, -'_field'.length),
      priority: Number(row.dataset.priority) || null,
      hasVisibleLabel: row.querySelector('label:not(.screen-reader-text)') !== null,
    }));
    const localised = localiseAddressBlock(data, {
      country: country.value,
      rows: snapshot,
      stateControl: stateControl ? stateKindOf(stateControl) : 'text',
      stateValue: stateControl?.value ?? '',
    });
    const args = [country.value, wrapped(block)];
    if (stateControl) {
      applyStateControl(stateControl, localised.state, pickers);
      if (localised.stateChanged && announce) emitPageEvent(COUNTRY_TO_STATE_CHANGED, args, doc);
    }
    for (const field of localised.fields) {
      const row = doc.getElementById(field.rowId);
      if (row) applyField(row, field, resetField);
    }
    const parent = rows[0]?.parentElement;
    if (parent?.matches('[class*="fields__field-wrapper"]')) reorder(parent, localised.order);
    pickers.enhance(block);
    if (announce) emitPageEvent(COUNTRY_TO_STATE_CHANGING, args, doc);
  };

  return {
    localise,
    localiseIn(root) {
      root.querySelectorAll<HTMLSelectElement>(COUNTRY_CONTROLS).forEach((country) => country.value && localise(country));
      pickers.enhance(root);
    },
    handle(event) {
      const country = targetOf<HTMLSelectElement>(event, COUNTRY_SELECT);
      if (country) localise(country);
    },
  };
}

// The declared chunks this part belongs to (chunks/every-page.ts).
export { EVERY_PAGE } from '../chunks/every-page.ts';
export { ADDRESS_PAGES } from '../chunks/address-pages.ts';
