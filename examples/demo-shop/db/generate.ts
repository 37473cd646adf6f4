import type { Db } from './open.ts';
import { createPrng, type Prng } from './prng.ts';
import { ensureCategoryPath, ensureTag, insertProduct } from './catalogue-writer.ts';
import { slugify } from './slug.ts';
import { minorUnits } from '../domain/money.ts';
import { currencyOf } from '../domain/shop-settings.ts';

interface Family {
  category: string;
  items: readonly string[];
  suffixes: readonly string[];
  price: readonly [number, number];
  variable: boolean;
}

const FAMILIES: readonly Family[] = [
  { category: 'Clothing > Hoodies', items: ['Hoodie', 'Zip Hoodie', 'Pullover Hoodie'], suffixes: ['with Logo', 'with Pocket', 'with Zipper', ''], price: [35, 65], variable: true },
  { category: 'Clothing > Tshirts', items: ['T-Shirt', 'V-Neck Tee', 'Long Sleeve Tee', 'Polo'], suffixes: ['with Logo', 'with Stripe', ''], price: [15, 35], variable: true },
  { category: 'Clothing > Accessories', items: ['Beanie', 'Cap', 'Belt', 'Scarf', 'Sunglasses', 'Socks'], suffixes: ['with Logo', ''], price: [8, 90], variable: false },
  { category: 'Homeware > Mugs', items: ['Mug', 'Travel Mug', 'Espresso Cup'], suffixes: ['with Logo', 'Set of Two', ''], price: [8, 24], variable: false },
  { category: 'Homeware > Kitchen', items: ['Tea Towel', 'Apron', 'Chopping Board', 'Teapot'], suffixes: ['with Print', ''], price: [10, 45], variable: false },
  { category: 'Decor', items: ['Pennant', 'Poster', 'Cushion', 'Throw', 'Candle'], suffixes: ['with Logo', 'Large', ''], price: [9, 60], variable: false },
  { category: 'Outdoors', items: ['Water Bottle', 'Backpack', 'Tote Bag', 'Umbrella'], suffixes: ['with Logo', 'Recycled', ''], price: [12, 80], variable: false },
];
const ADJECTIVES = ['Classic', 'Organic Cotton', 'Everyday', 'Vintage', 'Heavyweight', 'Lightweight', 'Premium', 'Essential', 'Merino', 'Recycled', 'Heritage', 'Coastal'];
const TAGS = ['bestseller', 'gift', 'new', 'eco', 'limited', 'summer', 'winter'];
const COLOURS = ['Blue', 'Green', 'Red', 'Grey', 'Black', 'Yellow'];
const SIZES = ['Small', 'Medium', 'Large'];
const LOREM = 'Pellentesque habitant morbi tristique senectus et netus et malesuada fames ac turpis egestas. Vestibulum tortor quam, feugiat vitae, ultricies eget, tempor sit amet, ante.';

/** A price in hundredths of the currency's major unit (pence for a GBP shop). */
function price(prng: Prng, range: readonly [number, number]): number {
  return prng.int(range[0], range[1]) * 100 + prng.pick([0, 0, 50, 99]);
}

function productName(prng: Prng, family: Family): string {
  const suffix = prng.pick(family.suffixes);
  const adjective = prng.chance(0.6) ? `${prng.pick(ADJECTIVES)} ` : '';
  return `${adjective}${prng.pick(family.items)}${suffix ? ` ${suffix}` : ''}`;
}

/**
 * Adds `n` deterministic products (seeded PRNG): realistic names, categories, tags, SKUs,
 * prices, sale prices, stock, images and, for clothing, variable products with variations.
 */
export function generateProducts(db: Db, n: number, seed = 20240601): number[] {
  const prng = createPrng(seed);
  const ids: number[] = [];
  const currency = currencyOf(db);
  /** Hundredths of a major unit → the shop currency's minor units (the same in GBP and EUR; whole yen in JPY). */
  const minor = (hundredths: number): number => minorUnits(hundredths / 100, currency);
  db.transaction(() => {
    for (let i = 1; i <= n; i += 1) {
      const family = prng.pick(FAMILIES);
      const name = productName(prng, family);
      const sku = `gen-${String(i).padStart(5, '0')}`;
      const regular = price(prng, family.price);
      const onSale = prng.chance(0.25);
      const stockRoll = prng.next();
      const isVariable = family.variable && prng.chance(0.4);
      const image = `gen-${slugify(name)}-${i}`;
      const common = {
        name,
        // Unique from the start: generated names repeat, and probing name-2, name-3, … is quadratic.
        slug: `${slugify(name)}-${i}`,
        sku,
        featured: prng.chance(0.06),
        shortDescription: `A ${name.toLowerCase()} from our ${family.category.split('>').pop()!.trim().toLowerCase()} range.`,
        description: `${name}. ${LOREM}`,
        images: [image, `${image}-alt`],
        categoryIds: [ensureCategoryPath(db, family.category)],
        tagIds: TAGS.filter(() => prng.chance(0.15)).map((t) => ensureTag(db, t)),
        totalSales: prng.int(0, 500),
        averageRating: Math.round(prng.next() * 50) / 10,
      };
      if (!isVariable) {
        ids.push(insertProduct(db, {
          ...common,
          type: 'simple',
          regularPrice: minor(regular),
          salePrice: onSale ? minor(Math.round(regular * 0.8)) : null,
          stockStatus: stockRoll < 0.08 ? 'outofstock' : stockRoll < 0.1 ? 'onbackorder' : 'instock',
          stockQuantity: stockRoll > 0.7 ? prng.int(1, 40) : null,
        }));
        continue;
      }
      const colours = COLOURS.filter(() => prng.chance(0.5)).slice(0, 3);
      const usedColours = colours.length > 0 ? colours : ['Blue'];
      const parent = insertProduct(db, {
        ...common,
        type: 'variable',
        attributes: [
          { name: 'Color', options: usedColours, visible: true, global: true, variation: true },
          { name: 'Size', options: SIZES, visible: true, global: true, variation: true },
        ],
      });
      ids.push(parent);
      usedColours.forEach((colour) => {
        SIZES.forEach((size) => {
          insertProduct(db, {
            type: 'variation',
            parentId: parent,
            name: `${name} - ${colour}, ${size}`,
            slug: `${slugify(name)}-${i}-${slugify(colour)}-${slugify(size)}`,
            sku: `${sku}-${slugify(colour)}-${slugify(size)}`,
            regularPrice: minor(regular + (size === 'Large' ? 200 : 0)),
            salePrice: onSale ? minor(Math.round(regular * 0.8)) : null,
            stockStatus: prng.chance(0.1) ? 'outofstock' : 'instock',
            images: [`${image}-${slugify(colour)}`],
            variationAttributes: [{ name: 'Color', value: colour }, { name: 'Size', value: size }],
          });
        });
      });
    }
  })();
  return ids;
}
