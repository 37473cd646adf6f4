/**
 * The express methods in the Cart and Checkout blocks, under the names, titles, method id and gateway id the Stripe
 * Gateway 10.8.3 registers them with (upe-blocks.js): `express_checkout_element_{googlePay,applePay}` when its
 * `stripe_data` says express checkout is on, `express_checkout_element_link` when Link is. A method can pay where the
 * gateway printed `wc_stripe_express_checkout_params`, said the button shows here, the cart costs something, and the
 * browser offers the wallet (blocks/wallet-available.ts, as upe-blocks.js asks).
 * Registered later than the gateway's (the plugin loads this after its integration script), the same names replace them.
 */
import { createElement } from 'react';
import { flag, listOf, optional, shape, text, SettingsError } from '@shop-islands/core/settings';
import { SETTINGS_GLOBALS } from '@shop-islands/core/settings-globals';
import type { WalletName } from '../button/wallet.ts';
import { loadExpressParams, STRIPE_DATA_SETTING, type ExpressParams } from '../settings.ts';
import { ExpressBlock, type BlocksSession } from './express-block.tsx';
import type { CartTotal } from './wallet-available.ts';

/** The gateway's `PAYMENT_METHOD_EXPRESS_CHECKOUT_ELEMENT`: each wallet's name is it and `_{wallet}`. */
export const EXPRESS_METHOD_ID = 'express_checkout_element';
const ATTRIBUTION_ID = 'wc-stripe-express-checkout__order-attribution-inputs';

export const WALLET_TITLES: Readonly<Record<WalletName, string>> = {
  applePay: 'WooCommerce Stripe - Apple Pay',
  googlePay: 'WooCommerce Stripe - Google Pay',
  link: 'WooCommerce Stripe - Link by Stripe',
};

export interface ExpressMethodOptions {
  readonly name: string;
  readonly title: string;
  readonly content: unknown;
  readonly edit: unknown;
  readonly canMakePayment: (args: { cart?: { cartTotals?: CartTotal } }) => boolean | Promise<boolean>;
  readonly paymentMethodId: string;
  readonly gatewayId: 'stripe';
  readonly supports: { readonly features: readonly string[]; readonly style?: readonly string[] };
}

interface Window_ {
  wc?: { wcBlocksRegistry?: { registerExpressPaymentMethod(options: ExpressMethodOptions): void }; wcSettings?: { getSetting(name: string, fallback?: unknown): unknown } };
  wc_order_attribution?: { params?: { allowTracking?: boolean }; setOrderTracking?(allow: boolean): void };
}

/** What the gateway's blocks integration prints that the registration reads (get_payment_method_data: typed JSON). */
const readStripeData = shape({
  isExpressCheckoutEnabled: optional(flag, false),
  isLinkEnabled: optional(flag, false),
  shouldShowExpressCheckoutButton: optional(flag, false),
  supports: optional(listOf(text), []),
  isAdmin: optional(flag, false),
  style: optional(listOf(text), []),
});

export function stripeDataOf(win: object): ReturnType<typeof readStripeData> | null {
  const data = (win as Window_).wc?.wcSettings?.getSetting(STRIPE_DATA_SETTING, null);
  if (typeof data !== 'object' || data === null) return null;
  try {
    return readStripeData(data, STRIPE_DATA_SETTING);
  } catch (error) {
    if (!(error instanceof SettingsError)) throw error;
    console.error(`[shop-islands] ${error.message}`);
    return null;
  }
}

/**
 * WooCommerce's order attribution fills a `<wc-order-attribution-inputs>` element; the block checkout has none, so
 * one is added for the express order's attribution, as upe-blocks.js does (pay/pay.ts reads it).
 */
function attributionInputs(win: Window_, doc: Document): void {
  if (doc.getElementById(ATTRIBUTION_ID) || !doc.body) return;
  const inputs = doc.createElement('wc-order-attribution-inputs');
  inputs.id = ATTRIBUTION_ID;
  doc.body.append(inputs);
  const attribution = win.wc_order_attribution;
  attribution?.setOrderTracking?.(attribution.params?.allowTracking ?? false);
}

export function startBlocksExpress(win: Window = window, doc: Document = document): void {
  const page = win as Window & Window_;
  const registry = page.wc?.wcBlocksRegistry;
  const data = registry ? stripeDataOf(page) : null;
  if (!registry || !data) return;
  // The gateway's settings are printed with its express script's handle, maybe after this one: read when first needed.
  let params: ExpressParams | null | undefined;
  const paramsOf = (): ExpressParams | null => {
    if (params === undefined) params = SETTINGS_GLOBALS.expressCheckout in page ? loadExpressParams(page) : null;
    return params;
  };
  let session: Promise<BlocksSession> | null = null;
  const shared = {
    params: paramsOf,
    // One session (the API client, the cart's offer) for every wallet of the page, fetched when a block first shows one.
    load: (): Promise<BlocksSession> =>
      (session ??= import('./session.ts').then(({ createBlocksSession }) => createBlocksSession(paramsOf()!, win, doc))),
  };
  const available: Partial<Record<WalletName, Promise<boolean>>> = {};
  const wallets: WalletName[] = [...(data.isExpressCheckoutEnabled ? (['applePay', 'googlePay'] as const) : []), ...(data.isLinkEnabled ? (['link'] as const) : [])];
  for (const wallet of wallets) {
    registry.registerExpressPaymentMethod({
      name: `${EXPRESS_METHOD_ID}_${wallet}`,
      title: WALLET_TITLES[wallet],
      content: createElement(ExpressBlock, { wallet, shared }),
      edit: createElement('div', { className: 'wc-stripe-payment-button-preview' }, WALLET_TITLES[wallet]),
      canMakePayment: ({ cart }) => {
        const p = paramsOf();
        // then whether the browser offers this wallet: asked once a page (the block asks again as the cart changes)
        return (
          p !== null && p.publishableKey !== '' && data.shouldShowExpressCheckoutButton && Number(cart?.cartTotals?.total_price) > 0 &&
          (available[wallet] ??= import('./session.ts').then(({ walletAvailable }) => walletAvailable(p, wallet, cart?.cartTotals, doc), () => false))
        );
      },
      paymentMethodId: EXPRESS_METHOD_ID,
      gatewayId: 'stripe',
      supports: { features: data.supports, ...(data.isAdmin ? { style: data.style } : {}) },
    });
  }
  if (wallets.length > 0) attributionInputs(page, doc);
}
