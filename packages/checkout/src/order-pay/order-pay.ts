/**
 * The order-pay page (SPEC 2.10): the order review form's payment methods handled as on the checkout
 * (radios, one box open, the button's text, `payment_method_selected`), registered payment methods hosted
 * in their boxes. Paying (pay.ts) is fetched once the shopper starts on the form: the form is submitted
 * natively, as WooCommerce's own is, and blocked once submitted (a second click or Enter does not pay twice);
 * a registered method's payment setup runs first (core's life cycle) and its fields go with the form. The error
 * list a failed payment comes back with is made an alert that stays a list.
 */
import { groupPrintedErrors } from '@shop-islands/core/printed-errors';
import { FORM_ROW, ORDER_REVIEW } from '../contract/selectors.ts';
import { isShown } from '../dom/elements.ts';
import { sendNatively, submitterOf } from '../dom/listen.ts';
import { onDemand } from '../dom/on-demand.ts';
import { submitLikeAShopper } from '../payment-methods/custom-button.ts';
import { startPaymentMethods, whenMethodsNeedHosting } from '../payment-methods/payment-methods.ts';

export function startOrderPay(doc: Document): void {
  const form = doc.querySelector<HTMLFormElement>(`form${ORDER_REVIEW}`);
  if (!form) return;
  form.noValidate = true;
  // A failed payment comes back as the page printed again with WooCommerce's error list.
  groupPrintedErrors(doc);
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

  // Paying (pay.ts) is fetched as the shopper reaches for the form; a submit before it is in waits for it.
  const held = new WeakSet<object>();
  const pay = onDemand(() => import('./pay.ts').then(({ startPaying }) => startPaying(form, payment.chosen, (event) => held.has(event))));
  pay.defer(form, 'submit', (event) => {
    if (event.target !== form) return null;
    held.add(event);
    return { prevent: true, fallback: () => sendNatively(form, submitterOf(event)) };
  });
  pay.preload(form, 'focusin pointerdown');
}

// The declared chunks this part belongs to (chunks/every-page.ts).
export { EVERY_PAGE } from '../chunks/every-page.ts';
export { MONEY_PATH } from '../chunks/money-path.ts';
