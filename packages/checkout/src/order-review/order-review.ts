/**
 * Totals updates on the checkout (`update_order_review`, SPEC 7.3.1, 5.3, 9.5, 4.5, 8.2): the update scheduler
 * wired to the page, and the answer applied. Typing in an address field, changing it, shipping methods,
 * ship-to-different-address and `update_totals_on_change` controls ask for an update by announcing
 * `update_checkout`, as WooCommerce does; every `update_checkout` heard (ours, or any other script's, and
 * `update` on the form) becomes one coalesced request through the page's session client, the review and the
 * payment box blocked meanwhile. The answer:
 * - `reload`: the page is reloaded, nothing else;
 * - the fragments whose HTML changed since the previous answer are swapped, keeping islands, payment inputs
 *   and the terms box (core's swapFragments);
 * - a `failure` shows its messages above the form, revalidates the fields and scrolls to them;
 * - focus taken away by the swap goes back to the same control in the new markup (with none focused, the shipping
 *   method that asked for the update), else to the page's notice (review-focus.ts);
 * - then payment methods are set up again and `updated_checkout` is announced with the answer.
 * A request that fails only unblocks.
 */
import { emitPageEvent } from '@shop-islands/core/emit-page-event';
import { onPageEvent } from '@shop-islands/core/events';
import { serializeForm } from '@shop-islands/core/form-encoding';
import { blockElement, unblockElement } from '@shop-islands/core/block-overlay';
import { swapFragments } from '@shop-islands/core/checkout/fragments';
import type { ShopSession } from '@shop-islands/core/session';
import { createStore } from '@shop-islands/core/store';
import { FORM_UPDATE, INIT_CHECKOUT, UPDATED_CHECKOUT, UPDATE_CHECKOUT } from '../contract/events.ts';
import { PAYMENT, PAYMENT_METHOD_RADIO, REVIEW_NOTICE_GROUP, REVIEW_TABLE, SHIPPING_METHODS, SHIP_TO_DIFFERENT_ADDRESS } from '../contract/selectors.ts';
import { UPDATE_ORDER_REVIEW_ENDPOINT } from '../contract/requests.ts';
import { buildOrderReviewPayload, type AddressValues } from './payload.ts';
import { INITIAL_SCHEDULER_STATE, isUpdating, schedulerStep, type SchedulerEffect } from './update-scheduler.ts';
import { listen, targetOf } from '../dom/listen.ts';
import { isShown } from '../dom/elements.ts';
import type { ReviewFocus } from './review-focus.ts';
import { noticeGroup, removeNotices, scrollToNotices, serverFragment } from '../dom/notices.ts';

/** Changes that ask for new totals at once (checkout.js's trigger_update_checkout). */
const UPDATE_AT_ONCE =
  'select.shipping_method, input[name^="shipping_method"], #ship-to-different-address input, .update_totals_on_change select, .update_totals_on_change input[type="radio"], .update_totals_on_change input[type="checkbox"]';
const ADDRESS_SELECT = '.address-field select';
const ADDRESS_TEXT = '.address-field input.input-text, .update_totals_on_change input.input-text';
const REVIEW_PARTS = `${PAYMENT}, ${REVIEW_TABLE}`;

export interface OrderReview {
  /** An update is scheduled, in flight or waiting to follow. */
  isUpdating(): boolean;
  /** The order is being placed: a pending keystroke update is dropped; `onSettled` is called once nothing is updating. */
  submitStarted(): void;
}

export interface OrderReviewOptions {
  readonly session: ShopSession;
  /** Checks every shown field (a failed answer). */
  readonly revalidate: () => void;
  /** What a request waits for before the form is read (localisation or checks of a change still being fetched). */
  readonly beforeSend?: () => Promise<unknown>;
  /** Payment methods set up again after each answer. */
  readonly initPaymentMethods: () => void;
  /** Nothing is scheduled or in flight any more. */
  readonly onSettled: () => void;
  /** Runs the swap keeping focus across it (review-focus.ts, with the form's part; before it, the swap alone). */
  readonly keepFocus: ReviewFocus;
}

type Control = HTMLInputElement | HTMLSelectElement;

export function startOrderReview(form: HTMLFormElement, { session, revalidate, beforeSend, initPaymentMethods, onSettled, keepFocus }: OrderReviewOptions): OrderReview {
  const doc = form.ownerDocument;
  const value = (id: string): string => (doc.getElementById(id) as Control | null)?.value ?? '';
  const address = (prefix: string): AddressValues => ({
    country: value(`${prefix}_country`),
    state: value(`${prefix}_state`),
    postcode: value(`${prefix}_postcode`),
    city: value(`${prefix}_city`),
    address_1: value(`${prefix}_address_1`),
    address_2: value(`${prefix}_address_2`),
  });
  const shownRows = (root: ParentNode, selector: string): HTMLElement[] => [...root.querySelectorAll<HTMLElement>(selector)].filter(isShown);
  /** A required address text field in the edited field's block is still empty (checkout.js's maybe_update_checkout). */
  const nearbyRequiredEmpty = (id: string | null): boolean => {
    const block = id ? doc.getElementById(id)?.closest('div') : null;
    return !!block && shownRows(block, '.address-field.validate-required').some((row) => row.querySelector<HTMLInputElement>('input.input-text')?.value === '');
  };

  const unblock = (): void => doc.querySelectorAll<HTMLElement>(REVIEW_PARTS).forEach(unblockElement);

  /** Applies an answer as the step function said (changed fragments only); the review's state is the store's. */
  async function apply({ body, answer, changed, cause }: Extract<SchedulerEffect, { type: 'apply-answer' }>): Promise<void> {
    if (answer?.reload) return doc.defaultView?.location.reload();
    doc.querySelectorAll(REVIEW_NOTICE_GROUP).forEach((group) => group.remove());
    // A swap that fails (the sanitiser could not load) leaves the page as it was; the rest still follows.
    // Focus stays where the shopper is (review-focus.ts).
    if (Object.keys(changed).length > 0) await keepFocus(() => swapFragments(changed, doc).catch((error: unknown) => console.error('[shop-islands] checkout:', error)), cause);
    // Only now: the old totals never show unblocked while the sanitiser loads.
    unblock();
    if (answer?.result === 'failure') {
      if (answer.messages !== '') {
        const messages = await serverFragment(answer.messages, doc);
        removeNotices(doc);
        form.prepend(noticeGroup(doc, REVIEW_NOTICE_GROUP.slice(1), messages));
      }
      revalidate();
      scrollToNotices(doc, form);
    }
    initPaymentMethods();
    emitPageEvent(UPDATED_CHECKOUT, [body], doc);
  }

  /** Sends the update the form asks for now; resolves to the answer's JSON (null when it is not JSON). */
  async function send(updateShippingMethod: boolean): Promise<unknown> {
    doc.querySelectorAll<HTMLElement>(REVIEW_PARTS).forEach(blockElement);
    await beforeSend?.();
    const payload = buildOrderReviewPayload(
      {
        security: '',
        paymentMethod: form.querySelector<HTMLInputElement>(`${PAYMENT_METHOD_RADIO}:checked`)?.value ?? '',
        billing: address('billing'),
        shipToDifferentAddress: doc.querySelector<HTMLInputElement>(SHIP_TO_DIFFERENT_ADDRESS)?.checked === true,
        shipping: address('shipping'),
        requiredAddressValues: shownRows(form, '.address-field.validate-required').map((row) => row.querySelector<Control>('input, select')?.value ?? ''),
        postData: serializeForm(form).toString(),
        shippingMethods: Object.fromEntries([...doc.querySelectorAll<Control>(SHIPPING_METHODS)].map((control) => [control.dataset.index ?? '0', control.value])),
      },
      updateShippingMethod,
    );
    const text = await session.wcAjax(UPDATE_ORDER_REVIEW_ENDPOINT, payload, { nonce: 'update_order_review_nonce' });
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return null;
    }
  }

  const timers: { typing?: ReturnType<typeof setTimeout>; schedule?: ReturnType<typeof setTimeout> } = {};
  const scheduler = createStore(schedulerStep, INITIAL_SCHEDULER_STATE, (effect, dispatch) => {
    switch (effect.type) {
      case 'start-typing-timer':
        clearTimeout(timers.typing);
        timers.typing = setTimeout(() => dispatch({ type: 'typing-paused', nearbyRequiredEmpty: nearbyRequiredEmpty(scheduler.getState().dirtyField) }), effect.delayMs);
        return;
      case 'cancel-typing-timer':
        return clearTimeout(timers.typing);
      case 'announce-update':
        return emitPageEvent(UPDATE_CHECKOUT, [], doc);
      case 'start-schedule-timer':
        clearTimeout(timers.schedule);
        timers.schedule = setTimeout(() => dispatch({ type: 'schedule-elapsed' }), effect.delayMs);
        return;
      case 'send-update':
        void send(effect.updateShippingMethod).then(
          (body) => dispatch({ type: 'update-answered', id: effect.id, body }),
          () => dispatch({ type: 'update-failed', id: effect.id }),
        );
        return;
      case 'apply-answer':
        void apply(effect).finally(() => dispatch({ type: 'update-finished', id: effect.id }));
        return;
      case 'release-review':
        unblock();
        return dispatch({ type: 'update-finished', id: effect.id });
      case 'updates-settled':
        return onSettled();
    }
  });

  onPageEvent(
    UPDATE_CHECKOUT,
    ([options]) => {
      const { update_shipping_method: updateShippingMethod, current_target: target } = (options ?? {}) as { update_shipping_method?: boolean; current_target?: Element | null };
      scheduler.dispatch({ type: 'update-requested', updateShippingMethod: updateShippingMethod !== false, cause: target?.id || null });
    },
    doc,
  );
  onPageEvent(INIT_CHECKOUT, () => emitPageEvent(UPDATE_CHECKOUT, [], doc), doc);
  listen(form, FORM_UPDATE, (event) => {
    if (event.target === form) emitPageEvent(UPDATE_CHECKOUT, [], doc);
  });
  listen(form, 'change', (event) => {
    const now = targetOf(event, UPDATE_AT_ONCE);
    if (now) emitPageEvent(UPDATE_CHECKOUT, [{ current_target: now }], doc);
    const select = targetOf(event, ADDRESS_SELECT);
    const text = select ? null : targetOf(event, ADDRESS_TEXT);
    const field = select ?? text;
    if (field) scheduler.dispatch({ type: 'address-changed', field: field.id, control: select ? 'select' : 'text', nearbyRequiredEmpty: nearbyRequiredEmpty(field.id) });
  });
  listen(form, 'keydown', (event) => {
    const field = targetOf(event, ADDRESS_TEXT);
    if (field) scheduler.dispatch({ type: 'key-pressed', field: field.id, key: event.key ?? '' });
  });

  return {
    isUpdating: () => isUpdating(scheduler.getState()),
    submitStarted: () => scheduler.dispatch({ type: 'submit-started' }),
  };
}
