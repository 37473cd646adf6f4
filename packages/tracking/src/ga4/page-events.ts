/**
 * WooCommerce's page event names the GA4 part listens to. They are spelt in core's PAGE_EVENTS; the
 * types tie these to that spelling without bundling core's name table into the tracking widget.
 */
import type { PAGE_EVENTS } from '@shop-islands/core';

type Names = typeof PAGE_EVENTS;
export const ADDED_TO_CART: Names['addedToCart'] = 'added_to_cart';
export const REMOVED_FROM_CART: Names['removedFromCart'] = 'removed_from_cart';
export const UPDATED_WC_DIV: Names['updatedWcDiv'] = 'updated_wc_div';
