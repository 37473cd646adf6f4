/**
 * Which registered methods can pay for this cart (Blocks' checkPaymentMethodsCanPay), asked again whenever a
 * method registers or the cart changes: in `paymentMethodSortOrder`, then registration order; a payment method
 * only if the server offers its gateway for this cart (the cart's `payment_methods`), then its canMakePayment
 * (a throw or `{error}` leaves it out); express methods on canMakePayment alone. When the active method is no
 * longer available, the first available one becomes active.
 */
import type { CartData } from '../data/cart-store.ts';
import type { AvailableMethods } from '../data/payment-store.ts';
import type { CanMakePaymentArgument } from '../registry/registry.ts';
import type { CheckoutModel } from './model.ts';

/** The argument every canMakePayment gets (10.9.1's getCanMakePaymentArg). */
export function canMakePaymentArgument(cart: CartData): CanMakePaymentArgument {
  const selectedShippingMethods = Object.fromEntries(
    cart.shippingRates.flatMap((pkg) => pkg.shipping_rates.filter((rate) => rate.selected).map((rate) => [pkg.package_id, rate.rate_id] as const)),
  );
  return {
    cart: {
      cartCoupons: cart.coupons,
      cartItems: cart.items,
      crossSellsProducts: cart.crossSells,
      cartFees: cart.fees,
      cartItemsCount: cart.itemsCount,
      cartItemsWeight: cart.itemsWeight,
      cartNeedsPayment: cart.needsPayment,
      cartNeedsShipping: cart.needsShipping,
      cartItemErrors: cart.errors,
      cartTotals: cart.totals,
      cartIsLoading: false,
      cartErrors: [],
      billingData: cart.billingAddress,
      billingAddress: cart.billingAddress,
      shippingAddress: cart.shippingAddress,
      extensions: cart.extensions,
      shippingRates: cart.shippingRates,
      isLoadingRates: false,
      cartHasCalculatedShipping: cart.hasCalculatedShipping,
      paymentRequirements: cart.paymentRequirements,
    },
    cartTotals: cart.totals,
    cartNeedsShipping: cart.needsShipping,
    billingData: cart.billingAddress,
    billingAddress: cart.billingAddress,
    shippingAddress: cart.shippingAddress,
    selectedShippingMethods,
    paymentMethods: cart.paymentMethods,
    paymentRequirements: cart.paymentRequirements,
  };
}

async function canPay(check: (argument: CanMakePaymentArgument) => unknown, argument: CanMakePaymentArgument): Promise<boolean> {
  try {
    const answer = await check(argument);
    if (typeof answer === 'object' && answer !== null && 'error' in answer) throw new Error(String((answer as { error: { message: string } }).error.message));
    return Boolean(answer);
  } catch {
    // Blocks tells only admins and the editor (CURRENT_USER_IS_ADMIN); a shopper just does not see the method.
    return false;
  }
}

/** Starts the checks; returns the function that stops them. */
export function startPaymentMethodsCheck(model: CheckoutModel, sortOrder: readonly string[]): () => void {
  let latest = 0;
  let lastCart: CartData | null = null;
  const check = async (): Promise<void> => {
    const run = ++latest;
    const cart = model.cart.select.getCartData();
    const argument = canMakePaymentArgument(cart);
    const methods = model.registry.getPaymentMethods();
    const express = model.registry.getExpressPaymentMethods();
    const available: Record<string, { name: string }> = {};
    for (const name of new Set([...sortOrder, ...Object.keys(methods)])) {
      const method = methods[name];
      if (method && cart.paymentMethods.includes(name) && (await canPay(method.canMakePayment, argument))) available[name] = { name };
    }
    const availableExpress: Record<string, AvailableMethods[string]> = {};
    for (const [name, method] of Object.entries(express)) {
      if (await canPay(method.canMakePayment, argument)) {
        availableExpress[name] = { name, title: method.title, description: method.description, gatewayId: method.gatewayId, supportsStyle: method.supports.style };
      }
    }
    if (run !== latest) return;
    const { payment } = model;
    const same = (a: AvailableMethods, b: AvailableMethods): boolean => Object.keys(a).join() === Object.keys(b).join();
    if (!same(payment.select.getAvailablePaymentMethods(), available) || !payment.select.paymentMethodsInitialized()) payment.dispatch.__internalSetAvailablePaymentMethods(available);
    if (!same(payment.select.getAvailableExpressPaymentMethods(), availableExpress) || !payment.select.expressPaymentMethodsInitialized()) {
      payment.dispatch.__internalSetAvailableExpressPaymentMethods(availableExpress);
    }
    const active = payment.select.getActivePaymentMethod();
    if (!(active in available) && !(active in availableExpress)) {
      const first = Object.keys(available)[0];
      if (first !== undefined) payment.dispatch.__internalSetActivePaymentMethod(first);
    }
  };
  const stopRegistry = model.registry.subscribe(() => void check());
  const stopCart = model.subscribe(() => {
    const cart = model.cart.select.getCartData();
    if (cart === lastCart) return;
    lastCart = cart;
    void check();
  });
  lastCart = model.cart.select.getCartData();
  void check();
  return () => {
    stopRegistry();
    stopCart();
  };
}
