/**
 * The shipping observers of a payment method's props (Blocks' ShippingDataProvider effects): onShippingRateSuccess
 * with the packages once rates are loaded, onShippingRateFail when a cart that ships has none, and
 * onShippingRateSelectSuccess with the chosen rates once a choice is saved. Emitted with `emit` (every observer runs).
 */
import type { ShippingPackage } from '../data/cart-store.ts';
import { CHECKOUT_BLOCK_EVENTS, type CheckoutModel } from './model.ts';

export function startShippingEvents(model: CheckoutModel): () => void {
  let rates: readonly ShippingPackage[] | null = null;
  let loading: boolean | null = null;
  let selecting: boolean | null = null;
  const selected = (packages: readonly ShippingPackage[]): Record<string, string> =>
    Object.fromEntries(packages.flatMap((pkg) => pkg.shipping_rates.filter((r) => r.selected).map((r) => [String(pkg.package_id), r.rate_id])));
  const react = (): void => {
    const cart = model.cart.select.getCartData();
    if (!cart.needsShipping) return;
    const nowLoading = model.cart.select.isCustomerDataUpdating();
    const nowSelecting = model.cart.select.isShippingRateBeingSelected();
    const ratesChanged = cart.shippingRates !== rates || nowLoading !== loading;
    const selectionChanged = cart.shippingRates !== rates || nowSelecting !== selecting;
    rates = cart.shippingRates;
    loading = nowLoading;
    const wasSelecting = selecting;
    selecting = nowSelecting;
    const count = cart.shippingRates.reduce((n, pkg) => n + pkg.shipping_rates.length, 0);
    if (ratesChanged && !nowLoading) {
      if (count === 0) void model.blockEvents.emit(CHECKOUT_BLOCK_EVENTS.SHIPPING_RATES_FAIL, { hasInvalidAddress: false, hasError: false });
      else void model.blockEvents.emit(CHECKOUT_BLOCK_EVENTS.SHIPPING_RATES_SUCCESS, cart.shippingRates);
    }
    if (selectionChanged && !nowSelecting && wasSelecting !== null) void model.blockEvents.emit(CHECKOUT_BLOCK_EVENTS.SHIPPING_RATE_SELECT_SUCCESS, selected(cart.shippingRates));
  };
  react();
  return model.subscribe(react);
}
