/** Facts about the browser and page the pop-up needs. */

/** Safari-like browsers (Safari, iOS browsers) submit the purchase form only after the box has hidden itself. */
export const isSafariLike = (userAgent: string): boolean => /^((?!chrome|android).)*safari/i.test(userAgent);

/** A random 9-character id for pop-ups of link and attach triggers (SPEC 9.2). */
export const randomUniqId = (): string => Array.from(crypto.getRandomValues(new Uint8Array(9)), (byte) => (byte % 36).toString(36)).join('');

/** Lets the browser fetch the payment box page ahead of the first click (once per address). */
export function prefetchDocument(doc: Document, href: string): void {
  if (doc.querySelector(`link[href="${CSS.escape(href)}"]`)) return;
  const link = doc.createElement('link');
  link.rel = 'prefetch';
  link.setAttribute('as', 'document');
  link.href = href;
  doc.head.append(link);
}
