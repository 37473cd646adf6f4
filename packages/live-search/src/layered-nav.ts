/**
 * Layered-navigation filter widget under Advanced Woo Search: when the current query has
 * `type_aws=true`, chosen-filter links containing `post_type=product` get '&type_aws=true'
 * appended, so removing a filter stays on the search results. Fetched by the entry on those pages only.
 */
export const CHOSEN_FILTER_LINKS = '.widget_layered_nav_filters a, .woocommerce-widget-layered-nav-list .chosen a';

export function keepAwsSearchInFilterLinks(doc: Document): void {
  const query = new URLSearchParams(doc.location?.search ?? '');
  if (query.get('type_aws') !== 'true') return;
  for (const link of doc.querySelectorAll<HTMLAnchorElement>(CHOSEN_FILTER_LINKS)) {
    const href = link.getAttribute('href') ?? '';
    if (!href.includes('post_type=product') || href.includes('type_aws')) continue;
    link.setAttribute('href', `${href}${href.includes('?') ? '&' : '?'}type_aws=true`);
  }
}
