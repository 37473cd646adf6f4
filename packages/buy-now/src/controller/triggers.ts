/**
 * Elements that open the pop-up instead of navigating (SPEC 2.7): links to the payment box
 * (`?asp_action=show_pp&product_id={id}` or the payment box slug followed by `product_id={id}`)
 * and elements whose class contains `asp-attach-product-{id}`, optionally with `data-asp-price`.
 */

export interface TriggerTarget {
  readonly productId: string;
  /** Query parameters after the product id, passed on to the payment box. */
  readonly params: ReadonlyArray<readonly [string, string]>;
}

export const SHOW_PP_MARKER = 'asp_action=show_pp&product_id=';
export const ATTACH_CLASS_PREFIX = 'asp-attach-product-';

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function passThrough(rest: string): Array<[string, string]> {
  const query = rest.split('#')[0] ?? '';
  return [...new URLSearchParams(query)].filter(([name]) => name !== 'product_id' && name !== '');
}

/** The product a payment box link points at, or null when the address is not such a link. */
export function matchTriggerLink(href: string, ppSlug: string): TriggerTarget | null {
  const patterns = [new RegExp(`${escapeRegExp(SHOW_PP_MARKER)}(\\d+)(.*)$`)];
  if (ppSlug !== '') patterns.push(new RegExp(`${escapeRegExp(ppSlug)}[^?#]*\\?(?:.*&)?product_id=(\\d+)(.*)$`));
  for (const pattern of patterns) {
    const match = pattern.exec(href);
    if (match?.[1]) return { productId: match[1], params: passThrough(match[2] ?? '') };
  }
  return null;
}

/** The product id of an `asp-attach-product-{id}` class, or null. */
export function matchAttachClass(className: string): string | null {
  const match = new RegExp(`(?:^|\\s)${ATTACH_CLASS_PREFIX}(\\d+)(?:\\s|$)`).exec(className);
  return match?.[1] ?? null;
}

/** CSS selector for the candidates; matchTriggerLink / matchAttachClass decide. */
export function triggerSelector(ppSlug: string): string {
  const links = [`a[href*="${SHOW_PP_MARKER}"]`];
  if (ppSlug !== '') links.push(`a[href*="${ppSlug.replace(/["\\]/g, '')}"]`);
  return [...links, `[class*="${ATTACH_CLASS_PREFIX}"]`].join(',');
}

/**
 * The payment box address for a product: the configured box URL (never the link's own host) with
 * `product_id`, the pass-through parameters and, when given, `price`.
 */
export function paymentBoxUrl(base: string, target: TriggerTarget, price: string | null, pageUrl: string): string {
  const url = new URL(base, pageUrl);
  url.searchParams.set('product_id', target.productId);
  for (const [name, value] of target.params) url.searchParams.append(name, value);
  if (price !== null && price !== '') url.searchParams.set('price', price);
  return url.href;
}

/** The address with the cache key the payment box expects on prefetched and preloaded pages. */
export function withCacheKey(address: string, ckey: string): string {
  if (ckey === '') return address;
  const url = new URL(address);
  url.searchParams.set('ckey', ckey);
  return url.href;
}
