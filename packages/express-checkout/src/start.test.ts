import { afterEach, describe, expect, it, vi } from 'vitest';
import { startExpressCheckout } from './start.ts';

/** The gateway's settings as wp_localize_script prints them on a product page. */
function params(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    ajax_url: '/?wc-ajax=%%endpoint%%',
    stripe: { publishable_key: 'pk_test_x', locale: 'en-GB', is_link_enabled: false, is_express_checkout_enabled: true },
    nonce: { get_selected_product_data: 'abcdef0123', wc_store_api: '0123456789' },
    checkout: { currency_code: 'gbp', currency_decimals: 2, needs_payer_phone: true, default_shipping_option: { id: 'pending', displayName: 'Pending', amount: 0 } },
    is_pay_for_order: '', has_block: '', is_product_page: '1', is_cart_page: '', is_checkout_page: '', login_confirmation: '',
    product: { displayItems: [{ label: 'Hoodie', amount: 4200 }], total: { amount: 4200 }, requestShipping: true, currency: 'gbp', validVariationSelected: true },
    ...overrides,
  };
}

const VARIABLE_PRODUCT = `
<form class="variations_form cart" data-product_id="45">
  <table class="variations"><tbody><tr><td><select id="pa_color" name="attribute_pa_color" data-attribute_name="attribute_pa_color"><option value="">Choose an option</option><option value="blue">Blue</option></select></td></tr></tbody></table>
  <div class="single_variation_wrap"><div class="quantity"><input type="number" class="input-text qty text" name="quantity" value="1"></div>
  <button type="submit" class="single_add_to_cart_button button alt disabled">Add to basket</button><input type="hidden" name="product_id" value="45"><input type="hidden" name="variation_id" value="0"></div>
</form>
<div id="wc-stripe-express-checkout-element" style="display:none;"></div>`;

/** A stand-in for Stripe.js: records its construction and draws nothing. */
function fakeStripe(): ReturnType<typeof vi.fn> {
  const element = { on: vi.fn(), mount: vi.fn(), destroy: vi.fn() };
  const elements = { create: vi.fn(() => element), getElement: vi.fn(() => null), update: vi.fn() };
  // A plain function, as Stripe.js is: the page may call it with or without `new`.
  const constructor = vi.fn(function stripe() {
    return { elements: vi.fn(() => elements) };
  });
  Object.assign(constructor, { version: 'endive' });
  vi.stubGlobal('Stripe', constructor);
  return constructor;
}

/** Every module the start-up asked for has loaded (and run its start). */
const settle = (): Promise<void> => vi.dynamicImportSettled();

describe('express checkout start-up', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    document.body.innerHTML = '';
    delete (window as unknown as Record<string, unknown>).wc_stripe_express_checkout_params;
  });

  it('fetches nothing on a page without the gateway\'s container, on a block page or without a key', async () => {
    const stripe = fakeStripe();
    const fetched = vi.fn();
    vi.stubGlobal('fetch', fetched);
    for (const [settings, markup] of [
      [params(), '<p>no button here</p>'],
      [params({ has_block: '1', is_product_page: '', is_cart_page: '1' }), '<div id="wc-stripe-express-checkout-element"></div>'],
      [params({ stripe: { publishable_key: '', is_express_checkout_enabled: true } }), '<div id="wc-stripe-express-checkout-element"></div>'],
    ] as const) {
      document.body.innerHTML = markup;
      Object.assign(window, { wc_stripe_express_checkout_params: settings });
      startExpressCheckout(window, document);
    }
    await settle();
    expect(stripe).not.toHaveBeenCalled();
    expect(fetched).not.toHaveBeenCalled();
  });

  it('loads Stripe.js only once the shopper has chosen the variable product\'s options', async () => {
    const stripe = fakeStripe();
    const requests: string[] = [];
    vi.stubGlobal('fetch', vi.fn(async (url: string) => {
      requests.push(String(url));
      return new Response(JSON.stringify({ displayItems: [{ label: 'Hoodie - Blue', amount: 4500 }], total: { amount: 4500 }, requestShipping: true }), { status: 200 });
    }));
    document.body.innerHTML = VARIABLE_PRODUCT;
    Object.assign(window, { wc_stripe_express_checkout_params: params() });
    startExpressCheckout(window, document);
    await settle();
    expect(stripe).not.toHaveBeenCalled();
    expect(requests).toEqual([]);
    const select = document.querySelector<HTMLSelectElement>('#pa_color')!;
    select.value = 'blue';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    await vi.waitFor(() => expect(stripe).toHaveBeenCalledWith('pk_test_x', { locale: 'en-GB' }));
    expect(requests).toEqual(['/?wc-ajax=wc_stripe_get_selected_product_data']);
  });
});
