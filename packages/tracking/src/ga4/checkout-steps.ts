/**
 * The classic checkout's steps (loaded only on the checkout): choosing a shipping rate or a payment
 * method reports add_shipping_info / add_payment_info, each once, and at the latest when the order is
 * placed, with the choice's label.
 */
import type { Ga4Page } from './page-state.ts';

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
export function watchCheckoutSteps(page: Ga4Page, form: HTMLFormElement): void {
  const { doc, choose, signal } = page;
  const chosen = (selector: string): Field | undefined =>
    Array.from(doc.querySelectorAll<Field>(selector)).find((field) => field.tagName === 'SELECT' || (field as HTMLInputElement).checked);
  const shipping = (field: Field | undefined, late?: boolean): void => {
    if (field) choose('add_shipping_info', { storeCart: page.cart, shippingTier: shippingTier(field) }, late);
  };
  const payment = (field: Field | undefined, late?: boolean): void => choose('add_payment_info', { storeCart: page.cart, paymentType: choiceLabel(field) }, late);

  doc.body.addEventListener('change', (event) => {
    const field = event.target as Field;
    if (!page.cart?.items?.length || !form.contains(field)) return;
    if (field.matches(SHIPPING_METHOD)) shipping(field);
    if (field.matches(PAYMENT_METHOD)) payment(field);
  }, { signal });
  // On the form itself: WooCommerce's checkout script stops the submit event from bubbling.
  form.addEventListener('submit', () => {
    if (!page.cart?.items?.length) return;
    shipping(chosen(SHIPPING_METHOD), true);
    payment(chosen(PAYMENT_METHOD), true);
  }, { signal });
}
