/**
 * The classic cart page's form: 'Update cart' reports the quantity
 * differences as add_to_cart / remove_from_cart, and after WooCommerce refreshes the form
 * (`updated_wc_div`) its quantities become the cart.
 */
import { onPageEvent } from '@shop-islands/core';
import type { Ga4Item } from './data.ts';
import { findItem, sameId } from './items.ts';
import { UPDATED_WC_DIV } from './page-events.ts';
import { cartHasItems, productIdOf, stopOnAbort, type PageState } from './page-state.ts';
import type { Track } from './tracker.ts';

export const CART_FORM = '.woocommerce-cart-form';
const CART_ROWS = '.woocommerce-cart-form .woocommerce-cart-form__cart-item, .woocommerce-cart-form .cart_item';

/** A cart item as `quantity` units; its price (a line total) becomes the unit price × quantity, or the unit price. */
function scaled(item: Ga4Item, quantity: number, price: 'unit' | 'line'): Ga4Item {
  const unit = parseInt(String(item.prices?.price), 10) / parseInt(String(item.quantity), 10);
  if (!Number.isFinite(unit)) return { ...item, quantity };
  return { ...item, quantity, prices: { ...item.prices, price: Math.round(price === 'unit' ? unit : unit * quantity) } };
}

export function watchCartForm(doc: Document, track: Track, state: PageState, signal?: AbortSignal): void {
  const quantityOf = (row: Element): number => parseInt(row.querySelector<HTMLInputElement>('input.qty')?.value ?? '', 10);
  /** A row's cart item: by its key (quantity field name), else by a product id only one line has. */
  const rowItem = (row: Element): Ga4Item | undefined => {
    const items = state.cart?.items ?? [];
    const key = /^cart\[([^\]]+)\]\[qty\]$/.exec(row.querySelector<HTMLInputElement>('input.qty')?.name ?? '')?.[1];
    const byKey = key ? items.find((item) => item.key === key) : undefined;
    if (byKey) return byKey;
    const id = productIdOf(row.querySelector('.remove[data-product_id]'));
    return Number.isNaN(id) || items.filter((item) => sameId(item.id, id)).length > 1 ? undefined : findItem(id, items, state.data.products);
  };
  const rows = (): Element[] => (cartHasItems(state) ? Array.from(doc.querySelectorAll(CART_ROWS)) : []);

  doc.addEventListener('submit', (event) => {
    if (!(event.target instanceof Element) || !event.target.matches(CART_FORM)) return;
    for (const row of rows()) {
      const item = rowItem(row);
      const now = quantityOf(row);
      const before = parseInt(String(item?.quantity), 10);
      if (item && Number.isFinite(now) && Number.isFinite(before) && now !== before) {
        track(now > before ? 'add_to_cart' : 'remove_from_cart', { product: scaled(item, Math.abs(now - before), 'unit') });
      }
    }
  }, { signal });
  const updated = onPageEvent(
    UPDATED_WC_DIV,
    () => {
      if (!doc.querySelector(CART_FORM)) return;
      const items = rows().flatMap((row) => {
        const item = rowItem(row);
        const quantity = quantityOf(row);
        return item && Number.isFinite(quantity) ? [scaled(item, quantity, 'line')] : [];
      });
      if (items.length) state.cart = { ...state.cart, items };
    },
    doc,
  );
  stopOnAbort(signal, updated);
}
