import { fromMinorUnits } from '@shop-islands/core/money';
import {
  attributeTerms, getAttributes, getCategories, getCategoryBySlug, getGroupedChildren, getImages, getProductBySlug, getProductCategories,
  getVariationAttributes, getVariations, activePrice, ORDER_BY_OPTIONS, queryProducts, relatedProducts, stockText, isOnSale,
  type OrderBy, type ProductQuery, type ProductRow,
} from '../domain/catalogue.ts';
import { imageUrl, PLACEHOLDER_IMAGE } from '../domain/images.ts';
import type { RequestContext } from '../shop-context.ts';
import { flagAttr, html, safeJson, type SafeHtml } from './html.ts';
import { priceHtml, productPriceHtml, salePriceHtml } from './partials/price.ts';
import { buyNowButton } from './partials/buy-now.ts';
import { productExpressCheckout } from './partials/express-checkout.ts';
import { productGrid } from './partials/product-card.ts';
import { page, type PageRegistry, type PageResult } from './registry.ts';
import { commonSettings } from './settings.ts';

const PER_PAGE = 16;
const ORDER_LABELS: Record<OrderBy, string> = {
  menu_order: 'Default sorting', popularity: 'Sort by popularity', rating: 'Sort by average rating', date: 'Sort by latest', price: 'Sort by price: low to high', 'price-desc': 'Sort by price: high to low',
};
const STOREFRONT_WIDGETS = ['storefront', 'live-search', 'tracking'];

function withQuery(base: string, query: Record<string, string>, changes: Record<string, string | null>): string {
  const params = new URLSearchParams(query);
  for (const [k, v] of Object.entries(changes)) { if (v === null) params.delete(k); else params.set(k, v); }
  const qs = params.toString();
  return qs ? `${base}?${qs}` : base;
}

function ordering(query: Record<string, string>, orderBy: OrderBy): SafeHtml {
  return html`<form class="woocommerce-ordering" method="get"><select name="orderby" class="orderby" aria-label="Shop order">${ORDER_BY_OPTIONS.map((o) => html`<option value="${o}"${flagAttr('selected', o === orderBy)}>${ORDER_LABELS[o]}</option>`)}</select><input type="hidden" name="paged" value="1">${Object.entries(query).filter(([k]) => !['orderby', 'paged'].includes(k)).map(([k, v]) => html`<input type="hidden" name="${k}" value="${v}">`)}</form>`;
}

function resultCount(total: number, pageNo: number): SafeHtml {
  if (total === 0) return html``;
  const first = (pageNo - 1) * PER_PAGE + 1;
  const last = Math.min(total, pageNo * PER_PAGE);
  const text = total === 1 ? 'Showing the single result' : total <= PER_PAGE ? `Showing all ${total} results` : `Showing ${first}–${last} of ${total} results`;
  return html`<p class="woocommerce-result-count" role="alert" aria-relevant="all">${text}</p>`;
}

function pagination(base: string, query: Record<string, string>, total: number, current: number): SafeHtml {
  const pages = Math.ceil(total / PER_PAGE);
  if (pages <= 1) return html``;
  const link = (n: number): string => withQuery(n === 1 ? base : `${base}page/${n}/`, query, { paged: null });
  return html`<nav class="woocommerce-pagination" aria-label="Product Pagination"><ul class="page-numbers">
${current > 1 ? html`<li><a class="prev page-numbers" href="${link(current - 1)}">&larr;<span class="screen-reader-text"> Previous</span></a></li>` : ''}
${Array.from({ length: pages }, (_, i) => i + 1).filter((n) => n === 1 || n === pages || Math.abs(n - current) <= 2).map((n) =>
    n === current ? html`<li><span aria-label="Page ${n}" aria-current="page" class="page-numbers current">${n}</span></li>` : html`<li><a aria-label="Page ${n}" class="page-numbers" href="${link(n)}">${n}</a></li>`)}
${current < pages ? html`<li><a class="next page-numbers" href="${link(current + 1)}">&rarr;<span class="screen-reader-text"> Next</span></a></li>` : ''}
</ul></nav>`;
}

function colourFilter(ctx: RequestContext, base: string, query: Record<string, string>): SafeHtml {
  const chosen = (query.filter_color ?? '').split(',').filter(Boolean);
  const terms = attributeTerms(ctx.shop.db, 'pa_color');
  const link = (term: string): string => {
    const slug = term.toLowerCase();
    const next = chosen.includes(slug) ? chosen.filter((c) => c !== slug) : [...chosen, slug];
    // WooCommerce core builds these from its own query vars, so AWS's type_aws is not kept (the storefront widget re-adds it).
    return withQuery(base, query, { filter_color: next.length ? next.join(',') : null, paged: null, type_aws: null });
  };
  return html`<aside class="widget woocommerce widget_layered_nav woocommerce-widget-layered-nav"><h2 class="widget-title">Filter by colour</h2><ul class="woocommerce-widget-layered-nav-list">
${terms.map((t) => html`<li class="woocommerce-widget-layered-nav-list__item wc-layered-nav-term${chosen.includes(t.toLowerCase()) ? ' woocommerce-widget-layered-nav-list__item--chosen chosen' : ''}"><a rel="nofollow" href="${link(t)}">${t}</a></li>`)}
</ul></aside>`;
}

/** The product archive: shop, category, or search results. */
function archive(ctx: RequestContext, opts: { title: string; base: string; query: Record<string, string>; q: ProductQuery; bodyClass: string; description?: string; pageNo: number; listName: string }): PageResult {
  const orderBy: OrderBy = ORDER_BY_OPTIONS.includes(opts.query.orderby as OrderBy) ? (opts.query.orderby as OrderBy) : 'menu_order';
  const colours = (opts.query.filter_color ?? '').split(',').filter(Boolean).map((c) => c.charAt(0).toUpperCase() + c.slice(1));
  const { items, total } = queryProducts(ctx.shop.db, { ...opts.q, orderBy, page: opts.pageNo, perPage: PER_PAGE, attributeFilters: colours.length ? { pa_color: colours } : undefined });
  const content = html`<header class="woocommerce-products-header"><h1 class="woocommerce-products-header__title page-title">${opts.title}</h1>${opts.description ? html`<div class="term-description"><p>${opts.description}</p></div>` : ''}</header>
<div class="shop-layout"><div class="shop-main">
${items.length === 0 ? html`<div class="woocommerce-no-products-found"><div class="woocommerce-info" role="status">No products were found matching your selection.</div></div>` : html`
<div class="storefront-sorting">${resultCount(total, opts.pageNo)}${ordering(opts.query, orderBy)}</div>
${productGrid(ctx.shop.db, items)}
<div class="storefront-sorting">${pagination(opts.base, opts.query, total, opts.pageNo)}</div>`}
</div><div id="secondary" class="widget-area" role="complementary" aria-label="Shop filters">${colourFilter(ctx, opts.base, opts.query)}
<aside class="widget woocommerce widget_product_categories"><h2 class="widget-title">Product categories</h2><ul class="product-categories">${getCategories(ctx.shop.db).map((c) => html`<li class="cat-item cat-item-${c.id}"><a href="/shop/product-category/${c.slug}/">${c.name}</a> <span class="count">(${c.count})</span></li>`)}</ul></aside></div></div>`;
  return page({
    title: opts.title, bodyClass: opts.bodyClass, content, widgets: STOREFRONT_WIDGETS, hostScripts: ['jquery', 'wp-i18n'], settings: commonSettings(),
    tracking: { list: { products: items, name: opts.listName }, search: opts.q.search !== undefined },
  });
}

function variationsJson(ctx: RequestContext, p: ProductRow): unknown[] {
  return getVariations(ctx.shop.db, p.id).map((v) => {
    const img = getImages(ctx.shop.db, v.id)[0] ?? getImages(ctx.shop.db, p.id)[0];
    const price = activePrice(v) ?? 0;
    return {
      attributes: Object.fromEntries(getVariationAttributes(ctx.shop.db, v.id).map((a) => [`attribute_${a.slug}`, a.value.toLowerCase()])),
      availability_html: `<p class="stock ${v.stock_status === 'outofstock' ? 'out-of-stock' : 'in-stock'}">${stockText(v)}</p>`,
      display_price: fromMinorUnits(price, ctx.shop.currency.minorUnit), display_regular_price: fromMinorUnits(v.regular_price ?? price, ctx.shop.currency.minorUnit),
      image: img ? { src: imageUrl(img.file), alt: img.alt, width: 600, height: 600 } : null,
      is_in_stock: v.stock_status !== 'outofstock', is_purchasable: price > 0, max_qty: v.stock_quantity ?? '', min_qty: 1,
      price_html: html`<span class="price">${isOnSale(v) ? salePriceHtml(v.regular_price!, v.sale_price!, ctx.shop.currency) : priceHtml(price, ctx.shop.currency)}</span>`.value,
      sku: v.sku ?? '', variation_id: v.id, variation_is_active: true, variation_is_visible: true,
    };
  });
}

function addToCartForm(ctx: RequestContext, p: ProductRow): SafeHtml {
  const qty = (id: string): SafeHtml => html`<div class="quantity"><label class="screen-reader-text" for="${id}">${p.name} quantity</label><input type="number" id="${id}" class="input-text qty text" name="quantity" value="1" aria-label="Product quantity" min="1" ${p.stock_quantity !== null ? html`max="${p.stock_quantity}"` : ''} step="1" inputmode="numeric" autocomplete="off"></div>`;
  if (p.type === 'external') return html`<form class="cart" action="${p.external_url ?? '#'}" method="get"><button type="submit" class="single_add_to_cart_button button alt">${p.button_text ?? 'Buy product'}</button></form>`;
  if (p.type === 'grouped') {
    const children = getGroupedChildren(ctx.shop.db, p.id);
    return html`<form class="cart grouped_form" action="/shop/cart/" method="post"><table cellspacing="0" class="woocommerce-grouped-product-list group_table"><tbody>${children.map((c) => html`<tr id="product-${c.id}" class="woocommerce-grouped-product-list-item"><td class="woocommerce-grouped-product-list-item__quantity"><div class="quantity"><label class="screen-reader-text" for="quantity_${c.id}">${c.name} quantity</label><input type="number" id="quantity_${c.id}" class="input-text qty text" name="quantity[${c.id}]" value="" min="0" step="1"></div></td><td class="woocommerce-grouped-product-list-item__label"><label for="quantity_${c.id}"><a href="/shop/product/${c.slug}/">${c.name}</a></label></td><td class="woocommerce-grouped-product-list-item__price">${productPriceHtml(ctx.shop.db, c)}</td></tr>`)}</tbody></table><input type="hidden" name="add-to-cart" value="${p.id}"><button type="submit" class="single_add_to_cart_button button alt">Add to basket</button></form>`;
  }
  if (p.type === 'variable') {
    const attrs = getAttributes(ctx.shop.db, p.id).filter((a) => a.variation);
    return html`<form class="variations_form cart" action="/shop/product/${p.slug}/" method="post" enctype="multipart/form-data" data-product_id="${p.id}" data-product_variations="${safeJson(variationsJson(ctx, p))}">
<table class="variations" cellspacing="0" role="presentation"><tbody>${attrs.map((a) => html`<tr><th class="label"><label for="${a.slug}">${a.name}</label></th><td class="value"><select id="${a.slug}" name="attribute_${a.slug}" data-attribute_name="attribute_${a.slug}" data-show_option_none="yes"><option value="">Choose an option</option>${a.options.map((o) => html`<option value="${o.toLowerCase()}" class="attached enabled">${o}</option>`)}</select></td></tr>`)}</tbody></table>
<div class="reset_variations_alert screen-reader-text" role="alert" aria-live="polite" aria-relevant="all"></div>
<div class="single_variation_wrap"><div class="woocommerce-variation single_variation" role="alert" aria-relevant="additions"></div><div class="woocommerce-variation-add-to-cart variations_button">${qty(`quantity_${p.id}`)}<button type="submit" class="single_add_to_cart_button button alt disabled wc-variation-selection-needed">Add to basket</button><input type="hidden" name="add-to-cart" value="${p.id}"><input type="hidden" name="product_id" value="${p.id}"><input type="hidden" name="variation_id" class="variation_id" value="0"></div></div>
</form>`;
  }
  if (p.stock_status === 'outofstock') return html`<p class="stock out-of-stock">Out of stock</p>`;
  return html`<p class="stock in-stock">${stockText(p)}</p><form class="cart" action="/shop/product/${p.slug}/" method="post" enctype="multipart/form-data">${qty(`quantity_${p.id}`)}<button type="submit" name="add-to-cart" value="${p.id}" class="single_add_to_cart_button button alt">Add to basket</button></form>`;
}

function productPage(ctx: RequestContext, slug: string, notice?: SafeHtml): PageResult {
  const p = getProductBySlug(ctx.shop.db, slug);
  if (!p) return notFound();
  const images = getImages(ctx.shop.db, p.id);
  const main = images[0]?.file ?? PLACEHOLDER_IMAGE;
  const buyNow = buyNowButton(ctx.shop.db, p);
  const express = productExpressCheckout(ctx, p);
  const cats = getProductCategories(ctx.shop.db, p.id);
  const attrs = getAttributes(ctx.shop.db, p.id).filter((a) => a.visible);
  const related = relatedProducts(ctx.shop.db, p);
  const content = html`${notice ?? ''}<nav class="woocommerce-breadcrumb" aria-label="Breadcrumb"><a href="/">Home</a>&nbsp;/&nbsp;<a href="/shop/">Shop</a>&nbsp;/&nbsp;${p.name}</nav>
<div class="woocommerce-notices-wrapper"></div>
<div id="product-${p.id}" class="product type-product post-${p.id} status-publish ${p.stock_status} product-type-${p.type}${isOnSale(p) ? ' sale' : ''}">
<div class="woocommerce-product-gallery woocommerce-product-gallery--with-images woocommerce-product-gallery--columns-4 images" data-columns="4">
<div class="woocommerce-product-gallery__wrapper">${(images.length ? images : [{ file: main, alt: p.name }]).map((img, i) => html`<div data-thumb="${imageUrl(img.file)}" data-thumb-alt="${img.alt}" class="woocommerce-product-gallery__image"><a href="${imageUrl(img.file)}"><img width="600" height="600" src="${imageUrl(img.file)}" class="${i === 0 ? 'wp-post-image' : ''}" alt="${img.alt || p.name}" ${i === 0 ? html`fetchpriority="high"` : html`loading="lazy"`}></a></div>`)}</div></div>
<div class="summary entry-summary"><h1 class="product_title entry-title">${p.name}</h1>
<p class="price">${productPriceHtml(ctx.shop.db, p)}</p>
<div class="woocommerce-product-details__short-description"><p>${p.short_description}</p></div>
${addToCartForm(ctx, p)}
${express?.content ?? ''}
${buyNow?.content ?? ''}
<div class="product_meta">${p.sku ? html`<span class="sku_wrapper">SKU: <span class="sku">${p.sku}</span></span>` : ''}${cats.length ? html` <span class="posted_in">Category: ${cats.map((c, i) => html`${i ? ', ' : ''}<a href="/shop/product-category/${c.slug}/" rel="tag">${c.name}</a>`)}</span>` : ''}</div>
</div>
<div class="woocommerce-tabs wc-tabs-wrapper"><ul class="tabs wc-tabs" role="tablist">
<li class="description_tab active" id="tab-title-description" role="presentation"><a href="#tab-description" role="tab" aria-controls="tab-description">Description</a></li>
${attrs.length ? html`<li class="additional_information_tab" id="tab-title-additional_information" role="presentation"><a href="#tab-additional_information" role="tab" aria-controls="tab-additional_information">Additional information</a></li>` : ''}
</ul>
<div class="woocommerce-Tabs-panel woocommerce-Tabs-panel--description panel entry-content wc-tab" id="tab-description" role="tabpanel" aria-labelledby="tab-title-description"><h2>Description</h2><p>${p.description}</p></div>
${attrs.length ? html`<div class="woocommerce-Tabs-panel woocommerce-Tabs-panel--additional_information panel entry-content wc-tab" id="tab-additional_information" role="tabpanel" aria-labelledby="tab-title-additional_information" style="display:none"><h2>Additional information</h2><table class="woocommerce-product-attributes shop_attributes"><tbody>${attrs.map((a) => html`<tr class="woocommerce-product-attributes-item"><th class="woocommerce-product-attributes-item__label" scope="row">${a.name}</th><td class="woocommerce-product-attributes-item__value"><p>${a.options.join(', ')}</p></td></tr>`)}</tbody></table></div>` : ''}
</div>
<section class="related products"><h2>Related products</h2>${productGrid(ctx.shop.db, related)}</section>
</div>`;
  return page({ title: p.name, bodyClass: `product-template-default single single-product postid-${p.id} woocommerce woocommerce-page`, content, widgets: [...STOREFRONT_WIDGETS, 'buy-now', ...(express ? ['express-checkout'] : [])], hostScripts: ['jquery', 'slick', 'wp-i18n', ...(express ? ['stripe' as const] : [])], settings: { ...commonSettings(), ...buyNow?.settings, ...express?.settings },
    tracking: { product: p, list: { products: related, name: 'Product List' } } });
}

export function notFound(): PageResult {
  return page({ status: 404, title: 'Page not found', bodyClass: 'error404', content: html`<section class="error-404 not-found"><h1 class="page-title">Oops! That page can&rsquo;t be found.</h1><p>Nothing was found at this location. Try searching, or browse the <a href="/shop/">shop</a>.</p></section>`, widgets: STOREFRONT_WIDGETS, hostScripts: ['jquery', 'wp-i18n'], settings: commonSettings() });
}

export function searchResults(ctx: RequestContext, query: Record<string, string>): PageResult {
  const term = (query.s ?? '').trim();
  return archive(ctx, { title: `Search results: “${term}”`, base: '/', query, q: { search: term }, bodyClass: 'search search-results post-type-archive-product woocommerce woocommerce-page', pageNo: Number(query.paged ?? 1) || 1, listName: 'Search Results' });
}

export function registerCataloguePages(r: PageRegistry): void {
  const shop = (ctx: RequestContext, query: Record<string, string>, pageNo: number): PageResult =>
    query.s !== undefined ? searchResults(ctx, query) : archive(ctx, { title: 'Shop', base: '/shop/', query, q: {}, bodyClass: 'archive post-type-archive post-type-archive-product woocommerce-shop woocommerce woocommerce-page', pageNo, listName: 'Shop' });
  r.registerPage('GET', '/shop/', (ctx, { query }) => shop(ctx, query, Number(query.paged ?? 1) || 1));
  r.registerPage('GET', '/shop/page/:n/', (ctx, { query, params }) => shop(ctx, query, Number(params.n) || 1));
  const category = (ctx: RequestContext, slug: string, query: Record<string, string>, pageNo: number): PageResult => {
    const cat = getCategoryBySlug(ctx.shop.db, slug);
    if (!cat) return notFound();
    return archive(ctx, { title: cat.name, description: cat.description, base: `/shop/product-category/${slug}/`, query, q: { categorySlug: slug }, bodyClass: `archive tax-product_cat term-${slug} woocommerce woocommerce-page`, pageNo, listName: `Category: ${cat.name}` });
  };
  r.registerPage('GET', '/shop/product-category/:slug/', (ctx, { params, query }) => category(ctx, params.slug ?? '', query, 1));
  r.registerPage('GET', '/shop/product-category/:parent/:slug/', (ctx, { params, query }) => category(ctx, params.slug ?? '', query, 1));
  r.registerPage('GET', '/shop/product-category/:slug/page/:n/', (ctx, { params, query }) => category(ctx, params.slug ?? '', query, Number(params.n) || 1));
  r.registerPage('GET', '/shop/product/:slug/', (ctx, { params }) => productPage(ctx, params.slug ?? ''));
}

export { productPage };
