/**
 * The classic checkout page as it starts (what checkout.js, address-i18n.js and country-select.js do before
 * the shopper acts): the address blocks and their pickers, the payment methods, the parts shown only while
 * their box is ticked, the coupon form behind its toggle, and the totals update every checkout starts with
 * (`init_checkout` → `update_checkout` → `update_order_review`), which later edits ask for again.
 *
 * What the shopper needs only once they act is fetched then (checkout-form.ts: field checks, coupons, the
 * show-and-hide parts, placing the order), at the first focus or press in the form, or at the latest with the
 * first event it handles; events arriving meanwhile wait for it, in order (dom/on-demand.ts). A totals update
 * asked for meanwhile waits too, so that it reads the form as those events leave it.
 */
import { emitPageEvent } from '@shop-islands/core/emit-page-event';
import { onPageEvent } from '@shop-islands/core/events';
import { createNotice } from '@shop-islands/core/notices';
import { requestErrorMessage } from '@shop-islands/core/request-errors';
import { addressData, startAddresses } from '../address-fields/start.ts';
import { INIT_CHECKOUT, UPDATED_CHECKOUT } from '../contract/events.ts';
import { CHECKOUT_FORM, COUPON_FORM, COUPON_INPUT, CREATE_ACCOUNT_CHECKBOX, SHIP_TO_DIFFERENT_ADDRESS, VALIDATED_CONTROLS } from '../contract/selectors.ts';
import { pageSettings } from '../contract/settings.ts';
import { couponLinkTaken, prepareCheckoutCouponForm } from '../coupons/coupon-form.ts';
import { listen, targetOf, type HeardEvent } from '../dom/listen.ts';
import { showCheckoutNotice } from '../dom/notices.ts';
import { onDemand, type Claim } from '../dom/on-demand.ts';
import { startOrderReview } from '../order-review/order-review.ts';
import { checkoutSession } from '../page-session.ts';
import { submitLikeAShopper } from '../payment-methods/custom-button.ts';
import { startPaymentMethods, whenMethodsNeedHosting } from '../payment-methods/payment-methods.ts';
import { closeToggledParts, toggleClickTaken } from '../toggles/closed-parts.ts';

const LATER: Claim = { prevent: false };

export function startCheckoutPage(doc: Document): void {
  const form = doc.querySelector<HTMLFormElement>(CHECKOUT_FORM);
  const params = pageSettings.checkout();
  const addressSettings = addressData();
  const addresses = addressSettings ? startAddresses(doc, addressSettings, (id) => formPart?.current()?.resetField(id)) : null;
  if (!form || !params) return;
  form.noValidate = true;
  const session = checkoutSession(params);
  const billingCountry = (): string => doc.querySelector<HTMLSelectElement>('#billing_country')?.value ?? '';

  // What a gateway's own place-order button checks and submits the form with (WooCommerce's API).
  const payment = startPaymentMethods(form, {
    placeOrderApi: () => ({
      validate: () => formPart.load().then((part) => ({ hasError: part.checkAll() })),
      submit: () => submitLikeAShopper(form),
    }),
  });
  whenMethodsNeedHosting(doc, ({ hostPaymentMethods }) => {
    const host = hostPaymentMethods({ doc, canMakePaymentArgument: () => ({ paymentRequirements: ['products'], billingAddress: { country: billingCountry() } }) });
    // SPEC 2.9: a method is offered only where the billing country is in its countries list.
    listen(form, 'change', (event) => {
      if (targetOf(event, '#billing_country')) void host.refresh().then(payment.init);
    });
    // After a totals update the host hides again what cannot pay (heard before this): the choice follows.
    onPageEvent(UPDATED_CHECKOUT, payment.init, doc);
    void host.refresh().then(payment.init);
  });
  closeToggledParts(doc, params.option_guest_checkout);
  const couponForm = doc.querySelector<HTMLElement>(COUPON_FORM);
  prepareCheckoutCouponForm(doc, couponForm);

  const formPart = onDemand(() =>
    import('./checkout-form.ts').then(({ startCheckoutForm }) => startCheckoutForm({ form, params, session, payment, review, couponForm })),
  );
  const review = startOrderReview(form, {
    session,
    revalidate: () => void formPart.load().then((part) => part.revalidate(), () => undefined),
    beforeSend: () => Promise.all([formPart.settled(), addresses?.localisation.settled()]),
    initPaymentMethods: payment.init,
    onSettled: () => formPart.current()?.totalsSettled(),
    keepFocus: (swap, cause) => formPart.current()?.keepFocus(swap, cause) ?? swap(),
  });

  // The form's own events: its submit (taken from the start), field checks, the two boxes that reveal parts.
  formPart.defer(form, 'submit input change focusout validate', (event: HeardEvent) => {
    if (event.type === 'submit') {
      if (event.target !== form) return null;
      // Offline before the code arrived: the order cannot go, said as a failed request would say it.
      return { prevent: true, fallback: () => showCheckoutNotice(form, createNotice('error', [requestErrorMessage(new Error('offline'))], doc), () => undefined) };
    }
    return targetOf(event, `${VALIDATED_CONTROLS}, ${SHIP_TO_DIFFERENT_ADDRESS}, ${CREATE_ACCOUNT_CHECKBOX}`) ? LATER : null;
  });
  // The page's: the coupon, login and terms links, the coupon code and its form (outside the checkout form).
  formPart.defer(doc.body, 'click keydown input change submit', (event: HeardEvent) => {
    if (event.type === 'submit') return targetOf(event, COUPON_FORM) ? { prevent: true } : null;
    if (event.type === 'input' || event.type === 'change') return targetOf(event, COUPON_INPUT) ? LATER : null;
    return couponLinkTaken(event, true) ?? toggleClickTaken(event);
  });
  formPart.preload(doc.body, 'focusin pointerdown');

  payment.init();
  if (params.is_checkout) emitPageEvent(INIT_CHECKOUT, [], doc);
}
