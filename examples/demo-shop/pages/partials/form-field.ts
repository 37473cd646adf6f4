import { ADDRESS_DATA, statesOf } from '../../domain/address.ts';
import { stateKind, type CheckoutField } from '../../domain/checkout-fields.ts';
import { flagAttr, html, type SafeHtml } from '../html.ts';

/** The required / optional marker after a label (woocommerce_form_field). */
function marker(required: boolean): SafeHtml {
  return required ? html`&nbsp;<span class="required" aria-hidden="true">*</span>` : html`&nbsp;<span class="optional">(optional)</span>`;
}

/** aria-required and autocomplete, in the order woocommerce_form_field() prints its custom attributes. */
function customAttributes(f: CheckoutField): SafeHtml {
  return html`${f.required ? html` aria-required="true"` : ''}${f.autocomplete ? html` autocomplete="${f.autocomplete}"` : ''}`;
}

function countrySelect(f: CheckoutField, value: string): SafeHtml {
  return html`<select name="${f.name}" id="${f.name}" class="country_to_state country_select"${customAttributes(f)} data-placeholder="${f.placeholder || 'Select a country / region…'}" data-label="${f.label}"><option value="">Select a country / region…</option>${Object.entries(ADDRESS_DATA.countries).map(([code, name]) => html`<option value="${code}"${flagAttr('selected', code === value)}>${name}</option>`)}</select><noscript><button type="submit" name="woocommerce_checkout_update_totals" value="Update country / region">Update country / region</button></noscript>`;
}

/** The state control for the field's country: a list, a hidden input (no states) or free text. */
function stateControl(f: CheckoutField, value: string): SafeHtml {
  const states = statesOf(f.country ?? '');
  if (stateKind(f.country ?? '') === 'none') {
    return html`<input type="hidden" class="hidden" name="${f.name}" id="${f.name}" value=""${customAttributes(f)} placeholder="${f.placeholder}" readonly="readonly" data-input-classes="">`;
  }
  if (states) {
    return html`<select name="${f.name}" id="${f.name}" class="state_select"${customAttributes(f)} data-placeholder="${f.placeholder || 'Select an option…'}" data-input-classes="" data-label="${f.label}"><option value="">Select an option…</option>${Object.entries(states).map(([code, name]) => html`<option value="${code}"${flagAttr('selected', code === value)}>${name}</option>`)}</select>`;
  }
  return html`<input type="text" class="input-text" value="${value}" placeholder="${f.placeholder}" name="${f.name}" id="${f.name}"${customAttributes(f)} data-input-classes="">`;
}

function control(f: CheckoutField, value: string): SafeHtml {
  switch (f.type) {
    case 'country':
      return countrySelect(f, value);
    case 'state':
      return stateControl(f, value);
    case 'textarea':
      return html`<textarea name="${f.name}" class="input-text" id="${f.name}" placeholder="${f.placeholder}" rows="2" cols="5"${customAttributes(f)}>${value}</textarea>`;
    default:
      return html`<input type="${f.type}" class="input-text" name="${f.name}" id="${f.name}" placeholder="${f.placeholder}" value="${f.type === 'password' ? '' : value}"${customAttributes(f)}>`;
  }
}

/**
 * woocommerce_form_field(): `p.form-row` with its layout and validate-* classes and data-priority, the
 * label with its required or optional marker, and the control inside `span.woocommerce-input-wrapper`.
 * A state field for a country without states is a hidden input in a hidden row without a priority.
 * A password is never printed back.
 */
export function formField(f: CheckoutField, value: string): SafeHtml {
  const rowClasses = ['form-row', ...f.classes, ...(f.required ? ['validate-required'] : []), ...f.validate.map((v) => `validate-${v}`)].join(' ');
  const labelClasses = [...f.labelClass, ...(f.required ? ['required_field'] : [])].join(' ');
  const label = html`<label for="${f.name}" class="${labelClasses}">${f.label}${marker(f.required)}</label>`;
  const inner = html`${label}<span class="woocommerce-input-wrapper">${control(f, value)}</span>`;
  return f.type === 'state' && stateKind(f.country ?? '') === 'none'
    ? html`<p class="${rowClasses}" id="${f.name}_field" style="display: none">${inner}</p>`
    : html`<p class="${rowClasses}" id="${f.name}_field" data-priority="${f.priority}">${inner}</p>`;
}
