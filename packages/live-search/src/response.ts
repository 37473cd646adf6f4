/**
 * The search suggestion response (SPEC 3.1) as the widget uses it, read from the JSON `aws_action` answers
 * with a reader of its own (core's generic field checks weigh more than this whole file). Advanced Woo Search
 * prints `false` or omits fields it has switched off (images, SKUs, stock), so those read as empty. Names, titles and SKUs carry
 * its highlight markup (`<strong>Hoodie</strong> with Zipper`, see the recorded answers in
 * `fixtures/`), so like every server HTML field they are sanitised and rendered as HTML.
 */
import type { SafeHtml, Sanitize } from '@shop-islands/core';

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

type Raw = Record<string, unknown>;

/** An object value (not a list), or null. */
const record = (value: unknown): Raw | null => (typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Raw) : null);

/** A list's items; PHP prints a list with holes as an object keyed '0', '1', …; anything else is no items. */
const items = (value: unknown): unknown[] => (Array.isArray(value) ? value : Object.values(record(value) ?? {}));

/** Text as text: a string, or a finite number spelt out; anything else (false for a field switched off, null, objects) is ''. */
const str = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'number' && isFinite(value) ? String(value) : '');

/** AWS's yes spellings (PHP booleans, '1', 'yes', …); anything else is no. */
const yes = (value: unknown): boolean => value === true || value === 1 || /^(1|true|yes|on)$/i.test(str(value).trim());

/** The items of `value` that `read` accepts (it gives null for an item without its name or title). */
const readItems = <T>(value: unknown, readItem: (item: Raw) => T | null): T[] =>
  items(value).flatMap((item) => {
    const raw = record(item);
    const read = raw && readItem(raw);
    return read ? [read] : [];
  });

/**
 * Reads an `aws_action` JSON answer as AWS's PHP sends it, never trusting it: text fields are read as text
 * (anything else is ''), HTML fields only through `sanitize`, a flag only from AWS's yes spellings, and an
 * item without a text name or title is left out. An answer that is not an object throws. AWS's keys that our own
 * fields share (link, image, featured, excerpt, price, sku, count, notices, products) are read by quoted key: the
 * build shortens our fields' names (esbuild.config.ts's MANGLED_PROPS), never a quoted one. response-keys.test.ts
 * fails on a read here of a name the build shortens, unquoted.
 */
export function readSearchResponse(json: unknown, sanitize: Sanitize): SearchResults {
  const answer = record(json);
  if (!answer) throw new TypeError('aws_action: the answer is not an object');
  const html = (value: unknown): SafeHtml => sanitize(str(value));
  const titled = (value: unknown): SafeHtml | null => (typeof value === 'string' || typeof value === 'number' ? html(value) : null);
  const data = record(answer.data) ?? {};
  const groups = <T>(value: unknown, read: (item: Raw) => T | null): Record<string, T[]> =>
    Object.fromEntries(Object.entries(record(value) ?? {}).map(([key, list]) => [key, readItems(list, read)]));
  return {
    topText: html(data.top_text),
    notices: items(data['notices']).map(html),
    topResults: groups(data.top_results, (item) => {
      const name = titled(item.name);
      return name === null ? null : { link: str(item['link']), name, content: html(item.content) };
    }),
    tax: groups(answer.tax, (item) => {
      const name = titled(item.name);
      const count = Number(str(item['count']).trim() || NaN);
      return name === null ? null : { link: str(item['link']), name, count: isFinite(count) ? count : null, excerpt: html(item['excerpt']) };
    }),
    products: readItems(answer['products'], (item): ProductResult | null => {
      const title = titled(item.title);
      const stock = record(item.stock_status);
      return title === null
        ? null
        : {
            link: str(item['link']),
            title,
            image: str(item['image']),
            featured: yes(item['featured']),
            stock: stock && { inStock: yes(stock.status), text: str(stock.text) },
            sku: html(item['sku']),
            excerpt: html(item['excerpt']),
            price: html(item['price']),
            onSale: yes(item.on_sale),
          };
    }),
  };
}

/** Whether the answer found anything: taxonomy terms or products (top results alone do not count, as in AWS). */
export function hasResults(results: SearchResults): boolean {
  return results.products.length > 0 || Object.values(results.tax).some((terms) => terms.length > 0);
}
