/**
 * The product search index: one SQLite FTS5 row per published, visible product (rowid = product id)
 * over its title, SKU, its variations' SKUs, short description, category names and tag names.
 * Triggers keep it in sync with later writes (imports, edits, deletions) and bump a version that
 * invalidates cached answers; `ensureSearchIndex` creates it all and rebuilds the rows in one pass
 * (used after bulk seeding, which runs before the triggers exist).
 */
import type { Db } from './open.ts';
import { statement } from './statements.ts';

const COLUMNS = 'title, sku, variation_skus, excerpt, categories, tags';

/** BM25 column weights: title, SKU, variation SKUs, excerpt, categories, tags. */
export const RANK = 'bm25(10.0, 6.0, 4.0, 1.0, 2.0, 2.0)';

/** Index rows for the visible products (never variations) matching `where`, from the catalogue tables. */
const rowsSelect = (where: string): string => `
  SELECT p.id, p.name, COALESCE(p.sku, ''),
    COALESCE((SELECT group_concat(v.sku, ' ') FROM products v WHERE v.parent_id = p.id AND v.type = 'variation' AND v.sku IS NOT NULL), ''),
    p.short_description,
    COALESCE((SELECT group_concat(c.name, ' ') FROM product_categories pc JOIN categories c ON c.id = pc.category_id WHERE pc.product_id = p.id), ''),
    COALESCE((SELECT group_concat(t.name, ' ') FROM product_tags pt JOIN tags t ON t.id = pt.tag_id WHERE pt.product_id = p.id), '')
  FROM products p WHERE ${where} AND p.type != 'variation' AND p.status = 'publish'`;

const BUMP = 'UPDATE product_search_state SET version = version + 1;';

const refresh = (id: string): string => `
    DELETE FROM product_search WHERE rowid = ${id};
    INSERT INTO product_search (rowid, ${COLUMNS}) ${rowsSelect(`p.id = ${id}`)};`;

/** The product whose index row a product write affects: itself, or a variation's parent. */
const owner = (row: 'new' | 'old'): string => `(CASE WHEN ${row}.type = 'variation' THEN ${row}.parent_id ELSE ${row}.id END)`;

const TRIGGERS = `
  CREATE TRIGGER IF NOT EXISTS product_search_ai AFTER INSERT ON products BEGIN ${refresh(owner('new'))} ${BUMP} END;
  CREATE TRIGGER IF NOT EXISTS product_search_au AFTER UPDATE ON products BEGIN
    DELETE FROM product_search WHERE rowid = old.id;${refresh(owner('old'))}${refresh(owner('new'))} ${BUMP} END;
  CREATE TRIGGER IF NOT EXISTS product_search_ad AFTER DELETE ON products BEGIN
    DELETE FROM product_search WHERE rowid = old.id;${refresh(owner('old'))} ${BUMP} END;
  CREATE TRIGGER IF NOT EXISTS product_search_cat_ai AFTER INSERT ON product_categories BEGIN ${refresh('new.product_id')} ${BUMP} END;
  CREATE TRIGGER IF NOT EXISTS product_search_cat_ad AFTER DELETE ON product_categories BEGIN ${refresh('old.product_id')} ${BUMP} END;
  CREATE TRIGGER IF NOT EXISTS product_search_tag_ai AFTER INSERT ON product_tags BEGIN ${refresh('new.product_id')} ${BUMP} END;
  CREATE TRIGGER IF NOT EXISTS product_search_tag_ad AFTER DELETE ON product_tags BEGIN ${refresh('old.product_id')} ${BUMP} END;
  CREATE TRIGGER IF NOT EXISTS product_search_category_au AFTER UPDATE OF name ON categories BEGIN
    DELETE FROM product_search WHERE rowid IN (SELECT product_id FROM product_categories WHERE category_id = new.id);
    INSERT INTO product_search (rowid, ${COLUMNS}) ${rowsSelect('p.id IN (SELECT product_id FROM product_categories WHERE category_id = new.id)')}; ${BUMP} END;
  CREATE TRIGGER IF NOT EXISTS product_search_tag_au AFTER UPDATE OF name ON tags BEGIN ${BUMP} END;
`;

/** Indexes the search needs: exact and prefix title/SKU lookups, per-term product counts (all minus unpublished). */
const INDEXES = `
  CREATE INDEX IF NOT EXISTS products_lower_name ON products(lower(name));
  CREATE INDEX IF NOT EXISTS products_lower_sku ON products(lower(sku));
  CREATE INDEX IF NOT EXISTS product_categories_category_product ON product_categories(category_id, product_id);
  CREATE INDEX IF NOT EXISTS product_tags_tag_product ON product_tags(tag_id, product_id);
  CREATE INDEX IF NOT EXISTS products_unpublished ON products(id) WHERE status != 'publish';
`;

/** Creates the index, its triggers and the answer cache when missing, and rebuilds every row from the catalogue. */
export function ensureSearchIndex(db: Db): void {
  db.transaction(() => {
    db.exec(`CREATE VIRTUAL TABLE IF NOT EXISTS product_search USING fts5(${COLUMNS}, tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3')`);
    db.exec(`INSERT INTO product_search (product_search, rank) VALUES ('rank', '${RANK}')`);
    db.exec('CREATE TABLE IF NOT EXISTS product_search_state (version INTEGER NOT NULL)');
    db.exec('CREATE TABLE IF NOT EXISTS product_search_cache (keyword TEXT PRIMARY KEY, version INTEGER NOT NULL, answer TEXT NOT NULL)');
    db.exec(INDEXES);
    db.exec('DELETE FROM product_search');
    db.exec(`INSERT INTO product_search (rowid, ${COLUMNS}) ${rowsSelect('1')}`);
    db.exec('DELETE FROM product_search_cache; DELETE FROM product_search_state; INSERT INTO product_search_state (version) VALUES (1);');
    db.exec(TRIGGERS);
  })();
}

/** The catalogue's search version: changes whenever a write may change a search answer. */
export function searchVersion(db: Db): number {
  return (statement(db, 'SELECT version FROM product_search_state').get() as { version: number }).version;
}
