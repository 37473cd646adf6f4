/**
 * The card-payment extension on classic pages: a drop-in for the WooCommerce Stripe Gateway's upe-classic.js
 * on the checkout, order-pay and change-payment pages and the account's add-payment-method page. This entry
 * only looks: where the gateway printed `wc_stripe_upe_params` on a page with one of those forms, the
 * extension (classic/start.ts) loads and starts; elsewhere (a checkout with offline methods alone) nothing more.
 */
import { whenDomReady } from '@shop-islands/core/mount';
import { pageKindOf } from './classic/page-kind.ts';
import { UPE_PARAMS_GLOBAL } from './settings/global-name.ts';

whenDomReady(() => {
  const settings = (window as unknown as Record<string, unknown>)[UPE_PARAMS_GLOBAL];
  if (typeof settings !== 'object' || settings === null) return;
  const kind = pageKindOf(document, settings as Record<string, unknown>);
  if (!kind) return;
  import('./classic/start.ts').then(
    ({ startPayments }) => startPayments(kind),
    (error: unknown) => console.error('[shop-islands] payments could not be loaded', error),
  );
});
