/**
 * The order-pay page (SPEC 2.10): the order review form's payment methods handled as on the checkout
 * (radios, one box open, the button's text, `payment_method_selected`), registered payment methods hosted
 * in their boxes. The form is submitted natively, as WooCommerce's own is, and blocked once submitted: a
 * second click or Enter does not pay twice. A registered method's payment setup runs first (core's life
 * cycle); its fields go with the form.
 */
import { blockElement, isBlocked, unblockElement } from '@shop-islands/core/block-overlay';
import { createNotice, findNoticesArea, showNotice } from '@shop-islands/core/notices';
import { registeredPaymentMethods } from '@shop-islands/core/checkout/registered-methods';
import { requestErrorMessage } from '@shop-islands/core/request-errors';
import { FORM_ROW, ORDER_REVIEW } from '../contract/selectors.ts';
import { isShown } from '../dom/elements.ts';
import { submitLikeAShopper } from '../payment-methods/custom-button.ts';
import { listen } from '../dom/listen.ts';
import { startPaymentMethods, whenMethodsNeedHosting } from '../payment-methods/payment-methods.ts';

export function startOrderPay(doc: Document): void {
  const form = doc.querySelector<HTMLFormElement>(`form${ORDER_REVIEW}`);
  if (!form) return;
  const view = doc.defaultView ?? window;
  form.noValidate = true;
  const payment = startPaymentMethods(form, {
    // A gateway's own place-order button: the required rows (the terms) checked, then the form submitted.
    placeOrderApi: () => ({
      validate: async () => {
        const missing = [...form.querySelectorAll<HTMLElement>(`${FORM_ROW}.validate-required`)].filter((row) => {
          const control = row.querySelector<HTMLInputElement>('input, select, textarea');
          const empty = !!control && isShown(row) && (control.type === 'checkbox' ? !control.checked : control.value === '');
          row.classList.toggle('woocommerce-invalid', empty);
          row.classList.toggle('woocommerce-invalid-required-field', empty);
          return empty;
        });
        return { hasError: missing.length > 0 };
      },
      submit: () => submitLikeAShopper(form),
    }),
  });
  payment.init();
  whenMethodsNeedHosting(doc, ({ hostPaymentMethods }) => void hostPaymentMethods({ doc }).refresh().then(payment.init));

  listen(form, 'submit', (event) => {
    if (event.target !== form) return;
    if (isBlocked(form)) return false;
    const method = payment.chosen();
    const registered = registeredPaymentMethods(view).some((m) => m.paymentMethodId === method);
    blockElement(form);
    if (!registered) return;
    const refused = (messages: readonly string[]): void => {
      unblockElement(form);
      const area = findNoticesArea(doc, form);
      if (messages.length > 0 && area) showNotice(area, createNotice('error', messages, doc));
    };
    // Core's life cycle (the method's payment setup) is fetched only for a registered method's payment.
    void import('@shop-islands/core/checkout/lifecycle')
      .then(({ pageCheckoutLifecycle }) => pageCheckoutLifecycle(view).requestSubmit({ form, paymentMethod: method }))
      .then(
        (decision) => {
          if (!decision.ok) return refused(decision.notices.map((notice) => notice.message));
          for (const [name, value] of Object.entries(decision.paymentMethodData)) {
            const input = doc.createElement('input');
            Object.assign(input, { type: 'hidden', name, value });
            form.append(input);
          }
          form.submit();
        },
        (error: unknown) => refused([requestErrorMessage(error)]),
      );
    return false;
  });
}

// The declared chunks this part belongs to (chunks/every-page.ts).
export { EVERY_PAGE } from '../chunks/every-page.ts';
export { MONEY_PATH } from '../chunks/money-path.ts';
