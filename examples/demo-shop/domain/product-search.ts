/**
 * Product search over the FTS5 index (db/search-index.ts): every word of the term must match the
 * start of a word in the title, SKU, a variation's SKU, the short description, a category or a tag.
 * Ranking: exact title matches, then exact SKU matches (the product's or one of its variations'),
 * then BM25 relevance with the title weighted highest.
 */
import type { Db } from '../db/open.ts';
import type { ProductRow } from './catalogue.ts';

/** `hood with-logo` → `"hood"* AND "with"* AND "logo"*`; null when the term has no word characters. */
export function ftsQuery(term: string): string | null {
  const words = term.toLowerCase().match(/[\p{L}\p{N}]+/gu);
  return words ? words.map((word) => `"${word}"*`).join(' AND ') : null;
}

/** SQL pieces for filtering and ranking a `products p` query by a search term (used by listings too). */
export interface SearchSql {
  readonly where: string;
  readonly whereParams: string[];
  /** ORDER BY terms putting exact title and SKU matches first. */
  readonly exactFirst: string;
  readonly exactParams: string[];
}

export function searchSql(term: string): SearchSql {
  const query = ftsQuery(term);
  const exact = term.trim().toLowerCase();
  return {
    where: query === null ? '0' : 'p.id IN (SELECT rowid FROM product_search WHERE product_search MATCH ?)',
    whereParams: query === null ? [] : [query],
    exactFirst: `(lower(p.name) = ?) DESC, (lower(COALESCE(p.sku, '')) = ? OR p.id IN (SELECT v.parent_id FROM products v WHERE v.type = 'variation' AND lower(v.sku) = ?)) DESC`,
    exactParams: [exact, exact, exact],
  };
}

export interface SearchPage {
  readonly products: ProductRow[];
  readonly total: number;
}

/** The best `limit` products for `term`, ranked; variations are found by SKU and returned as their parent. */
export function searchProducts(db: Db, term: string, limit: number, offset = 0): SearchPage {
  const query = ftsQuery(term);
  if (query === null) return { products: [], total: 0 };
  const exact = term.trim().toLowerCase();
  const products = db
    .prepare(
      `SELECT p.* FROM product_search s JOIN products p ON p.id = s.rowid
       WHERE product_search MATCH ?
       ORDER BY (lower(p.name) = ?) DESC,
         (lower(s.sku) = ? OR instr(' ' || lower(s.variation_skus) || ' ', ' ' || ? || ' ') > 0) DESC,
         bm25(product_search, 10.0, 6.0, 4.0, 1.0, 2.0, 2.0), p.menu_order, p.name
       LIMIT ? OFFSET ?`,
    )
    .all(query, exact, exact, exact, limit, offset) as ProductRow[];
  const total = (db.prepare('SELECT count(*) AS n FROM product_search WHERE product_search MATCH ?').get(query) as { n: number }).n;
  return { products, total };
}

export interface TermHit {
  readonly id: number;
  readonly name: string;
  readonly slug: string;
  readonly description: string;
  readonly count: number;
}

/** Categories or tags with a word starting with the term, most used first. */
export function searchTerms(db: Db, taxonomy: 'product_cat' | 'product_tag', term: string, limit: number): TermHit[] {
  const words = term.trim().toLowerCase();
  if (words === '') return [];
  const like = words.replace(/[\\%_]/g, (c) => `\\${c}`);
  const sql =
    taxonomy === 'product_cat'
      ? `SELECT c.id, c.name, c.slug, c.description, (SELECT count(*) FROM product_categories pc JOIN products p ON p.id = pc.product_id WHERE pc.category_id = c.id AND p.status = 'publish') AS count FROM categories c`
      : `SELECT t.id, t.name, t.slug, '' AS description, (SELECT count(*) FROM product_tags pt JOIN products p ON p.id = pt.product_id WHERE pt.tag_id = t.id AND p.status = 'publish') AS count FROM tags t`;
  return db
    .prepare(`SELECT * FROM (${sql}) WHERE (lower(name) LIKE ? ESCAPE '\\' OR lower(name) LIKE ? ESCAPE '\\') AND count > 0 ORDER BY count DESC, name LIMIT ?`)
    .all(`${like}%`, `% ${like}%`, limit) as TermHit[];
}
