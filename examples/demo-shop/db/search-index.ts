/**
 * The product search index: one SQLite FTS5 row per published, visible product (rowid = product id)
 * over its title, SKU, its variations' SKUs, short description, category names and tag names.
 * Triggers keep it in sync with later writes (imports, edits, deletions); `ensureSearchIndex`
 * creates it and rebuilds it in one pass (used after bulk seeding, which runs before the triggers exist).
 */
import type { Db } from './open.ts';

const COLUMNS = 'title, sku, variation_skus, excerpt, categories, tags';

/** Index rows for the visible products (never variations) matching `where`, from the catalogue tables. */
const rowsSelect = (where: string): string => `
  SELECT p.id, p.name, COALESCE(p.sku, ''),
    COALESCE((SELECT group_concat(v.sku, ' ') FROM products v WHERE v.parent_id = p.id AND v.type = 'variation' AND v.sku IS NOT NULL), ''),
    p.short_description,
    COALESCE((SELECT group_concat(c.name, ' ') FROM product_categories pc JOIN categories c ON c.id = pc.category_id WHERE pc.product_id = p.id), ''),
    COALESCE((SELECT group_concat(t.name, ' ') FROM product_tags pt JOIN tags t ON t.id = pt.tag_id WHERE pt.product_id = p.id), '')
  FROM products p WHERE ${where} AND p.type != 'variation' AND p.status = 'publish'`;

const refresh = (id: string): string => `
    DELETE FROM product_search WHERE rowid = ${id};
    INSERT INTO product_search (rowid, ${COLUMNS}) ${rowsSelect(`p.id = ${id}`)};`;

/** The product whose index row a product write affects: itself, or a variation's parent. */
const owner = (row: 'new' | 'old'): string => `(CASE WHEN ${row}.type = 'variation' THEN ${row}.parent_id ELSE ${row}.id END)`;

const TRIGGERS = `
  CREATE TRIGGER IF NOT EXISTS product_search_ai AFTER INSERT ON products BEGIN ${refresh(owner('new'))} END;
  CREATE TRIGGER IF NOT EXISTS product_search_au AFTER UPDATE ON products BEGIN
    DELETE FROM product_search WHERE rowid = old.id;${refresh(owner('old'))}${refresh(owner('new'))} END;
  CREATE TRIGGER IF NOT EXISTS product_search_ad AFTER DELETE ON products BEGIN
    DELETE FROM product_search WHERE rowid = old.id;${refresh(owner('old'))} END;
  CREATE TRIGGER IF NOT EXISTS product_search_cat_ai AFTER INSERT ON product_categories BEGIN ${refresh('new.product_id')} END;
  CREATE TRIGGER IF NOT EXISTS product_search_cat_ad AFTER DELETE ON product_categories BEGIN ${refresh('old.product_id')} END;
  CREATE TRIGGER IF NOT EXISTS product_search_tag_ai AFTER INSERT ON product_tags BEGIN ${refresh('new.product_id')} END;
  CREATE TRIGGER IF NOT EXISTS product_search_tag_ad AFTER DELETE ON product_tags BEGIN ${refresh('old.product_id')} END;
  CREATE TRIGGER IF NOT EXISTS product_search_category_au AFTER UPDATE OF name ON categories BEGIN
    DELETE FROM product_search WHERE rowid IN (SELECT product_id FROM product_categories WHERE category_id = new.id);
    INSERT INTO product_search (rowid, ${COLUMNS}) ${rowsSelect('p.id IN (SELECT product_id FROM product_categories WHERE category_id = new.id)')}; END;
`;

/** Creates the index and its triggers when missing, and rebuilds every row from the catalogue. */
export function ensureSearchIndex(db: Db): void {
  db.transaction(() => {
    db.exec(`CREATE VIRTUAL TABLE IF NOT EXISTS product_search USING fts5(${COLUMNS}, tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3')`);
    db.exec('DELETE FROM product_search');
    db.exec(`INSERT INTO product_search (rowid, ${COLUMNS}) ${rowsSelect('1')}`);
    db.exec(TRIGGERS);
  })();
}
