/**
 * The wallet button, loaded once the start-up code found a button to show: Stripe.js is fetched when the
 * page first has something to sell, the provider's Express Checkout Element is drawn into the gateway's own
 * container (`#wc-stripe-express-checkout-element`, again when WooCommerce redraws the cart totals around it),
 * and shown, with the '— OR —' separator, once it has a wallet to offer and the page something to sell. Its
 * events feed the sheet flow (sheet/flow.ts, run by sheet/run.ts).
 */
import type { ApplePayButtonType, GooglePayButtonType, Stripe, StripeConstructorOptions, StripeElements, StripeExpressCheckoutElement, StripeExpressCheckoutElementOptions } from '@stripe/stripe-js';
import { newIdempotencyKey } from '@shop-islands/core/checkout/idempotency-key';
import { stillPlacingNote } from '@shop-islands/core/checkout/still-placing';
import { mountIslands } from '@shop-islands/core/mount';
import { createStore } from '@shop-islands/core/store';
import { pageStates } from '../address/normalize.ts';
import { createExpressApi } from '../api.ts';
import { showExpressNotice } from '../page/notices.ts';
import { loadPayForOrder, storeApiRoot, type ExpressParams } from '../settings.ts';
import { flowStep, initialFlow, type ExpressPage, type FlowEvent, type Offer } from '../sheet/flow.ts';
import { createRunner, createTickets } from '../sheet/run.ts';
import { loadStripeWithin } from '@shop-islands/core/stripe-js';
import { startOffers } from './offers.ts';

export const CONTAINER_SELECTOR = '#wc-stripe-express-checkout-element';
export const SEPARATOR_ID = 'wc-stripe-express-checkout-button-separator';

export interface ButtonSetup {
  readonly params: ExpressParams;
  readonly page: ExpressPage;
  readonly win: Window;
  readonly doc: Document;
}

/** The gateway's button settings as the Express Checkout Element's options ('default' is Stripe's 'plain'). */
export function elementOptions(params: ExpressParams): StripeExpressCheckoutElementOptions {
  const { type, theme, height } = params.button;
  const kind = type === 'default' ? 'plain' : type || 'buy';
  const light = theme === 'light' || theme === 'light-outline';
  return {
    paymentMethods: { applePay: 'always', googlePay: 'always', link: params.linkEnabled ? 'auto' : 'never', amazonPay: 'never', paypal: 'never' },
    layout: { overflow: 'never' },
    buttonTheme: { googlePay: light ? 'white' : 'black', applePay: theme === 'light-outline' ? 'white-outline' : light ? 'white' : 'black' },
    buttonType: { googlePay: kind as GooglePayButtonType, applePay: kind as ApplePayButtonType },
    buttonHeight: Math.min(Math.max(Math.round(height) || 48, 40), 55),
  };
}

interface Wallet {
  readonly stripe: Stripe;
  readonly elements: StripeElements;
}

export function startButtons({ params, page, win, doc }: ButtonSetup): void {
  const api = createExpressApi(params, storeApiRoot(win, doc), win);
  const payForOrder = page === 'order-pay' ? loadPayForOrder(win) : null;
  const tickets = createTickets();
  const states = pageStates(win);
  let offer: Offer | null = null;
  let wallet: Wallet | null = null;
  let loading = false;
  let placingNote: HTMLElement | null = null;
  /** The element drawn into each container, and whether it has a wallet to offer. */
  const drawn = new Map<HTMLElement, { element: StripeExpressCheckoutElement; available: boolean }>();

  const separator = (): HTMLElement | null => doc.getElementById(SEPARATOR_ID);
  const showing = (): boolean => offer !== null && [...drawn.values()].some((d) => d.available);
  const refresh = (): void => {
    for (const [container, d] of drawn) container.style.display = offer && d.available ? 'block' : 'none';
    const line = separator();
    if (line) line.style.display = showing() ? 'block' : 'none';
  };

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
        refresh();
      },
      notice: (kind, message, link) => showExpressNotice(kind, message, link, doc.querySelector(CONTAINER_SELECTOR), doc),
      async pay(contact, walletType, idempotencyKey) {
        const { payWithWallet } = await import('../pay/pay.ts');
        if (!wallet) return { ok: false, message: '', orderAnswered: false };
        return payWithWallet({ stripe: wallet.stripe, elements: wallet.elements, api, page, payForOrder, states, doc, win }, contact, walletType, idempotencyKey);
      },
      stillPlacing(shown) {
        placingNote?.remove();
        placingNote = null;
        // just after the button the shopper pressed (which opens no sheet meanwhile)
        if (shown) doc.querySelector(CONTAINER_SELECTOR)?.after((placingNote = stillPlacingNote(doc)));
      },
      navigate: (url) => win.location.assign(url),
    }),
  );

  function draw(container: HTMLElement): () => void {
    if (!wallet) return () => undefined;
    const element = wallet.elements.getElement('expressCheckout') ?? wallet.elements.create('expressCheckout', elementOptions(params));
    element.on('ready', (event) => {
      drawn.set(container, { element, available: Object.values(event.availablePaymentMethods ?? {}).some(Boolean) });
      refresh();
    });
    element.on('loaderror', () => {
      drawn.set(container, { element, available: false });
      refresh();
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
    return () => {
      drawn.delete(container);
      element.destroy();
      refresh();
    };
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
    const stops = new Map<HTMLElement, () => void>();
    mountIslands(
      CONTAINER_SELECTOR,
      (container) => {
        stops.set(container, draw(container));
        return () => stops.get(container)?.();
      },
      { doc },
    );
  }

  startOffers(page, params, api, payForOrder, doc, (next) => dispatch({ type: 'offer', offer: next }));
}
