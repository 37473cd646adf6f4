/**
 * A block page's checkout, from the globals the model's scripts printed: the model, its life cycle, the checks of
 * which methods can pay, and what the views are handed. The Checkout block and the Cart block both start one.
 */
import { checkoutEvents, wcBlocksData, wcBlocksRegistry, wcSettings, wpData } from '../globals.ts';
import type { StoreApiClient } from '../data/store-api.ts';
import { startPaymentMethodsCheck } from './available-methods.ts';
import { createPaymentComponents } from './components.tsx';
import { pageCheckoutModel } from './model.ts';
import type { CheckoutContext } from './payment-interface.ts';
import { startCheckoutProcessor } from './processor.ts';

export function startPageCheckout(): CheckoutContext {
  const settings = wcSettings();
  const model = pageCheckoutModel({
    data: wpData(),
    blocksData: wcBlocksData() as ReturnType<typeof wcBlocksData> & { storeApi: StoreApiClient },
    checkoutEvents: checkoutEvents(),
    registry: wcBlocksRegistry(),
    navigate: (url) => window.location.assign(url),
  });
  const processor = startCheckoutProcessor(model);
  startPaymentMethodsCheck(model, settings.getSetting<string[]>('paymentMethodSortOrder', []));
  return {
    model,
    components: createPaymentComponents(model),
    submit: processor.submit,
    settings: { displayCartPricesIncludingTax: settings.getSetting<boolean>('displayCartPricesIncludingTax', false) },
  };
}
