/**
 * Checks a page's HTML against the checkout widget's markup list (packages/checkout/src/contract/markup-list.ts):
 * what a page in a given shop state lacks, and what it prints although its state does not call for it. Used for
 * the demo's pages (checkout-markup.test.ts) and WooCommerce's on the real store (tests/real-store/journeys).
 */
import { Window } from 'happy-dom';
import { markupFor, missingMarkup, type MarkupCondition, type MarkupItem } from '../../packages/checkout/src/contract/markup.ts';

function parse(html: string): Document {
  const window = new Window();
  return new window.DOMParser().parseFromString(html, 'text/html') as unknown as Document;
}

/** The selectors of `items` for `state` that the page lacks (none, when the page honours the contract). */
export function missing(html: string, items: readonly MarkupItem[], state: readonly MarkupCondition[]): string[] {
  return missingMarkup(parse(html), markupFor(items, new Set(state))).map((item) => item.selector);
}

/** Selectors of `items` whose condition is one of `conditions` and that the page nevertheless prints. */
export function present(html: string, items: readonly MarkupItem[], conditions: readonly MarkupCondition[]): string[] {
  const doc = parse(html);
  return items.filter((item) => conditions.includes(item.when) && doc.querySelector(item.selector) !== null).map((item) => item.selector);
}
