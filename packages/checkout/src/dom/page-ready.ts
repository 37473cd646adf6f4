/**
 * When a page's code starts. checkout.js, address-i18n.js and cart.js start from jQuery's ready; our module runs
 * earlier, before DOMContentLoaded. So on a page with jQuery we start from its ready too, queued after the ready
 * handlers of the page's scripts: what they bind there (`init_checkout`, `wc_address_i18n_ready`,
 * `country_to_state_changing`, `payment_method_selected`, …) hears our start-up events, as it hears WooCommerce's.
 * Without jQuery there is nothing to wait for: a module runs once the document is parsed.
 */
import { pageJQuery } from '@shop-islands/core/events';

export function whenPageReady(start: () => void, doc: Document = document): void {
  const jq = pageJQuery(doc) as unknown as ((ready: () => void) => unknown) | null;
  if (jq) jq(start);
  else start();
}
