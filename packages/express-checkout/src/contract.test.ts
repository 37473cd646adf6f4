/**
 * The widget's reader on `wc_stripe_express_checkout_params` as the Stripe Gateway 10.8.3 prints it on a real
 * store's product, cart and checkout pages (recorded by tests/real-store/journeys/express-checkout.test.ts, which
 * checks on every real-store run that the store still prints exactly that). The keys the widget leaves alone are
 * named here, as the README's contract lists them.
 */
import { describe, expect, it } from 'vitest';
import recorded from './fixtures/express-params.json';
import { loadExpressParams } from './settings.ts';

type Printed = Record<string, unknown>;
const pages = recorded as Record<'product' | 'cart' | 'checkout', Printed>;

/** Every key path of a printed object, two levels deep (`nonce.shipping`, `product`). */
function keys(value: Printed, prefix = ''): string[] {
  return Object.entries(value).flatMap(([key, inner]) =>
    !prefix && inner && typeof inner === 'object' && !Array.isArray(inner) && ['stripe', 'nonce', 'checkout', 'button', 'i18n'].includes(key)
      ? keys(inner as Printed, `${key}.`)
      : [`${prefix}${key}`]);
}

const READ = [
  'ajax_url', 'stripe.publishable_key', 'stripe.locale', 'stripe.is_express_checkout_enabled', 'stripe.is_link_enabled',
  'nonce.shipping', 'nonce.update_shipping', 'nonce.normalize_address', 'nonce.get_cart_details', 'nonce.add_to_cart', 'nonce.clear_cart',
  'nonce.get_selected_product_data', 'nonce.wc_store_api', 'nonce.wc_store_api_express_checkout',
  'checkout.currency_code', 'checkout.currency_decimals', 'checkout.needs_payer_phone', 'checkout.default_shipping_option',
  'button.type', 'button.theme', 'button.height', 'button.radius',
  'is_pay_for_order', 'has_block', 'is_product_page', 'is_cart_page', 'is_checkout_page', 'product', 'login_confirmation', 'allowed_shipping_countries',
];

describe('wc_stripe_express_checkout_params as the real gateway prints it', () => {
  it('is read on the product page: the product\'s amounts, the pending shipping option, flags from their printed strings', () => {
    expect(loadExpressParams({ wc_stripe_express_checkout_params: pages.product })).toMatchObject({
      ajaxUrl: '/?wc-ajax=%%endpoint%%', publishableKey: 'pk_test_shopislandsrealstore', expressCheckoutEnabled: true, linkEnabled: false,
      currency: 'gbp', currencyDecimals: 2, needsPayerPhone: true, defaultShippingOption: { id: 'pending', displayName: 'Pending', amount: 0 },
      button: { type: 'default', theme: 'dark', height: 48, radius: 4 },
      isProductPage: true, isCartPage: false, isCheckoutPage: false, isPayForOrder: false, hasBlock: false, loginConfirmation: null,
      product: { total: 4500, requestShipping: true, currency: 'gbp', validVariationSelected: true, displayItems: [{ label: 'Hoodie with Zipper', amount: 4500 }, { label: 'Shipping', amount: 0 }] },
    });
  });

  it('is read on the cart and checkout pages (no product there)', () => {
    expect(loadExpressParams({ wc_stripe_express_checkout_params: pages.cart })).toMatchObject({ isCartPage: true, isProductPage: false, product: null });
    expect(loadExpressParams({ wc_stripe_express_checkout_params: pages.checkout })).toMatchObject({ isCheckoutPage: true, product: null });
    expect(loadExpressParams({ wc_stripe_express_checkout_params: pages.checkout })?.allowedShippingCountries).toContain('GB');
  });

  it('names what the widget leaves alone', () => {
    const unread = [...new Set(Object.values(pages).flatMap((page) => keys(page)))].filter((key) => !READ.includes(key)).sort();
    expect(unread).toEqual([
      'button.locale', 'checkout.country_code', 'checkout.needs_shipping', 'checkout.url', 'custom_checkout_fields', 'has_free_trial', 'i18n.no_prepaid_card', 'i18n.unknown_shipping',
      'is_change_payment_method', 'nonce.checkout', 'nonce.log_errors', 'nonce.pay_for_order', 'nonce.payment', 'stripe.allow_prepaid_card', 'stripe.is_amazon_pay_enabled', 'taxes_based_on_billing',
    ]);
  });
});
