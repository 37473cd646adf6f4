/**
 * GA4 events from what the shopper does on classic WooCommerce pages, wherever it happens:
 * - `added_to_cart` (AJAX add to cart) → add_to_cart for the button's product;
 * - a cart row's remove link, or `removed_from_cart` (mini cart) → remove_from_cart;
 * - a product link or button in a product loop → select_content (block product grids too, whose
 *   add-to-cart buttons give add_to_cart).
 */
import { onPageEvent } from '@shop-islands/core';
import { sameId } from './items.ts';
import { ADDED_TO_CART, REMOVED_FROM_CART } from './page-events.ts';
import { lookup, productIdOf, stopOnAbort, type PageState } from './page-state.ts';
import type { Track } from './tracker.ts';

const CART_REMOVE = '.woocommerce-cart-form .woocommerce-cart-form__cart-item .remove[data-product_id]';
const LOOP_PRODUCT = '.products .product:not(.wp-block-post)';
const BLOCK_PRODUCT = '.products-block-post-template .product, .wc-block-product-template .product, .wc-block-grid__product';
const NO_PRODUCT_ID = '[shop-islands] tracking: no product id on the element given with';

/** The element behind a jQuery object or an element, as WooCommerce's events hand it over. */
function elementOf(value: unknown): Element | undefined {
  const element: unknown = value && typeof value === 'object' && 0 in value ? (value as Record<number, unknown>)[0] : value;
  return element instanceof Element ? element : undefined;
}

export function watchShopperEvents(doc: Document, track: Track, state: PageState, signal?: AbortSignal): void {
  const { data } = state;
  const removed = (element: Element | undefined): void => {
    const id = productIdOf(element);
    if (Number.isNaN(id)) console.error(NO_PRODUCT_ID, REMOVED_FROM_CART);
    else track('remove_from_cart', { product: lookup(state, id) });
  };

  const addedToCart = onPageEvent(
    ADDED_TO_CART,
    (args) => {
      const id = productIdOf(elementOf(args[2]));
      if (!Number.isNaN(id)) {
        const product = sameId(data.product?.id, id) ? data.product : lookup(state, id);
        if (product) track('add_to_cart', { product });
        return;
      }
      // No id on the button (a theme's own button): what the server says was added.
      const known = data.added_to_cart ?? data.product;
      if (!known) console.error(NO_PRODUCT_ID, ADDED_TO_CART);
      else for (const product of Array.isArray(known) ? known : [known]) track('add_to_cart', { product });
    },
    doc,
  );
  const removedFromCart = onPageEvent(REMOVED_FROM_CART, (args) => removed(elementOf(args[2])), doc);
  stopOnAbort(signal, () => {
    addedToCart();
    removedFromCart();
  });

  doc.addEventListener('click', (event) => {
    const target = event.target instanceof Element ? event.target : null;
    if (!target) return;
    const remove = target.closest(CART_REMOVE);
    if (remove) removed(remove);

    const id = target.closest(LOOP_PRODUCT)?.querySelector('a[data-product_id]')?.getAttribute('data-product_id');
    const { classList } = target;
    const addsToCart = classList.contains('add_to_cart_button') && !classList.contains('product_type_variable');
    const otherButton = classList.contains('button') && target.hasAttribute('data-product_id') && !addsToCart;
    if (id && (target.closest('.woocommerce-loop-product__link') || otherButton)) track('select_content', { product: lookup(state, parseInt(id, 10)) });

    const block = target.closest(BLOCK_PRODUCT);
    const blockId = block?.querySelector('[data-product_id]')?.getAttribute('data-product_id');
    if (!block || !blockId) return;
    const product = lookup(state, parseInt(blockId, 10));
    const button = target.closest('.wc-block-components-product-button [data-product_id]');
    if (button?.classList.contains('add_to_cart_button') && !button.classList.contains('product_type_variable')) track('add_to_cart', { product });
    else if (!block.closest('.wc-block-product-template') && (button || target.closest('.wc-block-components-product-image a, .wc-block-grid__product-link, .wp-block-post-title a'))) {
      track('select_content', { product });
    }
  }, { signal });
}
