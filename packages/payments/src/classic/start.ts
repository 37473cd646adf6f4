/**
 * Start-up on a classic page (checkout, order-pay and change-payment, add-payment-method): the gateway's
 * `wc_stripe_upe_params` read, one session and intents client, the forms, and what the page needs: its methods
 * registered for the checkout's host with saved methods and the Cash App notice, the cart's total followed
 * (checkout), the add-payment-method form (its code fetched on that page only), and a flow hash the page
 * was loaded with or is given later (the flows' code fetched only then).
 */
import { cartTotalOf, followCart, pageCartState } from '@shop-islands/core/checkout/cart-state';
import { pagePaymentRegistry } from '@shop-islands/core/checkout/payment-registry';
import { lendClassicHost } from '@shop-islands/core/checkout/registered-methods';
import { pageSession } from '@shop-islands/core/session';
import { loadGlobalSettings, optional, shape, text } from '@shop-islands/core/settings';
import { toStripeAmount } from '../amounts/stripe-amount.ts';
import { startCashAppNotice } from '../cashapp/start.ts';
import { looksLikeFlowHash } from '../hash-flows/detect.ts';
import type { IntentsApi } from '../intents/api.ts';
import { nonceSettings } from '../intents/nonce-names.ts';
import { createPaymentForms } from '../payment-forms/forms-runner.ts';
import { startSavedMethods } from '../saved-methods/saved-methods.ts';
import { readUpeParams } from '../settings/upe-params.ts';
import { startTestNumberCopy } from '../test-mode/copy-test-number.ts';
import { UPE_PARAMS_GLOBAL } from '../settings/global-name.ts';
import type { PageKind } from './page-kind.ts';
import { PAGE_FORMS } from './page-kind.ts';
import { lookFor } from './look.ts';
import { createPaymentsPage, type PaymentsPage } from './payments-page.ts';
import { registerMethods } from './register.ts';

/** The Store API's root and nonce, printed by the Shop Islands plugin (`shopIslandsStoreApi`), when present. */
const STORE_API_GLOBAL = 'shopIslandsStoreApi';
const readStoreApi = optional(shape({ root: text, nonce: optional(text, '') }), null);

/** The checkout's cart total, followed: every totals update reaches the forms (elements.update) and the notice. */
function followTotals(page: PaymentsPage): void {
  const state = pageCartState(page.doc.defaultView ?? window);
  state.subscribe(() => {
    const total = cartTotalOf(state.getState().cart?.cartTotals);
    if (total) page.forms.setAmount(toStripeAmount(total.amount, total.minorUnit, total.currency), total.currency);
  });
}

export function startPayments(kind: PageKind, doc: Document = document): void {
  const view = doc.defaultView ?? window;
  const settings = loadGlobalSettings(UPE_PARAMS_GLOBAL, readUpeParams, view);
  if (!settings) return;
  const storeApi = loadGlobalSettings(STORE_API_GLOBAL, readStoreApi, view);
  const session = pageSession({ wcAjaxUrl: settings.ajaxUrl, nonces: nonceSettings(settings.nonces), ...(storeApi ? { storeApiRoot: storeApi.root, storeApiNonce: storeApi.nonce } : {}) }, view);
  let client: Promise<IntentsApi> | null = null;
  const api = (): Promise<IntentsApi> => (client ??= import('../intents/api.ts').then(({ createIntentsApi }) => createIntentsApi(session, settings)));
  let page: PaymentsPage | null = null;
  const forms = createPaymentForms({
    doc,
    settings,
    api,
    appearance: lookFor(doc, settings, api),
    saveChecked: (type) => page?.saveChecked(type) ?? false,
    storage: view.sessionStorage,
  });
  page = createPaymentsPage({ doc, kind, settings, forms, api });
  const flows = page;
  startTestNumberCopy(doc);
  void flows.runPageHash();
  view.addEventListener('hashchange', () => {
    if (looksLikeFlowHash(view.location.hash)) void flows.runPageHash();
  });

  if (kind === 'add-payment-method') {
    void import('../account/add-payment-method.ts').then(({ startAddPaymentMethod }) => startAddPaymentMethod(flows), (error: unknown) => console.error('[shop-islands] payments: this page\'s part could not be loaded', error));
    return;
  }
  // The methods' forms are React content: the checkout hosts them with core's classic host, which this widget brings.
  lendClassicHost(() => import('@shop-islands/core/checkout/classic-host'), view);
  registerMethods(page, pagePaymentRegistry(view));
  startSavedMethods(page);
  startCashAppNotice(page);
  // A payment form is on the page: Stripe.js starts loading, and the submit's code once the shopper starts on the form.
  if (doc.querySelector('.wc-stripe-upe-element')) forms.warm();
  const form = doc.querySelector(PAGE_FORMS[kind]);
  const prepare = (): void => {
    form?.removeEventListener('focusin', prepare);
    form?.removeEventListener('pointerdown', prepare);
    flows.prepareSubmit();
  };
  form?.addEventListener('focusin', prepare);
  form?.addEventListener('pointerdown', prepare);
  if (kind === 'checkout' && session.hasStoreApi()) {
    followTotals(page);
    followCart(session, doc);
  }
}
