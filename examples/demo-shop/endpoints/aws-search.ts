/**
 * Advanced Woo Search's `aws_action` (POST keyword, aws_page, aws_tax, lang, pageurl, typedata=json),
 * on admin-ajax and on `?wc-ajax=aws_action`. AWS sends no nonce and checks none. The JSON answer
 * follows SPEC 3.1: data (top_text, notices, top_results), tax (product_cat, product_tag) and products.
 * Titles, names and SKUs are HTML, as AWS sends them (it highlights the matched words there; the demo's
 * names are text, so they go out escaped).
 */
import type { Db } from '../db/open.ts';
import { mainImage, productOnSale, productPermalink, type ProductRow } from '../domain/catalogue.ts';
import { imageUrl, PLACEHOLDER_IMAGE } from '../domain/images.ts';
import { searchProducts, searchTerms, type TermHit } from '../domain/product-search.ts';
import { searchVersion } from '../db/search-index.ts';
import { statement } from '../db/statements.ts';
import { productPriceHtml } from '../pages/partials/price.ts';
import { searchExcerptHtml, searchTextHtml } from '../pages/partials/search-excerpt.ts';
import { JsonText, type AjaxSpec, type EndpointRegistry } from './registry.ts';

/** AWS's defaults: 10 products, 10 words of excerpt, a few terms per taxonomy. */
export const AWS_LIMITS = { products: 10, terms: 5, excerptWords: 20 } as const;

export interface AwsProduct {
  link: string;
  title: string;
  image: string;
  featured: boolean;
  stock_status: { status: boolean; text: string };
  sku: string;
  excerpt: string;
  price: string;
  on_sale: boolean;
}

export interface AwsTerm {
  link: string;
  name: string;
  count: number;
  excerpt: string;
}

export interface AwsResponse {
  data: { top_text: string; notices: string[]; top_results: Record<string, { link: string; name: string; content: string }[]> };
  tax: { product_cat?: AwsTerm[]; product_tag?: AwsTerm[] };
  products: AwsProduct[];
}

/** Plain-text excerpt, HTML-escaped (AWS's excerpt field is HTML). */
function excerpt(text: string): string {
  return searchExcerptHtml(text, AWS_LIMITS.excerptWords).value;
}

function product(db: Db, origin: string, p: ProductRow): AwsProduct {
  const inStock = p.stock_status !== 'outofstock';
  return {
    link: `${origin}${productPermalink(p)}`,
    title: searchTextHtml(p.name).value,
    image: `${origin}${imageUrl(mainImage(db, p)?.file ?? PLACEHOLDER_IMAGE)}`,
    featured: p.featured === 1,
    stock_status: { status: inStock, text: inStock ? 'In stock' : 'Out of stock' },
    sku: searchTextHtml(p.sku ?? '').value,
    excerpt: excerpt(p.short_description),
    price: productPriceHtml(db, p).value,
    on_sale: productOnSale(db, p),
  };
}

function term(link: string, hit: TermHit): AwsTerm {
  return { link, name: searchTextHtml(hit.name).value, count: hit.count, excerpt: excerpt(hit.description) };
}

export function awsSearchResponse(db: Db, keyword: string, origin: string): AwsResponse {
  const found = searchProducts(db, keyword, AWS_LIMITS.products);
  const products = found.map((p) => product(db, origin, p));
  const exact = keyword.trim().toLowerCase();
  const best = found[0];
  // The 'Top results' group: the product whose title or SKU is exactly the term.
  const topResults: AwsResponse['data']['top_results'] =
    best && (best.name.toLowerCase() === exact || (best.sku ?? '').toLowerCase() === exact)
      ? { 'Top results': [{ link: `${origin}${productPermalink(best)}`, name: searchTextHtml(best.name).value, content: productPriceHtml(db, best).value }] }
      : {};
  const categories = searchTerms(db, 'product_cat', keyword, AWS_LIMITS.terms).map((hit) => term(`${origin}/shop/product-category/${hit.slug}/`, hit));
  // The demo has no tag archive: a tag leads to the full results page for it.
  const tags = searchTerms(db, 'product_tag', keyword, AWS_LIMITS.terms).map((hit) =>
    term(`${origin}/?${new URLSearchParams({ s: hit.name, post_type: 'product', type_aws: 'true' }).toString()}`, hit),
  );
  return {
    data: { top_text: '', notices: [], top_results: topResults },
    tax: { ...(categories.length ? { product_cat: categories } : {}), ...(tags.length ? { product_tag: tags } : {}) },
    products,
  };
}

/**
 * Anonymous traffic must not grow the database without bound: a term is searched (and cached) on its
 * first 100 characters, no product name or SKU being longer, and the answer cache keeps the most
 * recently stored answers only.
 */
export const AWS_SEARCH_BOUNDS = { keywordChars: 100, cachedAnswers: 1_000 } as const;

/** The term as searched: trimmed, whitespace runs as one space, at most `keywordChars` characters (whole code points). */
export function boundedKeyword(keyword: string): string {
  return [...keyword.trim().replace(/\s+/g, ' ')].slice(0, AWS_SEARCH_BOUNDS.keywordChars).join('').trim();
}

/**
 * The answer for `keyword` as JSON text, from the answer cache when the catalogue has not changed
 * since it was stored (AWS's 'Cache results' option keeps answers in the database too), else
 * computed and stored, the oldest stored answers going once the cache is full. Cached answers go out
 * as stored, without being parsed again.
 */
export function cachedAwsSearchJson(db: Db, keyword: string, origin: string): string {
  const term = boundedKeyword(keyword);
  const key = `${origin} ${term.toLowerCase()}`;
  const version = searchVersion(db);
  const hit = statement(db, 'SELECT answer FROM product_search_cache WHERE keyword = ? AND version = ?').get(key, version) as { answer: string } | undefined;
  if (hit) return hit.answer;
  const answer = JSON.stringify(awsSearchResponse(db, term, origin));
  // A replaced row takes a new rowid, past every other: the rows below the newest `cachedAnswers` are the oldest.
  const stored = statement(db, 'INSERT OR REPLACE INTO product_search_cache (keyword, version, answer) VALUES (?, ?, ?)').run(key, version, answer);
  statement(db, 'DELETE FROM product_search_cache WHERE rowid <= ?').run(Number(stored.lastInsertRowid) - AWS_SEARCH_BOUNDS.cachedAnswers);
  return answer;
}

export function registerAwsSearch(r: EndpointRegistry): void {
  const spec: AjaxSpec = { handler: (ctx, data) => new JsonText(cachedAwsSearchJson(ctx.shop.db, data.keyword ?? '', ctx.shop.origin())) };
  r.registerAjaxAction('aws_action', spec);
  r.registerWcAjax('aws_action', spec);
}
