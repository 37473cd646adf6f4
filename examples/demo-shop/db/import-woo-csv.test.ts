// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { SAMPLE_CSV } from '../app.ts';
import { openDb } from './open.ts';
import { importWooCsv } from './import-woo-csv.ts';
import { parseCsv } from './csv.ts';
import { generateProducts } from './generate.ts';
import { getGroupedChildren, getProductBySlug, getVariationAttributes, getVariations } from '../domain/catalogue.ts';

describe('parseCsv', () => {
  it('handles quoted commas, newlines and doubled quotes', () => {
    expect(parseCsv('a,"b, c","line\nbreak","say ""hi"""\r\n1,2,3,4\n')).toEqual([['a', 'b, c', 'line\nbreak', 'say "hi"'], ['1', '2', '3', '4']]);
  });
  it('rejects an unterminated quote', () => {
    expect(() => parseCsv('a,"b')).toThrow(/unterminated/);
  });
});

describe('importWooCsv (sample export)', () => {
  const db = openDb(':memory:');
  const summary = importWooCsv(db, SAMPLE_CSV);

  it('imports every row, counted by type', () => {
    expect(summary.byType).toEqual({ simple: 14, variable: 2, variation: 7, grouped: 1, external: 1 });
  });
  it('imports Hoodie as variable with SKU-priced variations', () => {
    const hoodie = getProductBySlug(db, 'hoodie')!;
    expect(hoodie.type).toBe('variable');
    const variations = getVariations(db, hoodie.id);
    expect(variations.map((v) => v.sku).sort()).toEqual(['woo-hoodie-blue', 'woo-hoodie-blue-logo', 'woo-hoodie-green', 'woo-hoodie-red']);
    const red = variations.find((v) => v.sku === 'woo-hoodie-red')!;
    expect([red.regular_price, red.sale_price]).toEqual([4500, 4200]);
    expect(getVariationAttributes(db, red.id)).toEqual(expect.arrayContaining([expect.objectContaining({ name: 'Color', value: 'Red' })]));
  });
  it('links grouped children, external URL and downloadable flags', () => {
    const group = getProductBySlug(db, 'logo-collection')!;
    expect(group.type).toBe('grouped');
    expect(getGroupedChildren(db, group.id).map((c) => c.sku)).toEqual(['woo-hoodie-with-logo', 'woo-tshirt', 'woo-beanie']);
    const pennant = getProductBySlug(db, 'wordpress-pennant')!;
    expect([pennant.type, pennant.external_url, pennant.button_text]).toEqual(['external', 'https://mercantile.wordpress.org/product/wordpress-pennant/', 'Buy on the WordPress swag store!']);
    const album = getProductBySlug(db, 'album')!;
    expect([album.downloadable, album.virtual]).toEqual([1, 1]);
  });
  it('nests categories like Clothing > Hoodies', () => {
    const row = db.prepare('SELECT c.name AS child, p.name AS parent FROM categories c JOIN categories p ON p.id = c.parent_id WHERE c.slug = ?').get('hoodies');
    expect(row).toEqual({ child: 'Hoodies', parent: 'Clothing' });
  });
});

describe('generateProducts', () => {
  const names = (): string[] => {
    const db = openDb(':memory:');
    generateProducts(db, 40);
    return (db.prepare("SELECT name || '|' || COALESCE(regular_price, '') AS n FROM products ORDER BY id").all() as { n: string }[]).map((r) => r.n);
  };
  it('is deterministic and adds exactly n listed products', () => {
    expect(names()).toEqual(names());
    const db = openDb(':memory:');
    generateProducts(db, 25);
    expect((db.prepare("SELECT COUNT(*) AS n FROM products WHERE type != 'variation'").get() as { n: number }).n).toBe(25);
  });
});
