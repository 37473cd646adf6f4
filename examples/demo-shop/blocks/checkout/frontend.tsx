/**
 * The `wc-checkout-block-frontend` script of the model: renders the Checkout block into
 * `.wp-block-woocommerce-checkout` with the page's React, after the payment method scripts (its dependencies)
 * registered their methods, and runs the checkout's life cycle (processor.ts).
 */
import { createRoot } from 'react-dom/client';
import { wcSettings } from '../globals.ts';
import { CheckoutBlock, type CheckoutPageSettings } from './checkout-block.tsx';
import { startPageCheckout } from './page-checkout.ts';
import { startShippingEvents } from './shipping-events.ts';

const container = document.querySelector('.wp-block-woocommerce-checkout');
if (container) {
  const settings = wcSettings();
  const context = startPageCheckout();
  startShippingEvents(context.model);
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
