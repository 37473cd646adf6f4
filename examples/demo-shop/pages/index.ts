import { registerAccountPages } from './account-pages.ts';
import { registerAddressPages } from './address-pages.ts';
import { registerBuyNowPages } from './buy-now-pages.ts';
import { registerCartPages } from './cart-pages.ts';
import { registerCataloguePages } from './catalogue-pages.ts';
import { registerCheckoutPages } from './checkout.ts';
import { registerContentPages } from './content-pages.ts';
import { registerOrderPages } from './order-pages.ts';
import type { PageRegistry } from './registry.ts';
import { registerPlaygroundPage } from '../provider/server/playground.ts';
import { registerTrackingPages } from './tracking-events.ts';
import { registerBlockCheckoutPages } from '../blocks/page.ts';
import { registerSubscriptionPages } from './subscription-pages.ts';

/** Every page module of the demo shop. Add one line per new module. */
export function registerPages(r: PageRegistry): void {
  registerContentPages(r);
  registerCataloguePages(r);
  registerCartPages(r);
  registerCheckoutPages(r);
  registerOrderPages(r);
  registerAccountPages(r);
  registerAddressPages(r);
  registerBuyNowPages(r);
  registerPlaygroundPage(r);
  registerTrackingPages(r);
  registerBlockCheckoutPages(r);
  registerSubscriptionPages(r);
}
