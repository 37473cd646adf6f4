/**
 * Origin checks for navigation and cross-frame messages: a page only follows addresses and trusts
 * messages from origins it knows.
 */

/** The origin of `url` resolved against `base` ('https://shop.example'), or null when it is not a web address. */
export function originOf(url: string, base: string = location.href): string | null {
  try {
    const parsed = new URL(url, base);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : null;
  } catch {
    return null;
  }
}

/** Whether `url` points at one of `origins` (by default the current page's origin). */
export function isAllowedUrl(url: string, origins: readonly string[] = [location.origin], base: string = location.href): boolean {
  const origin = originOf(url, base);
  return origin !== null && origins.includes(origin);
}
