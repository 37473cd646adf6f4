/**
 * Core's checkout life cycle as the part order-pay's paying fetches for a registered method's payment. A part of
 * its own (not core's module fetched directly) so it belongs to the declared chunk of every page
 * (chunks/every-page.ts): core's store and events it needs come from there, not from slivers of their own.
 */
export { pageCheckoutLifecycle } from '@shop-islands/core/checkout/lifecycle';
export { EVERY_PAGE } from '../chunks/every-page.ts';
