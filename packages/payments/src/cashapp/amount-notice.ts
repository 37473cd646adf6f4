/**
 * Cash App Pay's amount notice (SPEC 2.9, 9.6): above 200,000 minor units, with Cash App Pay chosen, the
 * shopper is told the wallet may refuse the amount. Informational; the total follows the cart.
 */
import { cashAppNoticeText } from '../errors/texts.ts';

/** SPEC 9.6: the notice shows only when the total exceeds this (minor units) and Cash App Pay is chosen. */
export const CASHAPP_NOTICE_ABOVE = 200_000;
export const CASHAPP_NOTICE_CLASS = 'wc-block-checkout__payment-method-limit-notice';

export function showsCashAppNotice(chosenType: string | null, cartTotal: number): boolean {
  return chosenType === 'cashapp' && cartTotal > CASHAPP_NOTICE_ABOVE;
}

/** Puts the notice at the top of the payment area, or takes it away. */
export function renderCashAppNotice(paymentArea: Element | null, shown: boolean): void {
  const doc = paymentArea?.ownerDocument;
  const existing = doc?.querySelector(`.${CASHAPP_NOTICE_CLASS}`) ?? null;
  if (!shown || !paymentArea || !doc) {
    existing?.remove();
    return;
  }
  if (existing && paymentArea.contains(existing)) return;
  existing?.remove();
  const notice = doc.createElement('div');
  notice.className = `woocommerce-info ${CASHAPP_NOTICE_CLASS}`;
  notice.setAttribute('role', 'status');
  notice.textContent = cashAppNoticeText();
  paymentArea.prepend(notice);
}
