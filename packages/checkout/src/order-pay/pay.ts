/**
 * Paying on the order-pay page, fetched once the shopper starts on the form (order-pay.ts): the form blocked
 * once sent, so a second click or Enter does not pay twice; a registered method's payment setup (core's life
 * cycle) first, its fields sent with the form; the form sent natively, as WooCommerce's own is.
 */
import { blockElement, isBlocked, unblockElement } from '@shop-islands/core/block-overlay';
import { registeredPaymentMethods } from '@shop-islands/core/checkout/registered-methods';
import { createNotice, findNoticesArea, showNotice } from '@shop-islands/core/notices';
import { requestErrorMessage } from '@shop-islands/core/request-errors';
import { sendNatively, submitterOf } from '../dom/listen.ts';
import type { EventPart } from '../dom/on-demand.ts';

/** `held(event)`: the start-up code took the submit and prevented it before this part was in (it is sent from here). */
export function startPaying(form: HTMLFormElement, chosen: () => string, held: (event: object) => boolean): EventPart {
  const doc = form.ownerDocument;
  const view = doc.defaultView ?? window;
  return {
    handle(event) {
      if (event.type !== 'submit' || event.target !== form) return;
      if (isBlocked(form)) return false;
      const method = chosen();
      const registered = registeredPaymentMethods(view).some((m) => m.paymentMethodId === method);
      blockElement(form);
      // A live submit goes on as the browser sends it; one held until this part arrived is sent as the page would.
      if (!registered) return held(event) ? void sendNatively(form, submitterOf(event)) : undefined;
      const refused = (messages: readonly string[]): void => {
        unblockElement(form);
        const area = findNoticesArea(doc, form);
        if (messages.length > 0 && area) showNotice(area, createNotice('error', messages, doc));
      };
      // Core's life cycle (the method's payment setup) is fetched only for a registered method's payment.
      void import('./lifecycle-part.ts')
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
    },
  };
}

// The declared chunks this part belongs to (chunks/every-page.ts).
export { EVERY_PAGE } from '../chunks/every-page.ts';
export { MONEY_PATH } from '../chunks/money-path.ts';
