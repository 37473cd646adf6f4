/**
 * The checkout's declared chunk for the code that talks to the shop (see every-page.ts): the classic checkout's
 * start-up, its form's part and the cart's code. It holds the session client (core's wc-ajax session, requests,
 * Store API nonce) and the checkout's notices with the form encoding they need. Each of those parts exports
 * SHOP_REQUESTS, so it is one chunk; the order-pay page (its form is sent as the page sends it) and the account's
 * address pages never load it.
 */
import { serializeForm } from '@shop-islands/core/form-encoding';
import { serverFragment, showCheckoutNotice } from '../dom/notices.ts';
import { checkoutSession } from '../page-session.ts';

export const SHOP_REQUESTS = [serializeForm, serverFragment, showCheckoutNotice, checkoutSession];
