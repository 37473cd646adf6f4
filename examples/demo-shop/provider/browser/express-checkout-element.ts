import type {
  PaymentMethod,
  StripeError,
  StripeExpressCheckoutElement,
  StripeExpressCheckoutElementAvailablePaymentMethodsChangeEvent,
  StripeExpressCheckoutElementClickEvent,
  StripeExpressCheckoutElementConfirmEvent,
  StripeExpressCheckoutElementOptions,
  StripeExpressCheckoutElementReadyEvent,
  StripeExpressCheckoutElementShippingAddressChangeEvent,
  StripeExpressCheckoutElementShippingRateChangeEvent,
  ClickResolveDetails,
  ChangeResolveDetails,
  ShippingRate,
} from '@stripe/stripe-js';
import type { ApiResult } from './api.ts';
import type { DoubleContext } from './context.ts';
import { h } from './dom.ts';
import { createEmitter, listeners } from './emitter.ts';
import { createWalletPaymentMethod } from './wallet-method.ts';
import { openWalletSheet, type PayOutcome, type SheetAddress, type SheetRate, type SheetUpdate } from './wallet-sheet.ts';

interface ExpressEvents {
  ready: StripeExpressCheckoutElementReadyEvent;
  click: StripeExpressCheckoutElementClickEvent;
  focus: { elementType: 'expressCheckout' };
  blur: { elementType: 'expressCheckout' };
  escape: { elementType: 'expressCheckout' };
  loaderror: { elementType: 'expressCheckout'; error: { type: string; message: string } };
  confirm: StripeExpressCheckoutElementConfirmEvent;
  cancel: { elementType: 'expressCheckout' };
  shippingaddresschange: StripeExpressCheckoutElementShippingAddressChangeEvent;
  shippingratechange: StripeExpressCheckoutElementShippingRateChangeEvent;
  availablepaymentmethodschange: StripeExpressCheckoutElementAvailablePaymentMethodsChangeEvent;
}

export interface ExpressCheckoutDouble {
  element: StripeExpressCheckoutElement;
  /** True between the sheet's Pay and the end of the merchant's confirm handler. */
  confirming(): boolean;
  /** The wallet's payment method for the confirmation in progress. */
  paymentMethod(): Promise<ApiResult<PaymentMethod>>;
}

const toRate = (rate: ShippingRate): SheetRate => ({ id: rate.id, label: rate.displayName, amount: rate.amount, detail: typeof rate.deliveryEstimate === 'string' ? rate.deliveryEstimate : undefined });

function fromChange(details: ChangeResolveDetails | undefined): Partial<{ items: { label: string; amount: number }[]; rates: SheetRate[] }> {
  return {
    ...(details?.lineItems ? { items: details.lineItems.map((i) => ({ label: i.name, amount: i.amount })) } : {}),
    ...(details?.shippingRates ? { rates: details.shippingRates.map(toRate) } : {}),
  };
}

/**
 * The Express Checkout Element: a wallet button; clicking it opens the demo wallet sheet and emits
 * Stripe's events (click → shippingaddresschange / shippingratechange → confirm, or cancel).
 */
export function createExpressCheckoutElement(
  ctx: DoubleContext,
  group: () => { amount: number | null; currency: string | null },
  initial: StripeExpressCheckoutElementOptions,
  onDestroy: () => void,
): ExpressCheckoutDouble {
  const events = createEmitter<ExpressEvents>();
  let options = initial;
  let container: HTMLElement | null = null;
  let pendingMethod: Promise<ApiResult<PaymentMethod>> | null = null;
  /** Ends the sheet's wait once the merchant takes the wallet's payment method (createPaymentMethod or confirmPayment with the elements). */
  let methodTaken: (() => void) | null = null;

  const ask = (emit: (resolve: (details?: ChangeResolveDetails) => void, reject: () => void) => void): Promise<SheetUpdate> =>
    new Promise((resolve) =>
      emit(
        (details) => resolve({ ok: true, changes: fromChange(details) }),
        () => resolve({ ok: false, message: 'This address cannot be used. Choose another one.' }),
      ),
    );

  function open(details: ClickResolveDetails): void {
    const merged = { ...options, ...details };
    const currency = group().currency ?? 'gbp';
    const items = (merged.lineItems ?? []).map((i) => ({ label: i.name, amount: i.amount }));
    const rates = (merged.shippingRates ?? []).map(toRate);
    openWalletSheet({
      wallet: 'Google Pay',
      currency,
      shippingRequired: merged.shippingAddressRequired ?? false,
      state: { items, rates, total: { label: 'Total', amount: group().amount ?? items.reduce((sum, i) => sum + i.amount, 0) } },
      onAddressChange: (address: SheetAddress) =>
        events.has('shippingaddresschange')
          ? ask((resolve, reject) => events.emit('shippingaddresschange', { name: address.name, address: { city: address.city, state: address.state, postal_code: address.postal_code, country: address.country }, resolve, reject }))
          : Promise.resolve({ ok: true, changes: {} }),
      onRateChange: (rate) =>
        events.has('shippingratechange')
          ? ask((resolve, reject) => events.emit('shippingratechange', { shippingRate: { id: rate.id, amount: rate.amount, displayName: rate.label }, resolve, reject }))
          : Promise.resolve({ ok: true, changes: {} }),
      currentAmount: () => group().amount,
      onPay: ({ address, rate, payer, card }) =>
        new Promise<PayOutcome>((settle) => {
          pendingMethod = createWalletPaymentMethod(ctx.api, payer, address, card.number);
          methodTaken = () => settle({ ok: true });
          // The sheet waits for the merchant: it closes once the wallet's method is taken, or shows paymentFailed's message.
          events.emit('confirm', {
            expressPaymentType: 'google_pay',
            billingDetails: { name: payer.name, email: payer.email, phone: payer.phone, address: address ?? { line1: '1 Test Street', line2: null, city: 'London', state: '', postal_code: 'SW1A 1AA', country: 'GB' } },
            ...(address ? { shippingAddress: { name: address.name, address } } : {}),
            ...(rate ? { shippingRate: { id: rate.id, amount: rate.amount, displayName: rate.label } } : {}),
            paymentFailed: (payload) => settle({ ok: false, message: payload?.message }),
          });
          if (!events.has('confirm')) settle({ ok: true });
        }),
      onCancel: () => events.emit('cancel', { elementType: 'expressCheckout' }),
    });
  }

  function onClick(): void {
    pendingMethod = null;
    if (!events.has('click')) return open({});
    events.emit('click', { elementType: 'expressCheckout', expressPaymentType: 'google_pay', resolve: (details) => open(details ?? {}), reject: () => undefined });
  }

  function mount(target: string | HTMLElement): void {
    const host = typeof target === 'string' ? document.querySelector<HTMLElement>(target) : target;
    if (!host) throw new Error(`IntegrationError: the selector you specified (${String(target)}) applies to no DOM elements that are currently on the page.`);
    // The double's one wallet is Google Pay: an element told never to show it (the Stripe Gateway mounts one per
    // wallet, e.g. Apple Pay's with googlePay 'never') shows nothing and reports no available method, as Stripe's does;
    // so does every element in a browser without a wallet (the 'nowallet' switch).
    if (options.paymentMethods?.googlePay === 'never' || ctx.switches.has('nowallet')) {
      container = h('div', { class: '__PrivateStripeElement' });
      host.append(container);
      setTimeout(() => events.emit('ready', { elementType: 'expressCheckout', availablePaymentMethods: undefined }), 0);
      return;
    }
    const button = h('button', { type: 'button', class: 'StripeDouble-walletButton' }, 'Pay with Google Pay (test mode)');
    button.style.cssText = `width:100%;height:${options.buttonHeight ?? 44}px;background:#000;color:#fff;border:0;border-radius:6px;font:600 16px system-ui,sans-serif;cursor:pointer;`;
    button.addEventListener('click', onClick);
    button.addEventListener('focus', () => events.emit('focus', { elementType: 'expressCheckout' }));
    button.addEventListener('blur', () => events.emit('blur', { elementType: 'expressCheckout' }));
    container = h('div', { class: '__PrivateStripeElement' }, button);
    host.append(container);
    setTimeout(() => events.emit('ready', { elementType: 'expressCheckout', availablePaymentMethods: { amazonPay: false, applePay: false, googlePay: true, link: false, paypal: false, klarna: false } }), 0);
  }

  const { on, once, off } = listeners(events, () => element);
  const element: StripeExpressCheckoutElement = {
    mount,
    unmount: () => { container?.remove(); container = null; },
    destroy: () => { container?.remove(); container = null; onDestroy(); },
    blur: () => container?.querySelector('button')?.blur(),
    focus: () => container?.querySelector('button')?.focus(),
    clear: () => undefined,
    update(changes) {
      options = { ...options, ...changes };
      return element;
    },
    on,
    once,
    off,
  };
  const noMethod: StripeError = { type: 'invalid_request_error', message: 'No express checkout payment is being confirmed.' };
  return {
    element,
    confirming: () => pendingMethod !== null,
    paymentMethod: () => {
      methodTaken?.();
      methodTaken = null;
      return pendingMethod ?? Promise.resolve({ ok: false, error: noMethod });
    },
  };
}
