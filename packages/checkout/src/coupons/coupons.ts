/**
 * Applying and removing coupons (SPEC 7.3.3, 7.3.4, 4.5, 8.2) on the checkout (`form.checkout_coupon` behind
 * 'showcoupon') and on the cart page (`.coupon` in the cart form), on WooCommerce's markup and the page's
 * session client:
 * - apply: the code (with the checkout's billing email) is sent once, however often it is submitted meanwhile,
 *   the coupon form blocked. An answer is an error when its HTML carries an error notice class: the error shows
 *   inline under the code (role=alert, linked to the input) and focus goes back to it; WooCommerce recalculates
 *   then too, but nothing changed, so we do not. A success hides the checkout's form, shows the notice, clears
 *   the code and recalculates without re-sending shipping methods. A failed request unblocks with SPEC 8.3's
 *   text inline. Typing clears the inline error.
 * - remove: the totals blocked, then the notice (checkout: above the form), the code cleared, a recalculation,
 *   the checkout's form hidden; a failed request shows SPEC 8.3's text as a notice.
 * - the checkout's 'showcoupon' link is a disclosure (role=button, aria-controls, aria-expanded, Space) whose
 *   form slides open (400 ms) with focus in the code.
 * Each answer announces `applied_coupon_in_checkout` / `applied_coupon` (errors included) or
 * `removed_coupon_in_checkout` / `removed_coupon` with the code.
 */
import { blockElement, unblockElement } from '@shop-islands/core/block-overlay';
import { emitPageEvent } from '@shop-islands/core/emit-page-event';
import { createNotice } from '@shop-islands/core/notices';
import { requestErrorMessage } from '@shop-islands/core/request-errors';
import type { ShopSession } from '@shop-islands/core/session';
import { APPLIED_COUPON, APPLIED_COUPON_IN_CHECKOUT, REMOVED_COUPON, REMOVED_COUPON_IN_CHECKOUT } from '../contract/events.ts';
import { COUPON_INPUT, REMOVE_COUPON, SHOW_COUPON } from '../contract/selectors.ts';
import { APPLY_COUPON_ENDPOINT, REMOVE_COUPON_ENDPOINT } from '../contract/requests.ts';
import { TOGGLE_SLIDE_MS } from '../contract/timing.ts';
import { listen, targetOf } from '../dom/listen.ts';
import { slide } from '../dom/motion.ts';
import { removeNotices, serverFragment } from '../dom/notices.ts';

const ERROR_ID = 'coupon-error-notice';

export type CouponPage = 'checkout' | 'cart';

/** Where a notice goes: before the coupon form or the checkout form (checkout), the notices area (cart). */
export type NoticePlace = 'before-coupon-form' | 'before-checkout-form' | 'notices-area';

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

/** SPEC 7.3.3: an apply answer is an error when it carries an error notice class (WooCommerce's or the blocks'). */
export function isCouponError(html: string): boolean {
  return html.includes('woocommerce-error') || html.includes('is-error');
}

export function startCoupons(doc: Document, session: ShopSession, parts: CouponParts): Coupons {
  const checkout = parts.page === 'checkout';
  const input = (): HTMLInputElement | null => doc.querySelector<HTMLInputElement>(COUPON_INPUT);
  const toggle = (): HTMLElement | null => doc.querySelector<HTMLElement>(SHOW_COUPON);
  /** The checkout's coupon form is open (always on the cart page, where it is part of the cart). */
  let formOpen = !checkout;
  let applying = false;
  let removing = false;
  let errorShown = false;

  /** The inline error under the code; null removes it, with the input's aria-invalid and aria-describedby. */
  function showError(message: string | null): void {
    if (message === null && !errorShown) return;
    errorShown = message !== null;
    doc.getElementById(ERROR_ID)?.remove();
    const field = input();
    if (!field) return;
    field.classList.toggle('has-error', errorShown);
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

  /** Slides the checkout's coupon form; `a.showcoupon[aria-expanded]` follows. */
  function slideForm(open: boolean): void {
    formOpen = open;
    const form = parts.form();
    if (!form) return;
    if (!open && form.contains(doc.activeElement)) toggle()?.focus();
    toggle()?.setAttribute('aria-expanded', String(open));
    void slide(form, open, TOGGLE_SLIDE_MS);
  }

  /** After a change: the checkout's form shut, the code cleared, the error gone, the totals recalculated. */
  async function changed(html: string, place: NoticePlace, event: string, code: string): Promise<void> {
    if (checkout && formOpen) slideForm(false);
    parts.placeNotice(await serverFragment(html, doc), place);
    const field = input();
    if (field) field.value = '';
    emitPageEvent(event, [code], doc);
    parts.recalculate();
    showError(null);
  }

  /** The answer's text, or the failed request's error. */
  async function ask(endpoint: string, fields: Record<string, string>, nonce: string): Promise<{ html: string } | { error: unknown }> {
    try {
      return { html: await session.wcAjax(endpoint, fields, { nonce }) };
    } catch (error) {
      return { error };
    }
  }

  async function apply(code: string, billingEmail: string | null): Promise<void> {
    if (applying) return;
    applying = true;
    showError(null);
    const form = parts.form();
    if (form) blockElement(form);
    const answer = await ask(APPLY_COUPON_ENDPOINT, { coupon_code: code, ...(billingEmail === null ? {} : { billing_email: billingEmail }) }, 'apply_coupon_nonce');
    applying = false;
    if ('error' in answer) {
      if (form) unblockElement(form);
      input()?.focus();
      return showError(requestErrorMessage(answer.error));
    }
    removeNotices(doc);
    if (form) unblockElement(form);
    const { html } = answer;
    if (html.trim() === '') return;
    const event = checkout ? APPLIED_COUPON_IN_CHECKOUT : APPLIED_COUPON;
    if (!isCouponError(html)) return changed(html, checkout ? 'before-coupon-form' : 'notices-area', event, code);
    const text = ((await serverFragment(html, doc)).textContent ?? '').trim();
    input()?.focus();
    emitPageEvent(event, [code], doc);
    showError(text || null);
  }

  async function remove(code: string): Promise<void> {
    if (removing) return;
    removing = true;
    const totals = parts.totals();
    if (totals) blockElement(totals);
    const answer = await ask(REMOVE_COUPON_ENDPOINT, { coupon: code }, 'remove_coupon_nonce');
    removing = false;
    if (totals) unblockElement(totals);
    removeNotices(doc);
    const place: NoticePlace = checkout ? 'before-checkout-form' : 'notices-area';
    if ('error' in answer) parts.placeNotice(createNotice('error', [requestErrorMessage(answer.error)], doc), place);
    else if (answer.html.trim() !== '') await changed(answer.html, place, checkout ? REMOVED_COUPON_IN_CHECKOUT : REMOVED_COUPON, code);
  }

  listen(doc.body, 'click keydown', (event) => {
    const removeLink = targetOf(event, REMOVE_COUPON);
    const show = checkout ? targetOf(event, SHOW_COUPON) : null;
    if (event.type === 'keydown' && event.key !== ' ') return;
    if (removeLink) {
      void remove(removeLink.dataset.coupon ?? '');
      return false;
    }
    if (show) {
      slideForm(!formOpen);
      if (formOpen) input()?.focus();
      return false;
    }
  });
  listen(doc.body, 'input change', (event) => {
    if (targetOf(event, COUPON_INPUT)) showError(null);
  });

  // The checkout's toggle says what it opens and whether it is open.
  const link = toggle();
  const form = parts.form();
  if (link && form && checkout) {
    form.id ||= 'woocommerce-checkout-form-coupon';
    link.setAttribute('role', 'button');
    // WooCommerce names it 'Enter your coupon code' while it reads 'Click here to enter your code' (WCAG 2.5.3): the visible text names it.
    if (!(link.getAttribute('aria-label') ?? '').includes(link.textContent?.trim() ?? '')) link.removeAttribute('aria-label');
    link.setAttribute('aria-controls', form.id);
    link.setAttribute('aria-expanded', 'false');
  }

  return {
    apply() {
      const billingEmail = checkout ? (doc.querySelector<HTMLInputElement>('input[name="billing_email"]')?.value ?? '') : null;
      void apply(input()?.value ?? '', billingEmail);
    },
  };
}
