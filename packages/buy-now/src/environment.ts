/** Facts about the browser and page the pop-up needs. */

/** Safari-like browsers (Safari, iOS browsers) submit the purchase form only after the box has hidden itself. */
export const isSafariLike = (userAgent: string): boolean => /^((?!chrome|android).)*safari/i.test(userAgent);

/** Lets the browser fetch the payment box page ahead of the first click (a second link to one address is fetched once, from the cache). */
export function prefetchDocument(doc: Document, href: string): void {
  const link = doc.createElement('link');
  link.rel = 'prefetch';
  link.setAttribute('as', 'document');
  link.href = href;
  doc.head.append(link);
}

/** The address with the cache key the payment box expects on prefetched and preloaded pages (set on `url` itself), when there is one. */
export function withCacheKey(url: URL, ckey: string): string {
  if (ckey) url.searchParams.set('ckey', ckey);
  return url.href;
}
