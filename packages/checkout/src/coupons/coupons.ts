/**
 * Coupons on the page (SPEC 7.3.3, 7.3.4, 4.5, 8.2), on WooCommerce's markup and the page's session client: the
 * checkout's coupon form behind 'showcoupon' and the cart's coupon row. What happens is decided by coupon-step.ts
 * on core's store; this carries its effects out, one after another (a notice is sanitised before it is shown):
 * - the inline error is a `span.coupon-error-notice#coupon-error-notice[role=alert]` in its place (checkout: the
 *   code's parent; cart: `.coupon`), the code field `has-error`, `aria-invalid`, `aria-describedby`;
 * - the checkout's toggle is a disclosure (coupon-form.ts sets it up as the page starts) whose form slides (400 ms);
 * - answers announce `applied_coupon_in_checkout` / `applied_coupon` (errors included) or
 *   `removed_coupon_in_checkout` / `removed_coupon` with the code.
 */
import { blockElement, unblockElement } from '@shop-islands/core/block-overlay';
import { emitPageEvent } from '@shop-islands/core/emit-page-event';
import { createNotice } from '@shop-islands/core/notices';
import { createStore } from '@shop-islands/core/store';
import { requestErrorMessage } from '@shop-islands/core/request-errors';
import type { ShopSession } from '@shop-islands/core/session';
import { APPLIED_COUPON, APPLIED_COUPON_IN_CHECKOUT, REMOVED_COUPON, REMOVED_COUPON_IN_CHECKOUT } from '../contract/events.ts';
import { COUPON_INPUT, REMOVE_COUPON, SHOW_COUPON } from '../contract/selectors.ts';
import { APPLY_COUPON_ENDPOINT, REMOVE_COUPON_ENDPOINT } from '../contract/requests.ts';
import { TOGGLE_SLIDE_MS } from '../contract/timing.ts';
import { targetOf, type HeardEvent } from '../dom/listen.ts';
import { inOrder } from '../dom/effects.ts';
import { couponStep, initialCouponState, type CouponEffect, type CouponEvent, type NoticePlace } from './coupon-step.ts';

import { slide } from '../dom/motion.ts';
import { removeNotices, serverFragment } from '../dom/notices.ts';

export { isCouponError, type NoticePlace } from './coupon-step.ts';

const ERROR_ID = 'coupon-error-notice';

export type CouponPage = 'checkout' | 'cart';

export interface CouponParts {
  readonly page: CouponPage;
  /** What an apply blocks: the checkout's coupon form, the cart form. */
  readonly form: () => HTMLElement | null;
  /** What a remove blocks: the checkout's order review, the cart totals. */
  readonly totals: () => HTMLElement | null;
  /** The inline error's place (checkout: the input's parent; cart: `.coupon`). */
  readonly errorPlace: (input: HTMLInputElement) => Element | null;
  /** Puts a notice where the page shows it. */
  readonly placeNotice: (notice: Node, place: NoticePlace) => void;
  /** Recalculates after a change (checkout: update_checkout without shipping methods; cart: the cart form). */
  readonly recalculate: () => void;
}

/** The page events coupons handle (heard on the body). */
export const COUPON_EVENTS = 'click keydown input change';

export interface Coupons {
  /** Handles an event of COUPON_EVENTS: a remove link (click, Space), the checkout's 'showcoupon' toggle, typing in the code. */
  handle(event: HeardEvent): boolean | void;
  /** Applies the typed code (the checkout's coupon form and the cart's apply button call it). */
  apply(): void;
}

export function startCoupons(doc: Document, session: ShopSession, parts: CouponParts): Coupons {
  const checkout = parts.page === 'checkout';
  const input = (): HTMLInputElement | null => doc.querySelector<HTMLInputElement>(COUPON_INPUT);
  const toggle = (): HTMLElement | null => doc.querySelector<HTMLElement>(SHOW_COUPON);
  const partOf = (part: 'form' | 'totals'): HTMLElement | null => (part === 'form' ? parts.form() : parts.totals());

  function showError(message: string | null): void {
    doc.getElementById(ERROR_ID)?.remove();
    const field = input();
    if (!field) return;
    field.classList.toggle('has-error', message !== null);
    if (message === null) {
      field.removeAttribute('aria-invalid');
      field.removeAttribute('aria-describedby');
      return;
    }
    const error = doc.createElement('span');
    error.className = 'coupon-error-notice';
    error.id = ERROR_ID;
    error.setAttribute('role', 'alert');
    error.textContent = message;
    field.setAttribute('aria-invalid', 'true');
    field.setAttribute('aria-describedby', ERROR_ID);
    parts.errorPlace(field)?.append(error);
  }

  const run = inOrder<CouponEvent, CouponEffect>((effect, dispatch) => {
    switch (effect.type) {
      case 'slide-form': {
        const form = parts.form();
        if (!form) return;
        if (!effect.open && form.contains(doc.activeElement)) toggle()?.focus();
        toggle()?.setAttribute('aria-expanded', String(effect.open));
        return void slide(form, effect.open, TOGGLE_SLIDE_MS);
      }
      case 'focus-code':
        return input()?.focus();
      case 'clear-code': {
        const field = input();
        if (field) field.value = '';
        return;
      }
      case 'block':
      case 'unblock': {
        const part = partOf(effect.part);
        if (part) (effect.type === 'block' ? blockElement : unblockElement)(part);
        return;
      }
      case 'send-apply': {
        const fields = { coupon_code: effect.code, ...(effect.billingEmail === null ? {} : { billing_email: effect.billingEmail }) };
        // Not awaited: what the page does meanwhile goes on; the answer comes back as an event.
        return void session.wcAjax(APPLY_COUPON_ENDPOINT, fields, { nonce: 'apply_coupon_nonce' }).then(
          (html) => dispatch({ type: 'apply-answered', code: effect.code, html }),
          (error: unknown) => dispatch({ type: 'apply-failed', error }),
        );
      }
      case 'send-remove':
        return void session.wcAjax(REMOVE_COUPON_ENDPOINT, { coupon: effect.code }, { nonce: 'remove_coupon_nonce' }).then(
          (html) => dispatch({ type: 'remove-answered', code: effect.code, html }),
          (error: unknown) => dispatch({ type: 'remove-failed', error }),
        );
      case 'show-error':
        return serverFragment(effect.html, doc).then((text) => showError((text.textContent ?? '').trim() || null));
      case 'show-request-error':
        return showError(requestErrorMessage(effect.error));
      case 'hide-error':
        return showError(null);
      case 'remove-notices':
        return removeNotices(doc);
      case 'place-notice':
        // A coupon removed with its [Remove] link: the link goes with the recalculated totals, whose swap puts focus
        // on this notice (dom/keep-focus.ts, in the order review's and the cart's swaps).
        return serverFragment(effect.html, doc).then((notice) => parts.placeNotice(notice, effect.place));
      case 'place-request-notice':
        return parts.placeNotice(createNotice('error', [requestErrorMessage(effect.error)], doc), effect.place);
      case 'announce':
        return emitPageEvent(effect.change === 'applied' ? (checkout ? APPLIED_COUPON_IN_CHECKOUT : APPLIED_COUPON) : checkout ? REMOVED_COUPON_IN_CHECKOUT : REMOVED_COUPON, [effect.code], doc);
      case 'recalculate':
        return parts.recalculate();
    }
  });
  const store = createStore(couponStep, initialCouponState(checkout), run);

  return {
    handle(event) {
      if (event.type === 'input' || event.type === 'change') {
        if (targetOf(event, COUPON_INPUT)) store.dispatch({ type: 'typed' });
        return;
      }
      if (event.type === 'keydown' && event.key !== ' ') return;
      const removeLink = targetOf(event, REMOVE_COUPON);
      if (removeLink) {
        store.dispatch({ type: 'remove-requested', code: removeLink.dataset.coupon ?? '' });
        return false;
      }
      if (checkout && targetOf(event, SHOW_COUPON)) {
        store.dispatch({ type: 'toggled' });
        return false;
      }
    },
    apply() {
      const billingEmail = checkout ? (doc.querySelector<HTMLInputElement>('input[name="billing_email"]')?.value ?? '') : null;
      store.dispatch({ type: 'apply-requested', code: input()?.value ?? '', billingEmail });
    },
  };
}
