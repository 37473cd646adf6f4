/** The page's one session client (core's), holding the nonces WooCommerce printed for the checkout's requests. */
import { pageSession, type ShopSession } from '@shop-islands/core/session';

/** `wc_checkout_params` or `wc_cart_params`: the wc-ajax address and the `*_nonce` keys go to the session. */
export function checkoutSession(params: { readonly wc_ajax_url: string }): ShopSession {
  const nonces = Object.fromEntries(Object.entries(params).filter((entry): entry is [string, string] => entry[0].endsWith('_nonce') && typeof entry[1] === 'string'));
  return pageSession({ wcAjaxUrl: params.wc_ajax_url, nonces });
}
