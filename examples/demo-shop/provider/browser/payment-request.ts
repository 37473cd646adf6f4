import type {
  PaymentRequest,
  PaymentRequestItem,
  PaymentRequestOptions,
  PaymentRequestPaymentMethodEvent,
  PaymentRequestShippingAddress,
  PaymentRequestShippingAddressEvent,
  PaymentRequestShippingOption,
  PaymentRequestShippingOptionEvent,
  PaymentRequestSourceEvent,
  PaymentRequestTokenEvent,
  PaymentRequestUpdateDetails,
} from '@stripe/stripe-js';
import type { DoubleContext } from './context.ts';
import { createEmitter, listeners } from './emitter.ts';
import { createWalletPaymentMethod } from './wallet-method.ts';
import { openWalletSheet, type SheetAddress, type SheetRate, type SheetState, type SheetUpdate } from './wallet-sheet.ts';

interface PaymentRequestEvents {
  token: PaymentRequestTokenEvent;
  paymentmethod: PaymentRequestPaymentMethodEvent;
  source: PaymentRequestSourceEvent;
  cancel: void;
  shippingaddresschange: PaymentRequestShippingAddressEvent;
  shippingoptionchange: PaymentRequestShippingOptionEvent;
}

const toRate = (option: PaymentRequestShippingOption): SheetRate => ({ id: option.id, label: option.label, amount: option.amount, detail: option.detail });
const toItem = (item: PaymentRequestItem): { label: string; amount: number } => ({ label: item.label, amount: item.amount });

function toShippingAddress(address: SheetAddress, phone: string): PaymentRequestShippingAddress {
  return {
    country: address.country, addressLine: [address.line1, ...(address.line2 ? [address.line2] : [])], region: address.state, city: address.city,
    postalCode: address.postal_code, recipient: address.name, phone, sortingCode: '', dependentLocality: '',
  };
}

/** Turns the merchant's `updateWith(...)` answer into a sheet update. */
function answer(details: PaymentRequestUpdateDetails): SheetUpdate {
  if (details.status && details.status !== 'success') return { ok: false, message: 'This address cannot be used. Choose another one.' };
  return {
    ok: true,
    changes: {
      ...(details.total ? { total: toItem(details.total) } : {}),
      ...(details.displayItems ? { items: details.displayItems.map(toItem) } : {}),
      ...(details.shippingOptions ? { rates: details.shippingOptions.map(toRate) } : {}),
    },
  };
}

/** `stripe.paymentRequest(options)`: the demo wallet behind a Payment Request button. */
export function createPaymentRequest(ctx: DoubleContext, initial: PaymentRequestOptions): PaymentRequest {
  const events = createEmitter<PaymentRequestEvents>();
  let options = initial;
  let showing = false;

  const state = (): SheetState => ({
    items: (options.displayItems ?? []).map(toItem),
    total: toItem(options.total),
    rates: (options.shippingOptions ?? []).map(toRate),
  });

  function show(): void {
    showing = true;
    openWalletSheet({
      wallet: 'Google Pay',
      currency: options.currency,
      state: state(),
      shippingRequired: options.requestShipping ?? false,
      onAddressChange: (address) =>
        events.has('shippingaddresschange')
          ? new Promise((resolve) => events.emit('shippingaddresschange', { shippingAddress: toShippingAddress(address, ''), updateWith: (details) => resolve(answer(details)) }))
          : Promise.resolve({ ok: true, changes: {} }),
      onRateChange: (rate) => {
        const option = (options.shippingOptions ?? []).find((o) => o.id === rate.id) ?? { id: rate.id, label: rate.label, amount: rate.amount, detail: rate.detail ?? '' };
        return events.has('shippingoptionchange')
          ? new Promise((resolve) => events.emit('shippingoptionchange', { shippingOption: option, updateWith: (details) => resolve(answer(details)) }))
          : Promise.resolve({ ok: true, changes: {} });
      },
      onPay: async ({ address, rate, payer, card }) => {
        const method = await createWalletPaymentMethod(ctx.api, payer, address, card.number);
        showing = false;
        if (!method.ok) return { ok: true };
        await new Promise<void>((resolve) =>
          events.emit('paymentmethod', {
            paymentMethod: method.value,
            complete: () => resolve(),
            walletName: 'googlePay',
            methodName: 'https://google.com/pay',
            payerName: payer.name,
            payerEmail: payer.email,
            payerPhone: payer.phone,
            ...(address ? { shippingAddress: toShippingAddress(address, payer.phone) } : {}),
            ...(rate ? { shippingOption: (options.shippingOptions ?? []).find((o) => o.id === rate.id) } : {}),
          } as PaymentRequestPaymentMethodEvent),
        );
        return { ok: true };
      },
      onCancel: () => {
        showing = false;
        events.emit('cancel', undefined);
      },
    });
  }

  const { on, once, off } = listeners(events, () => request);
  const request: PaymentRequest = {
    canMakePayment: () => Promise.resolve({ applePay: false, googlePay: true, link: false }),
    show,
    abort: () => undefined,
    isShowing: () => showing,
    update(changes) {
      options = { ...options, ...changes, total: changes.total ?? options.total, currency: changes.currency ?? options.currency };
    },
    on,
    once,
    off,
  };
  return request;
}
