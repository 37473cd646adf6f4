/**
 * GA4 events from WooCommerce blocks (block cart, block checkout, product collections), which announce
 * what happens through `wp.hooks` actions named `experimental__woocommerce_blocks-*` and the
 * `wc-blocks_viewed_product` DOM event.
 */
import type { BlockAction, BlockActions } from '../ga4-loader.ts';
import type { Ga4Cart } from './data.ts';
import { findItem, sameId } from './items.ts';
import { stopOnAbort, type Ga4Page } from './page-state.ts';
import type { EventInput, Ga4Event } from './payloads.ts';

const VIEWED_PRODUCT_EVENT = 'wc-blocks_viewed_product';
interface ShippingRate { rate_id?: string; name?: string; selected?: boolean }

type BlockInput = EventInput & { shippingRateId?: string; paymentMethodSlug?: string };

interface BlocksWindow {
  wp?: { data?: { select?: (store: string) => { getActivePaymentMethod?: () => string } | undefined } };
  wc?: { wcSettings?: { getSetting?: (name: string) => Record<string, { title?: string }> | undefined } };
}

/**
 * Takes over the blocks' actions the entry follows (`blocks`, on pages with wp.hooks; `resetChoices` on a new
 * checkout form) and the viewed-product event; remembers the products block lists render.
 */
export function watchBlocks({ win, data, seen, track, choose, signal }: Ga4Page, blocks: BlockActions | undefined, resetChoices: () => void): void {
  const scope = win as BlocksWindow;
  if (blocks) {
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
    /** An action whose input is the event's input as it is. */
    const as = (event: Ga4Event) => (input: BlockInput) => track(event, input);
    const handlers: Record<BlockAction, (input: BlockInput) => void> = {
      'product-render': as('view_item'),
      'product-view-link': as('select_content'),
      'cart-add-item': as('add_to_cart'),
      'cart-remove-item': as('remove_from_cart'),
      'product-list-render': (input) => {
        for (const product of input.products ?? []) if (!seen.some((known) => sameId(known.id, product.id))) seen.push(product);
        track('view_item_list', input);
      },
      'checkout-render-checkout-form': (input) => {
        resetChoices();
        track('begin_checkout', { ...input, storeCart: cartOf(input) });
      },
      'checkout-set-selected-shipping-rate': (input) => {
        const id = input.shippingRateId;
        shipping(input, rates(input).find((rate) => rate.rate_id === id) ?? { name: id });
      },
      'checkout-set-active-payment-method': (input) => payment(input, input.paymentMethodSlug),
      'checkout-submit': (input) => {
        shipping(input, rates(input).find((rate) => rate.selected), true);
        payment(input, scope.wp?.data?.select?.('wc/store/payment')?.getActivePaymentMethod?.(), true);
      },
    };
    blocks.deliver((name, input) => {
      try {
        handlers[name]((input ?? {}) as BlockInput);
      } catch (error) {
        console.warn('[shop-islands] tracking: could not track the blocks action', name, error);
      }
    });
    stopOnAbort(signal, blocks.stop);
  }

  win.document.body.addEventListener(VIEWED_PRODUCT_EVENT, (event) => {
    const id = String((event as CustomEvent<{ productId?: unknown } | undefined>).detail?.productId ?? '');
    if (/^[1-9]\d*$/.test(id)) track('select_content', { product: findItem(id, seen) ?? { id: Number(id) } });
  }, { signal });
}
