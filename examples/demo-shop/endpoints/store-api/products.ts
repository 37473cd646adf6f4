import { getProduct, ORDER_BY_OPTIONS, queryProducts, type OrderBy } from '../../domain/catalogue.ts';
import type { EndpointRegistry } from '../registry.ts';
import { storeApiError } from './responses.ts';
import { productSchema } from './schemas.ts';

const ORDER_MAP: Record<string, OrderBy> = { menu_order: 'menu_order', popularity: 'popularity', rating: 'rating', date: 'date', price: 'price' };

/** GET products (search, category, pagination, orderby/order) and GET products/:id. */
export function registerStoreProducts(r: EndpointRegistry): void {
  r.registerStoreRoute('GET', 'products', (ctx, { query }) => {
    const perPage = Math.min(100, Math.max(1, Number(query.per_page ?? 10) || 10));
    const page = Math.max(1, Number(query.page ?? 1) || 1);
    const base = ORDER_MAP[query.orderby ?? 'menu_order'] ?? 'menu_order';
    const orderBy: OrderBy = base === 'price' && query.order === 'desc' ? 'price-desc' : base;
    const { items, total } = queryProducts(ctx.shop.db, {
      search: query.search, categorySlug: query.category, page, perPage, featured: query.featured === 'true',
      orderBy: ORDER_BY_OPTIONS.includes(orderBy) ? orderBy : 'menu_order',
    });
    void ctx.reply.headers({ 'X-WP-Total': String(total), 'X-WP-TotalPages': String(Math.ceil(total / perPage)) });
    return { body: items.map((p) => productSchema(ctx.shop.db, p)) };
  });
  r.registerStoreRoute('GET', 'products/:id', (ctx, { params }) => {
    const product = getProduct(ctx.shop.db, Number(params.id));
    if (!product || product.status !== 'publish') return { status: 404, body: storeApiError('woocommerce_rest_product_invalid_id', 'Invalid product ID.', 404) };
    return { body: productSchema(ctx.shop.db, product) };
  });
}
