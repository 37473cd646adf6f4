/**
 * WooCommerce's custom place-order button API (10.6+): a gateway that draws its own button registers it with
 * `wc.customPlaceOrderButton.register(gatewayId, { render(container, api), cleanup() })`. The registry lives in
 * WooCommerce's custom-place-order-button.js (kept on the page: 'Replace' does not remove it); checkout.js drives
 * it, and so do we, as checkout.js does:
 * - a method chosen (at start, after every totals update, on a click) → `__maybeShow(gatewayId, api)`: its button
 *   instead of #place_order when it registered one; at start and after each update `__maybeHideDefaultButtonOnInit`
 *   first, so a gateway listed in `gateways_with_custom_place_order_button` shows no default button meanwhile;
 * - `update_checkout` → `__cleanup()` (the update replaces the payment markup);
 * - `wc_custom_place_order_button_registered [gatewayId]` (a gateway registering late) → `__maybeShow`.
 * The `api` handed to `render` checks the form (`validate()` → `{ hasError }`) and submits it (`submit()`).
 */
import { pageJQuery } from '@shop-islands/core/events';

/** What `render` gets to check and submit the form with (checkout.js's createCheckoutPlaceOrderApi). */
export interface PlaceOrderApi {
  validate(): Promise<{ readonly hasError: boolean }>;
  submit(): void;
}

/** The parts of `wc.customPlaceOrderButton` WooCommerce's own page scripts call. */
export interface CustomButtons {
  __maybeShow(gatewayId: string, api: PlaceOrderApi): void;
  __maybeHideDefaultButtonOnInit(gatewayId: string): void;
  __cleanup(): void;
}

/** The page's `wc.customPlaceOrderButton`, when WooCommerce's script is on the page. */
export function customButtons(doc: Document): CustomButtons | null {
  const api = (doc.defaultView as { wc?: { customPlaceOrderButton?: Partial<CustomButtons> } } | null)?.wc?.customPlaceOrderButton;
  return typeof api?.__maybeShow === 'function' && typeof api.__maybeHideDefaultButtonOnInit === 'function' && typeof api.__cleanup === 'function'
    ? (api as CustomButtons)
    : null;
}

/** Submits `form` as a shopper's press of the button does (the page's submit handlers hear it, a gateway's too). */
export function submitLikeAShopper(form: HTMLFormElement): void {
  const jq = pageJQuery(form.ownerDocument) as unknown as ((element: Element) => { trigger(type: string): unknown }) | null;
  if (jq) jq(form).trigger('submit');
  else form.requestSubmit();
}
