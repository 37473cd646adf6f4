/**
 * Where a payment error is shown outside the checkout's own submit (SPEC 8.3): at the top of the page's store
 * notices area, replacing the notices there; on the classic checkout the fields are validated again, the page
 * scrolls to the notice and `checkout_error` fires. Text only: a message never becomes markup.
 */
import { emitPageEvent } from '@shop-islands/core/emit-page-event';
import { pageJQuery } from '@shop-islands/core/events';
import { createNotice, findNoticesArea, showNotice } from '@shop-islands/core/notices';

export const CHECKOUT_ERROR_EVENT = 'checkout_error';
const CHECKOUT_FIELDS = 'form.checkout .input-text, form.checkout select, form.checkout input[type="checkbox"]';

/** Shows `message` as an error notice; returns the notice (null when the page has nowhere to show it). */
export function showPaymentError(doc: Document, message: string): HTMLElement | null {
  const area = findNoticesArea(doc, doc.querySelector('form.checkout, form#order_review, form#add_payment_method'));
  if (!area) return null;
  // WooCommerce's error list, announced by its group (core's error notice), where the checkout's notices go.
  const notice = createNotice('error', [message], doc);
  notice.classList.add('woocommerce-NoticeGroup-checkout');
  notice.setAttribute('tabindex', '-1');
  showNotice(area, notice);
  const checkout = doc.querySelector('form.checkout');
  if (checkout) {
    const jq = pageJQuery(doc);
    doc.querySelectorAll<HTMLElement>(CHECKOUT_FIELDS).forEach((field) => {
      if (jq) jq(field).trigger('validate', []);
      else field.dispatchEvent(new Event('validate', { bubbles: true }));
    });
    emitPageEvent(CHECKOUT_ERROR_EVENT, [], doc);
  }
  notice.focus({ preventScroll: true });
  return notice;
}
