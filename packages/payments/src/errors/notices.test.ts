/**
 * Where a payment error outside the checkout's own submit is shown (SPEC 8.3): a flow hash that failed on the
 * checkout, on order-pay, or the account's add-payment-method page. At the top of the page's store notices area,
 * replacing what was there; on the classic checkout the fields are validated again and checkout_error fires.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { showPaymentError } from './notices.ts';

const NOTICES = '<div class="woocommerce-notices-wrapper"><ul class="woocommerce-error" role="alert"><li>An old error.</li></ul><p class="kept">Other content</p></div>';

afterEach(() => {
  document.body.innerHTML = '';
});

/** What fired on the page while `run` ran: checkout_error on the body, validate on each field. */
function eventsDuring(run: () => void): { checkoutError: number; validated: string[] } {
  const seen = { checkoutError: 0, validated: [] as string[] };
  const onError = (): void => void seen.checkoutError++;
  const onValidate = (event: Event): void => void seen.validated.push((event.target as HTMLElement).id);
  document.body.addEventListener('checkout_error', onError);
  document.addEventListener('validate', onValidate, true);
  try {
    run();
  } finally {
    document.body.removeEventListener('checkout_error', onError);
    document.removeEventListener('validate', onValidate, true);
  }
  return seen;
}

describe('a payment error notice, page by page (SPEC 8.3)', () => {
  it('on the classic checkout: at the top of the notices area, in place of the old notices, the fields validated again and checkout_error fired', () => {
    document.body.innerHTML = `${NOTICES}<form class="checkout"><input class="input-text" id="billing_email" value=""><select id="billing_country"></select><input type="checkbox" id="terms"></form>`;
    let notice: HTMLElement | null = null;
    const events = eventsDuring(() => {
      notice = showPaymentError(document, 'The card was declined.');
    });
    const area = document.querySelector('.woocommerce-notices-wrapper')!;
    expect(area.firstElementChild).toBe(notice);
    expect(area.querySelector('[role="alert"]')?.textContent).toBe('The card was declined.');
    expect(area.textContent).not.toContain('An old error.');
    expect(area.querySelector('.kept')).not.toBeNull();
    expect(document.activeElement).toBe(notice);
    expect(events).toEqual({ checkoutError: 1, validated: ['billing_email', 'billing_country', 'terms'] });
  });

  it('on order-pay: in the notices area, no checkout_error (there is no checkout form); without an area, at the top of the order form', () => {
    document.body.innerHTML = `${NOTICES}<form id="order_review"><input class="input-text" id="x"></form>`;
    const events = eventsDuring(() => void showPaymentError(document, 'We are unable to authenticate your payment method.'));
    expect(document.querySelector('.woocommerce-notices-wrapper [role="alert"]')?.textContent).toBe('We are unable to authenticate your payment method.');
    expect(events).toEqual({ checkoutError: 0, validated: [] });

    document.body.innerHTML = '<form id="order_review"><p>The order</p></form>';
    showPaymentError(document, 'Payment failed. Please try again.');
    expect(document.querySelector('#order_review')?.firstElementChild?.textContent).toBe('Payment failed. Please try again.');
  });

  it("on the account's add-payment-method page: at the top of its form when the page has no notices area; nowhere to show it, null", () => {
    document.body.innerHTML = '<form id="add_payment_method"><div id="payment"></div></form>';
    const notice = showPaymentError(document, 'The card was declined.');
    expect(document.querySelector('#add_payment_method')?.firstElementChild).toBe(notice);
    expect(notice?.getAttribute('role')).toBe('alert');

    document.body.innerHTML = '<main><p>No form here</p></main>';
    expect(showPaymentError(document, 'The card was declined.')).toBeNull();
    expect(document.querySelector('[role="alert"]')).toBeNull();
  });

  it('shows a message as text, never as markup', () => {
    document.body.innerHTML = NOTICES;
    showPaymentError(document, '<img src=x onerror=alert(1)>');
    expect(document.querySelector('img')).toBeNull();
    expect(document.querySelector('[role="alert"]')?.textContent).toBe('<img src=x onerror=alert(1)>');
  });
});
