import { html, raw, type SafeHtml } from '../html.ts';

export interface Notice { type: 'error' | 'success' | 'info'; /** Trusted HTML (our own messages). */ message: string; id?: string }

/** wc_print_notices(): error list, success message, info box (templates/notices/*.php). */
export function noticesHtml(notices: Notice[]): SafeHtml {
  const errors = notices.filter((n) => n.type === 'error');
  return html`${errors.length > 0 ? html`<ul class="woocommerce-error" role="alert">${errors.map((n) => html`<li${n.id ? html` data-id="${n.id}"` : ''}>${raw(n.message)}</li>`)}</ul>` : ''}${notices
    .filter((n) => n.type !== 'error')
    .map((n) => html`<div class="${n.type === 'success' ? 'woocommerce-message' : 'woocommerce-info'}" role="${n.type === 'success' ? 'alert' : 'status'}">${raw(n.message)}</div>`)}`;
}
