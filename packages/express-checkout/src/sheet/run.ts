/**
 * Carries out the sheet flow's effects (flow.ts): wallet callbacks are answered at once (by ticket), shop
 * requests run one after another in the order the flow asked for them, so a restore never overtakes the
 * temporary cart it undoes and a payment never starts before its cart is ready. Requests answer back with
 * flow events.
 */
import type { ClickResolveDetails, LineItem as StripeLineItem, ShippingRate, StripeElements } from '@stripe/stripe-js';
import { destinationOf } from '../address/wallet-address.ts';
import { fromGatewayItems } from '../amounts/wallet-amounts.ts';
import type { ExpressApi } from '../api.ts';
import { paymentErrorMessage } from '../pay/messages.ts';
import type { PayResult } from '../pay/pay.ts';
import { restorePlan, snapshotOf, type CartSnapshot, type RestoreStep } from './cart-snapshot.ts';
import type { ClickDetails, ExpressPage, FlowEffect, FlowEvent, Offer, ProductChoice, ShippingAnswer } from './flow.ts';

/** A wallet callback waiting for its answer. */
export type Ticket =
  | { readonly kind: 'change'; resolve(details?: ClickResolveDetails): void; reject(): void }
  | { readonly kind: 'confirm'; paymentFailed(payload: { reason: 'fail'; message: string }): void };

export interface Tickets {
  add(ticket: Ticket): number;
  take(id: number): Ticket | undefined;
}

export function createTickets(): Tickets {
  const open = new Map<number, Ticket>();
  let next = 1;
  return {
    add(ticket) {
      open.set(next, ticket);
      return next++;
    },
    take(id) {
      const ticket = open.get(id);
      open.delete(id);
      return ticket;
    },
  };
}

export interface RunnerDeps {
  readonly page: ExpressPage;
  readonly api: ExpressApi;
  readonly tickets: Tickets;
  /** The wallet's Elements group, once created (its amount follows the sheet). */
  elements(): StripeElements | null;
  offerChanged(offer: Offer | null): void;
  notice(kind: 'error' | 'info', message: string, link?: { text: string; url: string }): void;
  /** Places the order with the wallet's payment and the attempt's idempotency key (pay/pay.ts, loaded when the shopper pays). */
  pay(contact: Extract<FlowEffect, { type: 'pay' }>['contact'], walletType: string, idempotencyKey: string): Promise<PayResult>;
  /** Shows or takes away the note that the order is still being placed (core's). */
  stillPlacing(shown: boolean): void;
  navigate(url: string): void;
}

const toRate = (option: { id: string; displayName: string; amount: number }): ShippingRate => ({ id: option.id, displayName: option.displayName, amount: option.amount });
const toLines = (items: readonly { name: string; amount: number }[]): StripeLineItem[] => items.map((item) => ({ name: item.name, amount: item.amount }));

function clickDetails(details: ClickDetails): ClickResolveDetails {
  return {
    lineItems: toLines(details.lineItems),
    emailRequired: details.emailRequired,
    phoneNumberRequired: details.phoneNumberRequired,
    shippingAddressRequired: details.shippingAddressRequired,
    ...(details.shippingRates ? { shippingRates: details.shippingRates.map(toRate) } : {}),
    ...(details.allowedShippingCountries ? { allowedShippingCountries: [...details.allowedShippingCountries] } : {}),
  };
}

export function createRunner(deps: RunnerDeps): (effect: FlowEffect, dispatch: (event: FlowEvent) => void) => void {
  let chain: Promise<void> = Promise.resolve();
  /** Runs `task` after every request asked for before it. */
  const queue = (task: () => Promise<void>): void => {
    chain = chain.then(task).catch(() => undefined);
  };
  const { api, tickets } = deps;
  const productPage = deps.page === 'product';
  let slowTimer: ReturnType<typeof setTimeout> | undefined;

  async function prepareCart(product: ProductChoice): Promise<void> {
    if (product.variable) {
      await api.addProductAlone(product);
      return;
    }
    await api.clearCart();
    await api.addItem({ id: product.productId, quantity: product.quantity, variation: [], ...product.extra });
  }

  async function ask(run: () => Promise<ShippingAnswer>): Promise<ShippingAnswer> {
    try {
      return await run();
    } catch (error) {
      return { kind: 'failed', message: paymentErrorMessage(error) };
    }
  }

  /** The temporary cart's items removed one by one through the Store API (the gateway's own way of emptying it). */
  async function emptyCart(): Promise<void> {
    const { items } = snapshotOf(await api.cart());
    for (const item of items) await api.removeItem(item.key);
  }

  /** Puts the shopper's cart back, step by step: a step the shop refuses (an item since sold out) does not stop the rest. */
  async function restore(snapshot: CartSnapshot, temporaryCart: boolean): Promise<void> {
    const run = (step: RestoreStep): Promise<unknown> => {
      switch (step.kind) {
        case 'empty-cart': return emptyCart();
        case 'add-item': return api.addItem({ id: step.item.id, quantity: step.item.quantity, variation: step.item.variation });
        case 'apply-coupon': return api.applyCoupon(step.code);
        case 'customer': return api.updateCustomer(step.billing, step.shipping);
        case 'select-rate': return api.selectShippingRate(step.packageId, step.rateId);
      }
    };
    for (const step of restorePlan(snapshot, temporaryCart)) await run(step).catch(() => undefined);
  }

  return (effect, dispatch) => {
    switch (effect.type) {
      case 'offer':
        deps.offerChanged(effect.offer);
        return;
      case 'resolve-click': {
        const ticket = tickets.take(effect.ticket);
        if (ticket?.kind === 'change') ticket.resolve(clickDetails(effect.details));
        return;
      }
      case 'reject-click':
      case 'reject-change': {
        const ticket = tickets.take(effect.ticket);
        if (ticket?.kind === 'change') ticket.reject();
        return;
      }
      case 'resolve-change': {
        const ticket = tickets.take(effect.ticket);
        // the amount first: the sheet's total is the Elements group's
        void deps.elements()?.update({ amount: effect.amount });
        if (ticket?.kind === 'change') ticket.resolve({ lineItems: toLines(effect.lineItems), ...(effect.shippingRates ? { shippingRates: effect.shippingRates.map(toRate) } : {}) });
        return;
      }
      case 'fail-payment': {
        const ticket = tickets.take(effect.ticket);
        if (ticket?.kind === 'confirm') ticket.paymentFailed({ reason: 'fail', message: effect.message });
        return;
      }
      case 'notice':
        deps.notice(effect.kind, effect.message, effect.link);
        return;
      case 'save-cart':
        queue(async () => {
          try {
            dispatch({ type: 'cart-saved', sheet: effect.sheet, snapshot: snapshotOf(await api.cart()) });
          } catch (error) {
            dispatch({ type: 'cart-failed', sheet: effect.sheet, message: paymentErrorMessage(error) });
          }
        });
        return;
      case 'prepare-cart':
        queue(async () => {
          try {
            await prepareCart(effect.product);
            dispatch({ type: 'cart-ready', sheet: effect.sheet });
          } catch (error) {
            dispatch({ type: 'cart-failed', sheet: effect.sheet, message: paymentErrorMessage(error) });
          }
        });
        return;
      case 'ask-shipping':
        queue(async () => {
          const answer = await ask(async () => {
            const options = await api.shippingOptions(destinationOf(effect.address), productPage);
            return options.result === 'success' ? { kind: 'options', rates: options.options, amounts: fromGatewayItems(options.displayItems, options.total) } : { kind: 'no-shipping' };
          });
          dispatch({ type: 'shipping-answer', ticket: effect.ticket, answer });
        });
        return;
      case 'choose-rate':
        queue(async () => {
          const answer = await ask(async () => {
            const chosen = await api.updateShippingMethod(effect.rateId, productPage);
            return { kind: 'options', amounts: fromGatewayItems(chosen.displayItems, chosen.total) };
          });
          dispatch({ type: 'shipping-answer', ticket: effect.ticket, answer });
        });
        return;
      case 'pay':
        queue(async () => {
          const result = await deps.pay(effect.contact, effect.walletType, effect.idempotencyKey);
          dispatch(result.ok
            ? { type: 'paid', sheet: effect.sheet, redirect: result.redirect }
            : { type: 'pay-failed', sheet: effect.sheet, ticket: effect.ticket, message: result.message, orderAnswered: result.orderAnswered });
        });
        return;
      case 'start-slow-timer':
        // not queued: the note must show while the payment is the request under way
        clearTimeout(slowTimer);
        slowTimer = setTimeout(() => dispatch({ type: 'order-slow', sheet: effect.sheet }), effect.delayMs);
        return;
      case 'still-placing':
        if (!effect.shown) clearTimeout(slowTimer);
        deps.stillPlacing(effect.shown);
        return;
      case 'restore':
        queue(() => restore(effect.snapshot, effect.temporaryCart));
        return;
      case 'finish':
        queue(async () => {
          if (effect.restore) await restore(effect.restore, true);
          deps.navigate(effect.redirect);
        });
        return;
    }
  };
}
