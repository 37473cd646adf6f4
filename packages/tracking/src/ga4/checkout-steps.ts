/**
 * The classic checkout's steps (loaded only on the checkout): choosing a shipping rate or a payment
 * method reports add_shipping_info / add_payment_info, each once, and at the latest when the order is
 * placed, with the choice's label.
 */
import type { PageState } from './page-state.ts';
import type { Track } from './tracker.ts';

const PAYMENT_METHOD = 'input[name="payment_method"]';
const SHIPPING_METHOD = 'input[name^="shipping_method"], select[name^="shipping_method"]';

type Field = HTMLInputElement | HTMLSelectElement;

const labelOf = (field: Field): HTMLLabelElement | null => field.labels?.[0] ?? field.closest('label');

/** The label a shopper reads for a choice: the selected option, or the radio's label. */
function choiceLabel(field: Field | undefined): string | undefined {
  if (!field) return undefined;
  if (field.tagName === 'SELECT') return (field as HTMLSelectElement).selectedOptions[0]?.text.trim() || field.value;
  return labelOf(field)?.textContent?.trim() || field.value;
}

/** A shipping rate's name without its price ('Flat rate: £5.00' → 'Flat rate'). */
function shippingTier(field: Field | undefined): string | undefined {
  const label = field && field.tagName !== 'SELECT' ? labelOf(field) : null;
  const copy = label?.cloneNode(true) as HTMLElement | undefined;
  copy?.querySelectorAll('.woocommerce-Price-amount').forEach((amount) => amount.remove());
  return copy?.textContent?.replace(/[\s:]+$/, '').trim() || choiceLabel(field);
}

/** Watches the checkout form `form`; imports nothing at run time, so it stays a chunk of its own. */
export function watchCheckoutSteps(form: HTMLFormElement, track: Track, state: PageState, signal?: AbortSignal): void {
  const doc = form.ownerDocument;
  const hasItems = (): boolean => Boolean(state.cart?.items?.length);
  let shippingSent = false;
  let paymentSent = false;
  const chosen = (selector: string): Field | undefined =>
    Array.from(doc.querySelectorAll<Field>(selector)).find((field) => field.tagName === 'SELECT' || (field as HTMLInputElement).checked);
  const sendShipping = (field: Field | undefined): void => {
    shippingSent = true;
    track('add_shipping_info', { storeCart: state.cart, shippingTier: shippingTier(field) });
  };
  const sendPayment = (field: Field | undefined): void => {
    paymentSent = true;
    track('add_payment_info', { storeCart: state.cart, paymentType: choiceLabel(field) });
  };

  doc.body.addEventListener('change', (event) => {
    const field = event.target instanceof Element ? (event.target as Field) : null;
    if (!field || !hasItems() || !form.contains(field)) return;
    if (field.matches(SHIPPING_METHOD)) sendShipping(field);
    if (field.matches(PAYMENT_METHOD)) sendPayment(field);
  }, { signal });
  // On the form itself: WooCommerce's checkout script stops the submit event from bubbling.
  form.addEventListener('submit', () => {
    if (!hasItems()) return;
    const shipping = chosen(SHIPPING_METHOD);
    if (!shippingSent && shipping) sendShipping(shipping);
    if (!paymentSent) sendPayment(chosen(PAYMENT_METHOD));
  }, { signal });
}
