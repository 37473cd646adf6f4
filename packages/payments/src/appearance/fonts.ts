/** The page's web fonts the Payment Element may load (SPEC 9.6): stylesheets on known font hosts only. */

/** Font hosts whose stylesheets the Payment Element may load (SPEC 9.6), besides the shop's permitted ones. */
export const FONT_HOSTS: readonly string[] = ['fonts.googleapis.com', 'fonts.gstatic.com', 'use.typekit.net', 'fonts-api.wp.com', 'fonts.bunny.net'];

/** The page's stylesheets on known font hosts, as Elements' `fonts` (`{cssSrc}`). */
export function fontsFrom(stylesheets: readonly string[], permitted: readonly string[] = []): { cssSrc: string }[] {
  const hosts = [...FONT_HOSTS, ...permitted.map((host) => host.toLowerCase())];
  return stylesheets.flatMap((href) => {
    try {
      const url = new URL(href);
      return url.protocol === 'https:' && hosts.includes(url.hostname) ? [{ cssSrc: url.href }] : [];
    } catch {
      return [];
    }
  });
}

export function stylesheetsOf(doc: Document): string[] {
  return [...doc.styleSheets].flatMap((sheet) => (sheet.href ? [sheet.href] : []));
}
