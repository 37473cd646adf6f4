/**
 * GA4 events from WooCommerce blocks (block cart, block checkout, product collections), which announce
 * what happens through `wp.hooks` actions named `experimental__woocommerce_blocks-*` and the
 * `wc-blocks_viewed_product` DOM event.
 */
import type { Ga4Cart } from './data.ts';
import { findItem, sameId } from './items.ts';
import { stopOnAbort, type Ga4Page } from './page-state.ts';
import type { EventInput, Ga4Event } from './payloads.ts';

const NAMESPACE = 'shop-islands/tracking';
const VIEWED_PRODUCT_EVENT = 'wc-blocks_viewed_product';
/** Blocks' actions whose input is the event's input as it is. */
const AS_THEY_ARE: Readonly<Record<string, Ga4Event>> = {
  'product-render': 'view_item',
  'product-view-link': 'select_content',
  'cart-add-item': 'add_to_cart',
  'cart-remove-item': 'remove_from_cart',
};

interface WpHooks {
  addAction(hook: string, namespace: string, callback: (input?: unknown) => void): void;
  removeAction?(hook: string, namespace: string): void;
}

interface ShippingRate { rate_id?: string; name?: string; selected?: boolean }

type BlockInput = EventInput & { shippingRateId?: string; paymentMethodSlug?: string };

interface BlocksWindow {
  wp?: { hooks?: WpHooks; data?: { select?: (store: string) => { getActivePaymentMethod?: () => string } | undefined } };
  wc?: { wcSettings?: { getSetting?: (name: string) => Record<string, { title?: string }> | undefined } };
}

/** Listens to the blocks' actions when the page has wp.hooks (`resetChoices` on a new checkout form); remembers the products block lists render. */
export function watchBlocks({ win, data, seen, track, choose, signal }: Ga4Page, resetChoices: () => void): void {
  const scope = win as BlocksWindow;
  const hooks = scope.wp?.hooks;
  if (typeof hooks?.addAction === 'function') {
    const cartOf = (input: BlockInput): Ga4Cart | undefined => (input.storeCart?.items?.length ? input.storeCart : data.cart);
    const rates = (input: BlockInput): ShippingRate[] =>
      ((cartOf(input) as { shipping_rates?: Array<{ shipping_rates?: ShippingRate[] }> } | undefined)?.shipping_rates ?? []).flatMap((pack) => pack.shipping_rates ?? []);
    const shipping = (input: BlockInput, rate: ShippingRate | undefined, late?: boolean): void => {
      if (rate) choose('add_shipping_info', { ...input, storeCart: cartOf(input), shippingTier: rate.name ?? rate.rate_id }, late);
    };
    const payment = (input: BlockInput, slug: string | undefined, late?: boolean): void => {
      const paymentType = (slug && scope.wc?.wcSettings?.getSetting?.('paymentMethodData')?.[slug]?.title) || slug;
      choose('add_payment_info', { ...input, storeCart: cartOf(input), paymentType }, late);
    };
    const on = (name: string, handle: (input: BlockInput) => void): void => {
      const hook = `experimental__woocommerce_blocks-${name}`;
      const remove = (): void => hooks.removeAction?.(hook, NAMESPACE);
      remove();
      stopOnAbort(signal, remove);
      hooks.addAction(hook, NAMESPACE, (input) => {
        try {
          handle((input ?? {}) as BlockInput);
        } catch (error) {
          console.warn('[shop-islands] tracking: could not track', hook, error);
        }
      });
    };

    for (const [name, event] of Object.entries(AS_THEY_ARE)) on(name, (input) => track(event, input));
    on('product-list-render', (input) => {
      for (const product of input.products ?? []) if (!seen.some((known) => sameId(known.id, product.id))) seen.push(product);
      track('view_item_list', input);
    });
    on('checkout-render-checkout-form', (input) => {
      resetChoices();
      track('begin_checkout', { ...input, storeCart: cartOf(input) });
    });
    on('checkout-set-selected-shipping-rate', (input) => {
      const id = input.shippingRateId;
      shipping(input, rates(input).find((rate) => rate.rate_id === id) ?? { name: id });
    });
    on('checkout-set-active-payment-method', (input) => payment(input, input.paymentMethodSlug));
    on('checkout-submit', (input) => {
      shipping(input, rates(input).find((rate) => rate.selected), true);
      payment(input, scope.wp?.data?.select?.('wc/store/payment')?.getActivePaymentMethod?.(), true);
    });
  }

  win.document.body.addEventListener(VIEWED_PRODUCT_EVENT, (event) => {
    const id = String((event as CustomEvent<{ productId?: unknown } | undefined>).detail?.productId ?? '');
    if (/^[1-9]\d*$/.test(id)) track('select_content', { product: findItem(id, seen) ?? { id: Number(id) } });
  }, { signal });
}
