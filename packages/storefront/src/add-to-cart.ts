/**
 * AJAX add-to-cart for listing buttons (`a.ajax_add_to_cart`, href '?add-to-cart=ID' which works
 * without JavaScript), loaded on demand by cart-loader.ts: POSTs WooCommerce's `?wc-ajax=add_to_cart`,
 * swaps in the returned fragments, adds the 'View cart' link and announces `added_to_cart` with
 * WooCommerce's arguments (fragments, cart_hash, $button). When WooCommerce answers with an error it
 * sends the shopper to the product page, as WooCommerce's own script does.
 */
import { __ } from '@wordpress/i18n';
import { emitPageEvent, isAllowedUrl, PAGE_EVENTS, replaceFragments, TEXT_DOMAIN } from '@shop-islands/core';
import { addToCart } from './api.ts';

export interface AddToCartSettings {
  /** `wc_add_to_cart_params.wc_ajax_url`, with '%%endpoint%%'. */
  readonly wcAjaxUrl: string;
  readonly cartUrl: string;
  readonly viewCartText: string;
}

/** The element handed to `added_to_cart` listeners: a jQuery object when the page has jQuery. */
function asEventButton(button: HTMLElement): unknown {
  const jq = (button.ownerDocument.defaultView as { jQuery?: (el: Element) => unknown } | null)?.jQuery;
  return typeof jq === 'function' ? jq(button) : button;
}

/** Adds the button's product to the cart (the button shows 'loading' meanwhile and 'added' after). */
export async function addToCartFrom(button: HTMLElement, settings: AddToCartSettings): Promise<void> {
  const doc = button.ownerDocument;
  button.classList.remove('added');
  button.classList.add('loading');
  button.setAttribute('aria-disabled', 'true');
  try {
    const answer = await addToCart(settings.wcAjaxUrl, {
      product_id: button.dataset.product_id ?? '',
      quantity: button.dataset.quantity ?? '1',
      product_sku: button.dataset.product_sku,
    });
    if (!answer.added) {
      if (answer.productUrl && isAllowedUrl(answer.productUrl)) doc.defaultView?.location.assign(answer.productUrl);
      return;
    }
    await replaceFragments(answer.fragments, doc);
    button.classList.add('added');
    if (!button.parentElement?.querySelector('.added_to_cart')) {
      const link = doc.createElement('a');
      link.href = settings.cartUrl;
      link.className = 'added_to_cart wc-forward';
      link.textContent = settings.viewCartText || __('View cart', TEXT_DOMAIN);
      button.after(link);
    }
    emitPageEvent(PAGE_EVENTS.addedToCart, [answer.fragments, answer.cartHash, asEventButton(button)], doc);
  } catch {
    // The request failed: fall back to the no-JavaScript route.
    const href = button.getAttribute('href');
    if (href) doc.defaultView?.location.assign(href);
  } finally {
    button.classList.remove('loading');
    button.removeAttribute('aria-disabled');
  }
}
