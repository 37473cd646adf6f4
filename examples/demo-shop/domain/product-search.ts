/**
 * Product search over the FTS5 index (db/search-index.ts): every word of the term must match the
 * start of a word in the title, SKU, a variation's SKU, the short description, a category or a tag.
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

/**
 * The best `limit` products for `term`, as ids in rank order: exact title matches, exact SKU matches
 * (a variation's SKU gives its parent), titles starting with the term, then FTS5 relevance (BM25, title
 * weighted highest) for every word as a prefix. The cheap indexed steps often fill the list, so the
 * relevance scan over a short, common prefix is skipped.
 */
export const RANKED_CANDIDATES = 2000;

export function searchProductIds(db: Db, term: string, limit: number): number[] {
  const query = ftsQuery(term);
  if (query === null) return [];
  const exact = term.trim().toLowerCase();
  const visible = "type != 'variation' AND status = 'publish'";
  const ids = new Set<number>();
  const add = (rows: unknown[]): void => {
    for (const row of rows as { id: number }[]) if (ids.size < limit) ids.add(row.id);
  };
  add(
    db
      .prepare(
        `SELECT id FROM products WHERE lower(name) = ? AND ${visible}
         UNION ALL SELECT id FROM products WHERE lower(sku) = ? AND ${visible}
         UNION ALL SELECT v.parent_id AS id FROM products v JOIN products p ON p.id = v.parent_id
           WHERE lower(v.sku) = ? AND v.type = 'variation' AND p.status = 'publish'`,
      )
      .all(exact, exact, exact),
  );
  if (ids.size < limit) {
    add(db.prepare(`SELECT id FROM products WHERE lower(name) >= ? AND lower(name) < ? AND ${visible} ORDER BY lower(name), id LIMIT ?`).all(exact, `${exact}\uffff`, limit));
  }
  if (ids.size < limit) {
    // Relevance is ranked over the first RANKED_CANDIDATES matches, which bounds the cost of very common words.
    add(
      db
        .prepare('SELECT id FROM (SELECT rowid AS id, rank AS score FROM product_search WHERE product_search MATCH ? LIMIT ?) ORDER BY score LIMIT ?')
        .all(query, RANKED_CANDIDATES, limit + ids.size),
    );
  }
  return [...ids];
}

/** The products for `searchProductIds`, in that order. */
export function searchProducts(db: Db, term: string, limit: number): ProductRow[] {
  const ids = searchProductIds(db, term, limit);
  if (ids.length === 0) return [];
  const rows = db.prepare(`SELECT * FROM products WHERE id IN (${ids.map(() => '?').join(',')})`).all(...ids) as ProductRow[];
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
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
  const [table, link, key, description] =
    taxonomy === 'product_cat' ? ['categories', 'product_categories', 'category_id', 't.description'] : ['tags', 'product_tags', 'tag_id', "''"];
  return db
    .prepare(
      `SELECT * FROM (
         SELECT t.id, t.name, t.slug, ${description} AS description,
           (SELECT count(*) FROM ${link} l WHERE l.${key} = t.id AND l.product_id NOT IN (SELECT id FROM products WHERE status != 'publish')) AS count
         FROM ${table} t WHERE lower(t.name) LIKE ? ESCAPE '\\' OR lower(t.name) LIKE ? ESCAPE '\\'
       ) WHERE count > 0 ORDER BY count DESC, name LIMIT ?`,
    )
    .all(`${like}%`, `% ${like}%`, limit) as TermHit[];
}
