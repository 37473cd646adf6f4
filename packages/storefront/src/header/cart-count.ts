/**
 * Keeps the header cart button's amount and item count in step with the cart store
 * (WooCommerce's fragments target `a.cart-contents`, which became a button, so they no longer reach it).
 */
import { _n, sprintf } from '@wordpress/i18n';
import { formatPrice, TEXT_DOMAIN } from '@shop-islands/core';
import type { Cart } from '../api.ts';

export function showCartCount(button: HTMLElement, cart: Cart): void {
  const amount = button.querySelector('.amount');
  const count = button.querySelector('.count');
  if (amount) amount.textContent = formatPrice(cart.subtotal, cart.currency);
  if (count) count.textContent = sprintf(_n('%d item', '%d items', cart.itemsCount, TEXT_DOMAIN), cart.itemsCount);
}
