/**
 * The `wc-checkout-block-frontend` script of the model: renders the Checkout block into
 * `.wp-block-woocommerce-checkout` with the page's React, after the payment method scripts (its dependencies)
 * registered their methods, and runs the checkout's life cycle (processor.ts).
 */
import { createRoot } from 'react-dom/client';
import { checkoutEvents, wcBlocksData, wcBlocksRegistry, wcSettings, wpData } from '../globals.ts';
import type { StoreApiClient } from '../data/store-api.ts';
import { startPaymentMethodsCheck } from './available-methods.ts';
import { CheckoutBlock, type CheckoutPageSettings } from './checkout-block.tsx';
import { createPaymentComponents } from './components.tsx';
import { pageCheckoutModel } from './model.ts';
import type { CheckoutContext } from './payment-interface.ts';
import { startCheckoutProcessor } from './processor.ts';
import { startShippingEvents } from './shipping-events.ts';

const container = document.querySelector('.wp-block-woocommerce-checkout');
if (container) {
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
  startShippingEvents(model);
  const context: CheckoutContext = {
    model,
    components: createPaymentComponents(model),
    submit: processor.submit,
    settings: { displayCartPricesIncludingTax: settings.getSetting<boolean>('displayCartPricesIncludingTax', false) },
  };
  const page: CheckoutPageSettings = {
    countries: settings.getSetting('countries', {}),
    countryData: settings.getSetting('countryData', {}),
    defaultFields: settings.getSetting('defaultFields', {}),
    cartUrl: settings.getSetting<{ cart?: { permalink?: string } }>('storePages', {}).cart?.permalink ?? '/',
    shopUrl: settings.getSetting<{ shop?: { permalink?: string } }>('storePages', {}).shop?.permalink ?? '/',
  };
  container.classList.remove('is-loading');
  createRoot(container).render(<CheckoutBlock context={context} settings={page} />);
}
