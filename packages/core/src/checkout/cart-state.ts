/**
 * The cart as the checkout's widgets share it: totals and currency in core's store, not in the page's HTML.
 * One per page (`pageCartState()`), fed from the Store API's cart (`GET /wc/store/v1/cart`), which has what
 * WooCommerce Blocks hands a payment method's canMakePayment: the totals with their currency, whether the
 * cart needs shipping, the addresses, the chosen rates and the payment requirements. On a classic checkout
 * `followCart()` asks for it at start and again after every totals update (`updated_checkout`), each newer
 * request replacing an older one; the payment methods host asks canMakePayment again whenever it changes.
 */
import { LatestRequest } from '../http.ts';
import { onPageEvent } from '../events.ts';
import { isAbortedRequest } from '../request-errors.ts';
import { pageShared } from '../page-shared.ts';
import type { StoreApi } from '../session.ts';
import { createStore, type Store } from '../store.ts';
import type { CanMakePaymentArgument } from './payment-registry.ts';

/** The cart's parts canMakePayment is asked with (Blocks' names). */
export interface CartSnapshot {
  /** The Store API's `totals` (`total_price` in minor units as text, `currency_code`, `currency_minor_unit`, …). */
  readonly cartTotals: Readonly<Record<string, unknown>>;
  readonly cartNeedsShipping: boolean;
  readonly cartNeedsPayment: boolean;
  readonly billingAddress: Readonly<Record<string, string>>;
  readonly shippingAddress: Readonly<Record<string, string>>;
  /** Package index → the chosen rate id. */
  readonly selectedShippingMethods: Readonly<Record<string, string>>;
  readonly paymentRequirements: readonly string[];
  readonly paymentMethods: readonly string[];
}

export interface CartState {
  readonly cart: CartSnapshot | null;
}

export type CartAction = { readonly type: 'cart-read'; readonly cart: CartSnapshot };

/** The step: a newer cart replaces the older one. */
export function cartStep(state: CartState, action: CartAction): { state: CartState } {
  return action.type === 'cart-read' ? { state: { cart: action.cart } } : { state };
}

type Json = Record<string, unknown>;
const isJson = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const texts = (value: unknown): Record<string, string> =>
  isJson(value) ? Object.fromEntries(Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string')) : {};
const words = (value: unknown): string[] => (Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []);

/** Reads the Store API's cart answer leniently (a field it lacks reads empty); null when it is not a cart. */
export function readStoreCart(value: unknown): CartSnapshot | null {
  if (!isJson(value) || !isJson(value.totals)) return null;
  const rates: Record<string, string> = {};
  if (Array.isArray(value.shipping_rates)) {
    value.shipping_rates.forEach((pack: unknown, index) => {
      const chosen = isJson(pack) && Array.isArray(pack.shipping_rates) ? pack.shipping_rates.find((rate: unknown) => isJson(rate) && rate.selected === true) : undefined;
      if (isJson(chosen) && typeof chosen.rate_id === 'string') rates[String(isJson(pack) && typeof pack.package_id === 'number' ? pack.package_id : index)] = chosen.rate_id;
    });
  }
  return {
    cartTotals: value.totals,
    cartNeedsShipping: value.needs_shipping === true,
    cartNeedsPayment: value.needs_payment !== false,
    billingAddress: texts(value.billing_address),
    shippingAddress: texts(value.shipping_address),
    selectedShippingMethods: rates,
    paymentRequirements: words(value.payment_requirements),
    paymentMethods: words(value.payment_methods),
  };
}

/** canMakePayment's argument from the cart (Blocks' shape); the checkout's own knowledge (`over`) wins. */
export function canMakePaymentArgumentOf(cart: CartSnapshot | null, over: CanMakePaymentArgument): CanMakePaymentArgument {
  if (!cart) return over;
  return {
    cartTotals: cart.cartTotals,
    cartNeedsShipping: cart.cartNeedsShipping,
    shippingAddress: cart.shippingAddress,
    selectedShippingMethods: cart.selectedShippingMethods,
    paymentMethods: cart.paymentMethods,
    ...over,
    billingAddress: { ...cart.billingAddress, ...over.billingAddress },
    paymentRequirements: cart.paymentRequirements.length > 0 ? cart.paymentRequirements : over.paymentRequirements,
  };
}

/** The cart's total in minor units and its currency, from Store API totals (null when they lack them). */
export function cartTotalOf(totals: Readonly<Record<string, unknown>> | undefined): { amount: number; currency: string; minorUnit: number } | null {
  if (!totals) return null;
  const amount = Number(totals.total_price);
  const minorUnit = Number(totals.currency_minor_unit ?? 2);
  const currency = typeof totals.currency_code === 'string' ? totals.currency_code.toUpperCase() : '';
  return Number.isSafeInteger(amount) && Number.isInteger(minorUnit) && currency ? { amount, currency, minorUnit } : null;
}

/** The page's one cart state, created by whichever bundle asks first. */
export function pageCartState(win: object = window): Store<CartState, CartAction> {
  return pageShared('cart-state/1', () => createStore(cartStep, { cart: null } as CartState), win);
}

/** The totals updates that change the cart on classic pages (the checkout's, and the cart page's). */
export const CART_UPDATED_EVENTS = ['updated_checkout', 'updated_cart_totals'] as const;

/**
 * Reads the cart now and after every totals update, into the page's cart state. Returns the function that
 * stops following (one follower per page is enough: a second call returns the first's stop).
 */
export function followCart(storeApi: StoreApi, doc: Document = document): () => void {
  const win = doc.defaultView ?? window;
  return pageShared('cart-follower/1', () => {
    const state = pageCartState(win);
    const latest = new LatestRequest();
    const read = (): void => {
      storeApi.get('cart', { signal: latest.next() }).then(
        (answer) => {
          const cart = readStoreCart(answer);
          if (cart) state.dispatch({ type: 'cart-read', cart });
        },
        (error: unknown) => {
          if (!isAbortedRequest(error)) console.warn('[shop-islands] the cart could not be read', error);
        },
      );
    };
    const stops = CART_UPDATED_EVENTS.map((name) => onPageEvent(name, read, doc));
    read();
    return () => {
      latest.cancel();
      stops.forEach((stop) => stop());
    };
  }, win);
}
