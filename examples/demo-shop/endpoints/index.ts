import { registerAwsSearch } from './aws-search.ts';
import { registerBuyNowEndpoints } from './buy-now.ts';
import type { EndpointRegistry } from './registry.ts';
import { registerStoreCart } from './store-api/cart.ts';
import { registerStoreCheckout } from './store-api/checkout.ts';
import { registerStoreProducts } from './store-api/products.ts';
import { registerWcAjaxCart } from './wc-ajax/cart.ts';
import { registerWcAjaxCartTotals } from './wc-ajax/cart-totals.ts';
import { registerWcAjaxCheckout } from './wc-ajax/checkout.ts';
import { registerNonceRefresh } from './wc-ajax/nonces.ts';
import { registerWcAjaxExpressCheckout } from './wc-ajax/express-checkout.ts';
import { registerTrackingEndpoints } from '../tracking/collectors.ts';
import { registerStripeGatewayEndpoints } from '../stripe-gateway/ajax.ts';

/** Every endpoint module of the demo shop. Add one line per new module. */
export function registerEndpoints(r: EndpointRegistry): void {
  registerAwsSearch(r);
  registerBuyNowEndpoints(r);
  registerStoreCart(r);
  registerStoreCheckout(r);
  registerStoreProducts(r);
  registerWcAjaxCart(r);
  registerWcAjaxCartTotals(r);
  registerWcAjaxCheckout(r);
  registerNonceRefresh(r);
  registerWcAjaxExpressCheckout(r);
  registerTrackingEndpoints(r);
  registerStripeGatewayEndpoints(r);
}
