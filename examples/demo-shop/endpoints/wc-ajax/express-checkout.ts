/**
 * The Stripe Gateway's express checkout endpoints (WC_Stripe_Express_Checkout_Ajax_Handler, 10.8.3):
 * `?wc-ajax=wc_stripe_{name}`, each checking its own nonce in `security` (check_ajax_referer: 403 `-1`
 * when missing or wrong), answering the gateway's raw JSON. The gateway has no `pay_for_order` endpoint:
 * its `pay_for_order` nonce is printed and never checked; order-pay pays through the Store API.
 */
import {
  addProductAlone, cartDetails, chooseShippingMethod, normalizeAddresses, selectedProductData, shippingOptionsFor,
  type AddressData, type ProductChoice,
} from '../../domain/express-checkout.ts';
import { emptyCart } from '../../domain/cart.ts';
import type { AjaxHandler, EndpointRegistry, FormData } from '../registry.ts';

/** The nonce action of each endpoint (wp_create_nonce() in WC_Stripe_Express_Checkout_Element::javascript_params). */
export const EXPRESS_NONCE_ACTIONS = {
  get_cart_details: 'wc-stripe-get-cart-details',
  get_shipping_options: 'wc-stripe-express-checkout-shipping',
  update_shipping_method: 'wc-stripe-update-shipping-method',
  normalize_address: 'wc-stripe-express-checkout-normalize-address',
  add_to_cart: 'wc-stripe-add-to-cart',
  clear_cart: 'wc-stripe-clear-cart',
  get_selected_product_data: 'wc-stripe-get-selected-product-data',
  log_errors: 'wc-stripe-log-errors',
} as const;

/** Every field of the request is text: the gateway reads what it knows and ignores the rest. */
const ANY_TEXT = { type: 'object', additionalProperties: { type: 'string', maxLength: 2000 } } as const;

/** The posted fields under `name[…]` as one level (`attributes[attribute_pa_color]` → { attribute_pa_color }). */
function group(data: FormData, name: string): Record<string, string> {
  const prefix = `${name}[`;
  return Object.fromEntries(
    Object.entries(data)
      .filter(([key]) => key.startsWith(prefix) && key.endsWith(']'))
      .map(([key, value]) => [key.slice(prefix.length, -1), value]),
  );
}

/** `data[billing_address][country]` and the like, two levels deep. */
function nestedGroup(data: FormData, name: string): AddressData {
  const out: AddressData = {};
  for (const [key, value] of Object.entries(data)) {
    const match = new RegExp(`^${name}\\[([^\\]]+)\\]\\[([^\\]]+)\\]$`).exec(key);
    if (!match) continue;
    (out[match[1]!] ??= {})[match[2]!] = value;
  }
  return out;
}

/** `is_product_page` absent means itemised, as the gateway reads it (FILTER_VALIDATE_BOOLEAN). */
function itemized(data: FormData): boolean {
  return data.is_product_page === undefined ? true : ['1', 'true', 'on', 'yes'].includes(data.is_product_page.toLowerCase());
}

/** absint(): a number from text, never negative. */
const absint = (value: string | undefined, fallback: number): number => (value === undefined ? fallback : Math.abs(Number.parseInt(value, 10)) || 0);

function productChoice(data: FormData): ProductChoice {
  return {
    productId: absint(data.product_id, 0),
    quantity: absint(data.qty, 1),
    attributes: group(data, 'attributes'),
    addonValue: Math.max(Number.parseFloat(data.addon_value ?? '0') || 0, 0),
  };
}

export function registerWcAjaxExpressCheckout(r: EndpointRegistry): void {
  const endpoint = (name: keyof typeof EXPRESS_NONCE_ACTIONS, handler: AjaxHandler<FormData>): void =>
    r.registerWcAjax<FormData>(`wc_stripe_${name}`, { nonceAction: EXPRESS_NONCE_ACTIONS[name], nonceField: 'security', schema: ANY_TEXT, handler });

  endpoint('get_cart_details', (ctx) => cartDetails(ctx.shop.db, ctx.session.id));
  endpoint('get_shipping_options', (ctx, data) =>
    shippingOptionsFor(ctx.shop.db, ctx.session.id, {
      country: data.country ?? '', state: data.state ?? '', postcode: data.postcode ?? '', city: data.city ?? '', address: data.address ?? '', address_2: data.address_2 ?? '',
    }, itemized(data)));
  endpoint('update_shipping_method', (ctx, data) => {
    const methods = Object.entries(data).filter(([key]) => /^shipping_method\[\d*\]$/.test(key)).map(([, value]) => value);
    return { ...chooseShippingMethod(ctx.shop.db, ctx.session.id, methods, itemized(data)), result: 'success' };
  });
  endpoint('normalize_address', (_ctx, data) => normalizeAddresses(nestedGroup(data, 'data')));
  endpoint('add_to_cart', (ctx, data) => {
    const added = addProductAlone(ctx.shop.db, ctx.session.id, productChoice(data));
    // wp_send_json_error() with the message stripped of tags.
    return added.ok ? { ...added.value, result: 'success' } : { success: false, data: { message: String(added.error.message).replace(/<[^>]*>/g, '') } };
  });
  // The gateway empties the cart and exits: an empty 200 answer.
  endpoint('clear_cart', (ctx) => {
    emptyCart(ctx.shop.db, ctx.session.id);
    return '';
  });
  endpoint('get_selected_product_data', (ctx, data) => {
    const selected = selectedProductData(ctx.shop.db, productChoice(data));
    return selected.ok ? selected.value : { error: String(selected.error.message) };
  });
  endpoint('log_errors', () => '');
}
