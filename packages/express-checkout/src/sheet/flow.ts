/**
 * One wallet sheet's life, as a pure step function (core's store pattern): the shopper clicks the button, the
 * sheet opens at once (inside the click, before any request: Safari refuses a sheet opened after async work),
 * the cart the sheet pays for is saved and, on a product page, replaced by the product alone; address and rate
 * changes ask the shop for shipping options; Pay places the order; Cancel or a failure puts the shopper's own
 * cart and session back. Effects are data; sheet/run.ts carries them out, one server request after another.
 *
 * Every wallet callback (click, address change, rate change, confirm) gets a ticket from the runner and is
 * answered exactly once, even when its sheet is already over.
 *
 * The order request carries the attempt's idempotency key: a payment whose order request got no answer (the shop
 * may have made and charged the order) keeps it, so the shopper's next payment sends it again and the shop answers
 * with that order; an answer ends the attempt. While an order is on its way the button opens no sheet, and past
 * STILL_PLACING_NOTICE_MS the shopper is told it is still being placed (core's note, as on the classic checkout).
 */
import { STILL_PLACING_NOTICE_MS } from '@shop-islands/core/checkout/still-placing';
import { TEXT_DOMAIN } from '@shop-islands/core/i18n';
import { __ } from '@wordpress/i18n';
import type { WalletAmounts } from '../amounts/wallet-amounts.ts';
import type { StripeAddress, WalletContact } from '../address/wallet-address.ts';
import type { ShippingOption } from '../settings.ts';
import type { CartSnapshot } from './cart-snapshot.ts';

export type ExpressPage = 'product' | 'cart' | 'checkout' | 'order-pay';

/** The product a product page's sheet buys: what goes in the temporary cart. */
export interface ProductChoice {
  readonly productId: number;
  readonly quantity: number;
  /** A variable product's choices (attribute_pa_color → blue); empty for a simple product. */
  readonly attributes: Readonly<Record<string, string>>;
  readonly variable: boolean;
  /** Other fields of the product form plugins add (add-ons `addon-…`, `wc_…`), sent with the item. */
  readonly extra: Readonly<Record<string, string | readonly string[]>>;
}

/** What the button sells now: the amount and first lines of the sheet, and whether it asks for an address. */
export interface Offer {
  readonly amounts: WalletAmounts;
  readonly shippingRequired: boolean;
  /** The rates the sheet shows until it knows an address (the gateway's 'Pending'). */
  readonly shippingRates: readonly ShippingOption[];
  readonly product?: ProductChoice;
}

/** What opens the sheet (Stripe's ClickResolveDetails). */
export interface ClickDetails {
  readonly lineItems: WalletAmounts['lineItems'];
  readonly emailRequired: true;
  readonly phoneNumberRequired: boolean;
  readonly shippingAddressRequired: boolean;
  readonly shippingRates?: readonly ShippingOption[];
  readonly allowedShippingCountries?: readonly string[];
}

/** The shop's answer to an address or rate change. */
export type ShippingAnswer =
  | { readonly kind: 'options'; readonly rates?: readonly ShippingOption[]; readonly amounts: WalletAmounts }
  | { readonly kind: 'no-shipping' }
  | { readonly kind: 'failed'; readonly message: string };

type Held =
  | { readonly type: 'address'; readonly ticket: number; readonly address: StripeAddress }
  | { readonly type: 'rate'; readonly ticket: number; readonly rateId: string }
  | { readonly type: 'confirm'; readonly ticket: number; readonly contact: WalletContact; readonly walletType: string; readonly newKey: string };

export interface Sheet {
  readonly id: number;
  /** open → paying (Pay pressed, order being placed) → over (paid, failed or cancelled). */
  readonly stage: 'open' | 'paying' | 'over';
  readonly offer: Offer;
  /** The cart the sheet pays for: being saved, being made (product page), ready, or it could not be made. */
  readonly cart: 'saving' | 'preparing' | 'ready' | 'failed';
  readonly failure: string;
  /** The shopper's cart and session as they were, to put back. */
  readonly snapshot: CartSnapshot | null;
  /** The sheet changed the shopper's session (the temporary cart, the address or rate shipping was asked for). */
  readonly touched: boolean;
  /** Changes and confirmations waiting for the cart. */
  readonly held: readonly Held[];
  /** Over with an order placed and paid (not cancelled, not failed). */
  readonly paid?: true;
}

export interface FlowState {
  readonly page: ExpressPage;
  readonly phoneRequired: boolean;
  readonly allowedCountries: readonly string[] | null;
  /** Guests must log in first: the gateway's message and where to go. */
  readonly login: { readonly message: string; readonly url: string } | null;
  /** null: nothing can be bought now (no variation chosen, an empty cart); the button is hidden. */
  readonly offer: Offer | null;
  readonly sheet: Sheet | null;
  readonly nextSheet: number;
  /** The order attempt's idempotency key, kept while its order request went unanswered; null between attempts. */
  readonly orderKey: string | null;
}

export type FlowEvent =
  | { readonly type: 'offer'; readonly offer: Offer | null }
  | { readonly type: 'clicked'; readonly ticket: number; readonly walletType: string }
  | { readonly type: 'cart-saved'; readonly sheet: number; readonly snapshot: CartSnapshot }
  | { readonly type: 'cart-ready'; readonly sheet: number }
  | { readonly type: 'cart-failed'; readonly sheet: number; readonly message: string }
  | { readonly type: 'address'; readonly ticket: number; readonly address: StripeAddress }
  | { readonly type: 'rate'; readonly ticket: number; readonly rateId: string }
  | { readonly type: 'shipping-answer'; readonly ticket: number; readonly answer: ShippingAnswer }
  /** Pay pressed; `newKey` is a fresh idempotency key, used unless an unanswered attempt's key is kept. */
  | { readonly type: 'confirm'; readonly ticket: number; readonly contact: WalletContact; readonly walletType: string; readonly newKey: string }
  | { readonly type: 'paid'; readonly sheet: number; readonly redirect: string }
  /** `orderAnswered`: the shop answered the order request (false: it was not sent, or no answer came). */
  | { readonly type: 'pay-failed'; readonly sheet: number; readonly ticket: number; readonly message: string; readonly orderAnswered: boolean }
  /** The order has been on its way for STILL_PLACING_NOTICE_MS. */
  | { readonly type: 'order-slow'; readonly sheet: number }
  | { readonly type: 'cancel' };

export type FlowEffect =
  /** Show or hide the button and charge the offer's amount (elements.update). */
  | { readonly type: 'offer'; readonly offer: Offer | null }
  | { readonly type: 'resolve-click'; readonly ticket: number; readonly details: ClickDetails }
  | { readonly type: 'reject-click'; readonly ticket: number }
  | { readonly type: 'notice'; readonly kind: 'error' | 'info'; readonly message: string; readonly link?: { readonly text: string; readonly url: string } }
  | { readonly type: 'save-cart'; readonly sheet: number }
  | { readonly type: 'prepare-cart'; readonly sheet: number; readonly product: ProductChoice }
  | { readonly type: 'ask-shipping'; readonly ticket: number; readonly address: StripeAddress }
  | { readonly type: 'choose-rate'; readonly ticket: number; readonly rateId: string }
  | { readonly type: 'resolve-change'; readonly ticket: number; readonly amount: number; readonly lineItems: WalletAmounts['lineItems']; readonly shippingRates?: readonly ShippingOption[] }
  | { readonly type: 'reject-change'; readonly ticket: number }
  | { readonly type: 'pay'; readonly sheet: number; readonly ticket: number; readonly contact: WalletContact; readonly walletType: string; readonly idempotencyKey: string }
  /** Report `order-slow` for `sheet` after `delayMs`, unless the payment ended first (`still-placing` hidden). */
  | { readonly type: 'start-slow-timer'; readonly sheet: number; readonly delayMs: number }
  /** Show (or take away, and stop the timer) the note that the order is still being placed. */
  | { readonly type: 'still-placing'; readonly shown: boolean }
  | { readonly type: 'fail-payment'; readonly ticket: number; readonly message: string }
  | { readonly type: 'restore'; readonly snapshot: CartSnapshot; readonly temporaryCart: boolean }
  | { readonly type: 'finish'; readonly redirect: string; readonly restore: CartSnapshot | null };

export interface FlowStep {
  readonly state: FlowState;
  readonly effects?: readonly FlowEffect[];
}

export function initialFlow(page: ExpressPage, options: { phoneRequired: boolean; allowedCountries: readonly string[] | null; login: FlowState['login'] }): FlowState {
  return { page, ...options, offer: null, sheet: null, nextSheet: 1, orderKey: null };
}

/** Wallets list at most this many shipping options (the gateway's limit). */
export const MAX_SHIPPING_OPTIONS = 9;

export const selectOptionsText = (): string => __('Please select your product options before proceeding.', TEXT_DOMAIN);
export const noShippingText = (): string =>
  __('There are no shipping options available. Please ensure that your address has been entered correctly, or contact us if you need any help.', TEXT_DOMAIN);
export const sheetOverText = (): string => __('There was a problem processing the payment. Please check your email inbox and refresh the page to try again.', TEXT_DOMAIN);

const withSheet = (state: FlowState, changes: Partial<Sheet>): FlowState => (state.sheet ? { ...state, sheet: { ...state.sheet, ...changes } } : state);

/** The sheet a request belongs to, while it is still open or paying. */
const current = (state: FlowState, sheet: number): Sheet | null => (state.sheet && state.sheet.id === sheet && state.sheet.stage !== 'over' ? state.sheet : null);

function clickDetails(state: FlowState, offer: Offer): ClickDetails {
  return {
    lineItems: offer.amounts.lineItems,
    emailRequired: true,
    phoneNumberRequired: state.phoneRequired,
    shippingAddressRequired: offer.shippingRequired,
    ...(offer.shippingRequired ? { shippingRates: offer.shippingRates } : {}),
    ...(offer.shippingRequired && state.allowedCountries ? { allowedShippingCountries: state.allowedCountries } : {}),
  };
}

function clicked(state: FlowState, ticket: number, walletType: string): FlowStep {
  const open = state.sheet && state.sheet.stage !== 'over';
  if (open) return { state, effects: [{ type: 'reject-click', ticket }] };
  if (state.login) {
    const wallet = WALLET_NAMES[walletType] ?? walletType;
    const message = state.login.message.replace(/\*\*.*?\*\*/, wallet).replace(/\*\*/g, '');
    return { state, effects: [{ type: 'reject-click', ticket }, { type: 'notice', kind: 'info', message, link: { text: __('Log in', TEXT_DOMAIN), url: state.login.url } }] };
  }
  if (!state.offer) {
    const effects: FlowEffect[] = [{ type: 'reject-click', ticket }];
    if (state.page === 'product') effects.push({ type: 'notice', kind: 'error', message: selectOptionsText() });
    return { state, effects };
  }
  const offer = state.offer;
  const id = state.nextSheet;
  // order-pay pays an order that exists: no cart to save or make
  const cart = state.page === 'order-pay' ? 'ready' : 'saving';
  const sheet: Sheet = { id, stage: 'open', offer, cart, failure: '', snapshot: null, touched: false, held: [] };
  const effects: FlowEffect[] = [{ type: 'resolve-click', ticket, details: clickDetails(state, offer) }];
  if (cart === 'saving') effects.push({ type: 'save-cart', sheet: id });
  return { state: { ...state, sheet, nextSheet: id + 1 }, effects };
}

/** An address, rate or confirmation the cart is ready for. */
function handle(state: FlowState, event: Held): FlowStep {
  const sheet = state.sheet;
  if (!sheet || sheet.stage !== 'open') {
    return { state, effects: [event.type === 'confirm' ? { type: 'fail-payment', ticket: event.ticket, message: sheetOverText() } : { type: 'reject-change', ticket: event.ticket }] };
  }
  if (sheet.cart === 'failed') {
    // The shop could not be reached: the wallet's address error would blame the address, so the sheet carries on as
    // it stands and Pay says why it cannot go ahead (nothing is charged: no payment method is created).
    return {
      state,
      effects: event.type === 'confirm'
        ? [{ type: 'fail-payment', ticket: event.ticket, message: sheet.failure }, { type: 'notice', kind: 'error', message: sheet.failure }]
        : [{ type: 'resolve-change', ticket: event.ticket, amount: sheet.offer.amounts.amount, lineItems: sheet.offer.amounts.lineItems }],
    };
  }
  if (sheet.cart !== 'ready') return { state: withSheet(state, { held: [...sheet.held, event] }) };
  switch (event.type) {
    case 'address':
      return { state: withSheet(state, { touched: true }), effects: [{ type: 'ask-shipping', ticket: event.ticket, address: event.address }] };
    case 'rate':
      // the placeholder rate the sheet opened with: nothing to choose yet
      if (event.rateId === 'pending') return { state, effects: [{ type: 'resolve-change', ticket: event.ticket, amount: sheet.offer.amounts.amount, lineItems: sheet.offer.amounts.lineItems }] };
      return { state: withSheet(state, { touched: true }), effects: [{ type: 'choose-rate', ticket: event.ticket, rateId: event.rateId }] };
    case 'confirm': {
      const idempotencyKey = state.orderKey ?? event.newKey;
      return {
        state: { ...withSheet(state, { stage: 'paying' }), orderKey: idempotencyKey },
        effects: [
          { type: 'pay', sheet: sheet.id, ticket: event.ticket, contact: event.contact, walletType: event.walletType, idempotencyKey },
          { type: 'start-slow-timer', sheet: sheet.id, delayMs: STILL_PLACING_NOTICE_MS },
        ],
      };
    }
  }
}

/** Runs the held events in order, now that the cart is ready (or failed). */
function release(state: FlowState): FlowStep {
  const held = state.sheet?.held ?? [];
  let next = withSheet(state, { held: [] });
  const effects: FlowEffect[] = [];
  for (const event of held) {
    const step = handle(next, event);
    next = step.state;
    effects.push(...(step.effects ?? []));
  }
  return { state: next, effects };
}

function shippingAnswer(state: FlowState, ticket: number, answer: ShippingAnswer): FlowStep {
  const sheet = state.sheet;
  switch (answer.kind) {
    case 'options':
      return {
        state,
        effects: [{
          type: 'resolve-change', ticket, amount: answer.amounts.amount, lineItems: answer.amounts.lineItems,
          ...(answer.rates ? { shippingRates: answer.rates.slice(0, MAX_SHIPPING_OPTIONS) } : {}),
        }],
      };
    case 'no-shipping':
      return { state, effects: [{ type: 'reject-change', ticket }, { type: 'notice', kind: 'error', message: noShippingText() }] };
    case 'failed':
      // the request failed, not the address: as when the cart could not be made (see handle)
      if (!sheet || sheet.stage !== 'open') return { state, effects: [{ type: 'reject-change', ticket }] };
      return {
        state: withSheet(state, { cart: 'failed', failure: answer.message }),
        effects: [{ type: 'resolve-change', ticket, amount: sheet.offer.amounts.amount, lineItems: sheet.offer.amounts.lineItems }],
      };
  }
}

/** What undoes the sheet's changes to the shopper's cart and session, if it made any. */
function restoring(sheet: Sheet, page: ExpressPage): FlowEffect[] {
  if (!sheet.snapshot || !(sheet.touched || sheet.cart === 'preparing')) return [];
  return [{ type: 'restore', snapshot: sheet.snapshot, temporaryCart: page === 'product' }];
}

export function flowStep(state: FlowState, event: FlowEvent): FlowStep {
  switch (event.type) {
    case 'offer':
      return { state: { ...state, offer: event.offer }, effects: [{ type: 'offer', offer: event.offer }] };
    case 'clicked':
      return clicked(state, event.ticket, event.walletType);
    case 'cart-saved': {
      const sheet = current(state, event.sheet);
      if (!sheet) return { state };
      const product = sheet.offer.product;
      if (state.page === 'product' && product) {
        return { state: withSheet(state, { snapshot: event.snapshot, cart: 'preparing', touched: true }), effects: [{ type: 'prepare-cart', sheet: sheet.id, product }] };
      }
      return release(withSheet(state, { snapshot: event.snapshot, cart: 'ready' }));
    }
    case 'cart-ready':
      return current(state, event.sheet) ? release(withSheet(state, { cart: 'ready' })) : { state };
    case 'cart-failed':
      return current(state, event.sheet) ? release(withSheet(state, { cart: 'failed', failure: event.message })) : { state };
    case 'address':
      return handle(state, { type: 'address', ticket: event.ticket, address: event.address });
    case 'rate':
      return handle(state, { type: 'rate', ticket: event.ticket, rateId: event.rateId });
    case 'confirm':
      return handle(state, { type: 'confirm', ticket: event.ticket, contact: event.contact, walletType: event.walletType, newKey: event.newKey });
    case 'shipping-answer':
      return shippingAnswer(state, event.ticket, event.answer);
    case 'paid': {
      const sheet = current(state, event.sheet);
      if (!sheet) return { state };
      const restore = state.page === 'product' ? sheet.snapshot : null;
      // the note stays while the shopper is taken to the order
      return { state: { ...withSheet(state, { stage: 'over', paid: true }), orderKey: null }, effects: [{ type: 'finish', redirect: event.redirect, restore }] };
    }
    case 'pay-failed': {
      const sheet = current(state, event.sheet);
      // no answer to the order request: the order may have been made, the next payment sends the same key
      const orderKey = event.orderAnswered ? null : state.orderKey;
      const effects: FlowEffect[] = [
        { type: 'still-placing', shown: false },
        { type: 'fail-payment', ticket: event.ticket, message: event.message },
        { type: 'notice', kind: 'error', message: event.message },
      ];
      if (!sheet) return { state: { ...state, orderKey }, effects };
      return { state: { ...withSheet(state, { stage: 'over' }), orderKey }, effects: [...effects, ...restoring(sheet, state.page)] };
    }
    case 'order-slow': {
      const sheet = current(state, event.sheet);
      return sheet?.stage === 'paying' ? { state, effects: [{ type: 'still-placing', shown: true }] } : { state };
    }
    case 'cancel': {
      const sheet = state.sheet;
      // a wallet may report a cancel after Pay: the payment under way decides
      if (!sheet || sheet.stage !== 'open') return { state };
      const answers: FlowEffect[] = sheet.held.map((held) =>
        held.type === 'confirm' ? { type: 'fail-payment', ticket: held.ticket, message: sheetOverText() } : { type: 'reject-change', ticket: held.ticket });
      return { state: withSheet(state, { stage: 'over', held: [] }), effects: [...answers, ...restoring(sheet, state.page)] };
    }
  }
}

/** The wallet's name for the login message (the gateway's **placeholder**). */
const WALLET_NAMES: Readonly<Record<string, string>> = { apple_pay: 'Apple Pay', google_pay: 'Google Pay', amazon_pay: 'Amazon Pay', paypal: 'PayPal', link: 'Link' };
