/**
 * Store notices of the express checkout, in WooCommerce's markup and place: at the top of the page's notices
 * area (core's), else just before the button. An error is core's: WooCommerce's `ul.woocommerce-error` inside a
 * `woocommerce-NoticeGroup` that is the live region. An info notice may carry one link (log in first).
 */
import { createNotice, findNoticesArea, showNotice } from '@shop-islands/core/notices';

export function showExpressNotice(kind: 'error' | 'info', message: string, link: { text: string; url: string } | undefined, near: Element | null, doc: Document = document): void {
  const notice = createNotice(kind, [message], doc);
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
