// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useEffect, useState, type ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { emitPageEvent } from '../emit-page-event.ts';
import { hostPaymentMethods, type HostedMethodProps, type PaymentMethodsHost } from './classic-host.tsx';
import { pageCartState } from './cart-state.ts';
import { swapFragments } from './fragments.ts';
import { pageCheckoutLifecycle, type CheckoutLifecycle } from './lifecycle.ts';
import { pagePaymentRegistry, type CanMakePaymentArgument, type PaymentMethodConfig, type PaymentRegistry } from './payment-registry.ts';
import { paymentHtml } from './testing/classic-checkout.ts';

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });

/** A payment method's content as a plugin writes it for Blocks: its own state, an onPaymentSetup observer. */
function CardFields(props: Partial<HostedMethodProps>): ReactElement {
  const { eventRegistration, emitResponse, activePaymentMethod } = props as HostedMethodProps;
  const [holder, setHolder] = useState('');
  useEffect(
    () =>
      eventRegistration.onPaymentSetup(() =>
        holder === ''
          ? { type: emitResponse.responseTypes.ERROR, message: 'Enter the name on the card.', messageContext: emitResponse.noticeContexts.PAYMENTS }
          : { type: emitResponse.responseTypes.SUCCESS, meta: { paymentMethodData: { card_holder: holder } } },
      ),
    [eventRegistration, emitResponse, holder],
  );
  return (
    <p>
      <label>
        Name on card <input value={holder} onChange={(event) => setHolder(event.target.value)} />
      </label>
      <span role="status">{activePaymentMethod === 'stripe' ? 'Card chosen' : 'Card not chosen'}</span>
    </p>
  );
}

const card = (canMakePayment: PaymentMethodConfig['canMakePayment'] = () => true): PaymentMethodConfig => ({
  name: 'stripe',
  label: 'Credit / Debit Card',
  ariaLabel: 'Credit / Debit Card',
  content: <CardFields />,
  edit: <CardFields />,
  canMakePayment,
});

let registry: PaymentRegistry;
let lifecycle: CheckoutLifecycle;
let host: PaymentMethodsHost | null = null;
let form: HTMLFormElement;

beforeEach(() => {
  document.body.innerHTML = `<form class="checkout woocommerce-checkout"><div id="order_review">${paymentHtml()}</div></form>`;
  form = document.querySelector('form')!;
  const page = {};
  registry = pagePaymentRegistry(page);
  lifecycle = pageCheckoutLifecycle(page);
});

afterEach(() => {
  act(() => host?.dispose());
  host = null;
});

const start = (canMakePaymentArgument?: () => CanMakePaymentArgument): void => {
  act(() => {
    host = hostPaymentMethods({ registry, lifecycle, canMakePaymentArgument });
  });
};

/** What update_order_review does with its answer: swap the payment fragment, then announce it. */
async function totalsUpdate(html = paymentHtml({ description: 'Pay securely by card.' })): Promise<void> {
  await act(async () => {
    await swapFragments({ '.woocommerce-checkout-payment': html });
    emitPageEvent('updated_checkout');
  });
}

describe('hostPaymentMethods on the classic checkout', () => {
  it("renders a registered method's content in its payment box, and its typed value survives a totals update", async () => {
    registry.registerPaymentMethod(card());
    start();
    const field = await screen.findByLabelText('Name on card');
    expect(field.closest('.payment_box')?.classList.contains('payment_method_stripe')).toBe(true);
    act(() => {
      fireEvent.change(field, { target: { value: 'Ada Lovelace' } });
    });

    await totalsUpdate();

    expect(screen.getByLabelText('Name on card')).toBe(field);
    expect(field).toHaveProperty('value', 'Ada Lovelace');
    expect(document.querySelector('.payment_box.payment_method_stripe p')?.textContent).toBe('Pay securely by card.');
    expect(document.querySelectorAll('.si-payment-method')).toHaveLength(1);
    // still a live React island: its state and observers work after the swap
    expect(await lifecycle.requestSubmit({ form, paymentMethod: 'stripe' })).toEqual({ ok: true, paymentMethodData: { card_holder: 'Ada Lovelace' } });
  });

  it('gives the content the chosen method and observers that only run while it is chosen', async () => {
    registry.registerPaymentMethod(card());
    start();
    expect((await screen.findByRole('status')).textContent).toBe('Card chosen');
    // The content hears the choice from its effect, which preact runs after paint: flushed before the click.
    await act(async () => undefined);
    act(() => {
      fireEvent.click(document.getElementById('payment_method_cod')!);
    });
    expect(screen.getByRole('status').textContent).toBe('Card not chosen');
    // the card's observer would refuse (no name typed), but cash on delivery is chosen
    expect(await lifecycle.requestSubmit({ form, paymentMethod: 'cod' })).toEqual({ ok: true, paymentMethodData: {} });
    await lifecycle.finish({ form, paymentMethod: 'cod' }, { result: 'failure', outcome: { redirectUrl: '', orderId: 0, processingResponse: null } });
    expect(await lifecycle.requestSubmit({ form, paymentMethod: 'stripe' })).toEqual({
      ok: false,
      reason: 'payment',
      notices: [{ message: 'Enter the name on the card.', context: 'wc/checkout/payments' }],
    });
  });

  it('hides a method whose canMakePayment says no, and hosts nothing for it', async () => {
    let asked = false;
    registry.registerPaymentMethod(
      card(() => {
        asked = true;
        return false;
      }),
    );
    start();
    await waitFor(() => expect(asked).toBe(true));
    await waitFor(() => expect(document.querySelector<HTMLElement>('li.payment_method_stripe')?.hidden).toBe(true));
    expect(document.querySelector<HTMLInputElement>('#payment_method_stripe')?.checked).toBe(false);
    expect(document.querySelector('.si-payment-method')).toBeNull();
  });

  it('asks again on refresh(): a method shown only for some billing countries hides, then comes back with its content', async () => {
    let country = 'GB';
    registry.registerPaymentMethod(card(({ billingAddress }) => billingAddress?.country !== 'US'));
    start(() => ({ paymentRequirements: ['products'], billingAddress: { country } }));
    const field = await screen.findByLabelText('Name on card');
    const item = document.querySelector<HTMLElement>('li.payment_method_stripe')!;
    country = 'US';
    await act(() => host!.refresh());
    expect(item.hidden).toBe(true);
    expect(document.querySelector<HTMLInputElement>('#payment_method_stripe')?.checked).toBe(false);
    country = 'FR';
    await act(() => host!.refresh());
    expect(item.hidden).toBe(false);
    expect(screen.getByLabelText('Name on card')).toBe(field);
  });

  it('keeps a method its canMakePayment hid hidden across totals updates, whether its box is kept or replaced', async () => {
    let country = 'GB';
    registry.registerPaymentMethod(card(({ billingAddress }) => billingAddress?.country !== 'US'));
    start(() => ({ paymentRequirements: ['products'], billingAddress: { country } }));
    await screen.findByLabelText('Name on card');
    country = 'US';
    await act(() => host!.refresh());
    expect(document.querySelector<HTMLElement>('li.payment_method_stripe')?.hidden).toBe(true);
    // The box keeps its island: the new markup is grafted around it (the server's <li> has no hidden).
    await totalsUpdate();
    expect(document.querySelector<HTMLElement>('li.payment_method_stripe')?.hidden).toBe(true);
    // The method leaves and comes back with fresh markup: hidden at once, before canMakePayment is asked again.
    await totalsUpdate(paymentHtml({ methods: ['cod'], chosen: 'cod' }));
    await act(async () => {
      await swapFragments({ '.woocommerce-checkout-payment': paymentHtml() });
      emitPageEvent('updated_checkout');
      expect(document.querySelector<HTMLElement>('li.payment_method_stripe')?.hidden).toBe(true);
    });
    expect(document.querySelector<HTMLElement>('li.payment_method_stripe')?.hidden).toBe(true);
  });

  it("asks again after every change of the cart in core's store, with Blocks' cart totals; the method's place-order label becomes its radio's", async () => {
    const asked: unknown[] = [];
    registry.registerPaymentMethod({
      ...card((argument) => {
        asked.push(argument.cartTotals?.total_price);
        return Number(argument.cartTotals?.total_price ?? 0) < 100_000;
      }),
      placeOrderButtonLabel: 'Pay by card',
    });
    start(() => ({ paymentRequirements: ['products'], billingAddress: { country: 'GB' } }));
    await screen.findByLabelText('Name on card');
    expect(document.querySelector<HTMLInputElement>('#payment_method_stripe')?.dataset.order_button_text).toBe('Pay by card');
    const cart = (total: string) => ({
      cartTotals: { total_price: total, currency_code: 'GBP', currency_minor_unit: 2 }, cartNeedsShipping: true, cartNeedsPayment: true,
      billingAddress: { country: 'GB' }, shippingAddress: {}, selectedShippingMethods: {}, paymentRequirements: ['products'], paymentMethods: [],
    });
    await act(async () => pageCartState(window).dispatch({ type: 'cart-read', cart: cart('200000') }));
    await waitFor(() => expect(document.querySelector<HTMLElement>('li.payment_method_stripe')?.hidden).toBe(true));
    await act(async () => pageCartState(window).dispatch({ type: 'cart-read', cart: cart('2300') }));
    await waitFor(() => expect(document.querySelector<HTMLElement>('li.payment_method_stripe')?.hidden).toBe(false));
    expect(asked.slice(-2)).toEqual(['200000', '2300']);
  });

  it('hosts a method registered after it started (a payment bundle that loads later)', async () => {
    start();
    expect(document.querySelector('.si-payment-method')).toBeNull();
    act(() => registry.registerPaymentMethod(card()));
    expect(await screen.findByLabelText('Name on card')).toBeTruthy();
  });

  it('unmounts the method when the server stops offering it, and mounts it afresh when it comes back', async () => {
    registry.registerPaymentMethod(card());
    start();
    const first = await screen.findByLabelText('Name on card');
    await totalsUpdate(paymentHtml({ methods: ['cod'], chosen: 'cod' }));
    expect(first.isConnected).toBe(false);
    expect(screen.queryByLabelText('Name on card')).toBeNull();
    await totalsUpdate(paymentHtml());
    const again = await screen.findByLabelText('Name on card');
    expect(again).not.toBe(first);
    expect(again).toHaveProperty('value', '');
  });
});
