/**
 * The search suggestion response (SPEC 3.1) as the widget uses it, read and validated from the
 * JSON `aws_action` answers. Advanced Woo Search prints `false` or omits fields it has switched off
 * (images, SKUs, stock), so those read as empty rather than failing. Names, titles and SKUs carry
 * its highlight markup (`<strong>Hoodie</strong> with Zipper`, see the recorded answers in
 * `fixtures/`), so like every server HTML field they are sanitised and rendered as HTML.
 */
import { flag, listOf, numeric, optional, recordOf, shape, text, type Reader, type SafeHtml, type Sanitize } from '@shop-islands/core';

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

const topResult = shape<TopResult<string>>({ link: looseText, name: text, content: looseText });

const taxonomyTerm = shape<TaxonomyTerm<string>>({ link: looseText, name: text, count, excerpt: looseText });

const product: Reader<ProductResult<string>> = (value, path) => {
  const raw = shape<{
    link: string;
    title: string;
    image: string;
    featured: boolean;
    stock_status: StockStatus | null;
    sku: string;
    excerpt: string;
    price: string;
    on_sale: boolean;
  }>({
    link: looseText,
    title: text,
    image: looseText,
    featured: looseFlag,
    stock_status: stockStatus,
    sku: looseText,
    excerpt: looseText,
    price: looseText,
    on_sale: looseFlag,
  })(value, path);
  return {
    link: raw.link,
    title: raw.title,
    image: raw.image,
    featured: raw.featured,
    stock: raw.stock_status,
    sku: raw.sku,
    excerpt: raw.excerpt,
    price: raw.price,
    onSale: raw.on_sale,
  };
};

const header = optional(
  shape<{ top_text: string; notices: string[]; top_results: Record<string, TopResult<string>[]> }>({
    top_text: looseText,
    notices: optional(listOf(looseText), []),
    top_results: optional(recordOf(listOf(topResult)), {}),
  }),
  { top_text: '', notices: [], top_results: {} },
);

/** Validates an `aws_action` JSON answer and sanitises its HTML fields; throws SettingsError naming the first bad field. */
export function readSearchResponse(json: unknown, sanitize: Sanitize): SearchResults {
  const raw = shape<{
    data: { top_text: string; notices: string[]; top_results: Record<string, TopResult<string>[]> };
    tax: Record<string, TaxonomyTerm<string>[]>;
    products: ProductResult<string>[];
  }>({
    data: header,
    tax: optional(recordOf(listOf(taxonomyTerm)), {}),
    products: optional(listOf(product), []),
  })(json, 'aws_action');
  return sanitizeResults(
    { topText: raw.data.top_text, notices: raw.data.notices, topResults: raw.data.top_results, tax: raw.tax, products: raw.products },
    sanitize,
  );
}

/** Runs every server HTML field of an answer through the sanitiser. */
export function sanitizeResults(results: SearchResults<string>, sanitize: Sanitize): SearchResults {
  const each = <T, U>(groups: Readonly<Record<string, readonly T[]>>, map: (item: T) => U): Record<string, U[]> =>
    Object.fromEntries(Object.entries(groups).map(([name, items]) => [name, items.map(map)]));
  return {
    topText: sanitize(results.topText),
    notices: results.notices.map(sanitize),
    topResults: each(results.topResults, (item) => ({ ...item, name: sanitize(item.name), content: sanitize(item.content) })),
    tax: each(results.tax, (term) => ({ ...term, name: sanitize(term.name), excerpt: sanitize(term.excerpt) })),
    products: results.products.map((item) => ({
      ...item,
      title: sanitize(item.title),
      sku: sanitize(item.sku),
      excerpt: sanitize(item.excerpt),
      price: sanitize(item.price),
    })),
  };
}

/** Whether the answer found anything: taxonomy terms or products (top results alone do not count, as in AWS). */
export function hasResults(results: SearchResults): boolean {
  return results.products.length > 0 || Object.values(results.tax).some((terms) => terms.length > 0);
}
