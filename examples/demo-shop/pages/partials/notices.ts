import type { Message, MessagePart } from '../../domain/message.ts';
import { html, type SafeHtml } from '../html.ts';
import { priceHtml } from './price.ts';

export interface Notice {
  type: 'error' | 'success' | 'info';
  /** Text, emphasis and links: never markup. */
  message: Message;
  /** The field an error is about (data-id, which checkout.js uses to focus it). */
  id?: string;
}

function partHtml(part: MessagePart): SafeHtml {
  if (typeof part === 'string') return html`${part}`;
  if ('strong' in part) return html`<strong>${part.strong}</strong>`;
  if ('amount' in part) return priceHtml(part.amount, part.currency);
  return html`<a href="${part.href}"${part.className ? html` class="${part.className}"` : ''}>${part.text}</a>`;
}

/** A message as HTML: its text escaped, its emphasis and links as elements. */
export function messageHtml(message: Message): SafeHtml {
  return typeof message === 'string' ? html`${message}` : html`${message.map(partHtml)}`;
}

/** wc_print_notices(): error list, success message, info box (templates/notices/*.php). */
export function noticesHtml(notices: Notice[]): SafeHtml {
  const errors = notices.filter((n) => n.type === 'error');
  return html`${errors.length > 0 ? html`<ul class="woocommerce-error" role="alert">${errors.map((n) => html`<li${n.id ? html` data-id="${n.id}"` : ''}>${messageHtml(n.message)}</li>`)}</ul>` : ''}${notices
    .filter((n) => n.type !== 'error')
    .map((n) => html`<div class="${n.type === 'success' ? 'woocommerce-message' : 'woocommerce-info'}" role="${n.type === 'success' ? 'alert' : 'status'}">${messageHtml(n.message)}</div>`)}`;
}
