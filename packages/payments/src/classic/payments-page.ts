/**
 * The extension on a classic page: its settings, forms and intents client, and what the payment methods do
 * at the checkout's life-cycle steps. `paymentSetup` is SPEC 4.7 (a saved token, or a new payment method and
 * the hidden fields the gateway's PHP reads); `checkoutSucceeded` finishes an order the gateway answered with
 * a flow hash (3D Secure, a voucher, a wallet) before the redirect, in place; `runPageHash` does the same for a
 * hash the page was loaded with (order-pay, or a checkout served by WooCommerce's own checkout.js).
 */
import { NOTICE_CONTEXTS, RESPONSE_TYPES, type CheckoutOutcome, type ObserverResponse } from '@shop-islands/core/checkout/lifecycle';
import { blockElement, unblockElement } from '@shop-islands/core/block-overlay';
import { invalidWalletTypeText, genericPaymentErrorText } from '../errors/texts.ts';
import { looksLikeFlowHash } from '../hash-flows/detect.ts';
import type { FlowContext } from '../hash-flows/plan.ts';
import type { FlowResult } from '../hash-flows/run.ts';
import type { IntentsApi } from '../intents/api.ts';
import type { BillingValues } from '../payment-forms/billing-details.ts';
import type { PaymentForms } from '../payment-forms/forms-runner.ts';
import { gatewayIdOf, typeOfRadio } from '../payment-methods/method-types.ts';
import type { UpeSettings } from '../settings/upe-params.ts';
import { PAGE_FORMS, type PageKind } from './page-kind.ts';
import { showPaymentArea } from './payment-area.ts';

export interface PaymentsPage {
  readonly doc: Document;
  readonly kind: PageKind;
  readonly settings: UpeSettings;
  readonly forms: PaymentForms;
  /** The intents client, fetched when first needed. */
  readonly api: () => Promise<IntentsApi>;
  /** The payment method made last and whether it is to be saved: what a confirmation reports (SPEC 4.9). */
  lastMethod: { readonly id: string; readonly save: boolean } | null;
  /** The type of the chosen payment method radio (null when another gateway's is chosen). */
  chosenType(): string | null;
  /** The billing country: the checkout's field, else the customer's or order's the gateway printed. */
  billingCountry(): string;
  /** The payer's billing fields where the page has no classic form (the block checkout's address, by classic field name). */
  billingValues?(): BillingValues;
  /** 'Save payment information to my account' is ticked for the type. */
  saveChecked(type: string): boolean;
  /** SPEC 4.7 for the type's method: what the order is submitted with, or the error that stops it (its code fetched on first use, or before with prepareSubmit). */
  paymentSetup(type: string): Promise<ObserverResponse>;
  /** Fetches the submit's code ahead (the shopper started on the form). */
  prepareSubmit(): void;
  /** An order the gateway answered with a flow hash is finished here (SPEC 4.9): where to go, or what went wrong. */
  checkoutSucceeded(type: string, outcome: CheckoutOutcome): Promise<ObserverResponse | undefined>;
  /** The gateway's hash the page carries now (on load, or after it changed). */
  runPageHash(): Promise<void>;
}

const checkbox = (doc: Document, id: string): boolean => (doc.getElementById(id) as HTMLInputElement | null)?.checked === true;

export function createPaymentsPage({ doc, kind, settings, forms, api }: Pick<PaymentsPage, 'doc' | 'kind' | 'settings' | 'forms' | 'api'>): PaymentsPage {
  const view = doc.defaultView ?? window;
  const types = Object.keys(settings.methods);
  let submitCode: Promise<typeof import('../payment-forms/payment-setup.ts')> | null = null;
  const loadSubmit = (): Promise<typeof import('../payment-forms/payment-setup.ts')> =>
    (submitCode ??= import('../payment-forms/payment-setup.ts').catch((error: unknown) => {
      submitCode = null;
      throw error;
    }));

  const formContext = (): FlowContext => ({
    origin: view.location.origin,
    pageUrl: view.location.href,
    isCheckout: settings.isCheckout,
    isOrderPay: settings.isOrderPay,
    isChangingPayment: settings.isChangingPayment,
    orderId: settings.orderId,
    orderReceivedUrl: settings.orderReceivedUrl,
  });
  /** Runs the flow a redirect hash stands for (null when it is none); the flows' code is fetched now. */
  const runFlowHash = async (hash: string): Promise<FlowResult | null> => {
    if (!looksLikeFlowHash(hash)) return null;
    const [{ flowOfHash }, client] = await Promise.all([import('../hash-flows/flow.ts'), api()]);
    return flowOfHash(hash, formContext(), {
      stripe: forms.stripe,
      api: client,
      paymentMethodToSave: () => (page.lastMethod?.save ? page.lastMethod.id : null),
      messages: settings.messages,
      genericErrorMessage: settings.genericErrorMessage || genericPaymentErrorText(),
      invalidWalletTypeMessage: settings.invalidWalletTypeMessage || invalidWalletTypeText(),
    });
  };

  const page: PaymentsPage = {
    doc,
    kind,
    settings,
    forms,
    api,
    chosenType() {
      const radio = doc.querySelector<HTMLInputElement>('input[name="payment_method"]:checked');
      return radio ? typeOfRadio(radio.id, settings.gatewayId, types) : null;
    },
    billingCountry: () => (doc.getElementById('billing_country') as HTMLSelectElement | null)?.value || settings.customerBillingCountry,
    saveChecked: (type) => checkbox(doc, `wc-${gatewayIdOf(type, settings.gatewayId)}-new-payment-method`),

    lastMethod: null,
    async paymentSetup(type) {
      try {
        return (await loadSubmit()).paymentSetup(page, type);
      } catch (error) {
        const { requestErrorMessage } = await import('@shop-islands/core/request-errors');
        return { type: RESPONSE_TYPES.ERROR, message: requestErrorMessage(error), messageContext: NOTICE_CONTEXTS.PAYMENTS };
      }
    },
    prepareSubmit: () => void loadSubmit().catch(() => undefined),

    async checkoutSucceeded(_type, outcome) {
      const redirect = outcome.processingResponse?.paymentDetails.redirect;
      const result = await runFlowHash(typeof redirect === 'string' ? redirect : '');
      if (!result || result.kind === 'go') {
        // The order went through: a remembered intent (remembered-intent.ts) belonged to this cart.
        const { forgetIntents } = await import('../intents/remembered-intent.ts');
        forgetIntents(view.sessionStorage);
        return result ? { type: RESPONSE_TYPES.SUCCESS, redirectUrl: result.url } : undefined;
      }
      if (result.kind === 'error' && result.ping) void fetch(result.ping, { credentials: 'same-origin' }).catch(() => undefined);
      // The shopper stays and can try again: a failed confirmation, or a wallet still waiting.
      return { type: RESPONSE_TYPES.ERROR, retry: true, messageContext: NOTICE_CONTEXTS.PAYMENTS, ...(result.kind === 'error' ? { message: result.message } : {}) };
    },

    async runPageHash() {
      const hash = view.location.hash;
      if (!looksLikeFlowHash(hash)) return;
      // SPEC 2.13: read once, then cleared from the history.
      view.history.replaceState(view.history.state, doc.title, view.location.pathname + view.location.search);
      const form = doc.querySelector<HTMLElement>(PAGE_FORMS[kind]);
      const block = kind === 'order-pay' && form;
      // As upe-classic.js on order-pay: the payment area hidden while the flow runs, shown again after a failure.
      const area = block ? doc.getElementById('payment') : null;
      if (block) blockElement(form);
      if (area) void showPaymentArea(area, false);
      const result = await runFlowHash(hash);
      if (result?.kind === 'go') return view.location.assign(result.url);
      if (block) unblockElement(form);
      if (area) void showPaymentArea(area, true);
      if (result?.kind === 'error') {
        if (result.ping) void fetch(result.ping, { credentials: 'same-origin' }).catch(() => undefined);
        const { showPaymentError } = await import('../errors/notices.ts');
        showPaymentError(doc, result.message);
      }
    },
  };
  return page;
}
