/**
 * The account's 'Add payment method' page (SPEC 2.12, 4.8), fetched on that page only: the chosen method's form
 * in its box, and on submit a new payment method made (SPEC 4.7), then saved through a setup intent the gateway
 * creates and confirms (admin-ajax); its id goes with the form (`wc-stripe-setup-intent`), which is then
 * submitted as WooCommerce's own. A redirect or a 3D Secure check happens in between when the provider asks.
 * Errors show in the page's notices, with the form usable and the typed card kept.
 */
import { blockElement, isBlocked, unblockElement } from '@shop-islands/core/block-overlay';
import { createNotice } from '@shop-islands/core/notices';
import { isAllowedUrl } from '@shop-islands/core/origin';
import type { PaymentsPage } from '../classic/payments-page.ts';
import { PAGE_FORMS } from '../classic/page-kind.ts';
import { messageFor } from '../errors/messages.ts';
import { showPaymentError } from '../errors/notices.ts';
import { setupIntentField } from '../payment-forms/hidden-fields.ts';
import { submitNewMethod } from '../payment-forms/submit-runner.ts';
import { gatewayIdOf } from '../payment-methods/method-types.ts';
import { nextAfterSetup } from './setup-outcome.ts';
import { finishConfirmation } from '../intents/finish-confirmation.ts';

/** The checkbox the gateway prints on this page when the customer has subscriptions. */
const UPDATE_ALL_SUBSCRIPTIONS = '.wc-stripe-update-all-subscriptions-payment-method';

export function startAddPaymentMethod(page: PaymentsPage): void {
  const { doc, settings, forms } = page;
  const found = doc.querySelector<HTMLFormElement>(PAGE_FORMS['add-payment-method']);
  if (!found) return;
  const form: HTMLFormElement = found;
  const view = doc.defaultView ?? window;
  const attached = new Set<string>();

  const showChosen = (): void => {
    const type = page.chosenType();
    if (!type || attached.has(type)) return;
    const container = doc.querySelector<HTMLElement>(`.payment_box.payment_method_${gatewayIdOf(type, settings.gatewayId)} .wc-stripe-upe-element[data-payment-method-type="${type}"]`);
    if (!container) return;
    attached.add(type);
    const node = doc.createElement('div');
    node.className = 'si-stripe-payment-element';
    container.append(node);
    forms.attach(type, node);
  };
  doc.addEventListener('change', (event) => {
    if (event.target instanceof Element && event.target.matches('input[name="payment_method"]')) showChosen();
  });
  showChosen();

  // Renders the load error where the form would be, as the checkout's boxes do.
  forms.store.subscribe(() => {
    for (const type of attached) {
      const box = doc.querySelector(`.payment_box.payment_method_${gatewayIdOf(type, settings.gatewayId)}`);
      const message = forms.store.getState().forms[type]?.loadError;
      if (!box || !message || box.querySelector(':scope > .si-load-error')) continue;
      const alert = createNotice('error', [message], doc);
      alert.classList.add('si-load-error');
      box.append(alert);
    }
  });

  const fail = (message: string): void => {
    unblockElement(form);
    showPaymentError(doc, message);
  };
  const finish = (setupIntentId: string): void => {
    const input = doc.createElement('input');
    Object.assign(input, { type: 'hidden', name: setupIntentField(settings.gatewayId), id: setupIntentField(settings.gatewayId), value: setupIntentId });
    form.append(input);
    form.submit();
  };

  async function save(type: string): Promise<void> {
    const outcome = await submitNewMethod(forms, { type, savedTokenChosen: false, blikCode: '', billingDetails: undefined }, settings.messages);
    if (outcome.kind !== 'new-method') return fail(outcome.kind === 'failed' ? outcome.message : '');
    const updateAll = doc.querySelector<HTMLInputElement>(`li.payment_method_${gatewayIdOf(type, settings.gatewayId)} ${UPDATE_ALL_SUBSCRIPTIONS}`)?.checked === true;
    const next = nextAfterSetup(await (await page.api()).createAndConfirmSetupIntent({ paymentMethodId: outcome.paymentMethodId, type, updateAllSubscriptions: updateAll }));
    switch (next.kind) {
      case 'done':
        return finish(next.setupIntentId);
      case 'redirect':
        if (isAllowedUrl(next.url, [view.location.origin]) || new URL(next.url, view.location.href).protocol === 'https:') return view.location.assign(next.url);
        return fail(messageFor(null, settings.messages));
      case 'cashapp': {
        const stripe = await forms.stripe();
        const result = await stripe.confirmCashappSetup(next.clientSecret, { return_url: next.returnUrl });
        if (result.error) return fail(messageFor(result.error, settings.messages));
        if (result.setupIntent.status === 'succeeded' && isAllowedUrl(next.returnUrl, [view.location.origin])) return view.location.assign(next.returnUrl);
        return unblockElement(form);
      }
      case 'confirm': {
        const result = await finishConfirmation(await forms.stripe(), 'si', next.clientSecret);
        if (result.error || !result.setupIntent) return fail(messageFor(result.error, settings.messages));
        return finish(result.setupIntent.id);
      }
    }
  }

  form.addEventListener(
    'submit',
    (event) => {
      const type = page.chosenType();
      if (!type) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      if (isBlocked(form)) return;
      blockElement(form);
      save(type).catch((error: unknown) => fail(messageFor(error, settings.messages)));
    },
    { capture: true },
  );
}
