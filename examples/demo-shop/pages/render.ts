import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { loadCart } from '../domain/cart.ts';
import { getCategories } from '../domain/catalogue.ts';
import type { RequestContext, ShopContext } from '../shop-context.ts';
import { renderLayout } from './layout.ts';
import { addToCartFromLink } from './add-to-cart-link.ts';
import { storeApiSettings } from './settings.ts';
import type { SafeHtml } from './html.ts';
import type { PageResult } from './registry.ts';
import { trackingForPage } from '../tracking/page-tracking.ts';

function strings(input: unknown): Record<string, string> {
  if (!input || typeof input !== 'object') return {};
  return Object.fromEntries(Object.entries(input as Record<string, unknown>).map(([k, v]) => [k, Array.isArray(v) ? String(v[0] ?? '') : String(v ?? '')]));
}

/** Sends a page result: a redirect, or the page inside the layout with the current cart. */
export async function sendPage(ctx: RequestContext, result: PageResult, notices?: SafeHtml): Promise<void> {
  if (result.kind === 'redirect') {
    await ctx.reply.redirect(result.location, 303);
    return;
  }
  const { status, ...view } = result;
  // The trackers' settings and gtag snippet (GA4 integration, order attribution, WP Statistics, provider tracks).
  const tracked = view.widgets.includes('tracking') ? trackingForPage(ctx, view.tracking ?? {}) : undefined;
  const settings = { ...view.settings, ...tracked?.settings };
  const body = renderLayout({
    ...view,
    head: tracked?.head,
    // The storefront widget's side cart reads the Store API root and nonce (printed by the plugin).
    settings: view.widgets.includes('storefront') ? { ...settings, shopIslandsStoreApi: storeApiSettings(ctx) } : settings,
    notices,
    cart: loadCart(ctx.shop.db, ctx.session.id),
    categories: getCategories(ctx.shop.db),
    origin: ctx.shop.origin(),
    assets: ctx.shop.assets,
  });
  await ctx.reply.code(status ?? 200).type('text/html; charset=UTF-8').send(body);
}

export function mountPages(app: FastifyInstance, shop: ShopContext, sessionOf: (req: FastifyRequest) => RequestContext['session']): void {
  for (const route of shop.pages.routes()) {
    app.route({
      method: route.method,
      url: route.path,
      handler: async (req: FastifyRequest, reply: FastifyReply) => {
        const ctx: RequestContext = { shop, session: sessionOf(req), req, reply };
        const query = strings(req.query);
        const added = route.method === 'GET' ? addToCartFromLink(ctx, query) : undefined;
        await sendPage(ctx, route.handler(ctx, { params: strings(req.params), query, body: strings(req.body) }), added);
      },
    });
  }
}
