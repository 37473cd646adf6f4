/**
 * The playground page's script. It loads Stripe.js exactly as the widgets do (loadStripe from
 * '@stripe/stripe-js/pure', which picks up the double's window.Stripe) and pays with the Payment Element.
 */
import type { PaymentIntent, StripeError } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';

const form = document.getElementById('stripe-playground');
const outcome = document.getElementById('playground-outcome');

function describe(intent: PaymentIntent): string {
  const amount = new Intl.NumberFormat('en-GB', { style: 'currency', currency: intent.currency.toUpperCase() }).format(intent.amount / 100);
  switch (intent.status) {
    case 'succeeded':
      return `Payment succeeded: ${amount} (${intent.id})`;
    case 'processing':
      return `Payment processing: ${amount} (${intent.id})`;
    case 'requires_action':
      return `Payment awaiting the shopper: ${intent.next_action?.type ?? 'action'} (${intent.id})`;
    default:
      return `Payment not completed: ${intent.status}`;
  }
}

const failed = (error: StripeError): string => `Payment failed: ${error.message ?? 'unknown error'}`;

async function start(root: HTMLFormElement, status: HTMLElement): Promise<void> {
  const stripe = await loadStripe(root.dataset.publishableKey ?? '');
  if (!stripe) return;
  const params = new URLSearchParams(location.search);
  const returned = params.get('payment_intent_client_secret');
  if (returned) {
    const result = await stripe.retrievePaymentIntent(returned);
    status.textContent = result.error ? failed(result.error) : `${params.get('redirect_status') === 'succeeded' ? 'Redirect succeeded. ' : 'Redirect failed. '}${describe(result.paymentIntent)}`;
  }
  const amountInput = root.querySelector<HTMLInputElement>('#playground-amount');
  const minor = (): number => Math.round(Number(amountInput?.value ?? '0') * 100);
  const elements = stripe.elements({
    mode: 'payment',
    amount: minor() > 0 ? minor() : 100,
    currency: root.dataset.currency ?? 'gbp',
    paymentMethodCreation: 'manual',
    allowedPaymentMethodTypes: (root.dataset.methods ?? 'card').split(','),
    appearance: { theme: 'stripe', variables: { colorPrimary: '#7f54b3', borderRadius: '4px' }, rules: { '.Label': { fontWeight: '600' }, '.Tab--selected': { color: '#7f54b3' } } },
  });
  const paymentElement = elements.create('payment', { layout: { type: 'accordion', radios: 'never' }, fields: { billingDetails: { phone: 'auto' } } });
  paymentElement.on('loaderror', (event) => (status.textContent = failed(event.error)));
  // The element's change events, mirrored on the form for anyone inspecting the playground (and its e2e test).
  paymentElement.on('change', (event) => {
    root.dataset.elementType = event.value.type;
    root.dataset.elementComplete = String(event.complete);
    root.dataset.elementEmpty = String(event.empty);
  });
  paymentElement.mount('#playground-payment-element');
  amountInput?.addEventListener('change', () => minor() > 0 && void elements.update({ amount: minor() }));

  root.addEventListener('submit', async (event) => {
    event.preventDefault();
    const button = root.querySelector<HTMLButtonElement>('#playground-pay');
    if (button) button.disabled = true;
    status.textContent = 'Processing…';
    try {
      const submitted = await elements.submit();
      if (submitted.error) {
        status.textContent = failed(submitted.error);
        return;
      }
      const response = await fetch(root.dataset.intentUrl ?? '', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ amount: minor() }) });
      const created = (await response.json()) as { clientSecret?: string; error?: StripeError };
      if (!created.clientSecret) {
        status.textContent = failed(created.error ?? { type: 'api_error', message: 'The intent could not be created.' });
        return;
      }
      const result = await stripe.confirmPayment({ elements, clientSecret: created.clientSecret, confirmParams: { return_url: `${location.origin}${location.pathname}` }, redirect: 'if_required' });
      status.textContent = result.error ? failed(result.error) : describe(result.paymentIntent);
    } finally {
      if (button) button.disabled = false;
    }
  });
}

if (form instanceof HTMLFormElement && outcome) {
  start(form, outcome).catch((error: unknown) => {
    outcome.textContent = `Stripe.js failed to load: ${error instanceof Error ? error.message : String(error)}`;
  });
}
