/**
 * Elements that open the pop-up instead of navigating (SPEC 2.7): links to the payment box
 * (`?asp_action=show_pp&product_id={id}` or the payment box slug followed by `product_id={id}`)
 * and elements whose class contains `asp-attach-product-{id}`, optionally with `data-asp-price`.
 * Only the trigger chunk (trigger.ts, fetched on pages that have candidates) holds this code; the entry
 * finds the candidates with trigger-selector.ts.
 */

export interface TriggerTarget {
  readonly productId: string;
  /** Query parameters after the product id, passed on to the payment box. */
  readonly params: ReadonlyArray<readonly [string, string]>;
}

/** The product a payment box link points at, or null when the address is not such a link. */
export function matchTriggerLink(href: string, ppSlug: string): TriggerTarget | null {
  // The slug is found as text (never compiled as a pattern), then its query read from there on.
  const slugAt = ppSlug ? href.indexOf(ppSlug) : -1;
  const match =
    /asp_action=show_pp&product_id=(\d+)(.*)/.exec(href) ?? (slugAt < 0 ? null : /^[^?#]*\?(?:.*&)?product_id=(\d+)(.*)/.exec(href.slice(slugAt)));
  return match
    ? { productId: match[1]!, params: [...new URLSearchParams(match[2]!.split('#')[0])].filter(([name]) => name && name !== 'product_id') }
    : null;
}

/** The product id of an `asp-attach-product-{id}` class, or null. */
export function matchAttachClass(className: string): string | null {
  return /(?:^|\s)asp-attach-product-(\d+)(?:\s|$)/.exec(className)?.[1] ?? null;
}

/**
 * The payment box address for a product: the configured box URL (never the link's own host) with
 * `product_id`, the pass-through parameters and, when given, `price`.
 */
export function paymentBoxUrl(base: string, target: TriggerTarget, price: string | null, pageUrl: string): string {
  const url = new URL(base, pageUrl);
  const query = url.searchParams;
  query.set('product_id', target.productId);
  for (const [name, value] of target.params) query.append(name, value);
  if (price) query.set('price', price);
  return url.href;
}

/** A random 9-character id for pop-ups of link and attach triggers (SPEC 9.2). */
export const randomUniqId = (): string => Array.from(crypto.getRandomValues(new Uint8Array(9)), (byte) => (byte % 36).toString(36)).join('');
