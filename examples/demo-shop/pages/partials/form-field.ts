import { COUNTRIES, STATES } from '../../domain/address-locale.ts';
import { isFieldHidden, type CheckoutField } from '../../domain/checkout-fields.ts';
import { flagAttr, html, type SafeHtml } from '../html.ts';

function label(f: CheckoutField): SafeHtml {
  const marker = f.required
    ? html`&nbsp;<span class="required" aria-hidden="true">*</span>`
    : html`&nbsp;<span class="optional">(optional)</span>`;
  return html`<label for="${f.name}" class="${f.hidden ? 'screen-reader-text' : ''}">${f.label}${marker}</label>`;
}

/** woocommerce_form_field() markup for text/email/tel/country/state fields. */
export function formField(f: CheckoutField, value: string, country: string): SafeHtml {
  const hidden = isFieldHidden(f, country);
  const classes = ['form-row', ...f.className, f.required ? 'validate-required' : '', f.type === 'email' ? 'validate-email' : '', f.type === 'tel' ? 'validate-phone' : '', f.key === 'postcode' ? 'validate-postcode' : '', f.type === 'state' ? 'validate-state' : '']
    .filter(Boolean).join(' ');
  const req = f.required ? html` aria-required="true"` : '';
  let input: SafeHtml;
  if (f.type === 'country') {
    input = html`<select name="${f.name}" id="${f.name}" class="country_to_state country_select" autocomplete="${f.autocomplete}" data-placeholder="Select a country / region…" data-label="${f.label}"${req}><option value="">Select a country / region…</option>${Object.entries(COUNTRIES).map(([code, name]) => html`<option value="${code}"${flagAttr('selected', code === value)}>${name}</option>`)}</select><noscript><button type="submit" name="woocommerce_checkout_update_totals" value="Update country / region">Update country / region</button></noscript>`;
  } else if (f.type === 'state' && STATES[country] && Object.keys(STATES[country]!).length > 0) {
    input = html`<select name="${f.name}" id="${f.name}" class="state_select" autocomplete="${f.autocomplete}" data-placeholder="Select an option…" data-input-classes="" data-label="${f.label}"${req}><option value="">Select an option…</option>${Object.entries(STATES[country]!).map(([code, name]) => html`<option value="${code}"${flagAttr('selected', code === value)}>${name}</option>`)}</select>`;
  } else if (f.type === 'state' && hidden) {
    input = html`<input type="hidden" class="hidden" name="${f.name}" id="${f.name}" value="" autocomplete="${f.autocomplete}" placeholder="" readonly="readonly" data-input-classes="">`;
  } else {
    input = html`<input type="${f.type === 'email' ? 'email' : f.type === 'tel' ? 'tel' : 'text'}" class="input-text" name="${f.name}" id="${f.name}" placeholder="${f.placeholder ?? ''}" value="${value}" autocomplete="${f.autocomplete}"${req}>`;
  }
  return html`<p class="${classes}" id="${f.name}_field" data-priority="${f.priority}"${hidden ? html` style="display:none"` : ''}>${label(f)}<span class="woocommerce-input-wrapper">${input}</span></p>`;
}
