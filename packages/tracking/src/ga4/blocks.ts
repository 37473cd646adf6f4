/**
 * GA4 events from WooCommerce blocks (block cart, block checkout, product collections), which announce
 * what happens through `wp.hooks` actions named `experimental__woocommerce_blocks-*` and the
 * `wc-blocks_viewed_product` DOM event.
 */
import type { Ga4Cart } from './data.ts';
import { findItem, sameId } from './items.ts';
import { stopOnAbort, type PageState } from './page-state.ts';
import type { EventInput } from './payloads.ts';
import type { Track } from './tracker.ts';

const NAMESPACE = 'shop-islands/tracking';
const VIEWED_PRODUCT_EVENT = 'wc-blocks_viewed_product';

interface WpHooks {
  addAction(hook: string, namespace: string, callback: (input?: unknown) => void): void;
  removeAction?(hook: string, namespace: string): void;
}

interface ShippingPackage {
  shipping_rates?: Array<{ rate_id?: string; name?: string; selected?: boolean }>;
}

type BlockInput = EventInput & { shippingRateId?: string; paymentMethodSlug?: string };

interface BlocksWindow {
  wp?: { hooks?: WpHooks; data?: { select?: (store: string) => { getActivePaymentMethod?: () => string } | undefined } };
  wc?: { wcSettings?: { getSetting?: (name: string) => Record<string, { title?: string }> | undefined } };
}

const rates = (cart: Ga4Cart | undefined): NonNullable<ShippingPackage['shipping_rates']> =>
  ((cart as { shipping_rates?: ShippingPackage[] } | undefined)?.shipping_rates ?? []).flatMap((pack) => pack.shipping_rates ?? []);

/** Listens to the blocks' actions when the page has wp.hooks; remembers the products block lists render. */
export function watchBlocks(win: Window, track: Track, { data, seen }: PageState, signal?: AbortSignal): void {
  const scope = win as unknown as BlocksWindow;
  const hooks = scope.wp?.hooks;
  if (hooks && typeof hooks.addAction === 'function') {
    let shippingSent = false;
    let paymentSent = false;
    const cartOf = (input: BlockInput): Ga4Cart | undefined => (input.storeCart?.items?.length ? input.storeCart : data.cart);
    const paymentTitle = (slug: string | undefined): string | undefined =>
      (slug && scope.wc?.wcSettings?.getSetting?.('paymentMethodData')?.[slug]?.title) || slug;
    const sendShipping = (input: BlockInput, tier: string | undefined): void => {
      shippingSent = true;
      track('add_shipping_info', { ...input, storeCart: cartOf(input), shippingTier: tier });
    };
    const sendPayment = (input: BlockInput, slug: string | undefined): void => {
      paymentSent = true;
      track('add_payment_info', { ...input, storeCart: cartOf(input), paymentType: paymentTitle(slug) });
    };
    const on = (name: string, handle: (input: BlockInput) => void): void => {
      const hook = `experimental__woocommerce_blocks-${name}`;
      hooks.removeAction?.(hook, NAMESPACE);
      stopOnAbort(signal, () => hooks.removeAction?.(hook, NAMESPACE));
      hooks.addAction(hook, NAMESPACE, (input) => {
        try {
          handle((input ?? {}) as BlockInput);
        } catch (error) {
          console.warn('[shop-islands] tracking: could not track', hook, error);
        }
      });
    };

    on('product-render', (input) => track('view_item', input));
    on('product-list-render', (input) => {
      for (const product of input.products ?? []) if (!seen.some((known) => sameId(known.id, product.id))) seen.push(product);
      track('view_item_list', input);
    });
    on('product-view-link', (input) => track('select_content', input));
    on('cart-add-item', (input) => track('add_to_cart', input));
    on('cart-remove-item', (input) => track('remove_from_cart', input));
    on('checkout-render-checkout-form', (input) => {
      shippingSent = paymentSent = false;
      track('begin_checkout', { ...input, storeCart: cartOf(input) });
    });
    on('checkout-set-selected-shipping-rate', (input) => {
      const id = input.shippingRateId;
      sendShipping(input, rates(cartOf(input)).find((rate) => rate.rate_id === id)?.name ?? id);
    });
    on('checkout-set-active-payment-method', (input) => sendPayment(input, input.paymentMethodSlug));
    on('checkout-submit', (input) => {
      const selected = rates(cartOf(input)).find((rate) => rate.selected);
      if (!shippingSent && selected) sendShipping(input, selected.name ?? selected.rate_id);
      if (!paymentSent) sendPayment(input, scope.wp?.data?.select?.('wc/store/payment')?.getActivePaymentMethod?.());
    });
  }

  win.document.body.addEventListener(VIEWED_PRODUCT_EVENT, (event) => {
    const id = String((event as CustomEvent<{ productId?: unknown } | undefined>).detail?.productId ?? '');
    if (/^[1-9]\d*$/.test(id)) track('select_content', { product: findItem(id, seen) ?? { id: Number(id) } });
  }, { signal });
}
