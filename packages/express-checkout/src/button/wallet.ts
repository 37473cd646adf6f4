/**
 * One wallet button's controller, whatever page hosts it: Stripe.js and one Elements group (fetched when the page
 * first has something to sell), the provider's Express Checkout Element drawn into a container, and the sheet flow
 * (sheet/flow.ts over core's store, carried out by sheet/run.ts) fed by the element's events. The classic pages
 * (express-button.ts: the gateway's container, its separator, WooCommerce's fragments) and the Cart and Checkout
 * blocks (blocks/express-block.tsx: a container of the block's own, Blocks' callbacks) are two hosts of it.
 */
import type { ApplePayButtonType, GooglePayButtonType, Stripe, StripeConstructorOptions, StripeElements, StripeExpressCheckoutElement, StripeExpressCheckoutElementOptions } from '@stripe/stripe-js';
import { newIdempotencyKey } from '@shop-islands/core/checkout/idempotency-key';
import { stillPlacingNote } from '@shop-islands/core/checkout/still-placing';
import { createStore } from '@shop-islands/core/store';
import { loadStripeWithin } from '@shop-islands/core/stripe-js';
import { pageStates } from '../address/normalize.ts';
import type { ExpressApi } from '../api.ts';
import type { ExpressParams, PayForOrderData } from '../settings.ts';
import { flowStep, initialFlow, type ExpressPage, type FlowEvent, type Offer } from '../sheet/flow.ts';
import { createRunner, createTickets, type RunnerDeps } from '../sheet/run.ts';

/** A wallet the Stripe Gateway registers on its own in the Checkout block (one element each). */
export type WalletName = 'applePay' | 'googlePay' | 'link';

/** The gateway's button settings as the Express Checkout Element's options ('default' is Stripe's 'plain'); `only` shows one wallet. */
export function elementOptions(params: ExpressParams, only?: WalletName): StripeExpressCheckoutElementOptions {
  const { type, theme, height } = params.button;
  const kind = type === 'default' ? 'plain' : type || 'buy';
  const light = theme === 'light' || theme === 'light-outline';
  // one wallet (`only`) or every wallet the gateway offers
  const wallet = (name: 'applePay' | 'googlePay'): 'always' | 'never' => (only === undefined || only === name ? 'always' : 'never');
  const link = (only === undefined ? params.linkEnabled : only === 'link') ? 'auto' : 'never';
  return {
    paymentMethods: { applePay: wallet('applePay'), googlePay: wallet('googlePay'), link, amazonPay: 'never', paypal: 'never' },
    layout: { overflow: 'never' },
    buttonTheme: { googlePay: light ? 'white' : 'black', applePay: theme === 'light-outline' ? 'white-outline' : light ? 'white' : 'black' },
    buttonType: { googlePay: kind as GooglePayButtonType, applePay: kind as ApplePayButtonType },
    buttonHeight: Math.min(Math.max(Math.round(height) || 48, 40), 55),
  };
}

export interface WalletHost {
  readonly notice: RunnerDeps['notice'];
  /** The offer or a drawn element's wallets changed: show or hide what `showing` says. */
  changed(): void;
  /** A sheet opened (Blocks: onClick). */
  opened?(): void;
  /** A sheet ended without an order: cancelled, or its payment failed (Blocks: onClose). */
  closed?(): void;
  /** Where the 'still being placed' note goes: after the button the shopper pressed. */
  button(): Element | null;
}

export interface WalletSetup {
  readonly params: ExpressParams;
  readonly page: ExpressPage;
  readonly api: ExpressApi;
  readonly payForOrder: PayForOrderData | null;
  readonly win: Window;
  readonly doc: Document;
  readonly host: WalletHost;
  readonly only?: WalletName;
}

export interface WalletController {
  /** What the button sells now (null: nothing, the button hides). */
  offer(next: Offer | null): void;
  /** Draws the element into `container` once Stripe.js is there; returns what removes it. */
  draw(container: HTMLElement): () => void;
  /** Whether `container` shows a wallet: something to sell and a wallet the element offers. */
  showing(container: HTMLElement): boolean;
}

interface Wallet {
  readonly stripe: Stripe;
  readonly elements: StripeElements;
}

export function createWalletController({ params, page, api, payForOrder, win, doc, host, only }: WalletSetup): WalletController {
  const tickets = createTickets();
  const states = pageStates(win);
  let offer: Offer | null = null;
  let wallet: Wallet | null = null;
  let loading = false;
  let placingNote: HTMLElement | null = null;
  /** Containers waiting for Stripe.js, and the element drawn into each with whether it has a wallet to offer. */
  const waiting = new Set<HTMLElement>();
  const drawn = new Map<HTMLElement, { element: StripeExpressCheckoutElement; available: boolean }>();

  const dispatch = (event: FlowEvent): void => store.dispatch(event);
  const store = createStore(
    flowStep,
    initialFlow(page, { phoneRequired: params.needsPayerPhone, allowedCountries: params.allowedShippingCountries, login: params.loginConfirmation && { message: params.loginConfirmation.message, url: params.loginConfirmation.redirectUrl } }),
    createRunner({
      page,
      api,
      tickets,
      elements: () => wallet?.elements ?? null,
      offerChanged(next) {
        offer = next;
        const sheet = store.getState().sheet;
        // the button charges the page's offer; an open sheet keeps the amount its answers set
        if (next && wallet && (!sheet || sheet.stage === 'over')) void wallet.elements.update({ amount: next.amounts.amount });
        if (next && !wallet) void load(next);
        host.changed();
      },
      notice: host.notice,
      async pay(contact, walletType, idempotencyKey) {
        const { payWithWallet } = await import('../pay/pay.ts');
        if (!wallet) return { ok: false, message: '', orderAnswered: false };
        return payWithWallet({ stripe: wallet.stripe, elements: wallet.elements, api, page, payForOrder, states, doc, win }, contact, walletType, idempotencyKey);
      },
      stillPlacing(shown) {
        placingNote?.remove();
        placingNote = null;
        // just after the button the shopper pressed (which opens no sheet meanwhile)
        if (shown) host.button()?.after((placingNote = stillPlacingNote(doc)));
      },
      navigate: (url) => win.location.assign(url),
    }),
  );

  // Blocks' onClick and onClose follow the sheet: opened, then over without an order.
  let seen = store.getState().sheet;
  store.subscribe(() => {
    const sheet = store.getState().sheet;
    if (sheet && sheet.stage === 'open' && sheet.id !== seen?.id) host.opened?.();
    if (sheet && seen && sheet.id === seen.id && seen.stage !== 'over' && sheet.stage === 'over' && !sheet.paid) host.closed?.();
    seen = sheet;
  });

  function mount(container: HTMLElement): void {
    if (!wallet) return;
    const element = wallet.elements.getElement('expressCheckout') ?? wallet.elements.create('expressCheckout', elementOptions(params, only));
    element.on('ready', (event) => {
      drawn.set(container, { element, available: Object.values(event.availablePaymentMethods ?? {}).some(Boolean) });
      host.changed();
    });
    element.on('loaderror', () => {
      drawn.set(container, { element, available: false });
      host.changed();
    });
    element.on('click', (event) => dispatch({ type: 'clicked', ticket: tickets.add({ kind: 'change', resolve: event.resolve, reject: event.reject }), walletType: event.expressPaymentType }));
    element.on('shippingaddresschange', (event) => dispatch({ type: 'address', ticket: tickets.add({ kind: 'change', resolve: event.resolve, reject: event.reject }), address: event.address }));
    element.on('shippingratechange', (event) => dispatch({ type: 'rate', ticket: tickets.add({ kind: 'change', resolve: event.resolve, reject: event.reject }), rateId: event.shippingRate.id }));
    element.on('confirm', (event) =>
      dispatch({
        type: 'confirm',
        ticket: tickets.add({ kind: 'confirm', paymentFailed: event.paymentFailed }),
        contact: { billingDetails: event.billingDetails ?? null, shippingAddress: event.shippingAddress ?? null, shippingRate: event.shippingRate ?? null },
        walletType: event.expressPaymentType,
        newKey: newIdempotencyKey(win),
      }));
    element.on('cancel', () => dispatch({ type: 'cancel' }));
    drawn.set(container, { element, available: false });
    element.mount(container);
  }

  /** Stripe.js and the Elements group, the first time the page has something to sell. */
  async function load(first: Offer): Promise<void> {
    if (loading) return;
    loading = true;
    try {
      const stripe = await loadStripeWithin(params.publishableKey, { locale: params.locale as StripeConstructorOptions['locale'] });
      wallet = {
        stripe,
        elements: stripe.elements({
          mode: 'payment',
          amount: (offer ?? first).amounts.amount,
          currency: params.currency,
          paymentMethodCreation: 'manual',
          allowedPaymentMethodTypes: params.linkEnabled ? ['card', 'link'] : ['card'],
          appearance: { variables: { borderRadius: `${params.button.radius}px`, spacingUnit: '6px' } },
        }),
      };
    } catch {
      // no Stripe.js (blocked, offline): no button; the page's other ways to pay stay
      return;
    }
    for (const container of waiting) mount(container);
    waiting.clear();
  }

  return {
    offer: (next) => dispatch({ type: 'offer', offer: next }),
    draw(container) {
      if (wallet) mount(container);
      else waiting.add(container);
      return () => {
        waiting.delete(container);
        const d = drawn.get(container);
        drawn.delete(container);
        d?.element.destroy();
        host.changed();
      };
    },
    showing: (container) => offer !== null && drawn.get(container)?.available === true,
  };
}
