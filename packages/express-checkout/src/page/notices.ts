/**
 * Store notices of the express checkout, in WooCommerce's markup and place: at the top of the page's notices
 * area (core's), else just before the button. An error is WooCommerce's `ul.woocommerce-error` inside a
 * `woocommerce-NoticeGroup` that is the live region: WooCommerce puts role="alert" on the list itself, which
 * takes the list's role away from its items (axe: listitem). An info notice may carry one link (log in first).
 */
import { createNotice, findNoticesArea, showNotice } from '@shop-islands/core/notices';

function errorNotice(message: string, doc: Document): HTMLElement {
  const group = doc.createElement('div');
  group.className = 'woocommerce-NoticeGroup';
  group.setAttribute('role', 'alert');
  const list = doc.createElement('ul');
  list.className = 'woocommerce-error';
  const item = doc.createElement('li');
  item.textContent = message;
  list.append(item);
  group.append(list);
  return group;
}

export function showExpressNotice(kind: 'error' | 'info', message: string, link: { text: string; url: string } | undefined, near: Element | null, doc: Document = document): void {
  const notice = kind === 'error' ? errorNotice(message, doc) : createNotice(kind, [message], doc);
  if (link) {
    const anchor = doc.createElement('a');
    anchor.href = link.url;
    anchor.className = 'button wc-forward';
    anchor.textContent = link.text;
    (notice.querySelector('li') ?? notice).append(' ', anchor);
  }
  const area = findNoticesArea(doc);
  if (area) {
    showNotice(area, notice);
    return;
  }
  if (near?.parentElement) {
    near.parentElement.insertBefore(notice, near);
    notice.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  }
}
