/**
 * What the button sells, per page, kept current: a product page's chosen variation and quantity (the gateway's
 * get_selected_product_data prices them), the cart on cart and checkout pages (the gateway's get_cart_details,
 * read again whenever WooCommerce updates the page, or the block's total changes), the order on order-pay. Each new offer is dispatched; null means
 * nothing can be bought now and the button hides.
 */
import { onPageEvent } from '@shop-islands/core/events';
import { FRAGMENT_EVENTS } from '@shop-islands/core/mount';
import { fromGatewayItems } from '../amounts/wallet-amounts.ts';
import type { ExpressApi } from '../api.ts';
import { readSelection, sameSelection, watchSelection } from '../product/selection.ts';
import type { ExpressParams, PayForOrderData, ShippingOption } from '../settings.ts';
import type { ExpressPage, Offer, ProductChoice } from '../sheet/flow.ts';

/** The rate the sheet opens with until it knows an address (the gateway prints it; 'Pending' otherwise). */
export function placeholderRates(params: ExpressParams): ShippingOption[] {
  return [params.defaultShippingOption ?? { id: 'pending', displayName: 'Pending', amount: 0 }];
}

/** Cart and checkout pages re-read the cart after these (the cart's own updates and WooCommerce's fragments). */
const CART_EVENTS = [...FRAGMENT_EVENTS, 'added_to_cart', 'removed_from_cart'];

export interface OfferSource {
  stop(): void;
}

function productOffers(params: ExpressParams, api: ExpressApi, doc: Document, offer: (o: Offer | null) => void): OfferSource {
  let asked: ProductChoice | null = null;
  let latest = 0;
  const placeholder = placeholderRates(params);
  const update = (): void => {
    const selection = readSelection(doc);
    if (selection === null || selection === 'choose') {
      asked = null;
      latest += 1;
      offer(null);
      return;
    }
    if (asked && sameSelection(asked, selection)) return;
    asked = selection;
    const request = (latest += 1);
    api.selectedProductData(selection).then(
      (answer) => {
        if (request !== latest) return;
        offer(answer.total > 0 ? { amounts: fromGatewayItems(answer.displayItems, answer.total), shippingRequired: answer.requestShipping, shippingRates: placeholder, product: selection } : null);
      },
      () => {
        // the product cannot be bought as chosen (the gateway said why): the button hides until the choice changes
        if (request !== latest) return;
        asked = null;
        offer(null);
      },
    );
  };
  // the page's own product data serves the product as it opened (a simple product, quantity one)
  const first = readSelection(doc);
  const printed = params.product;
  if (printed && printed.validVariationSelected && first && first !== 'choose' && !first.variable && first.quantity === 1 && printed.total > 0) {
    asked = first;
    offer({ amounts: fromGatewayItems(printed.displayItems, printed.total), shippingRequired: printed.requestShipping, shippingRates: placeholder, product: first });
  } else {
    update();
  }
  const stop = watchSelection(doc, update, (name, listener) => onPageEvent(name, listener, doc));
  return { stop };
}

/** Calls `read` whenever the cart may have changed; returns what stops it. */
export type CartChanges = (read: () => void) => () => void;

/** On classic pages: after WooCommerce's cart updates and fragments. */
const cartEvents = (doc: Document): CartChanges => (read) => {
  const stops = CART_EVENTS.map((name) => onPageEvent(name, read, doc));
  return () => stops.forEach((stop) => stop());
};

export function cartOffers(params: ExpressParams, api: ExpressApi, changes: CartChanges, offer: (o: Offer | null) => void): OfferSource {
  let latest = 0;
  const placeholder = placeholderRates(params);
  // what the gateway charges for the cart (get_cart_details), read again whenever WooCommerce updates the page
  const read = (): void => {
    const request = (latest += 1);
    api.cartDetails().then(
      (cart) => {
        if (request !== latest) return;
        offer(cart.total > 0 ? { amounts: fromGatewayItems(cart.displayItems, cart.total), shippingRequired: cart.shippingRequired, shippingRates: placeholder } : null);
      },
      () => {
        if (request === latest) offer(null);
      },
    );
  };
  read();
  return { stop: changes(read) };
}

export function startOffers(page: ExpressPage, params: ExpressParams, api: ExpressApi, payForOrder: PayForOrderData | null, doc: Document, offer: (o: Offer | null) => void): OfferSource {
  switch (page) {
    case 'product':
      return productOffers(params, api, doc, offer);
    case 'order-pay':
      offer(payForOrder && payForOrder.total > 0 ? { amounts: fromGatewayItems(payForOrder.displayItems, payForOrder.total), shippingRequired: false, shippingRates: [] } : null);
      return { stop: () => undefined };
    default:
      return cartOffers(params, api, cartEvents(doc), offer);
  }
}
