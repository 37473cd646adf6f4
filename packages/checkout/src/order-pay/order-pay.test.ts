// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isBlocked } from '@shop-islands/core/block-overlay';
import { startOrderPay } from './order-pay.ts';

// jsdom lays nothing out: an element counts as shown unless it or an ancestor is hidden, as in a browser.
Element.prototype.getClientRects = function (this: Element) {
  return (this.closest('[hidden], [style*="display: none"]') ? [] : [new DOMRect(0, 0, 1, 1)]) as unknown as DOMRectList;
};

/** WooCommerce's form-pay.php, reduced: two offline methods, the pay flag and the button. */
const ORDER_PAY = `<form id="order_review" method="post"><div id="payment"><ul class="wc_payment_methods payment_methods methods">
  <li class="wc_payment_method payment_method_bacs"><input id="payment_method_bacs" type="radio" name="payment_method" value="bacs" checked><label for="payment_method_bacs">Bank</label><div class="payment_box payment_method_bacs"><p>bank</p></div></li>
  <li class="wc_payment_method payment_method_cod"><input id="payment_method_cod" type="radio" name="payment_method" value="cod"><label for="payment_method_cod">Cash</label><div class="payment_box payment_method_cod"><p>cash</p></div></li>
  </ul><div class="form-row"><input type="hidden" name="woocommerce_pay" value="1"><button type="submit" id="place_order" value="Pay for order" data-value="Pay for order">Pay for order</button></div></div></form>`;

let sent: HTMLFormElement[];
beforeEach(() => {
  document.body.className = 'woocommerce-order-pay';
  document.body.innerHTML = ORDER_PAY;
  sent = [];
  vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (this: HTMLFormElement) {
    sent.push(this);
  });
});
afterEach(() => {
  document.body.innerHTML = '';
});

/** A shopper's submit: the event, and whether anything prevented the browser's own sending. */
function submitLive(form: HTMLFormElement): { defaultPrevented: boolean } {
  const event = new SubmitEvent('submit', { bubbles: true, cancelable: true, submitter: form.querySelector<HTMLButtonElement>('#place_order') });
  form.dispatchEvent(event);
  return { defaultPrevented: event.defaultPrevented };
}

describe('order-pay page', () => {
  it('a submit before paying\'s code is in is held, then sent once as the page sends it, and a second one is refused', async () => {
    startOrderPay(document);
    const form = document.querySelector<HTMLFormElement>('#order_review')!;
    expect(form.noValidate).toBe(true);
    expect(submitLive(form).defaultPrevented).toBe(true);
    expect(submitLive(form).defaultPrevented).toBe(true);
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(isBlocked(form)).toBe(true);
    // Once in, a third submit finds the form blocked: nothing more is sent.
    expect(submitLive(form).defaultPrevented).toBe(true);
    expect(sent).toHaveLength(1);
  });

  it('once paying\'s code is in (fetched as the shopper reaches for the form), an offline method\'s submit goes on natively, blocked after', async () => {
    startOrderPay(document);
    const form = document.querySelector<HTMLFormElement>('#order_review')!;
    form.querySelector('#place_order')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    await vi.dynamicImportSettled();
    expect(submitLive(form).defaultPrevented).toBe(false);
    expect(isBlocked(form)).toBe(true);
    expect(sent).toHaveLength(0);
    expect(submitLive(form).defaultPrevented).toBe(true);
  });
});
