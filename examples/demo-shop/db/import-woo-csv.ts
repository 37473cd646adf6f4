import { readFileSync } from 'node:fs';
import { basename, extname } from 'node:path';
import type { Db } from './open.ts';
import { parseCsvRecords } from './csv.ts';
import { ensureCategoryPath, ensureTag, insertProduct, type ProductType, type StockStatus } from './catalogue-writer.ts';
import { minorUnits, type ShopCurrency } from '../domain/money.ts';
import { currencyOf } from '../domain/shop-settings.ts';

export interface ImportSummary {
  imported: number;
  byType: Record<ProductType, number>;
}

type Row = Record<string, string>;
const BASE_TYPES: readonly ProductType[] = ['simple', 'variable', 'variation', 'grouped', 'external'];

/** Parses '12.50' (also '12,50'), a price in the shop's currency, into its minor units; empty → null. */
export function toMinor(value: string, row: number, column: string, currency: ShopCurrency): number | null {
  const v = value.trim();
  if (v === '') return null;
  const n = Number(v.replace(',', '.'));
  if (!Number.isFinite(n) || n < 0) throw new Error(`Row ${row}: "${column}" is not a price: "${value}"`);
  return minorUnits(n, currency);
}

function list(value: string | undefined): string[] {
  return (value ?? '').split(',').map((s) => s.trim()).filter(Boolean);
}

function flag(value: string | undefined): boolean {
  return (value ?? '').trim() === '1' || (value ?? '').trim().toLowerCase() === 'yes';
}

function imageFile(url: string): string {
  const file = basename(url.split('?')[0] ?? url);
  return file.slice(0, file.length - extname(file).length) || file;
}

function parseType(value: string, row: number): { type: ProductType; downloadable: boolean; virtual: boolean } {
  const parts = list(value.toLowerCase());
  const type = BASE_TYPES.find((t) => parts.includes(t));
  if (!type) throw new Error(`Row ${row}: unknown product type "${value}"`);
  return { type, downloadable: parts.includes('downloadable'), virtual: parts.includes('virtual') };
}

function stock(row: Row): { status: StockStatus; quantity: number | null } {
  const inStock = (row['In stock?'] ?? '1').trim().toLowerCase();
  const qty = (row['Stock'] ?? '').trim();
  const status: StockStatus = inStock === 'backorder' ? 'onbackorder' : inStock === '0' ? 'outofstock' : 'instock';
  return { status, quantity: qty === '' ? null : Number.parseInt(qty, 10) };
}

function attributeIndexes(row: Row): number[] {
  return Object.keys(row)
    .map((k) => /^Attribute (\d+) name$/.exec(k)?.[1])
    .filter((n): n is string => n !== undefined)
    .map(Number)
    .filter((n) => (row[`Attribute ${n} name`] ?? '').trim() !== '');
}

function status(value: string | undefined): 'publish' | 'private' | 'draft' {
  const v = (value ?? '1').trim();
  return v === '0' ? 'private' : v === '-1' ? 'draft' : 'publish';
}

/**
 * Imports a WooCommerce product CSV export (the core exporter's columns) completely:
 * simple, variable + variations, grouped, external, downloadable/virtual, categories with
 * hierarchy, tags, prices, stock, images, attributes and downloads. Runs in one transaction.
 */
export function importWooCsv(db: Db, file: string): ImportSummary {
  const rows = parseCsvRecords(readFileSync(file, 'utf8'));
  if (rows.length === 0) throw new Error(`${file}: no product rows`);
  for (const required of ['Type', 'Name']) {
    if (!(required in rows[0]!)) throw new Error(`${file}: missing column "${required}"`);
  }
  return db.transaction(() => importRows(db, rows))();
}

function importRows(db: Db, rows: Row[]): ImportSummary {
  const byCsvId = new Map<string, number>();
  const bySku = new Map<string, number>();
  const byType: Record<ProductType, number> = { simple: 0, variable: 0, variation: 0, grouped: 0, external: 0 };
  const currency = currencyOf(db);
  const resolve = (ref: string, line: number, what: string): number => {
    const r = ref.trim();
    const id = r.startsWith('id:') ? byCsvId.get(r.slice(3)) : bySku.get(r) ?? byCsvId.get(r);
    if (id === undefined) throw new Error(`Row ${line}: ${what} "${r}" not found`);
    return id;
  };
  const indexed = rows.map((row, i) => ({ row, line: i + 2, kind: parseType(row['Type'] ?? '', i + 2) }));
  const ordered = [...indexed.filter((r) => r.kind.type !== 'variation'), ...indexed.filter((r) => r.kind.type === 'variation')];
  for (const { row, line, kind } of ordered) {
    const name = (row['Name'] ?? '').trim();
    if (name === '') throw new Error(`Row ${line}: empty "Name"`);
    const isVariation = kind.type === 'variation';
    const parentId = isVariation ? resolve(row['Parent'] ?? '', line, 'parent') : null;
    const { status: stockStatus, quantity } = stock(row);
    const attrs = attributeIndexes(row);
    const csvId = (row['ID'] ?? '').trim();
    const id = insertProduct(db, {
      id: csvId === '' ? undefined : Number(csvId),
      type: kind.type,
      parentId,
      name,
      sku: (row['SKU'] ?? '').trim() || null,
      regularPrice: toMinor(row['Regular price'] ?? '', line, 'Regular price', currency),
      salePrice: toMinor(row['Sale price'] ?? '', line, 'Sale price', currency),
      stockStatus,
      stockQuantity: quantity,
      featured: flag(row['Is featured?']),
      status: status(row['Published']),
      shortDescription: row['Short description'] ?? '',
      description: row['Description'] ?? '',
      externalUrl: (row['External URL'] ?? '').trim() || null,
      buttonText: (row['Button text'] ?? '').trim() || null,
      downloadable: kind.downloadable,
      virtual: kind.virtual,
      menuOrder: Number.parseInt(row['Position'] ?? '0', 10) || 0,
      images: list(row['Images']).map(imageFile),
      categoryIds: isVariation ? [] : list(row['Categories']).map((path) => ensureCategoryPath(db, path)),
      tagIds: isVariation ? [] : list(row['Tags']).map((t) => ensureTag(db, t)),
      attributes: isVariation
        ? []
        : attrs.map((n) => ({
            name: row[`Attribute ${n} name`]!.trim(),
            options: list(row[`Attribute ${n} value(s)`]),
            visible: flag(row[`Attribute ${n} visible`] ?? '1'),
            global: flag(row[`Attribute ${n} global`]),
            variation: kind.type === 'variable',
          })),
      variationAttributes: isVariation
        ? attrs.map((n) => ({ name: row[`Attribute ${n} name`]!.trim(), value: (row[`Attribute ${n} value(s)`] ?? '').trim() }))
        : [],
      downloads: [1, 2, 3, 4, 5]
        .filter((n) => (row[`Download ${n} URL`] ?? '').trim() !== '')
        .map((n) => ({ name: (row[`Download ${n} name`] ?? '').trim() || `Download ${n}`, url: row[`Download ${n} URL`]!.trim() })),
    });
    if (csvId !== '') byCsvId.set(csvId, id);
    const sku = (row['SKU'] ?? '').trim();
    if (sku !== '') bySku.set(sku, id);
    byType[kind.type] += 1;
  }
  const link = db.prepare('INSERT OR IGNORE INTO grouped_children (parent_id, child_id, position) VALUES (?, ?, ?)');
  for (const { row, line, kind } of indexed) {
    if (kind.type !== 'grouped') continue;
    const parent = resolve((row['ID'] ?? '').trim() ? `id:${row['ID']!.trim()}` : row['SKU'] ?? '', line, 'grouped product');
    list(row['Grouped products']).forEach((ref, i) => link.run(parent, resolve(ref, line, 'grouped child'), i));
  }
  return { imported: ordered.length, byType };
}
