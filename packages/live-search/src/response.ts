/**
 * The search suggestion response (SPEC 3.1) as the widget uses it, read and validated from the
 * JSON `aws_action` answers. Advanced Woo Search prints `false` or omits fields it has switched off
 * (images, SKUs, stock), so those read as empty rather than failing. Names, titles and SKUs carry
 * its highlight markup (`<strong>Hoodie</strong> with Zipper`, see the recorded answers in
 * `fixtures/`), so like every server HTML field they are sanitised and rendered as HTML.
 */
import { flag, listOf, NO_HTML, numeric, optional, recordOf, shape, text, type Reader, type SafeHtml, type Sanitize } from '@shop-islands/core';

/** `H` is the type of server HTML fields: SafeHtml once sanitised, string while being read. */
export interface TopResult<H = SafeHtml> {
  readonly link: string;
  /** Server HTML (AWS highlights the matched words), sanitised. */
  readonly name: H;
  /** Server HTML, sanitised. */
  readonly content: H;
}

export interface TaxonomyTerm<H = SafeHtml> {
  readonly link: string;
  /** Server HTML (AWS highlights the matched words), sanitised. */
  readonly name: H;
  readonly count: number | null;
  /** Server HTML, sanitised. */
  readonly excerpt: H;
}

export interface StockStatus {
  readonly inStock: boolean;
  readonly text: string;
}

export interface ProductResult<H = SafeHtml> {
  readonly link: string;
  /** Server HTML (AWS highlights the matched words), sanitised. */
  readonly title: H;
  readonly image: string;
  readonly featured: boolean;
  readonly stock: StockStatus | null;
  /** Server HTML (highlighted like the title), sanitised. */
  readonly sku: H;
  /** Server HTML, sanitised. */
  readonly excerpt: H;
  /** Formatted price HTML, sanitised. */
  readonly price: H;
  readonly onSale: boolean;
}

export interface SearchResults<H = SafeHtml> {
  /** Server HTML, sanitised. */
  readonly topText: H;
  /** Server HTML snippets, sanitised. */
  readonly notices: readonly H[];
  /** Group name → items, in the server's order. */
  readonly topResults: Readonly<Record<string, readonly TopResult<H>[]>>;
  /** Taxonomy name (product_cat, product_tag, …) → matching terms. */
  readonly tax: Readonly<Record<string, readonly TaxonomyTerm<H>[]>>;
  readonly products: readonly ProductResult<H>[];
}

/** Text that the server may switch off by sending false, null or nothing. */
const looseText: Reader<string> = (value, path) => (value === false || value === null || value === undefined ? '' : text(value, path));

const looseFlag: Reader<boolean> = optional(flag, false);

const stockStatus: Reader<StockStatus | null> = (value, path) => {
  if (value === false || value === null || value === undefined || value === '') return null;
  const raw = shape<{ status: boolean; text: string }>({ status: looseFlag, text: looseText })(value, path);
  return { inStock: raw.status, text: raw.text };
};

const count: Reader<number | null> = (value, path) => (value === false || value === null || value === undefined || value === '' ? null : numeric(value, path));

/**
 * Validates an `aws_action` JSON answer, its HTML fields sanitised as they are read (`sanitize`); throws
 * SettingsError naming the first bad field.
 */
export function readSearchResponse(json: unknown, sanitize: Sanitize): SearchResults {
  const html: Reader<SafeHtml> = (value, path) => sanitize(looseText(value, path));
  const name: Reader<SafeHtml> = (value, path) => sanitize(text(value, path));
  const product: Reader<ProductResult> = (value, path) => {
    const raw = shape<Omit<ProductResult, 'stock' | 'onSale'> & { stock_status: StockStatus | null; on_sale: boolean }>({
      link: looseText,
      title: name,
      image: looseText,
      featured: looseFlag,
      stock_status: stockStatus,
      sku: html,
      excerpt: html,
      price: html,
      on_sale: looseFlag,
    })(value, path);
    const { stock_status: stock, on_sale: onSale, ...rest } = raw;
    return { ...rest, stock, onSale };
  };
  const raw = shape<{
    data: { top_text: SafeHtml; notices: SafeHtml[]; top_results: Record<string, TopResult[]> };
    tax: Record<string, TaxonomyTerm[]>;
    products: ProductResult[];
  }>({
    data: optional(
      shape({
        top_text: html,
        notices: optional(listOf(html), []),
        top_results: optional(recordOf(listOf(shape<TopResult>({ link: looseText, name, content: html }))), {}),
      }),
      { top_text: NO_HTML, notices: [], top_results: {} },
    ),
    tax: optional(recordOf(listOf(shape<TaxonomyTerm>({ link: looseText, name, count, excerpt: html }))), {}),
    products: optional(listOf(product), []),
  })(json, 'aws_action');
  return { topText: raw.data.top_text, notices: raw.data.notices, topResults: raw.data.top_results, tax: raw.tax, products: raw.products };
}

/** Whether the answer found anything: taxonomy terms or products (top results alone do not count, as in AWS). */
export function hasResults(results: SearchResults): boolean {
  return results.products.length > 0 || Object.values(results.tax).some((terms) => terms.length > 0);
}
