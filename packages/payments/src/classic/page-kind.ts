/** Which classic payment page this is, by its form and the gateway's settings (read raw: this runs before they are). */

export type PageKind = 'checkout' | 'order-pay' | 'add-payment-method';

/** The form a page's payment submits with. */
export const PAGE_FORMS: Readonly<Record<PageKind, string>> = { checkout: 'form.checkout', 'order-pay': 'form#order_review', 'add-payment-method': 'form#add_payment_method' };

const truthy = (value: unknown): boolean => value === true || value === '1' || value === 1 || value === 'yes' || value === 'true';

/** Null on a page without one of the forms (or an order-pay form the gateway does not pay). */
export function pageKindOf(doc: Document, settings: Readonly<Record<string, unknown>>): PageKind | null {
  if (doc.querySelector(PAGE_FORMS['add-payment-method'])) return 'add-payment-method';
  if (doc.querySelector(PAGE_FORMS['order-pay']) && (truthy(settings.isOrderPay) || truthy(settings.isChangingPayment))) return 'order-pay';
  if (doc.querySelector(PAGE_FORMS.checkout)) return 'checkout';
  return null;
}
