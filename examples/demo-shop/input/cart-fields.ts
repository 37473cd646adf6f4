/**
 * JSON Schemas (validated by Fastify) of every request that puts products in the cart: the classic
 * cart and product forms, the add-to-cart link, `?wc-ajax=add_to_cart` and the Store API cart
 * routes. Types are checked here; zero, negative and huge quantities reach the cart, which refuses
 * them with WooCommerce's own messages (domain/cart.ts).
 */

/** A quantity: a whole number (form text '3' is coerced to 3). */
export const QUANTITY = { type: 'integer' } as const;
/** A product, variation or parent id. */
export const PRODUCT_ID = { type: 'integer', minimum: 1 } as const;
/** A cart line key (WC_Cart::generate_cart_id, md5). */
export const CART_ITEM_KEY = { type: 'string', pattern: '^[a-f0-9]{32}$' } as const;
const TEXT = { type: 'string', maxLength: 1000 } as const;

/** `cart[{key}][qty]` fields of the cart form. */
export const CART_QTY_FIELD = /^cart\[([^\]]*)\]\[qty\]$/;

// ─── Classic forms: fields they do not know are accepted as text, as WooCommerce ignores them
//     (themes and plugins add hidden fields); the known ones must be what the form sends.

export interface CartForm {
  'add-to-cart'?: number;
  quantity: number;
  coupon_code?: string;
  apply_coupon?: string;
  update_cart?: string;
  'woocommerce-cart-nonce'?: string;
  /** `cart[{key}][qty]`: a number, or null when left blank. */
  [field: string]: string | number | null | undefined;
}

export const CART_FORM = {
  type: 'object',
  properties: {
    'add-to-cart': PRODUCT_ID,
    quantity: { ...QUANTITY, default: 1 },
    coupon_code: TEXT,
    apply_coupon: TEXT,
    update_cart: TEXT,
    'woocommerce-cart-nonce': TEXT,
  },
  patternProperties: { [CART_QTY_FIELD.source]: { type: ['integer', 'null'] } },
  additionalProperties: TEXT,
} as const;

export interface ProductForm {
  'add-to-cart': number;
  variation_id?: number;
  product_id?: number;
  quantity: number;
  /** `attribute_{name}` choices of a variable product. */
  [field: string]: string | number | undefined;
}

export const PRODUCT_FORM = {
  type: 'object',
  required: ['add-to-cart'],
  properties: {
    'add-to-cart': PRODUCT_ID,
    product_id: PRODUCT_ID,
    variation_id: { type: 'integer', minimum: 0 },
    quantity: { ...QUANTITY, default: 1 },
  },
  additionalProperties: TEXT,
} as const;

/** `?add-to-cart={id}[&quantity=N]` on any page; the page's other query fields are its own. */
export interface AddToCartLink {
  'add-to-cart': number;
  quantity: number;
}

export const ADD_TO_CART_LINK = {
  type: 'object',
  required: ['add-to-cart'],
  properties: { 'add-to-cart': PRODUCT_ID, quantity: { ...QUANTITY, default: 1 } },
} as const;

// ─── Endpoints the widgets call: unknown fields are refused, so a misspelt field fails loudly.

export interface WcAjaxAddToCart {
  product_id?: number;
  'add-to-cart'?: number;
  quantity: number;
  product_sku?: string;
}

export const WC_AJAX_ADD_TO_CART = {
  type: 'object',
  properties: { product_id: PRODUCT_ID, 'add-to-cart': PRODUCT_ID, quantity: { ...QUANTITY, default: 1 }, product_sku: TEXT },
  additionalProperties: false,
} as const;

export const WC_AJAX_REMOVE_FROM_CART = {
  type: 'object',
  required: ['cart_item_key'],
  properties: { cart_item_key: CART_ITEM_KEY },
  additionalProperties: false,
} as const;

export interface StoreAddItem {
  id: number;
  quantity: number;
  variation: { attribute: string; value: string }[];
}

export const STORE_ADD_ITEM = {
  type: 'object',
  required: ['id'],
  properties: {
    id: PRODUCT_ID,
    quantity: { ...QUANTITY, default: 1 },
    variation: {
      type: 'array',
      default: [],
      items: { type: 'object', required: ['attribute', 'value'], properties: { attribute: TEXT, value: TEXT }, additionalProperties: false },
    },
  },
  additionalProperties: false,
} as const;

export const STORE_UPDATE_ITEM = {
  type: 'object',
  required: ['key', 'quantity'],
  properties: { key: { type: 'string' }, quantity: QUANTITY },
  additionalProperties: false,
} as const;

export const STORE_REMOVE_ITEM = {
  type: 'object',
  required: ['key'],
  properties: { key: { type: 'string' } },
  additionalProperties: false,
} as const;

export const STORE_COUPON = {
  type: 'object',
  required: ['code'],
  properties: { code: TEXT },
  additionalProperties: false,
} as const;
