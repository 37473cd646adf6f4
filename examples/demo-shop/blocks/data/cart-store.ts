/**
 * `wc/store/cart`: the Store API cart (camelCased as Blocks keeps it), the customer's addresses as typed, and
 * the cart's updates (coupons, shipping rate, customer) sent through the Store API, each answered with the cart.
 */
import { createReducerStore } from './reducer-store.ts';
import type { DataStore } from './registry.ts';
import { StoreApiError, type StoreApiClient } from './store-api.ts';

export const CART_STORE_KEY = 'wc/store/cart';

export type Address = Readonly<Record<string, string>>;

/** The Store API cart's money fields: minor units as strings, with the currency's fields. */
export type CartTotals = Readonly<Record<string, string | number | null | readonly unknown[]>> & {
  readonly total_price: string;
  readonly currency_code: string;
  readonly currency_minor_unit: number;
};

export interface ShippingRate {
  readonly rate_id: string;
  readonly name: string;
  readonly price: string;
  readonly taxes: string;
  readonly selected: boolean;
  readonly method_id: string;
  readonly instance_id: number;
  readonly [key: string]: unknown;
}

export interface ShippingPackage {
  readonly package_id: number;
  readonly name: string;
  readonly destination: Address;
  readonly shipping_rates: readonly ShippingRate[];
  readonly [key: string]: unknown;
}

export interface CartItem {
  readonly key: string;
  readonly id: number;
  readonly name: string;
  readonly quantity: number;
  readonly prices: Readonly<Record<string, unknown>>;
  readonly totals: Readonly<Record<string, unknown>>;
  readonly images: readonly { readonly src: string; readonly alt: string }[];
  readonly variation: readonly { readonly attribute: string; readonly value: string }[];
  readonly [key: string]: unknown;
}

export interface CartCoupon {
  readonly code: string;
  readonly discount_type: string;
  readonly totals: Readonly<Record<string, unknown>>;
}

export interface CartData {
  readonly items: readonly CartItem[];
  readonly coupons: readonly CartCoupon[];
  readonly fees: readonly unknown[];
  readonly totals: CartTotals;
  readonly shippingAddress: Address;
  readonly billingAddress: Address;
  readonly needsPayment: boolean;
  readonly needsShipping: boolean;
  readonly paymentRequirements: readonly string[];
  readonly hasCalculatedShipping: boolean;
  readonly shippingRates: readonly ShippingPackage[];
  readonly itemsCount: number;
  readonly itemsWeight: number;
  readonly crossSells: readonly unknown[];
  readonly errors: readonly unknown[];
  readonly paymentMethods: readonly string[];
  readonly extensions: Readonly<Record<string, unknown>>;
}

/** The Store API's cart answer (snake_case), as the server sends it. */
export type CartResponse = Readonly<Record<string, unknown>>;

export function cartFromResponse(response: CartResponse): CartData {
  const r = response as Record<string, never>;
  return {
    items: r.items ?? [],
    coupons: r.coupons ?? [],
    fees: r.fees ?? [],
    totals: r.totals ?? { total_price: '0', currency_code: '', currency_minor_unit: 2 },
    shippingAddress: r.shipping_address ?? {},
    billingAddress: r.billing_address ?? {},
    needsPayment: r.needs_payment ?? false,
    needsShipping: r.needs_shipping ?? false,
    paymentRequirements: r.payment_requirements ?? [],
    hasCalculatedShipping: r.has_calculated_shipping ?? false,
    shippingRates: r.shipping_rates ?? [],
    itemsCount: r.items_count ?? 0,
    itemsWeight: r.items_weight ?? 0,
    crossSells: r.cross_sells ?? [],
    errors: r.errors ?? [],
    paymentMethods: r.payment_methods ?? [],
    extensions: r.extensions ?? {},
  };
}

export interface CartState {
  readonly cartData: CartData;
  /** The addresses as the shopper typed them (sent with update-customer and the order). */
  readonly customerData: { readonly billingAddress: Address; readonly shippingAddress: Address };
  readonly errors: readonly StoreApiError[];
  readonly applyingCoupon: string;
  readonly removingCoupon: string;
  readonly updatingCustomerData: boolean;
  readonly selectingRate: boolean;
}

type CartAction =
  | { type: 'RECEIVE_CART'; cart: CartData; withAddresses: boolean }
  | { type: 'SET_ADDRESS'; which: 'billingAddress' | 'shippingAddress'; address: Address }
  | { type: 'RECEIVE_ERROR'; error: StoreApiError | null }
  | { type: 'SET_FLAG'; flag: 'updatingCustomerData' | 'selectingRate'; value: boolean }
  | { type: 'SET_COUPON_FLAG'; flag: 'applyingCoupon' | 'removingCoupon'; code: string }
  | { type: 'SELECT_RATE'; packageId: number | null; rateId: string };

export function cartReducer(state: CartState, action: CartAction): CartState {
  switch (action.type) {
    case 'RECEIVE_CART':
      return {
        ...state,
        cartData: action.cart,
        errors: [],
        customerData: action.withAddresses ? { billingAddress: action.cart.billingAddress, shippingAddress: action.cart.shippingAddress } : state.customerData,
      };
    case 'SET_ADDRESS':
      return { ...state, customerData: { ...state.customerData, [action.which]: { ...state.customerData[action.which], ...action.address } } };
    case 'RECEIVE_ERROR':
      return { ...state, errors: action.error ? [action.error] : [] };
    case 'SET_FLAG':
      return state[action.flag] === action.value ? state : { ...state, [action.flag]: action.value };
    case 'SET_COUPON_FLAG':
      return { ...state, [action.flag]: action.code };
    case 'SELECT_RATE':
      // Shown chosen at once, as Blocks does, until the server's cart arrives.
      return {
        ...state,
        cartData: {
          ...state.cartData,
          shippingRates: state.cartData.shippingRates.map((pkg) =>
            action.packageId === null || pkg.package_id === action.packageId
              ? { ...pkg, shipping_rates: pkg.shipping_rates.map((rate) => ({ ...rate, selected: rate.rate_id === action.rateId })) }
              : pkg,
          ),
        },
      };
  }
}

export interface CartSelectors {
  getCartData(): CartData;
  getCartTotals(): CartTotals;
  getCartErrors(): readonly StoreApiError[];
  getCustomerData(): CartState['customerData'];
  getShippingRates(): readonly ShippingPackage[];
  getNeedsShipping(): boolean;
  isApplyingCoupon(): boolean;
  isRemovingCoupon(): boolean;
  getCouponBeingApplied(): string;
  isCustomerDataUpdating(): boolean;
  isShippingRateBeingSelected(): boolean;
}

export interface CartActions {
  receiveCart(response: CartResponse): void;
  /** The cart without its addresses (what the shopper is typing stays). */
  receiveCartContents(response: CartResponse): void;
  setBillingAddress(address: Address): void;
  setShippingAddress(address: Address): void;
  applyCoupon(code: string): Promise<true>;
  removeCoupon(code: string): Promise<true>;
  selectShippingRate(rateId: string, packageId?: number | null): Promise<void>;
  updateCustomerData(data: { billing_address?: Address; shipping_address?: Address }): Promise<void>;
}

export interface CartStore extends DataStore {
  readonly selectors: CartSelectors & DataStore['selectors'];
  readonly actions: CartActions & DataStore['actions'];
  getState(): CartState;
}

export function createCartStore(api: StoreApiClient, preloaded: CartResponse): CartStore {
  const cart = cartFromResponse(preloaded);
  const store = createReducerStore(cartReducer, {
    cartData: cart,
    customerData: { billingAddress: cart.billingAddress, shippingAddress: cart.shippingAddress },
    errors: [],
    applyingCoupon: '',
    removingCoupon: '',
    updatingCustomerData: false,
    selectingRate: false,
  });
  const state = store.getState;
  const receive = (response: CartResponse, withAddresses = true): void => store.dispatch({ type: 'RECEIVE_CART', cart: cartFromResponse(response), withAddresses });
  const failed = (error: unknown): never => {
    store.dispatch({ type: 'RECEIVE_ERROR', error: error instanceof StoreApiError ? error : null });
    throw error;
  };
  const coupon = async (flag: 'applyingCoupon' | 'removingCoupon', path: string, code: string): Promise<true> => {
    store.dispatch({ type: 'SET_COUPON_FLAG', flag, code });
    try {
      receive(await api.request<CartResponse>('POST', path, { code }), false);
      return true;
    } catch (error) {
      return failed(error);
    } finally {
      store.dispatch({ type: 'SET_COUPON_FLAG', flag, code: '' });
    }
  };
  const selectors: CartSelectors = {
    getCartData: () => state().cartData,
    getCartTotals: () => state().cartData.totals,
    getCartErrors: () => state().errors,
    getCustomerData: () => state().customerData,
    getShippingRates: () => state().cartData.shippingRates,
    getNeedsShipping: () => state().cartData.needsShipping,
    isApplyingCoupon: () => state().applyingCoupon !== '',
    isRemovingCoupon: () => state().removingCoupon !== '',
    getCouponBeingApplied: () => state().applyingCoupon,
    isCustomerDataUpdating: () => state().updatingCustomerData,
    isShippingRateBeingSelected: () => state().selectingRate,
  };
  const actions: CartActions = {
    receiveCart: (response) => receive(response),
    receiveCartContents: (response) => receive(response, false),
    setBillingAddress: (address) => store.dispatch({ type: 'SET_ADDRESS', which: 'billingAddress', address }),
    setShippingAddress: (address) => store.dispatch({ type: 'SET_ADDRESS', which: 'shippingAddress', address }),
    applyCoupon: (code) => coupon('applyingCoupon', 'cart/apply-coupon', code),
    removeCoupon: (code) => coupon('removingCoupon', 'cart/remove-coupon', code),
    async selectShippingRate(rateId, packageId = null) {
      const before = state().cartData.shippingRates;
      store.dispatch({ type: 'SELECT_RATE', packageId, rateId });
      store.dispatch({ type: 'SET_FLAG', flag: 'selectingRate', value: true });
      try {
        receive(await api.request<CartResponse>('POST', 'cart/select-shipping-rate', packageId === null ? { rate_id: rateId } : { package_id: packageId, rate_id: rateId }), false);
      } catch (error) {
        store.dispatch({ type: 'RECEIVE_CART', cart: { ...state().cartData, shippingRates: before }, withAddresses: false });
        failed(error);
      } finally {
        store.dispatch({ type: 'SET_FLAG', flag: 'selectingRate', value: false });
      }
    },
    async updateCustomerData(data) {
      store.dispatch({ type: 'SET_FLAG', flag: 'updatingCustomerData', value: true });
      try {
        receive(await api.request<CartResponse>('POST', 'cart/update-customer', data), false);
      } catch (error) {
        failed(error);
      } finally {
        store.dispatch({ type: 'SET_FLAG', flag: 'updatingCustomerData', value: false });
      }
    },
  };
  return { selectors, actions, subscribe: store.subscribe, getState: store.getState } as CartStore;
}
