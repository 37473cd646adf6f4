/**
 * The drop-down's selectable items in display order (SPEC 2.6): grouped top results, taxonomy
 * terms, products, then 'View all results'. Keyboard moves walk this list.
 */
import type { ProductResult, SearchResults, TaxonomyTerm, TopResult } from '../response.ts';

export type SearchOption =
  | { readonly kind: 'top'; readonly group: string; readonly item: TopResult; readonly href: string }
  | { readonly kind: 'term'; readonly taxonomy: string; readonly item: TaxonomyTerm; readonly href: string }
  | { readonly kind: 'product'; readonly item: ProductResult; readonly href: string }
  | { readonly kind: 'all' };

export function searchOptions(results: SearchResults, showAllResults: boolean): SearchOption[] {
  const options: SearchOption[] = [];
  for (const [group, items] of Object.entries(results.topResults)) {
    for (const item of items) options.push({ kind: 'top', group, item, href: item.link });
  }
  for (const [taxonomy, terms] of Object.entries(results.tax)) {
    for (const item of terms) options.push({ kind: 'term', taxonomy, item, href: item.link });
  }
  for (const item of results.products) options.push({ kind: 'product', item, href: item.link });
  if (showAllResults && results.products.length > 0) options.push({ kind: 'all' });
  return options;
}
