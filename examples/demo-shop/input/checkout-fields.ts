/**
 * JSON Schemas (validated by Fastify) of the checkout's and the cart page's wc-ajax requests, and of the
 * Store API's customer and shipping-rate routes. The fields are the ones WooCommerce's scripts send
 * (CONTRACT.md §3): the endpoints the checkout enhancer calls refuse unknown fields, so a misspelt one
 * fails loudly; the order form itself takes any text field, as themes and plugins add their own inputs.
 */

const TEXT = { type: 'string', maxLength: 1000 } as const;
const LONG_TEXT = { type: 'string', maxLength: 100_000 } as const;
/** `shipping_method[0]`, `shipping_method[1]`…: one chosen rate per package. */
export const SHIPPING_METHOD_FIELD = /^shipping_method\[(\d+)\]$/;
const SHIPPING_METHODS = { [SHIPPING_METHOD_FIELD.source]: TEXT } as const;

export type UpdateOrderReview = Partial<Record<
  'payment_method' | 'country' | 'state' | 'postcode' | 'city' | 'address' | 'address_2' | 's_country' | 's_state' | 's_postcode' | 's_city' | 's_address' | 's_address_2' | 'post_data',
  string
>> & { has_full_address?: 'true' | 'false'; [shippingMethod: string]: string | undefined };

/** update_order_review (SPEC 7.3.1): the address parts, the payment choice, the shipping choices and the serialised form. */
export const UPDATE_ORDER_REVIEW = {
  type: 'object',
  properties: {
    payment_method: TEXT,
    country: TEXT, state: TEXT, postcode: TEXT, city: TEXT, address: TEXT, address_2: TEXT,
    s_country: TEXT, s_state: TEXT, s_postcode: TEXT, s_city: TEXT, s_address: TEXT, s_address_2: TEXT,
    has_full_address: { type: 'string', enum: ['true', 'false'] },
    post_data: LONG_TEXT,
  },
  patternProperties: SHIPPING_METHODS,
  additionalProperties: false,
} as const;

export interface ApplyCoupon { coupon_code?: string; billing_email?: string }

/** apply_coupon (SPEC 7.3.3): the code, and on the checkout the billing email typed so far. */
export const APPLY_COUPON = {
  type: 'object',
  properties: { coupon_code: TEXT, billing_email: TEXT },
  additionalProperties: false,
} as const;

export interface RemoveCoupon { coupon?: string }

/** remove_coupon (SPEC 7.3.4): the code of the link's data-coupon. */
export const REMOVE_COUPON = {
  type: 'object',
  properties: { coupon: TEXT },
  additionalProperties: false,
} as const;

/** update_shipping_method (cart.js): the chosen rate of each package. */
export const UPDATE_SHIPPING_METHOD = {
  type: 'object',
  patternProperties: SHIPPING_METHODS,
  additionalProperties: false,
} as const;

/** The order form (`?wc-ajax=checkout`): every field is text; a field may be long (order notes), never huge. */
export const CHECKOUT_FORM = {
  type: 'object',
  additionalProperties: { type: 'string', maxLength: 20_000 },
} as const;

const ADDRESS_PROPERTIES = {
  first_name: TEXT, last_name: TEXT, company: TEXT, address_1: TEXT, address_2: TEXT, city: TEXT, state: TEXT, postcode: TEXT, country: TEXT, phone: TEXT,
} as const;

export type StoreAddress = Partial<Record<keyof typeof ADDRESS_PROPERTIES | 'email', string>>;
export interface StoreUpdateCustomer { billing_address?: StoreAddress; shipping_address?: StoreAddress }

/** Store API cart/update-customer: partial billing and shipping addresses. */
export const STORE_UPDATE_CUSTOMER = {
  type: 'object',
  properties: {
    billing_address: { type: 'object', properties: { ...ADDRESS_PROPERTIES, email: TEXT }, additionalProperties: false },
    shipping_address: { type: 'object', properties: ADDRESS_PROPERTIES, additionalProperties: false },
  },
  additionalProperties: false,
} as const;

export interface StoreSelectShippingRate { package_id?: number | string | null; rate_id: string }

/** Store API cart/select-shipping-rate: a rate for one package, or for all when package_id is left out. */
export const STORE_SELECT_SHIPPING_RATE = {
  type: 'object',
  required: ['rate_id'],
  properties: { package_id: { anyOf: [{ type: 'integer' }, { type: 'string' }, { type: 'null' }] }, rate_id: TEXT },
  additionalProperties: false,
} as const;

export interface StoreCheckout {
  billing_address: StoreAddress;
  shipping_address?: StoreAddress & { method?: (string | null)[] };
  customer_note?: string;
  create_account?: boolean;
  customer_password?: string;
  payment_method?: string;
  payment_data?: { key: string; value: string | boolean }[];
  extensions?: Record<string, Record<string, unknown>>;
  additional_fields?: Record<string, unknown>;
}

/**
 * Store API checkout (POST /checkout, POST /checkout/{id}): every key the block checkout's CheckoutProcessor and
 * the Stripe Gateway's express checkout send, nothing else: the addresses (the express checkout adds the chosen
 * rate to the shipping address as `method`), the payment method and the data its gateway reads, the order note,
 * the account and the extensions' data.
 */
export const STORE_CHECKOUT = {
  type: 'object',
  required: ['billing_address'],
  properties: {
    billing_address: { type: 'object', properties: { ...ADDRESS_PROPERTIES, email: TEXT }, additionalProperties: false },
    shipping_address: {
      type: 'object',
      properties: { ...ADDRESS_PROPERTIES, email: TEXT, method: { type: 'array', maxItems: 10, items: { anyOf: [{ type: 'string', maxLength: 200 }, { type: 'null' }] } } },
      additionalProperties: false,
    },
    customer_note: { type: 'string', maxLength: 20_000 },
    customer_password: TEXT,
    create_account: { type: 'boolean' },
    payment_method: TEXT,
    payment_data: {
      type: 'array',
      maxItems: 100,
      items: {
        type: 'object',
        required: ['key', 'value'],
        properties: { key: TEXT, value: { anyOf: [{ type: 'string', maxLength: 20_000 }, { type: 'boolean' }] } },
        additionalProperties: false,
      },
    },
    extensions: { type: 'object', additionalProperties: { type: 'object' } },
    additional_fields: { type: 'object' },
  },
  additionalProperties: false,
} as const;
