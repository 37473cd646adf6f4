// @vitest-environment jsdom
import { act } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { hostPaymentMethods, type PaymentMethodsHost } from '@shop-islands/core/checkout/classic-host';
import { pageCheckoutLifecycle } from '@shop-islands/core/checkout/lifecycle';
import { pagePaymentRegistry } from '@shop-islands/core/checkout/payment-registry';
import { startPaymentMethods } from './payment-methods.ts';

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });

// jsdom lays nothing out: an element counts as shown unless it or an ancestor is hidden, as in a browser.
Element.prototype.getClientRects = function (this: Element) {
  const hidden = this.closest('[hidden], [style*="display: none"], [style*="display:none"]');
  return (hidden ? [] : [new DOMRect(0, 0, 1, 1)]) as unknown as DOMRectList;
};

/** WooCommerce's payment.php with these gateways (the second chosen unless `chosen`), and #place_order. */
function paymentHtml(ids: readonly string[], chosen = ids[1] ?? ids[0]): string {
  return `<div id="payment" class="woocommerce-checkout-payment"><ul class="wc_payment_methods payment_methods methods">${ids
    .map(
      (id) => `<li class="wc_payment_method payment_method_${id}"><input id="payment_method_${id}" type="radio" class="input-radio" name="payment_method" value="${id}"${id === chosen ? ' checked' : ''} data-order_button_text="${id === 'paypal' ? 'Proceed to PayPal' : ''}"><label for="payment_method_${id}">${id}</label><div class="payment_box payment_method_${id}"><p>${id} box</p></div></li>`,
    )
    .join('')}</ul><div class="form-row place-order"><button type="submit" id="place_order" data-value="Place order">Place order</button></div></div>`;
}

let form: HTMLFormElement;
let selected = 0;
const placeOrderApi = () => ({ validate: async () => ({ hasError: false }), submit: () => form.requestSubmit() });
const shown = (id: string): boolean => document.querySelector<HTMLElement>(`.payment_box.payment_method_${id}`)!.style.display !== 'none';
const radio = (id: string): HTMLInputElement => document.querySelector<HTMLInputElement>(`#payment_method_${id}`)!;
const button = (): string => document.querySelector('#place_order')!.textContent ?? '';

beforeEach(() => {
  document.body.innerHTML = `<form class="checkout woocommerce-checkout">${paymentHtml(['bacs', 'cod', 'paypal'])}</form>`;
  form = document.querySelector('form')!;
  selected = 0;
});
document.body.addEventListener('payment_method_selected', () => (selected += 1));

describe('payment methods', () => {
  it("opens only the chosen method's box and says the method was selected, once", () => {
    const methods = startPaymentMethods(form, { placeOrderApi });
    methods.init();
    expect(['bacs', 'cod', 'paypal'].map(shown)).toEqual([false, true, false]);
    expect(methods.chosen()).toBe('cod');
    expect(selected).toBe(1);
    methods.init();
    expect(selected).toBe(1);
  });

  it("switches the box and the button's text with the chosen method", () => {
    const methods = startPaymentMethods(form, { placeOrderApi });
    methods.init();
    radio('paypal').click();
    expect(shown('paypal')).toBe(true);
    expect(shown('cod')).toBe(false);
    expect(button()).toBe('Proceed to PayPal');
    expect(selected).toBe(2);
    radio('bacs').click();
    expect(button()).toBe('Place order');
  });

  it('keeps the choice when the payment fragment comes back with the first method checked', () => {
    const methods = startPaymentMethods(form, { placeOrderApi });
    methods.init();
    radio('paypal').click();
    form.innerHTML = paymentHtml(['bacs', 'cod', 'paypal'], 'bacs');
    methods.init();
    expect(methods.chosen()).toBe('paypal');
    expect(shown('paypal')).toBe(true);
    expect(shown('bacs')).toBe(false);
  });

  it('hides the radio of the only method and shows its box', () => {
    form.innerHTML = paymentHtml(['cod']);
    startPaymentMethods(form, { placeOrderApi }).init();
    expect(radio('cod').style.display).toBe('none');
    expect(radio('cod').checked).toBe(true);
    expect(shown('cod')).toBe(true);
  });
});

const PayPalFields = () => <p>PayPal fields</p>;

describe('payment methods: the billing country filter (SPEC 2.9)', () => {
  let host: PaymentMethodsHost | null = null;
  afterEach(() => act(() => host?.dispose()));

  it("leaves out a registered method the billing country cannot use, choosing another, and offers it again", async () => {
    const page = {};
    let country = 'GB';
    pagePaymentRegistry(page).registerPaymentMethod({
      name: 'paypal',
      label: 'PayPal',
      ariaLabel: 'PayPal',
      // A component, as a gateway registers one: it is given the registry's props (a bare <p> would be handed them as attributes).
      content: <PayPalFields />,
      edit: null,
      canMakePayment: ({ billingAddress }) => billingAddress?.country !== 'CU',
    });
    const methods = startPaymentMethods(form, { placeOrderApi });
    radio('paypal').checked = true;
    methods.init();
    await act(async () => {
      host = hostPaymentMethods({ registry: pagePaymentRegistry(page), lifecycle: pageCheckoutLifecycle(page), canMakePaymentArgument: () => ({ paymentRequirements: ['products'], billingAddress: { country } }) });
      await host.refresh();
    });
    expect(methods.chosen()).toBe('paypal');

    country = 'CU';
    await act(() => host!.refresh().then(methods.init));
    expect(radio('paypal').closest('li')!.hidden).toBe(true);
    expect(methods.chosen()).toBe('bacs');
    expect(shown('bacs')).toBe(true);

    country = 'FR';
    await act(() => host!.refresh().then(methods.init));
    expect(radio('paypal').closest('li')!.hidden).toBe(false);
    expect(document.querySelector('.payment_method_paypal .si-payment-method')?.textContent).toBe('PayPal fields');
  });
});

describe("a gateway's own place-order button (WooCommerce's custom place-order button API)", () => {
  /** WooCommerce's wc.customPlaceOrderButton as checkout.js calls it, recording the calls (its real file runs on the real store). */
  let calls: Array<[string, string?]>;
  beforeEach(() => {
    calls = [];
    (window as unknown as { wc: unknown }).wc = {
      customPlaceOrderButton: {
        __maybeShow: (id: string) => calls.push(['show', id]),
        __maybeHideDefaultButtonOnInit: (id: string) => calls.push(['hide default', id]),
        __cleanup: () => calls.push(['cleanup']),
      },
    };
  });
  afterEach(() => delete (window as unknown as { wc?: unknown }).wc);

  it('asks for the chosen method at start, after a choice, before a totals update and when a gateway registers late', () => {
    const methods = startPaymentMethods(form, { placeOrderApi });
    methods.init();
    expect(calls).toEqual([['hide default', 'cod'], ['show', 'cod']]);
    radio('paypal').click();
    expect(calls.at(-1)).toEqual(['show', 'paypal']);
    document.body.dispatchEvent(new CustomEvent('update_checkout', { detail: [] }));
    expect(calls.at(-1)).toEqual(['cleanup']);
    document.body.dispatchEvent(new CustomEvent('wc_custom_place_order_button_registered', { detail: ['paypal'] }));
    expect(calls.at(-1)).toEqual(['show', 'paypal']);
  });
});
