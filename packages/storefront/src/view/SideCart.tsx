/**
 * The side cart panel's contents: the cart's lines (name, quantity × price, remove link carrying
 * data-product_id) and the subtotal, from the shared cart store (which loads the cart when the
 * panel is first opened). After a removal, focus stays in the cart: on the remove link that took
 * the removed line's place (or the last one), or on the cart itself once it is empty.
 */
import { useLayoutEffect, useRef, useSyncExternalStore, type MouseEvent, type ReactElement } from 'react';
import { __, sprintf } from '@wordpress/i18n';
import { formatPrice, TEXT_DOMAIN } from '@shop-islands/core';
import type { CartItem } from '../api.ts';
import type { CartState, CartStore } from '../controller/cart-store.ts';

export interface SideCartProps {
  readonly store: CartStore;
  readonly cartUrl?: string;
  readonly checkoutUrl?: string;
  /** The cart link's text as the shop words it (`wc_add_to_cart_params.i18n_view_cart`). */
  readonly viewCartText?: string;
  /** Called after a line was removed, with the link the shopper used. */
  readonly onRemoved?: (item: CartItem, link: HTMLAnchorElement) => void;
}

export function SideCart({ store, cartUrl, checkoutUrl, viewCartText, onRemoved }: SideCartProps): ReactElement {
  const state: CartState = useSyncExternalStore(store.subscribe, store.getState);

  const cart = state.status === 'idle' ? null : state.cart;
  const root = useRef<HTMLDivElement>(null);
  /** The index of the line whose remove link had focus, until the cart without it is shown. */
  const refocus = useRef(-1);

  useLayoutEffect(() => {
    const index = refocus.current;
    if (index < 0 || state.status !== 'ready' || !root.current) return;
    refocus.current = -1;
    const links = root.current.querySelectorAll<HTMLElement>('.remove');
    (links[Math.min(index, links.length - 1)] ?? root.current).focus();
  }, [state]);

  const remove = (item: CartItem, index: number) => async (event: MouseEvent<HTMLAnchorElement>): Promise<void> => {
    event.preventDefault();
    const link = event.currentTarget;
    refocus.current = index;
    const next = await store.send({ type: 'remove', key: item.key });
    if (next.status === 'ready') onRemoved?.(item, link);
    else refocus.current = -1;
  };

  return (
    <div ref={root} tabIndex={-1} className="si-side-cart" aria-busy={state.status === 'loading' || state.status === 'idle'}>
      {state.status === 'failed' && (
        <p className="woocommerce-error" role="alert">
          {state.message}
        </p>
      )}
      {cart === null ? (
        state.status !== 'failed' && <p className="si-side-cart__loading">{__('Loading…', TEXT_DOMAIN)}</p>
      ) : cart.items.length === 0 ? (
        <p className="woocommerce-mini-cart__empty-message">{__('No products in the cart.', TEXT_DOMAIN)}</p>
      ) : (
        <>
          <ul className="woocommerce-mini-cart cart_list product_list_widget">
            {cart.items.map((item, index) => (
              <li key={item.key} className="woocommerce-mini-cart-item mini_cart_item">
                <a
                  href={cartUrl ?? '#'}
                  className="remove remove_from_cart_button"
                  aria-label={sprintf(__('Remove %s from cart', TEXT_DOMAIN), item.name)}
                  data-product_id={item.productId}
                  data-cart_item_key={item.key}
                  onClick={remove(item, index)}
                >
                  ×
                </a>
                <span className="si-side-cart__name">{item.name}</span>{' '}
                <span className="quantity">
                  {item.quantity} × {formatPrice(item.price, cart.currency)}
                </span>
              </li>
            ))}
          </ul>
          <p className="woocommerce-mini-cart__total total" aria-live="polite">
            <strong>{__('Subtotal:', TEXT_DOMAIN)}</strong> {formatPrice(cart.subtotal, cart.currency)}
          </p>
          {(cartUrl || checkoutUrl) && (
            <p className="woocommerce-mini-cart__buttons buttons">
              {cartUrl && (
                <a href={cartUrl} className="button wc-forward">
                  {viewCartText || __('View cart', TEXT_DOMAIN)}
                </a>
              )}{' '}
              {checkoutUrl && (
                <a href={checkoutUrl} className="button checkout wc-forward">
                  {__('Checkout', TEXT_DOMAIN)}
                </a>
              )}
            </p>
          )}
        </>
      )}
    </div>
  );
}
