/**
 * The classic checkout page: every part wired together on one form, one session client and core's one
 * checkout life cycle (shared with the payment methods), as WooCommerce's checkout.js starts up.
 */
import { emitPageEvent } from '@shop-islands/core/emit-page-event';
import { pageSession } from '@shop-islands/core/session';
import { INIT_CHECKOUT, UPDATE_CHECKOUT } from './contract/events.ts';
import { COUPON_FORM, REVIEW_CONTAINER } from './contract/selectors.ts';
import type { CheckoutParams } from './contract/settings.ts';
import { startCoupons } from './coupons/coupons.ts';
import { listen, targetOf } from './dom/listen.ts';
import { startOrderReview } from './order-review/order-review.ts';
import { startPaymentMethods, whenMethodsNeedHosting } from './payment-methods/payment-methods.ts';
import { createNotice } from '@shop-islands/core/notices';
import { requestErrorMessage } from '@shop-islands/core/request-errors';
import { showCheckoutNotice } from './dom/notices.ts';
import type { PlaceOrder } from './place-order/place-order.ts';
import { startCheckoutToggles } from './toggles/checkout-toggles.ts';
import type { FieldValidation } from './validation/validate-fields.ts';

/** The page's one session client, holding the nonces the checkout's requests carry. */
export function checkoutSession(params: Pick<CheckoutParams, 'wc_ajax_url' | 'apply_coupon_nonce' | 'remove_coupon_nonce'> & { update_order_review_nonce?: string; update_shipping_method_nonce?: string }) {
  const { wc_ajax_url, ...nonces } = params;
  return pageSession({ wcAjaxUrl: wc_ajax_url, nonces: Object.fromEntries(Object.entries(nonces).filter(([name]) => name.endsWith('_nonce'))) as Record<string, string> });
}

export function startCheckout(form: HTMLFormElement, params: CheckoutParams, validation: FieldValidation): void {
  const doc = form.ownerDocument;
  const session = checkoutSession(params);
  const billingCountry = (): string => doc.querySelector<HTMLSelectElement>('#billing_country')?.value ?? '';
  form.noValidate = true;

  const payment = startPaymentMethods(form);
  whenMethodsNeedHosting(doc, ({ hostPaymentMethods }) => {
    const host = hostPaymentMethods({ doc, canMakePaymentArgument: () => ({ paymentRequirements: ['products'], billingAddress: { country: billingCountry() } }) });
    // SPEC 2.9: a method is offered only where the billing country is in its countries list.
    listen(form, 'change', (event) => {
      if (targetOf(event, '#billing_country')) void host.refresh().then(payment.init);
    });
    void host.refresh().then(payment.init);
  });
  startCheckoutToggles(doc, params.option_guest_checkout);

  let placing: Promise<PlaceOrder> | null = null;
  const review = startOrderReview(form, { session, validation, initPaymentMethods: payment.init, onSettled: () => void placing?.then((order) => order.totalsSettled(), () => undefined) });
  // Placing the order (its controller, the idempotency key, core's life cycle) loads once the shopper starts on the
  // form, or at the latest when it is submitted; the form's submit is taken over from the start.
  const placeOrder = (): Promise<PlaceOrder> =>
    (placing ??= import('./place-order/place-order.ts')
      .then(({ startPlaceOrder }) => startPlaceOrder(form, { session, params, validation, paymentMethod: payment.chosen, totalsUpdating: review.isUpdating }))
      .catch((error: unknown) => {
        placing = null;
        throw error;
      }));
  listen(form, 'focusin pointerdown', () => void placeOrder().catch(() => undefined));
  listen(form, 'submit', (event) => {
    if (event.target !== form) return;
    review.submitStarted();
    // Offline before the code arrived: the order cannot go, said as a failed request would say it.
    placeOrder().then(
      (order) => order.submit(),
      (error: unknown) => showCheckoutNotice(form, createNotice('error', [requestErrorMessage(error)], doc), validation),
    );
    return false;
  });

  const couponForm = doc.querySelector<HTMLElement>(COUPON_FORM);
  const coupons = startCoupons(doc, session, {
    page: 'checkout',
    form: () => couponForm,
    totals: () => doc.querySelector(REVIEW_CONTAINER),
    errorPlace: (input) => input.parentElement,
    placeNotice: (notice, place) => (place === 'before-coupon-form' ? couponForm ?? form : form).before(notice),
    recalculate: () => emitPageEvent(UPDATE_CHECKOUT, [{ update_shipping_method: false }], doc),
  });
  if (couponForm) {
    couponForm.style.display = 'none';
    listen(couponForm, 'submit', () => {
      coupons.apply();
      return false;
    });
  }

  payment.init();
  if (params.is_checkout) emitPageEvent(INIT_CHECKOUT, [], doc);
}
