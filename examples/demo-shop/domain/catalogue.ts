import type { Db } from '../db/open.ts';
import { searchSql } from './product-search.ts';

export interface ProductRow {
  id: number;
  type: 'simple' | 'variable' | 'variation' | 'grouped' | 'external';
  parent_id: number | null;
  slug: string;
  name: string;
  sku: string | null;
  regular_price: number | null;
  sale_price: number | null;
  stock_status: 'instock' | 'outofstock' | 'onbackorder';
  stock_quantity: number | null;
  featured: number;
  status: string;
  short_description: string;
  description: string;
  external_url: string | null;
  button_text: string | null;
  downloadable: number;
  virtual: number;
  menu_order: number;
  total_sales: number;
  average_rating: number;
  created_order: number;
}

export interface Category { id: number; parent_id: number | null; name: string; slug: string; description: string; image: string | null; count: number }
export interface Term { id: number; name: string; slug: string }
export interface Attribute { name: string; slug: string; options: string[]; visible: boolean; variation: boolean }
export interface VariationAttribute { slug: string; name: string; value: string }
export interface Image { file: string; alt: string }

export type OrderBy = 'menu_order' | 'popularity' | 'rating' | 'date' | 'price' | 'price-desc';
export const ORDER_BY_OPTIONS: readonly OrderBy[] = ['menu_order', 'popularity', 'rating', 'date', 'price', 'price-desc'];

export interface ProductQuery {
  categorySlug?: string;
  search?: string;
  orderBy?: OrderBy;
  page?: number;
  perPage?: number;
  featured?: boolean;
  ids?: number[];
  attributeFilters?: Record<string, string[]>;
}

/** The price a shopper pays: sale price when set, else regular. */
export function activePrice(p: Pick<ProductRow, 'regular_price' | 'sale_price'>): number | null {
  return p.sale_price ?? p.regular_price;
}

export function isOnSale(p: Pick<ProductRow, 'regular_price' | 'sale_price'>): boolean {
  return p.sale_price !== null && p.regular_price !== null && p.sale_price < p.regular_price;
}

export function productPermalink(p: Pick<ProductRow, 'slug'>): string {
  return `/shop/product/${p.slug}/`;
}

export function getProduct(db: Db, id: number): ProductRow | undefined {
  return db.prepare('SELECT * FROM products WHERE id = ?').get(id) as ProductRow | undefined;
}

export function getProductBySlug(db: Db, slug: string): ProductRow | undefined {
  return db.prepare("SELECT * FROM products WHERE slug = ? AND type != 'variation' AND status = 'publish'").get(slug) as ProductRow | undefined;
}

export function getImages(db: Db, productId: number): Image[] {
  return db.prepare('SELECT file, alt FROM product_images WHERE product_id = ? ORDER BY position').all(productId) as Image[];
}

/** A variation without its own image shows its parent's. */
export function mainImage(db: Db, p: ProductRow): Image | undefined {
  return getImages(db, p.id)[0] ?? (p.parent_id !== null ? getImages(db, p.parent_id)[0] : undefined);
}

export function getProductCategories(db: Db, productId: number): Term[] {
  return db.prepare(
    'SELECT c.id, c.name, c.slug FROM categories c JOIN product_categories pc ON pc.category_id = c.id WHERE pc.product_id = ? ORDER BY c.name',
  ).all(productId) as Term[];
}

export function getProductTags(db: Db, productId: number): Term[] {
  return db.prepare(
    'SELECT t.id, t.name, t.slug FROM tags t JOIN product_tags pt ON pt.tag_id = t.id WHERE pt.product_id = ? ORDER BY t.name',
  ).all(productId) as Term[];
}

export function getAttributes(db: Db, productId: number): Attribute[] {
  const rows = db.prepare('SELECT name, slug, options, visible, used_for_variations FROM product_attributes WHERE product_id = ? ORDER BY position').all(productId) as
    { name: string; slug: string; options: string; visible: number; used_for_variations: number }[];
  return rows.map((r) => ({ name: r.name, slug: r.slug, options: JSON.parse(r.options) as string[], visible: r.visible === 1, variation: r.used_for_variations === 1 }));
}

export function getVariations(db: Db, parentId: number): ProductRow[] {
  return db.prepare("SELECT * FROM products WHERE parent_id = ? AND type = 'variation' ORDER BY menu_order, id").all(parentId) as ProductRow[];
}

export function getVariationAttributes(db: Db, variationId: number): VariationAttribute[] {
  return db.prepare('SELECT slug, name, value FROM variation_attributes WHERE variation_id = ?').all(variationId) as VariationAttribute[];
}

export function getGroupedChildren(db: Db, parentId: number): ProductRow[] {
  return db.prepare('SELECT p.* FROM products p JOIN grouped_children g ON g.child_id = p.id WHERE g.parent_id = ? ORDER BY g.position').all(parentId) as ProductRow[];
}

/** Min and max active price over a product's purchasable children (variable and grouped). */
export function priceRange(db: Db, p: ProductRow): { min: number; max: number } | null {
  const children = p.type === 'variable' ? getVariations(db, p.id) : p.type === 'grouped' ? getGroupedChildren(db, p.id) : [];
  const prices = children.map(activePrice).filter((n): n is number => n !== null);
  return prices.length === 0 ? null : { min: Math.min(...prices), max: Math.max(...prices) };
}

/** What get_price_html() shows, as data (pages/partials/price.ts prints it): one price, a sale or a range. */
export type ProductPrice =
  | { kind: 'none' }
  | { kind: 'single'; amount: number }
  | { kind: 'sale'; regular: number; sale: number }
  | { kind: 'range'; min: number; max: number };

export function productPrice(db: Db, p: ProductRow): ProductPrice {
  if (p.type === 'variable' || p.type === 'grouped') {
    const range = priceRange(db, p);
    if (!range) return { kind: 'none' };
    return range.min === range.max ? { kind: 'single', amount: range.min } : { kind: 'range', ...range };
  }
  const price = activePrice(p);
  if (price === null) return { kind: 'none' };
  return isOnSale(p) ? { kind: 'sale', regular: p.regular_price!, sale: p.sale_price! } : { kind: 'single', amount: price };
}

export function productOnSale(db: Db, p: ProductRow): boolean {
  if (p.type === 'variable') return getVariations(db, p.id).some(isOnSale);
  return isOnSale(p);
}

const SORT_SQL: Record<OrderBy, string> = {
  menu_order: 'p.menu_order ASC, p.name ASC',
  popularity: 'p.total_sales DESC, p.id DESC',
  rating: 'p.average_rating DESC, p.id DESC',
  date: 'p.created_order DESC',
  price: 'sort_price ASC, p.id ASC',
  'price-desc': 'sort_price DESC, p.id DESC',
};

/** Listing query over published, visible (non-variation) products. */
export function queryProducts(db: Db, q: ProductQuery): { items: ProductRow[]; total: number } {
  const where: string[] = ["p.type != 'variation'", "p.status = 'publish'"];
  const params: (string | number)[] = [];
  if (q.categorySlug) {
    where.push(`p.id IN (SELECT pc.product_id FROM product_categories pc WHERE pc.category_id IN (
      WITH RECURSIVE tree(id) AS (SELECT id FROM categories WHERE slug = ? UNION SELECT c.id FROM categories c JOIN tree ON c.parent_id = tree.id)
      SELECT id FROM tree))`);
    params.push(q.categorySlug);
  }
  // Search results use the product search index (FTS5), exact title and SKU matches first.
  const search = q.search ? searchSql(q.search) : null;
  if (search) {
    where.push(search.where);
    params.push(...search.whereParams);
  }
  if (q.featured) where.push('p.featured = 1');
  if (q.ids && q.ids.length > 0) {
    where.push(`p.id IN (${q.ids.map(() => '?').join(',')})`);
    params.push(...q.ids);
  }
  for (const [slug, values] of Object.entries(q.attributeFilters ?? {})) {
    if (values.length === 0) continue;
    // An option equal to one of the values (any case, as WooCommerce's term slugs): compared as values, never as patterns.
    where.push(`(p.id IN (SELECT a.product_id FROM product_attributes a WHERE a.slug = ? AND EXISTS (SELECT 1 FROM json_each(a.options) o WHERE lower(o.value) IN (${values.map(() => 'lower(?)').join(', ')}))))`);
    params.push(slug, ...values);
  }
  const sortPrice = `COALESCE(p.sale_price, p.regular_price, (SELECT MIN(COALESCE(v.sale_price, v.regular_price)) FROM products v WHERE v.parent_id = p.id), 0)`;
  const whereSql = where.join(' AND ');
  const total = (db.prepare(`SELECT COUNT(*) AS n FROM products p WHERE ${whereSql}`).get(...params) as { n: number }).n;
  const perPage = q.perPage ?? 16;
  const page = Math.max(1, q.page ?? 1);
  const items = db.prepare(
    `SELECT p.*, ${sortPrice} AS sort_price FROM products p WHERE ${whereSql} ORDER BY ${search ? `${search.exactFirst}, ` : ''}${SORT_SQL[q.orderBy ?? 'menu_order']} LIMIT ? OFFSET ?`,
  ).all(...params, ...(search ? search.exactParams : []), perPage, (page - 1) * perPage) as ProductRow[];
  return { items, total };
}

export function getCategories(db: Db): Category[] {
  return db.prepare(
    `SELECT c.*, (SELECT COUNT(*) FROM product_categories pc JOIN products p ON p.id = pc.product_id
      WHERE pc.category_id = c.id AND p.status = 'publish') AS count FROM categories c ORDER BY c.parent_id IS NOT NULL, c.name`,
  ).all() as Category[];
}

export function getCategoryBySlug(db: Db, slug: string): Category | undefined {
  return getCategories(db).find((c) => c.slug === slug);
}

/** Attribute values in use by a product listing, for the layered-nav widget. */
export function attributeTerms(db: Db, slug: string): string[] {
  const rows = db.prepare('SELECT options FROM product_attributes WHERE slug = ?').all(slug) as { options: string }[];
  return [...new Set(rows.flatMap((r) => JSON.parse(r.options) as string[]))].sort();
}

export function relatedProducts(db: Db, p: ProductRow, limit = 4): ProductRow[] {
  return db.prepare(
    `SELECT DISTINCT p.* FROM products p JOIN product_categories pc ON pc.product_id = p.id
     WHERE pc.category_id IN (SELECT category_id FROM product_categories WHERE product_id = ?) AND p.id != ? AND p.status = 'publish'
     ORDER BY p.total_sales DESC, p.id LIMIT ?`,
  ).all(p.id, p.id, limit) as ProductRow[];
}

export function stockText(p: ProductRow): string {
  if (p.stock_status === 'outofstock') return 'Out of stock';
  if (p.stock_status === 'onbackorder') return 'Available on backorder';
  return p.stock_quantity !== null ? `${p.stock_quantity} in stock` : 'In stock';
}

export function isPurchasable(p: ProductRow): boolean {
  if (p.type === 'external' || p.type === 'grouped' || p.type === 'variable') return false;
  if (p.type !== 'variation' && p.status !== 'publish') return false;
  return p.stock_status !== 'outofstock' && activePrice(p) !== null;
}
