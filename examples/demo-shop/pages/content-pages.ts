import { getCategories, queryProducts, mainImage, productPermalink } from '../domain/catalogue.ts';
import { imageUrl, PLACEHOLDER_IMAGE } from '../domain/images.ts';
import type { RequestContext } from '../shop-context.ts';
import { html } from './html.ts';
import { notFound, searchResults } from './catalogue-pages.ts';
import { blogBuyNowProduct, buyNowLink, buyNowShowcase } from './partials/buy-now.ts';
import { productGrid } from './partials/product-card.ts';
import { page, redirect, type PageRegistry, type PageResult } from './registry.ts';
import { commonSettings } from './settings.ts';

/** The page showing every kind of buy-now button, linked from the home page. */
export const BUY_NOW_BUTTONS_PATH = '/shop/buy-now-buttons/';

interface Post { slug: string; title: string; excerpt: string; content: string; image: string; published_at: string }

function posts(ctx: RequestContext): Post[] {
  return ctx.shop.db.prepare('SELECT * FROM posts ORDER BY published_at DESC').all() as Post[];
}

function postCard(p: Post): ReturnType<typeof html> {
  return html`<article class="post type-post si-reveal"><a href="/blog/${p.slug}/" aria-hidden="true" tabindex="-1"><img width="600" height="400" src="${imageUrl(p.image)}" alt="" loading="lazy"></a><h3 class="entry-title"><a href="/blog/${p.slug}/">${p.title}</a></h3><p><time datetime="${p.published_at}">${p.published_at}</time></p><p>${p.excerpt}</p></article>`;
}

function home(ctx: RequestContext): PageResult {
  const featured = queryProducts(ctx.shop.db, { featured: true, perPage: 6 }).items;
  const latest = queryProducts(ctx.shop.db, { orderBy: 'popularity', perPage: 8 }).items;
  const cats = getCategories(ctx.shop.db).filter((c) => c.parent_id === null);
  const content = html`<section class="si-featured" aria-label="Featured products"><h2 class="section-title">Featured</h2><ul class="si-featured-slider">
${featured.map((p) => html`<li class="si-featured-slide"><a href="${productPermalink(p)}"><img width="600" height="600" src="${imageUrl(mainImage(ctx.shop.db, p)?.file ?? PLACEHOLDER_IMAGE)}" alt="${p.name}"><span class="si-featured-title">${p.name}</span></a></li>`)}
</ul></section>
<section class="storefront-product-section storefront-product-categories" aria-label="Product categories"><h2 class="section-title">Shop by category</h2><ul class="products columns-4 product-categories-grid">
${cats.map((c) => html`<li class="product-category product si-reveal"><a href="/shop/product-category/${c.slug}/"><img width="324" height="324" src="${imageUrl(c.image ?? PLACEHOLDER_IMAGE)}" alt="" loading="lazy"><h2 class="woocommerce-loop-category__title">${c.name} <mark class="count">(${c.count})</mark></h2></a></li>`)}
</ul></section>
<section class="si-features" aria-label="Why shop with us"><div class="si-feature si-reveal"><h3>Free UK delivery over £50</h3><p>Flat rate £5 below that, or collect in store.</p></div><div class="si-feature si-reveal"><h3>30-day returns</h3><p>Changed your mind? Send it back, no questions asked.</p></div><div class="si-feature si-reveal"><h3>Secure checkout</h3><p>Pay by card, bank transfer or cash on delivery.</p></div></section>
<section class="storefront-product-section storefront-popular-products" aria-label="Popular products"><h2 class="section-title">Popular products</h2>${productGrid(ctx.shop.db, latest)}</section>
<section class="si-blog" aria-label="From the blog"><h2 class="section-title">From the blog</h2><div class="si-blog-grid">${posts(ctx).slice(0, 3).map(postCard)}</div></section>
<p class="si-demo-note">New to the demo? <a href="${BUY_NOW_BUTTONS_PATH}">Buy-now buttons</a> shows each kind of card payment button the buy-now widget serves, and what each does.</p>`;
  return page({ title: 'Home', bodyClass: 'home page-template-template-homepage page', content, widgets: ['storefront', 'live-search', 'tracking'], hostScripts: ['jquery', 'slick', 'wp-i18n'], settings: commonSettings(), tracking: { list: { products: latest, name: 'Product List' } } });
}

/** Every kind of buy-now button, for the product the blog sells (the Beanie), each with a line on what it shows. */
function buyNowButtonsPage(ctx: RequestContext): PageResult {
  const product = blogBuyNowProduct(ctx.shop.db);
  const showcase = product ? buyNowShowcase(ctx.shop.db, product) : null;
  return page({
    title: 'Buy-now buttons',
    bodyClass: 'page buy-now-buttons',
    content: html`<h1 class="entry-title">Buy-now buttons</h1>
<p>A shop shows one buy-now button on a product page. Stripe Payments has several kinds, and the buy-now widget serves each with the same card payment pop-up: here they are side by side${product ? html`, for the ${product.name}` : ''}.</p>
${showcase?.content ?? html`<p>No product can be bought with a buy-now button just now.</p>`}`,
    widgets: ['storefront', 'live-search', 'buy-now'],
    hostScripts: ['jquery', 'wp-i18n'],
    settings: { ...commonSettings(), ...showcase?.settings },
  });
}

export function registerContentPages(r: PageRegistry): void {
  r.registerPage('GET', BUY_NOW_BUTTONS_PATH, (ctx) => buyNowButtonsPage(ctx));
  r.registerPage('GET', '/', (ctx, { query }) => {
    if (query.s !== undefined) return searchResults(ctx, query);
    // Stripe Payments' `?asp_action=show_pp&product_id=…` links, followed without JavaScript: the payment box itself.
    if (query.asp_action === 'show_pp') {
      const { asp_action: _action, ...rest } = query;
      return redirect(`/shop/asp-payment-box/?${new URLSearchParams(rest as Record<string, string>).toString()}`);
    }
    return home(ctx);
  });
  r.registerPage('GET', '/blog/', (ctx) => page({
    title: 'Blog', bodyClass: 'blog', content: html`<h1 class="page-title">Blog</h1><div class="si-blog-grid">${posts(ctx).map(postCard)}</div>`,
    widgets: ['storefront', 'live-search'], hostScripts: ['jquery', 'wp-i18n'], settings: commonSettings(),
  }));
  r.registerPage('GET', '/blog/:slug/', (ctx, { params }) => {
    const post = posts(ctx).find((p) => p.slug === params.slug);
    if (!post) return notFound();
    const featured = blogBuyNowProduct(ctx.shop.db);
    const buyNow = featured ? buyNowLink(ctx.shop.db, featured, 'show_pp') : null;
    return page({
      title: post.title, bodyClass: 'single single-post', widgets: ['storefront', 'live-search', 'buy-now'], hostScripts: ['jquery', 'wp-i18n'], settings: { ...commonSettings(), ...buyNow?.settings },
      content: html`<article class="post type-post"><header class="entry-header"><h1 class="entry-title">${post.title}</h1><p><time datetime="${post.published_at}">${post.published_at}</time></p></header><img width="600" height="400" src="${imageUrl(post.image)}" alt=""><div class="entry-content">${post.content.split('\n\n').map((para) => html`<p>${para}</p>`)}</div></article>${buyNow?.content ?? ''}`,
    });
  });
}
