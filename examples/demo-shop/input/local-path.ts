/**
 * The one check on where a redirect may go: a path on this shop, as wp_validate_redirect() allows a relative
 * address. Browsers drop tabs and line breaks from addresses and read a backslash as a slash, so '/\t/evil.example',
 * '/\\evil.example' and '//evil.example' all lead to another site: any control character or backslash is refused,
 * and what is left must still name no host when read as the browser reads it.
 */
const CONTROL_OR_BACKSLASH = /[\u0000-\u001f\u007f\\]/;
/** A host no address of ours has: reading a path against it tells whether the path brings its own. */
const PROBE = 'http://shop.invalid';

/** The path (with its query and fragment) when `raw` is a path on this shop, else null. */
export function localPath(raw: string | undefined): string | null {
  if (raw === undefined || !raw.startsWith('/') || CONTROL_OR_BACKSLASH.test(raw)) return null;
  let url: URL;
  try {
    url = new URL(raw, PROBE);
  } catch {
    return null;
  }
  return url.origin === PROBE ? `${url.pathname}${url.search}${url.hash}` : null;
}
