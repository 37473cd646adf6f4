/**
 * What the classic checkout fetches once the shopper starts on the form (checkout.ts): field checks, coupons,
 * the show-and-hide parts and placing the order, handed the form's and the page's events by the start-up code.
 */
import { emitPageEvent } from '@shop-islands/core/emit-page-event';
import type { ShopSession } from '@shop-islands/core/session';
import { UPDATE_CHECKOUT } from '../contract/events.ts';
import { COUPON_FORM, FORM_ROW, REVIEW_CONTAINER } from '../contract/selectors.ts';
import { CUSTOM_BUTTON_SCROLL_MS, NOTICES_SCROLL_OFFSET_PX } from '../contract/timing.ts';
import { scrollToElement } from '../dom/motion.ts';
import type { CheckoutParams } from '../contract/settings.ts';
import { startCoupons } from '../coupons/coupons.ts';
import type { EventPart } from '../dom/on-demand.ts';
import type { OrderReview } from '../order-review/order-review.ts';
import type { PaymentMethods } from '../payment-methods/payment-methods.ts';
import { startPlaceOrder } from '../place-order/place-order.ts';
import { createCheckoutToggles } from '../toggles/checkout-toggles.ts';
import { createFieldValidation } from '../validation/validate-fields.ts';
import { targetOf } from '../dom/listen.ts';
import { keepReviewFocus, type ReviewFocus } from '../order-review/review-focus.ts';

export interface CheckoutFormParts {
  readonly form: HTMLFormElement;
  readonly params: CheckoutParams;
  readonly session: ShopSession;
  readonly payment: PaymentMethods;
  readonly review: OrderReview;
  readonly couponForm: HTMLElement | null;
}

export interface CheckoutForm extends EventPart {
  /** Checks every shown field (a failed totals update). */
  revalidate(): void;
  /** Checks every shown field and scrolls to the first invalid one; true when one is (a gateway's own button asks). */
  checkAll(): boolean;
  /** Forgets a field's state (the country changed its rules). */
  resetField(id: string): void;
  /** Totals stopped updating: an order waiting for them goes. */
  totalsSettled(): void;
  /** Runs the order review's swap keeping focus across it. */
  readonly keepFocus: ReviewFocus;
}

export function startCheckoutForm({ form, params, session, payment, review, couponForm }: CheckoutFormParts): CheckoutForm {
  const doc = form.ownerDocument;
  const validation = createFieldValidation(form);
  const toggles = createCheckoutToggles(doc, params.option_guest_checkout);
  const coupons = startCoupons(doc, session, {
    page: 'checkout',
    form: () => couponForm,
    totals: () => doc.querySelector(REVIEW_CONTAINER),
    errorPlace: (input) => input.parentElement,
    placeNotice: (notice, place) => (place === 'before-coupon-form' ? couponForm ?? form : form).before(notice),
    recalculate: () => emitPageEvent(UPDATE_CHECKOUT, [{ update_shipping_method: false }], doc),
  });
  const order = startPlaceOrder(form, { session, params, validation, paymentMethod: payment.chosen, totalsUpdating: review.isUpdating });

  return {
    handle(event, _args, at) {
      if (at === form) {
        if (event.type === 'submit') {
          if (event.target !== form) return;
          review.submitStarted();
          order.submit();
          return false;
        }
        validation.handle(event);
        return toggles.handle(event);
      }
      if (event.type === 'submit') {
        if (!targetOf(event, COUPON_FORM)) return;
        coupons.apply();
        return false;
      }
      return coupons.handle(event) ?? toggles.handle(event);
    },
    revalidate: validation.revalidate,
    keepFocus: keepReviewFocus(doc),
    checkAll() {
      validation.revalidate();
      const invalid = form.querySelector(`${FORM_ROW}.woocommerce-invalid`);
      if (invalid) scrollToElement(invalid, NOTICES_SCROLL_OFFSET_PX, CUSTOM_BUTTON_SCROLL_MS);
      return invalid !== null;
    },
    resetField: validation.reset,
    totalsSettled: order.totalsSettled,
  };
}

// The checkout page's one chunk, which this part shares with the page's other parts (pages/checkout-page-chunk.ts).
export { CHECKOUT_PAGE } from './checkout-page-chunk.ts';
