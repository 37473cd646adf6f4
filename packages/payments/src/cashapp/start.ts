/** Cash App Pay's amount notice kept true as the shopper chooses a method and the total changes (SPEC 2.9). */
import type { PaymentsPage } from '../classic/payments-page.ts';
import { renderCashAppNotice, showsCashAppNotice } from './amount-notice.ts';

export function startCashAppNotice(page: PaymentsPage): void {
  const { doc } = page;
  const render = (): void =>
    renderCashAppNotice(doc.querySelector('.woocommerce-checkout-payment, #payment'), showsCashAppNotice(page.chosenType(), page.forms.store.getState().amount));
  doc.addEventListener('change', (event) => {
    if (event.target instanceof Element && event.target.matches('input[name="payment_method"]')) render();
  });
  page.forms.store.subscribe(render);
  render();
}
