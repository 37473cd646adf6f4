/**
 * For tests under happy-dom: puts the page at `url`, so that what the page's code sends (XMLHttpRequest, fetch,
 * cookies) goes from that origin, as on a shop's page. Throws outside happy-dom rather than leave the page elsewhere.
 */
export function setPageUrl(url: string): void {
  const happyDOM = (globalThis as { happyDOM?: { setURL(url: string): void } }).happyDOM;
  if (!happyDOM) throw new Error('setPageUrl: the test runs under happy-dom only (// @vitest-environment happy-dom)');
  happyDOM.setURL(url);
}
