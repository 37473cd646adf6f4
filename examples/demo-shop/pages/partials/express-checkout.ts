/**
 * The Stripe Gateway's express checkout on product, cart, checkout and order-pay pages, as 10.8.3 prints it
 * (WC_Stripe_Express_Checkout_Element): the hidden button container `#wc-stripe-express-checkout-element`
 * with its order attribution inputs, the '— OR —' separator on checkout and order-pay, and the settings
 * `wc_stripe_express_checkout_params` (javascript_params(), through wp_localize_script: top-level scalars
 * become strings, false becomes '') and, on order-pay, `wcStripeExpressCheckoutPayForOrderParams`. Printed
 * only where the gateway is available (the shop registered 'stripe').
 */
import type { Cart } from '../../domain/cart.ts';
import type { ProductRow } from '../../domain/catalogue.ts';
import { ADDRESS_DATA } from '../../domain/address.ts';
import { COUNTRY_CODE, PENDING_SHIPPING_OPTION, productData, productShowsExpressCheckout, TOTAL_LABEL } from '../../domain/express-checkout.ts';
import { stripeAmount } from '../../domain/money.ts';
import type { OrderRow } from '../../domain/orders.ts';
import { currencyByCode } from '../../domain/money.ts';
import { EXPRESS_NONCE_ACTIONS } from '../../endpoints/wc-ajax/express-checkout.ts';
import { EXPRESS_CHECKOUT_NONCE_ACTION } from '../../endpoints/store-api/checkout.ts';
import { DEMO_PUBLISHABLE_KEY } from '../../provider/server/keys.ts';
import type { RequestContext } from '../../shop-context.ts';
import { html, type SafeHtml } from '../html.ts';

export type ExpressPage = 'product' | 'cart' | 'checkout' | 'order-pay';

/** The gateway's id: express checkout shows only where it is an available payment method. */
const GATEWAY_ID = 'stripe';

export function expressCheckoutAvailable(ctx: RequestContext): boolean {
  return ctx.shop.gateways.get(GATEWAY_ID) !== undefined;
}

/** wp_localize_script(): a top-level scalar printed as a string ('1' / '' for booleans). */
const localized = (value: boolean): string => (value ? '1' : '');

/** display_express_checkout_button_html(): the container, the attribution inputs (the cart's go after the cart) and, on checkout and order-pay, the separator. */
export function expressCheckoutButton(where: ExpressPage): SafeHtml {
  const container = html`<div id="wc-stripe-express-checkout-element" style="margin-top: 1em;clear:both;display:none;">
			<!-- A Stripe Element will be inserted here. -->
		</div>`;
  const attribution = html`<wc-order-attribution-inputs id="wc-stripe-express-checkout__order-attribution-inputs"></wc-order-attribution-inputs>`;
  const separator = where === 'checkout' || where === 'order-pay'
    ? html`<p id="wc-stripe-express-checkout-button-separator" style="margin-top:1.5em;text-align:center;display:none;">&mdash; OR &mdash;</p>`
    : '';
  return html`${container}${where === 'cart' ? '' : attribution}${separator}`;
}

/** The cart's attribution inputs, printed at woocommerce_after_cart. */
export function expressCheckoutAfterCart(): SafeHtml {
  return html`<wc-order-attribution-inputs id="wc-stripe-express-checkout__order-attribution-inputs"></wc-order-attribution-inputs>`;
}

/** The express button on a product page, where the gateway shows one (a supported product on sale). */
export function productExpressCheckout(ctx: RequestContext, product: ProductRow): { content: SafeHtml; settings: Record<string, unknown> } | null {
  if (!expressCheckoutAvailable(ctx) || !productShowsExpressCheckout(ctx.shop.db, product)) return null;
  return { content: expressCheckoutButton('product'), settings: { wc_stripe_express_checkout_params: expressCheckoutParams(ctx, 'product', { product }) } };
}

/** javascript_params() */
export function expressCheckoutParams(ctx: RequestContext, where: ExpressPage, context: { product?: ProductRow; cart?: Cart; block?: boolean } = {}): Record<string, unknown> {
  const nonce = (action: string): string => ctx.shop.nonces.createNonce(ctx.session.id, action);
  const currency = ctx.shop.currency;
  return {
    ajax_url: '/shop/?wc-ajax=%%endpoint%%',
    stripe: {
      publishable_key: DEMO_PUBLISHABLE_KEY,
      allow_prepaid_card: 'yes',
      locale: 'en-GB',
      is_link_enabled: false,
      is_express_checkout_enabled: true,
      is_amazon_pay_enabled: false,
    },
    nonce: {
      payment: nonce('wc-stripe-express-checkout'),
      shipping: nonce(EXPRESS_NONCE_ACTIONS.get_shipping_options),
      normalize_address: nonce(EXPRESS_NONCE_ACTIONS.normalize_address),
      get_cart_details: nonce(EXPRESS_NONCE_ACTIONS.get_cart_details),
      update_shipping: nonce(EXPRESS_NONCE_ACTIONS.update_shipping_method),
      checkout: nonce('woocommerce-process_checkout'),
      add_to_cart: nonce(EXPRESS_NONCE_ACTIONS.add_to_cart),
      get_selected_product_data: nonce(EXPRESS_NONCE_ACTIONS.get_selected_product_data),
      log_errors: nonce(EXPRESS_NONCE_ACTIONS.log_errors),
      clear_cart: nonce(EXPRESS_NONCE_ACTIONS.clear_cart),
      pay_for_order: nonce('wc-stripe-pay-for-order'),
      wc_store_api: nonce('wc_store_api'),
      wc_store_api_express_checkout: nonce(EXPRESS_CHECKOUT_NONCE_ACTION),
    },
    i18n: {
      no_prepaid_card: "Sorry, we're not accepting prepaid cards at this time.",
      unknown_shipping: 'Unknown shipping option "[option]".',
    },
    checkout: {
      url: '/shop/checkout/',
      currency_code: currency.code.toLowerCase(),
      currency_decimals: currency.code === 'JPY' ? 0 : 2,
      country_code: COUNTRY_CODE,
      needs_shipping: context.cart?.totals.needsShipping ? 'yes' : 'no',
      needs_payer_phone: true,
      default_shipping_option: PENDING_SHIPPING_OPTION,
    },
    button: { type: 'default', theme: 'dark', height: '48', radius: '4', locale: 'en' },
    is_pay_for_order: localized(where === 'order-pay'),
    // has_block( 'woocommerce/cart' ) || has_block( 'woocommerce/checkout' )
    has_block: localized(context.block === true),
    login_confirmation: '',
    is_product_page: localized(where === 'product'),
    is_checkout_page: localized(where === 'checkout' || where === 'order-pay'),
    product: context.product ? productData(ctx.shop.db, context.product) : '',
    is_cart_page: localized(where === 'cart'),
    taxes_based_on_billing: '',
    allowed_shipping_countries: Object.keys(ADDRESS_DATA.countries),
    custom_checkout_fields: [],
    has_free_trial: '',
    is_change_payment_method: '',
  };
}

/**
 * localize_pay_for_order_page_scripts(): the order's lines (itemisation hidden: a subtotal), its total and the
 * keys the Store API needs. The demo's order amounts include VAT, so its lines are the gross subtotal, discount
 * and shipping (they add up to the total as the gateway's net lines and Tax line do).
 */
export function payForOrderParams(order: OrderRow): Record<string, unknown> {
  const currency = currencyByCode(order.currency);
  const amount = (minor: number): number => stripeAmount(minor, currency);
  const shipping = JSON.parse(order.shipping) as Record<string, string>;
  const billing = JSON.parse(order.billing) as Record<string, string>;
  const items: { label: string; amount: number }[] = [{ label: 'Subtotal', amount: amount(order.subtotal) }];
  if (order.discount_total) items.push({ label: 'Discount', amount: -amount(order.discount_total) });
  if (order.shipping_total) items.push({ label: `Shipping (${order.shipping_method ?? ''})`, amount: amount(order.shipping_total) });
  return {
    order: String(order.id),
    orderDetails: {
      orderKey: order.order_key,
      billingEmail: billing.email ?? '',
      shippingAddress: {
        first_name: shipping.first_name ?? '', last_name: shipping.last_name ?? '', company: shipping.company ?? '', address_1: shipping.address_1 ?? '',
        address_2: shipping.address_2 ?? '', city: shipping.city ?? '', state: shipping.state ?? '', postcode: shipping.postcode ?? '', country: shipping.country ?? '', phone: shipping.phone ?? '',
      },
    },
    displayItems: items,
    needs_shipping: '',
    total: { label: TOTAL_LABEL, amount: amount(order.total), pending: true },
  };
}
