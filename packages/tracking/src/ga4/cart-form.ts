/**
 * The classic cart page's form (loaded only on the cart page): 'Update cart' reports the quantity
 * differences as add_to_cart / remove_from_cart, and after WooCommerce refreshes the form
 * (`updated_wc_div`) its quantities become the cart. It imports nothing at run time (the entry hands
 * over what it needs), so it stays a chunk of its own.
 */
import type { Ga4Item } from './data.ts';
import type { Ga4Page } from './page-state.ts';

/** A cart item as `quantity` units; its price (a line total) becomes the unit price × quantity, or the unit price. */
function scaled(item: Ga4Item, quantity: number, price: 'unit' | 'line'): Ga4Item {
  const unit = parseInt(String(item.prices?.price), 10) / parseInt(String(item.quantity), 10);
  if (!Number.isFinite(unit)) return { ...item, quantity };
  return { ...item, quantity, prices: { ...item.prices, price: Math.round(price === 'unit' ? unit : unit * quantity) } };
}

/** Watches the cart form `form`; `onUpdated` listens for `updated_wc_div` and returns the function that stops. */
export function watchCartForm(page: Ga4Page, form: string, onUpdated: (listener: () => void) => () => void): void {
  const { doc, track, findItem, productIdOf, signal } = page;
  const rowSelector = `${form} .woocommerce-cart-form__cart-item, ${form} .cart_item`;
  const quantityOf = (row: Element): number => parseInt(row.querySelector<HTMLInputElement>('input.qty')?.value ?? '', 10);
  /** A row's cart item: by its key (quantity field name), else by a product id only one line has. */
  const rowItem = (row: Element): Ga4Item | undefined => {
    const items = page.cart?.items ?? [];
    const key = /^cart\[([^\]]+)\]\[qty\]$/.exec(row.querySelector<HTMLInputElement>('input.qty')?.name ?? '')?.[1];
    const byKey = key ? items.find((item) => item.key === key) : undefined;
    if (byKey) return byKey;
    const id = productIdOf(row.querySelector('.remove[data-product_id]'));
    return Number.isNaN(id) || items.filter((item) => String(item.id) === String(id)).length > 1 ? undefined : findItem(id, items, page.data.products);
  };
  const rows = (): Element[] => (page.cart?.items?.length ? Array.from(doc.querySelectorAll(rowSelector)) : []);

  doc.addEventListener('submit', (event) => {
    if (!(event.target instanceof Element) || !event.target.matches(form)) return;
    for (const row of rows()) {
      const item = rowItem(row);
      const now = quantityOf(row);
      const before = parseInt(String(item?.quantity), 10);
      if (item && Number.isFinite(now) && Number.isFinite(before) && now !== before) {
        track(now > before ? 'add_to_cart' : 'remove_from_cart', { product: scaled(item, Math.abs(now - before), 'unit') });
      }
    }
  }, { signal });
  const stop = onUpdated(() => {
    if (!doc.querySelector(form)) return;
    const items = rows().flatMap((row) => {
      const item = rowItem(row);
      const quantity = quantityOf(row);
      return item && Number.isFinite(quantity) ? [scaled(item, quantity, 'line')] : [];
    });
    if (items.length) page.cart = { ...page.cart, items };
  });
  signal?.addEventListener('abort', stop, { once: true });
}
