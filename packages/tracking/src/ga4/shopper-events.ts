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
import { lookup, productIdOf, stopOnAbort, type Ga4Page } from './page-state.ts';

const CART_REMOVE = '.woocommerce-cart-form .woocommerce-cart-form__cart-item .remove[data-product_id]';
const LOOP_PRODUCT = '.products .product:not(.wp-block-post)';
const BLOCK_PRODUCT = '.products-block-post-template .product, .wc-block-product-template .product, .wc-block-grid__product';
const BLOCK_LINK = '.wc-block-components-product-image a, .wc-block-grid__product-link, .wp-block-post-title a';
const PRODUCT_ID = '[data-product_id]';

/** The element behind a jQuery object or an element, as WooCommerce's events hand it over. */
function elementOf(value: unknown): Element | undefined {
  const element: unknown = value && typeof value === 'object' && 0 in value ? (value as Record<number, unknown>)[0] : value;
  return element instanceof Element ? element : undefined;
}

/** A button that adds to the cart at once (a variable product's button opens its page instead). */
const addsToCart = (element: Element | null | undefined): boolean =>
  Boolean(element?.classList.contains('add_to_cart_button') && !element.classList.contains('product_type_variable'));

export function watchShopperEvents(page: Ga4Page): void {
  const { doc, data, track, signal } = page;
  const noProductId = (event: string): void => console.error('[shop-islands] tracking: no product id on the element given with', event);
  const removed = (element: Element | undefined): void => {
    const id = productIdOf(element);
    if (Number.isNaN(id)) noProductId(REMOVED_FROM_CART);
    else track('remove_from_cart', { product: lookup(page, id) });
  };

  const stops = [
    onPageEvent(ADDED_TO_CART, (args) => {
      const id = productIdOf(elementOf(args[2]));
      // No id on the button (a theme's own button): what the server says was added.
      const known = Number.isNaN(id) ? (data.added_to_cart ?? data.product) : sameId(data.product?.id, id) ? data.product : lookup(page, id);
      if (!known) {
        if (Number.isNaN(id)) noProductId(ADDED_TO_CART);
      } else for (const product of Array.isArray(known) ? known : [known]) track('add_to_cart', { product });
    }, doc),
    onPageEvent(REMOVED_FROM_CART, (args) => removed(elementOf(args[2])), doc),
  ];
  stopOnAbort(signal, () => stops.forEach((stop) => stop()));

  doc.addEventListener('click', (event) => {
    const target = event.target as Element;
    if (!target.closest) return;
    const remove = target.closest(CART_REMOVE);
    if (remove) removed(remove);

    const select = (idElement: Element | null): void => track('select_content', { product: lookup(page, productIdOf(idElement)) });
    const loopId = target.closest(LOOP_PRODUCT)?.querySelector(`a${PRODUCT_ID}`);
    if (loopId && (target.closest('.woocommerce-loop-product__link') || (target.matches(`.button${PRODUCT_ID}`) && !addsToCart(target)))) select(loopId);

    const block = target.closest(BLOCK_PRODUCT);
    const blockId = block?.querySelector(PRODUCT_ID);
    if (!block || !blockId) return;
    const button = target.closest(`.wc-block-components-product-button ${PRODUCT_ID}`);
    if (addsToCart(button)) track('add_to_cart', { product: lookup(page, productIdOf(blockId)) });
    else if (!block.closest('.wc-block-product-template') && (button || target.closest(BLOCK_LINK))) select(blockId);
  }, { signal });
}
