/**
 * The storefront's endpoints, one typed function each: the Store API cart (read, remove an item)
 * and WooCommerce's `?wc-ajax=add_to_cart`. Answers are validated before use.
 */
import {
  endpointUrl,
  listOf,
  minorAmount,
  numeric,
  optional,
  postForm,
  recordOf,
  shape,
  text,
  flag,
  readCurrency,
  type Currency,
  type Reader,
  type RequestOptions,
  type StoreApi,
} from '@shop-islands/core';

export interface CartItem {
  readonly key: string;
  readonly productId: number;
  readonly name: string;
  readonly quantity: number;
  /** Unit price in minor units (1850 = £18.50). */
  readonly price: number;
}

export interface Cart {
  readonly items: readonly CartItem[];
  readonly itemsCount: number;
  /** Items subtotal including tax, in minor units. */
  readonly subtotal: number;
  readonly currency: Currency;
}

interface StoreCart {
  items: StoreCartItem[];
  items_count: number;
  totals: { total_items: number; total_items_tax: number; currency: Currency };
}

interface StoreCartItem {
  key: string;
  id: number;
  name: string;
  quantity: number;
  prices: { price: number };
}

const readStoreCart: Reader<StoreCart> = shape<StoreCart>({
  items: listOf(
    shape<StoreCartItem>({
      key: text,
      id: numeric,
      name: text,
      quantity: numeric,
      prices: shape({ price: minorAmount }),
    }),
  ),
  items_count: numeric,
  totals: (value, path) => ({
    ...shape({ total_items: minorAmount, total_items_tax: optional(minorAmount, 0) })(value, path),
    currency: readCurrency(value, path),
  }),
});

export function toCart(answer: unknown): Cart {
  const cart = readStoreCart(answer, 'cart');
  return {
    items: cart.items.map((item) => ({
      key: item.key,
      productId: item.id,
      name: item.name,
      quantity: item.quantity,
      price: item.prices.price,
    })),
    itemsCount: cart.items_count,
    // Shown as the mini-cart shows it, tax included (the shop's prices include VAT).
    subtotal: cart.totals.total_items + cart.totals.total_items_tax,
    currency: cart.totals.currency,
  };
}

/** GET /cart */
export async function fetchCart(api: StoreApi, options?: RequestOptions): Promise<Cart> {
  return toCart(await api.get('cart', options));
}

/** POST /cart/remove-item; answers with the updated cart. */
export async function removeCartItem(api: StoreApi, key: string): Promise<Cart> {
  return toCart(await api.post('cart/remove-item', { key }));
}

export type AddToCartAnswer =
  | { readonly added: true; readonly fragments: Record<string, string>; readonly cartHash: string }
  | { readonly added: false; readonly productUrl: string };

interface AddToCartReply {
  error: boolean;
  product_url: string;
  fragments: Record<string, string>;
  cart_hash: string;
}

const readAddToCart: Reader<AddToCartReply> = shape<AddToCartReply>({
  error: optional(flag, false),
  product_url: optional(text, ''),
  fragments: optional(recordOf(text), {}),
  cart_hash: optional(text, ''),
});

/** POST ?wc-ajax=add_to_cart (WooCommerce's own AJAX add-to-cart). */
export async function addToCart(
  wcAjaxUrl: string,
  fields: { product_id: string; quantity: string; product_sku?: string },
): Promise<AddToCartAnswer> {
  const reply = readAddToCart(await postForm(endpointUrl(wcAjaxUrl, 'add_to_cart'), fields), 'add_to_cart');
  return reply.error
    ? { added: false, productUrl: reply.product_url }
    : { added: true, fragments: reply.fragments, cartHash: reply.cart_hash };
}
