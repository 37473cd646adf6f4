/**
 * Whether the shopper's browser offers a wallet, asked as the Stripe Gateway's upe-blocks.js asks before its express
 * method counts as payable: an Express Checkout Element for that wallet alone, in a hidden container of its own,
 * whose `ready` event lists the wallets it can show (`availablePaymentMethods`). A load error, or no Stripe.js: no.
 * The probe is removed once it answered, so a wallet the browser lacks leaves nothing in the block's express area.
 */
import type { StripeConstructorOptions } from '@stripe/stripe-js';
import { cartTotalOf } from '@shop-islands/core/checkout/cart-state';
import { fromMinorUnits, toMinorUnits } from '@shop-islands/core/money';
import { loadStripeWithin } from '@shop-islands/core/stripe-js';
import { elementOptions, type WalletName } from '../button/wallet.ts';
import type { ExpressParams } from '../settings.ts';

/** What the block's canMakePayment argument says of the cart's total (Store API: the store currency's minor units). */
export type CartTotal = {
  readonly total_price?: string;
  readonly currency_code?: string;
  readonly currency_minor_unit?: number;
};

/**
 * The cart's total (core's cartTotalOf) in the minor units Stripe uses for the currency (the gateway prints them;
 * core's fromMinorUnits and toMinorUnits): a positive amount for the probe's Elements group, 1 when the cart says none.
 */
export function probeAmount(totals: CartTotal | undefined, stripeDecimals: number): number {
  const total = cartTotalOf(totals);
  const amount = total ? toMinorUnits(fromMinorUnits(total.amount, total.minorUnit), stripeDecimals) : 0;
  return amount > 0 ? amount : 1;
}

export async function walletAvailable(params: ExpressParams, wallet: WalletName, totals: CartTotal | undefined, doc: Document): Promise<boolean> {
  let stripe;
  try {
    stripe = await loadStripeWithin(params.publishableKey, { locale: params.locale as StripeConstructorOptions['locale'] });
  } catch {
    return false;
  }
  const elements = stripe.elements({
    mode: 'payment',
    amount: probeAmount(totals, params.currencyDecimals),
    currency: params.currency,
    paymentMethodCreation: 'manual',
    allowedPaymentMethodTypes: params.linkEnabled ? ['card', 'link'] : ['card'],
  });
  const element = elements.create('expressCheckout', elementOptions(params, wallet));
  const probe = doc.createElement('div');
  probe.style.display = 'none';
  doc.body.append(probe);
  return new Promise<boolean>((resolve) => {
    const answer = (available: boolean): void => {
      element.destroy();
      probe.remove();
      resolve(available);
    };
    element.on('ready', (event) => answer(event.availablePaymentMethods?.[wallet] === true));
    element.on('loaderror', () => answer(false));
    element.mount(probe);
  });
}
