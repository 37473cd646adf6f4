/** Result links come from the server; only web links are followed or rendered (never `javascript:` and friends). */
export function webLink(href: string, base: string): string | null {
  try {
    const url = new URL(href, base);
    return /^https?:$/.test(url.protocol) ? url.href : null;
  } catch {
    return null;
  }
}
