import type { Db } from './open.ts';
import { slugify, uniqueSlug } from './slug.ts';

export type ProductType = 'simple' | 'variable' | 'variation' | 'grouped' | 'external';
export type StockStatus = 'instock' | 'outofstock' | 'onbackorder';

export interface ProductInput {
  id?: number;
  type: ProductType;
  parentId?: number | null;
  name: string;
  slug?: string;
  sku?: string | null;
  regularPrice?: number | null;
  salePrice?: number | null;
  stockStatus?: StockStatus;
  stockQuantity?: number | null;
  featured?: boolean;
  status?: 'publish' | 'private' | 'draft';
  shortDescription?: string;
  description?: string;
  externalUrl?: string | null;
  buttonText?: string | null;
  downloadable?: boolean;
  virtual?: boolean;
  menuOrder?: number;
  totalSales?: number;
  averageRating?: number;
  images?: string[];
  categoryIds?: number[];
  tagIds?: number[];
  attributes?: { name: string; options: string[]; visible: boolean; global: boolean; variation: boolean }[];
  variationAttributes?: { name: string; value: string }[];
  downloads?: { name: string; url: string }[];
}

function isTaken(db: Db, table: 'products' | 'categories' | 'tags', slug: string): boolean {
  return db.prepare(`SELECT 1 FROM ${table} WHERE slug = ?`).get(slug) !== undefined;
}

function isIdFree(db: Db, id: number): boolean {
  return db.prepare('SELECT 1 FROM products WHERE id = ?').get(id) === undefined;
}

/** Inserts one product with its images, terms, attributes and downloads; returns its id. */
export function insertProduct(db: Db, p: ProductInput): number {
  const slug = uniqueSlug(p.slug ?? slugify(p.name), (s) => isTaken(db, 'products', s));
  const next = (db.prepare('SELECT COALESCE(MAX(created_order), 0) + 1 AS n FROM products').get() as { n: number }).n;
  const id = p.id !== undefined && isIdFree(db, p.id) ? p.id : null;
  const result = db
    .prepare(
      `INSERT INTO products (id, type, parent_id, slug, name, sku, regular_price, sale_price, stock_status, stock_quantity,
        featured, status, short_description, description, external_url, button_text, downloadable, virtual, menu_order,
        total_sales, average_rating, created_order)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      id, p.type, p.parentId ?? null, slug, p.name, p.sku || null, p.regularPrice ?? null, p.salePrice ?? null,
      p.stockStatus ?? 'instock', p.stockQuantity ?? null, p.featured ? 1 : 0, p.status ?? 'publish',
      p.shortDescription ?? '', p.description ?? '', p.externalUrl ?? null, p.buttonText ?? null,
      p.downloadable ? 1 : 0, p.virtual ? 1 : 0, p.menuOrder ?? 0, p.totalSales ?? 0, p.averageRating ?? 0, next,
    );
  const productId = Number(result.lastInsertRowid);
  const image = db.prepare('INSERT INTO product_images (product_id, position, file, alt) VALUES (?, ?, ?, ?)');
  (p.images ?? []).forEach((file, i) => image.run(productId, i, file, p.name));
  const cat = db.prepare('INSERT OR IGNORE INTO product_categories (product_id, category_id) VALUES (?, ?)');
  (p.categoryIds ?? []).forEach((c) => cat.run(productId, c));
  const tag = db.prepare('INSERT OR IGNORE INTO product_tags (product_id, tag_id) VALUES (?, ?)');
  (p.tagIds ?? []).forEach((t) => tag.run(productId, t));
  const attr = db.prepare(
    `INSERT INTO product_attributes (product_id, position, name, slug, options, visible, is_global, used_for_variations)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  (p.attributes ?? []).forEach((a, i) =>
    attr.run(productId, i, a.name, attributeSlug(a.name, a.global), JSON.stringify(a.options), a.visible ? 1 : 0, a.global ? 1 : 0, a.variation ? 1 : 0),
  );
  const va = db.prepare('INSERT INTO variation_attributes (variation_id, slug, name, value) VALUES (?, ?, ?, ?)');
  (p.variationAttributes ?? []).forEach((a) => va.run(productId, attributeSlug(a.name, true), a.name, a.value));
  const dl = db.prepare('INSERT INTO product_downloads (product_id, position, name, url) VALUES (?, ?, ?, ?)');
  (p.downloads ?? []).forEach((d, i) => dl.run(productId, i, d.name, d.url));
  return productId;
}

/** WooCommerce names global attributes `pa_{slug}`; local ones use the plain slug. */
export function attributeSlug(name: string, global: boolean): string {
  return global ? `pa_${slugify(name)}` : slugify(name);
}

/** Ensures every level of a path like 'Clothing > Hoodies' exists; returns the leaf id. */
export function ensureCategoryPath(db: Db, path: string): number {
  const names = path.split('>').map((s) => s.trim()).filter(Boolean);
  let parent: number | null = null;
  for (const name of names) {
    const found = db
      .prepare('SELECT id FROM categories WHERE name = ? AND parent_id IS ?')
      .get(name, parent) as { id: number } | undefined;
    if (found) { parent = found.id; continue; }
    const slug = uniqueSlug(slugify(name), (s) => isTaken(db, 'categories', s));
    parent = Number(
      db.prepare('INSERT INTO categories (parent_id, name, slug, description, image) VALUES (?, ?, ?, ?, ?)')
        .run(parent, name, slug, `Browse our ${name.toLowerCase()}.`, `category-${slug}`).lastInsertRowid,
    );
  }
  if (parent === null) throw new Error(`Empty category path "${path}"`);
  return parent;
}

export function ensureTag(db: Db, name: string): number {
  const found = db.prepare('SELECT id FROM tags WHERE name = ?').get(name) as { id: number } | undefined;
  if (found) return found.id;
  const slug = uniqueSlug(slugify(name), (s) => isTaken(db, 'tags', s));
  return Number(db.prepare('INSERT INTO tags (name, slug) VALUES (?, ?)').run(name, slug).lastInsertRowid);
}
