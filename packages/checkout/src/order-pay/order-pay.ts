/**
 * The order-pay page (SPEC 2.10): the order review form's payment methods handled as on the checkout
 * (radios, one box open, the button's text, `payment_method_selected`), registered payment methods hosted
 * in their boxes. The form is submitted natively, as WooCommerce's own is, and blocked once submitted: a
 * second click or Enter does not pay twice. A registered method's payment setup runs first (core's life
 * cycle); its fields go with the form.
 */
import { blockElement, isBlocked, unblockElement } from '@shop-islands/core/block-overlay';
import { createNotice, findNoticesArea, showNotice } from '@shop-islands/core/notices';
import { pageCheckoutLifecycle } from '@shop-islands/core/checkout/lifecycle';
import { registeredPaymentMethods } from '@shop-islands/core/checkout/registered-methods';
import { ORDER_REVIEW } from '../contract/selectors.ts';
import { listen } from '../dom/listen.ts';
import { startPaymentMethods, whenMethodsNeedHosting } from '../payment-methods/payment-methods.ts';

export function startOrderPay(doc: Document): void {
  const form = doc.querySelector<HTMLFormElement>(`form${ORDER_REVIEW}`);
  if (!form) return;
  const view = doc.defaultView ?? window;
  const lifecycle = pageCheckoutLifecycle(view);
  form.noValidate = true;
  const payment = startPaymentMethods(form);
  payment.init();
  whenMethodsNeedHosting(doc, ({ hostPaymentMethods }) => void hostPaymentMethods({ doc, lifecycle }).refresh().then(payment.init));

  listen(form, 'submit', (event) => {
    if (event.target !== form) return;
    if (isBlocked(form)) return false;
    const method = payment.chosen();
    const registered = registeredPaymentMethods(view).some((m) => m.paymentMethodId === method);
    blockElement(form);
    if (!registered) return;
    void lifecycle.requestSubmit({ form, paymentMethod: method }).then((decision) => {
      if (!decision.ok) {
        unblockElement(form);
        const messages = decision.notices.map((notice) => notice.message);
        const area = findNoticesArea(doc, form);
        if (messages.length > 0 && area) showNotice(area, createNotice('error', messages, doc));
        return;
      }
      for (const [name, value] of Object.entries(decision.paymentMethodData)) {
        const input = doc.createElement('input');
        Object.assign(input, { type: 'hidden', name, value });
        form.append(input);
      }
      form.submit();
    });
    return false;
  });
}
