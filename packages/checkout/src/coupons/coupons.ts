/**
 * Applying and removing coupons (SPEC 7.3.3, 7.3.4, 4.5, 8.2) on the checkout and the cart page: the coupon
 * controller wired to WooCommerce's markup and the page's session client. An error shows inline under the
 * code (role=alert, linked to the input); a success hides the checkout's coupon form, clears the code and
 * recalculates without re-sending shipping methods; a request that fails unblocks with SPEC 8.3's text.
 * The checkout's 'showcoupon' link is a disclosure (role=button, aria-expanded, Space) that focuses the code.
 */
import { blockElement, unblockElement } from '@shop-islands/core/block-overlay';
import { emitPageEvent } from '@shop-islands/core/emit-page-event';
import { createNotice } from '@shop-islands/core/notices';
import { requestErrorMessage } from '@shop-islands/core/request-errors';
import type { ShopSession } from '@shop-islands/core/session';
import { createStore } from '@shop-islands/core/store';
import { SELECTORS } from '../contract/selectors.ts';
import { WC_AJAX_ENDPOINTS } from '../contract/requests.ts';
import { couponStep, initialCouponState, type CouponEffect, type CouponEvent, type CouponPage, type NoticePlace } from '../controller/coupons/coupon-flow.ts';
import { inOrder } from '../dom/effects.ts';
import { listen, targetOf } from '../dom/listen.ts';
import { slide } from '../dom/motion.ts';
import { removeNotices, serverFragment } from '../dom/notices.ts';

const ERROR_ID = 'coupon-error-notice';

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

export interface Coupons {
  /** Applies the typed code (the checkout's coupon form and the cart's apply button call it). */
  apply(): void;
}

export function startCoupons(doc: Document, session: ShopSession, parts: CouponParts): Coupons {
  const input = (): HTMLInputElement | null => doc.querySelector<HTMLInputElement>(SELECTORS.couponInput);
  const toggle = (): HTMLElement | null => doc.querySelector<HTMLElement>(SELECTORS.showCoupon);

  function renderError(message: string | null): void {
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

  const run = inOrder<CouponEvent, CouponEffect>(async (effect, dispatch) => {
    switch (effect.type) {
      case 'slide-form': {
        const form = parts.form();
        if (!form) return;
        if (!effect.open && form.contains(doc.activeElement)) toggle()?.focus();
        toggle()?.setAttribute('aria-expanded', String(effect.open));
        return void slide(form, effect.open, effect.durationMs);
      }
      case 'focus-input':
        return input()?.focus();
      case 'clear-input': {
        const field = input();
        if (field) field.value = '';
        return;
      }
      case 'block':
      case 'unblock': {
        const part = effect.part === 'coupon-form' ? parts.form() : parts.totals();
        if (part) (effect.type === 'block' ? blockElement : unblockElement)(part);
        return;
      }
      case 'send-apply': {
        const fields = { coupon_code: effect.code, ...(effect.billingEmail === null ? {} : { billing_email: effect.billingEmail }) };
        try {
          const html = await session.wcAjax(WC_AJAX_ENDPOINTS.applyCoupon, fields, { nonce: 'apply_coupon_nonce' });
          const text = (await serverFragment(html, doc)).textContent ?? '';
          return dispatch({ type: 'apply-answered', html, text: text.trim() });
        } catch (error) {
          return dispatch({ type: 'apply-failed', error });
        }
      }
      case 'send-remove':
        try {
          return dispatch({ type: 'remove-answered', html: await session.wcAjax(WC_AJAX_ENDPOINTS.removeCoupon, { coupon: effect.code }, { nonce: 'remove_coupon_nonce' }) });
        } catch (error) {
          return dispatch({ type: 'remove-failed', error });
        }
      case 'remove-notices':
        return removeNotices(doc);
      case 'show-notice':
        return parts.placeNotice(await serverFragment(effect.html, doc), effect.place);
      case 'show-request-failure':
        return parts.placeNotice(createNotice('error', [requestErrorMessage(effect.error)], doc), effect.place);
      case 'render-error':
        return renderError(effect.error === null ? null : effect.error.kind === 'server' ? effect.error.text : requestErrorMessage(effect.error.error));
      case 'announce':
        return emitPageEvent(effect.event, [effect.code], doc);
      case 'recalculate':
        return parts.recalculate();
    }
  });
  const store = createStore((state, event: CouponEvent) => couponStep(state, event, parts.page), initialCouponState(parts.page), run);

  listen(doc.body, 'click keydown', (event) => {
    const remove = targetOf(event, SELECTORS.removeCoupon);
    const show = targetOf(event, SELECTORS.showCoupon);
    if (event.type === 'keydown' && event.key !== ' ') return;
    if (remove) {
      store.dispatch({ type: 'remove-clicked', code: remove.dataset.coupon ?? '' });
      return false;
    }
    if (show && parts.page === 'checkout') {
      store.dispatch({ type: 'toggle-clicked' });
      return false;
    }
  });
  listen(doc.body, 'input change', (event) => {
    if (targetOf(event, SELECTORS.couponInput)) store.dispatch({ type: 'code-typed' });
  });

  // The checkout's toggle says what it opens and whether it is open.
  const link = toggle();
  const form = parts.form();
  if (link && form && parts.page === 'checkout') {
    form.id ||= 'woocommerce-checkout-form-coupon';
    link.setAttribute('role', 'button');
    // WooCommerce names it 'Enter your coupon code' while it reads 'Click here to enter your code' (WCAG 2.5.3): the visible text names it.
    if (!(link.getAttribute('aria-label') ?? '').includes(link.textContent?.trim() ?? '')) link.removeAttribute('aria-label');
    link.setAttribute('aria-controls', form.id);
    link.setAttribute('aria-expanded', 'false');
  }

  return {
    apply() {
      const billingEmail = parts.page === 'checkout' ? (doc.querySelector<HTMLInputElement>('input[name="billing_email"]')?.value ?? '') : null;
      store.dispatch({ type: 'apply-submitted', code: input()?.value ?? '', billingEmail });
    },
  };
}
