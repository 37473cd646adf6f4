/**
 * Placing the order on the classic checkout (SPEC 4.5, 7.3.2, 8.2, 8.3): the submit controller wired to the
 * form, core's checkout life cycle and the page's session client. The checkout page loads it on demand, once
 * the shopper starts on the form (pages/checkout-form.ts), and hands it each submit of the form.
 *
 * - A submit (a click, Enter, or a gateway's `$form.submit()`) made while totals update waits for them; the
 *   life cycle decides whether it may go (`checkout_place_order` and `checkout_place_order_{gateway}` vetoes,
 *   observers) and whether its success is followed.
 * - The order is POSTed to `checkout_url` with an `Idempotency-Key` header: the same key on a retry after a
 *   network failure, an HTTP error or a veto, a new one after the shop's definitive answer.
 * - While it is on its way (however long: there is no client timeout) the form is blocked and leaving the page
 *   is guarded; after STILL_PLACING_NOTICE_MS a note says the order is still being placed.
 * - Failures: the shop's messages above the form with each `li[data-id]` linked to its field and shown below it,
 *   WooCommerce's generic error (no usable answer: SPEC 8.2), or SPEC 8.3's connection text (no answer); the form is unblocked with every field as
 *   typed, fields are revalidated, the page scrolls to the notice and focus goes to it; `checkout_error` fires.
 */
import { blockElement, unblockElement } from '@shop-islands/core/block-overlay';
import { classicProcessingResponse, pageCheckoutLifecycle, type SubmitRequest } from '@shop-islands/core/checkout/lifecycle';
import { emitPageEvent } from '@shop-islands/core/emit-page-event';
import { pageJQuery } from '@shop-islands/core/events';
import { serializeForm } from '@shop-islands/core/form-encoding';
import { createNotice, findNoticesArea } from '@shop-islands/core/notices';
import { isConnectionFailure, requestErrorMessage } from '@shop-islands/core/request-errors';
import type { ShopSession } from '@shop-islands/core/session';
import { createStore } from '@shop-islands/core/store';
import { CHECKOUT_ERROR, UPDATE_CHECKOUT } from '../contract/events.ts';
import { CHECKOUT_NOTICE_GROUP, PLACE_ORDER } from '../contract/selectors.ts';
import type { CheckoutParams } from '../contract/settings.ts';
import { readOrderAnswer, type OrderAnswer } from './order-answer.ts';
import { INITIAL_SUBMIT_STATE, submitStep, type OrderNotice, type SubmitEffect, type SubmitEvent } from './submit.ts';
import { inOrder } from '../dom/effects.ts';
import { serverFragment, showCheckoutNotice } from '../dom/notices.ts';
import type { FieldValidation } from '../validation/validate-fields.ts';
// Sent with every order submit (one random key per order attempt, the same on a retry).
import { IDEMPOTENCY_HEADER, newIdempotencyKey } from '@shop-islands/core/checkout/idempotency-key';
import { stillPlacingNote } from '@shop-islands/core/checkout/still-placing';

export interface PlaceOrderOptions {
  readonly session: ShopSession;
  readonly params: CheckoutParams;
  readonly validation: FieldValidation;
  /** The chosen gateway id. */
  readonly paymentMethod: () => string;
  /** Totals are updating (the order waits for them). */
  readonly totalsUpdating: () => boolean;
}

export interface PlaceOrder {
  /** The form was submitted. */
  submit(): void;
  /** Totals stopped updating: an order waiting for them goes. */
  totalsSettled(): void;
}

/** Off-site addresses are followed only over https (a gateway's hosted page); the shop's own always. */
function followable(url: string, view: Window): boolean {
  const target = new URL(url, view.location.href);
  return target.origin === view.location.origin || target.protocol === 'https:';
}

export function startPlaceOrder(form: HTMLFormElement, { session, params, validation, paymentMethod, totalsUpdating }: PlaceOrderOptions): PlaceOrder {
  const doc = form.ownerDocument;
  const view = doc.defaultView!;
  const lifecycle = pageCheckoutLifecycle(view);
  const guard = (event: BeforeUnloadEvent): void => {
    event.preventDefault();
    event.returnValue = '';
  };
  /** What checkout.js hands its handlers as `wc_checkout_form` (the parts gateways use). */
  const wcCheckoutForm = {
    $checkout_form: pageJQuery(doc)?.(form),
    get_payment_method: paymentMethod,
    submit_error: (html: string) => void showError({ kind: 'server', html }).then(() => unblockElement(form)),
  };
  const request = (paymentMethod: string): SubmitRequest => ({ form, paymentMethod, handlerArgs: [wcCheckoutForm] });
  /** The note that the order is still being placed, and its timer (the answer takes both away). */
  const slow: { timer?: ReturnType<typeof setTimeout>; note?: HTMLElement } = {};

  async function noticeFor(notice: OrderNotice): Promise<Node> {
    switch (notice.kind) {
      case 'server': {
        const messages = await serverFragment(notice.html, doc);
        const fieldMessages: Array<{ id: string; text: string }> = [];
        messages.querySelectorAll('.woocommerce-error').forEach((list) => {
          list.removeAttribute('role');
          list.setAttribute('tabindex', '-1');
        });
        messages.querySelectorAll<HTMLElement>('li[data-id]').forEach((item) => {
          const id = item.dataset.id!;
          fieldMessages.push({ id, text: (item.textContent ?? '').trim() });
          const link = doc.createElement('a');
          link.href = `#${id}`;
          link.append(...item.childNodes);
          item.append(link);
        });
        validation.showServerMessages(fieldMessages.filter(({ id }) => doc.getElementById(id) !== null));
        const alert = doc.createElement('div');
        alert.setAttribute('role', 'alert');
        alert.append(messages);
        return alert;
      }
      case 'generic': {
        const box = doc.createElement('div');
        box.className = 'woocommerce-error';
        box.append(await serverFragment(params.i18n_checkout_error, doc));
        return box;
      }
      case 'messages':
        return createNotice('error', notice.messages, doc);
      case 'request-failed':
        return createNotice('error', [requestErrorMessage(notice.error)], doc);
    }
  }

  const showError = async (notice: OrderNotice): Promise<void> =>
    showCheckoutNotice(form, await noticeFor(notice), validation.revalidate, notice.kind === 'messages' && notice.payment ? findNoticesArea(doc, form) ?? form : form);

  async function sendOrder(idempotencyKey: string, paymentMethodData: Readonly<Record<string, string>>, dispatch: (event: SubmitEvent) => void): Promise<void> {
    const fields = serializeForm(form);
    for (const [name, value] of Object.entries(paymentMethodData)) fields.set(name, value);
    try {
      // However long the shop takes: it may be making the order (SPEC 4.5); a retry sends the same key.
      const text = await session.wcAjax('checkout', fields, { url: params.checkout_url, headers: { [IDEMPOTENCY_HEADER]: idempotencyKey }, timeoutMs: Infinity });
      dispatch({ type: 'order-answered', answer: readOrderAnswer(text, view.location.href) });
    } catch (error) {
      dispatch({ type: 'order-request-failed', error, connection: isConnectionFailure(error) });
    }
  }

  async function finish(answer: OrderAnswer | null, paymentMethod: string, dispatch: (event: SubmitEvent) => void): Promise<void> {
    const success = answer?.kind === 'success' ? answer : null;
    const orderId = Number(success?.body.order_id) || 0;
    const decision = await lifecycle.finish(request(paymentMethod), {
      result: success ? 'success' : 'failure',
      outcome: { redirectUrl: success?.redirect ?? '', orderId, processingResponse: success ? classicProcessingResponse(success.body) : null },
      raw: success?.body,
      // An address we do not follow (off-site, not https) ends the attempt as a stopped success would.
      followable: success !== null && followable(success.redirect, view),
    });
    if (success) dispatch({ type: 'order-finished', redirect: decision.redirect && followable(decision.redirectUrl, view) ? decision.redirectUrl : null, notices: decision.notices });
  }

  function showStillPlacing(): void {
    // Above the blocking overlay, beside the button the shopper pressed.
    (form.querySelector(PLACE_ORDER)?.parentElement ?? form).append((slow.note = stillPlacingNote(doc)));
  }

  const run = inOrder<SubmitEvent, SubmitEffect>((effect, dispatch) => {
    switch (effect.type) {
      case 'block-form':
        return blockElement(form);
      case 'unblock-form':
        return unblockElement(form);
      case 'request-submit':
        return lifecycle.requestSubmit(request(effect.paymentMethod)).then(
          (decision) => dispatch({ type: 'submit-decided', decision }),
          (error: unknown) => {
            console.error('[shop-islands] a checkout_place_order handler failed', error);
            dispatch({ type: 'submit-decided', decision: { ok: false, reason: 'vetoed', notices: [] } });
          },
        );
      case 'guard-unload':
        return view.addEventListener('beforeunload', guard);
      case 'release-unload':
        return view.removeEventListener('beforeunload', guard);
      case 'send-order':
        // Not waited for: what happens while the order is on its way (the still-placing note) must not queue behind it.
        void sendOrder(effect.idempotencyKey, effect.paymentMethodData, dispatch);
        return;
      case 'start-slow-timer':
        slow.timer = setTimeout(() => dispatch({ type: 'order-slow' }), effect.delayMs);
        return;
      case 'show-still-placing':
        return showStillPlacing();
      case 'hide-still-placing':
        clearTimeout(slow.timer);
        slow.note?.remove();
        return;
      case 'finish-order':
        return finish(effect.answer, effect.paymentMethod, dispatch);
      case 'navigate':
        return view.location.assign(effect.url);
      case 'reload-page':
        return view.location.reload();
      case 'request-totals-update':
        return emitPageEvent(UPDATE_CHECKOUT, [], doc);
      case 'show-order-error':
        return showError(effect.notice);
      case 'announce-checkout-error':
        return emitPageEvent(CHECKOUT_ERROR, [doc.querySelector(CHECKOUT_NOTICE_GROUP)?.innerHTML ?? ''], doc);
    }
  });
  const store = createStore(submitStep, INITIAL_SUBMIT_STATE, run);

  return {
    submit: () => store.dispatch({ type: 'submit-requested', newKey: newIdempotencyKey(view), totalsUpdating: totalsUpdating(), paymentMethod: paymentMethod() }),
    totalsSettled: () => store.dispatch({ type: 'totals-settled' }),
  };
}
