/**
 * What the product page's form says the shopper is buying: the product (a variable one's chosen attributes),
 * the quantity and the fields plugins add to the form (add-ons). WooCommerce's markup: `form.cart`, its
 * `.quantity .qty`, the add-to-cart button's value (a simple product) or `.single_variation_wrap`'s
 * `product_id` and the `.variations` selects (a variable one).
 */
import type { ProductChoice } from '../sheet/flow.ts';

/** 'choose': a variable product whose options are not all chosen (or an unavailable combination). */
export type Selection = ProductChoice | 'choose' | null;

/** The product form's fields the gateway passes on (product add-ons `addon-…`, `wc_…`), a `name[]` one as a list. */
function extraFields(form: HTMLFormElement): Record<string, string | string[]> {
  const extra: Record<string, string | string[]> = {};
  for (const [name, value] of new FormData(form)) {
    if (typeof value !== 'string' || !/^(addon-|wc_)/.test(name)) continue;
    if (name.endsWith('[]')) {
      const key = name.slice(0, -2);
      const list = extra[key];
      extra[key] = Array.isArray(list) ? [...list, value] : [value];
    } else {
      extra[name] = value;
    }
  }
  return extra;
}

export function readSelection(doc: Document = document): Selection {
  const variations = doc.querySelector<HTMLFormElement>('form.variations_form');
  const form = variations ?? doc.querySelector<HTMLFormElement>('form.cart');
  if (!form) return null;
  const qtyField = form.querySelector<HTMLInputElement>('.quantity .qty');
  const quantity = qtyField ? Number.parseInt(qtyField.value, 10) : 1;
  if (!Number.isInteger(quantity) || quantity < 1) return null;
  const button = form.querySelector<HTMLButtonElement>('.single_add_to_cart_button');
  if (!variations) {
    const productId = Number.parseInt(button?.value || form.querySelector<HTMLInputElement>('input[name="add-to-cart"]')?.value || '', 10);
    return Number.isInteger(productId) && productId > 0 ? { productId, quantity, attributes: {}, variable: false, extra: extraFields(form) } : null;
  }
  const productId = Number.parseInt(form.querySelector<HTMLInputElement>('.single_variation_wrap input[name="product_id"]')?.value ?? variations.dataset.product_id ?? '', 10);
  if (!Number.isInteger(productId) || productId <= 0) return null;
  const attributes: Record<string, string> = {};
  for (const select of form.querySelectorAll<HTMLSelectElement>('.variations select')) {
    const name = select.dataset.attribute_name || select.name;
    if (!select.value) return 'choose';
    attributes[name] = select.value;
  }
  if (button?.classList.contains('wc-variation-is-unavailable')) return 'choose';
  return { productId, quantity, attributes, variable: true, extra: extraFields(form) };
}

/** Same product, options and quantity (the sheet's amount needs no new answer). */
export function sameSelection(a: ProductChoice, b: ProductChoice): boolean {
  return JSON.stringify([a.productId, a.quantity, a.attributes, a.extra]) === JSON.stringify([b.productId, b.quantity, b.attributes, b.extra]);
}

/**
 * Calls `changed` whenever the selection may have changed: the options and quantity typed, and WooCommerce's
 * variation script's events. Returns the function that stops listening.
 */
export function watchSelection(doc: Document, changed: () => void, onPageEvent: (name: string, listener: () => void) => () => void): () => void {
  const form = doc.querySelector<HTMLFormElement>('form.variations_form') ?? doc.querySelector<HTMLFormElement>('form.cart');
  const stops = ['found_variation', 'reset_data', 'woocommerce_variation_has_changed'].map((name) => onPageEvent(name, changed));
  if (form) {
    form.addEventListener('change', changed);
    form.addEventListener('input', changed);
  }
  return () => {
    stops.forEach((stop) => stop());
    form?.removeEventListener('change', changed);
    form?.removeEventListener('input', changed);
  };
}
