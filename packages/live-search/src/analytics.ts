/**
 * Search analytics (use-analytics on), sent once per term answered by the server: a page_view of the
 * pseudo-page /?s=ajax-search:{term}, `aws_search` (+ `aws_search_no_results`), and GA4's `search`.
 * Uses the page's gtag (or its dataLayer) and the classic `ga` when present.
 */

type Tracker = (...args: unknown[]) => void;

interface AnalyticsGlobals {
  gtag?: unknown;
  dataLayer?: unknown;
  ga?: unknown;
}

function gtagOf(view: AnalyticsGlobals): Tracker | null {
  if (typeof view.gtag === 'function') return view.gtag as Tracker;
  const layer = view.dataLayer;
  if (Array.isArray(layer)) {
    return function pushToDataLayer() {
      // gtag.js reads the Arguments object, not an array.
      // eslint-disable-next-line prefer-rest-params
      layer.push(arguments);
    };
  }
  return null;
}

export function searchPagePath(term: string): string {
  return `/?s=${encodeURIComponent(`ajax-search:${term}`)}`;
}

export function sendSearchAnalytics(view: object, term: string, found: boolean): void {
  const globals = view as AnalyticsGlobals;
  const path = searchPagePath(term);
  const gtag = gtagOf(globals);
  if (gtag) {
    gtag('event', 'page_view', { page_path: path, page_title: 'AWS search' });
    gtag('event', 'aws_search', { aws_search_term: term, aws_has_results: found });
    if (!found) gtag('event', 'aws_search_no_results', { aws_search_term: term });
    gtag('event', 'search', { search_term: term });
  }
  if (typeof globals.ga === 'function') {
    const ga = globals.ga as Tracker;
    ga('send', 'pageview', path);
    ga('send', 'event', 'AWS search', 'AWS Search Term', term);
  }
}
