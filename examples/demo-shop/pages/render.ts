import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { loadCart } from '../domain/cart.ts';
import { getCategories } from '../domain/catalogue.ts';
import type { RequestContext, ShopContext } from '../shop-context.ts';
import { renderLayout } from './layout.ts';
import { addToCartFromLink } from './add-to-cart-link.ts';
import type { FormFields } from '../input/form-fields.ts';
import { inputProblems, type InputProblem } from '../input/schema-errors.ts';
import { html, type SafeHtml } from './html.ts';
import { noticesHtml } from './partials/notices.ts';
import { page, type PageResult } from './registry.ts';
import { commonSettings, storeApiSettings } from './settings.ts';
import { trackingForPage } from '../tracking/page-tracking.ts';
import { trackingHead } from './partials/tracking-head.ts';
import { contentSecurityPolicy, CSP_HEADER, newScriptNonce } from '../security/content-security-policy.ts';

/** Posted fields of a page without a form schema: the flat form (input/form-fields.ts); a JSON body counts as none. */
const FLAT_FORM = { type: 'object', additionalProperties: { type: 'string' } } as const;

/** A post no form of the page could have sent: the problems, and nothing done. */
function badRequest(problems: InputProblem[]): PageResult {
  return page({
    status: 400, title: 'Bad request', bodyClass: 'page', widgets: ['storefront'], hostScripts: ['jquery', 'wp-i18n'], settings: commonSettings(),
    content: html`<h1 class="entry-title">Bad request</h1>${noticesHtml(problems.map((p) => ({ type: 'error' as const, message: p.message })))}`,
  });
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
  const scriptNonce = newScriptNonce();
  const body = renderLayout({
    ...view,
    scriptNonce,
    head: html`${view.head ?? ''}${tracked ? trackingHead(tracked.gtag, scriptNonce) : ''}`,
    // The storefront widget's side cart and the express checkout read the Store API root and nonce (printed by the plugin).
    settings: view.widgets.some((w) => w === 'storefront' || w === 'express-checkout') ? { ...settings, shopIslandsStoreApi: storeApiSettings(ctx) } : settings,
    notices,
    cart: loadCart(ctx.shop.db, ctx.session.id),
    categories: getCategories(ctx.shop.db),
    origin: ctx.shop.origin(),
    assets: ctx.shop.assets,
  });
  await ctx.reply.code(status ?? 200).type('text/html; charset=UTF-8').header(CSP_HEADER, contentSecurityPolicy(scriptNonce)).send(body);
}

export function mountPages(app: FastifyInstance, shop: ShopContext, sessionOf: (req: FastifyRequest) => RequestContext['session']): void {
  for (const route of shop.pages.routes()) {
    app.route({
      method: route.method,
      url: route.path,
      ...(route.method === 'POST' ? { schema: { body: route.form?.body ?? FLAT_FORM } } : {}),
      attachValidation: true,
      handler: async (req: FastifyRequest, reply: FastifyReply) => {
        const ctx: RequestContext = { shop, session: sessionOf(req), req, reply };
        const query = req.query as FormFields;
        if (req.validationError) {
          const problems = inputProblems(req.validationError.validation);
          await sendPage(ctx, route.form ? route.form.invalid(ctx, problems) : badRequest(problems));
          return;
        }
        const added = route.method === 'GET' ? addToCartFromLink(ctx, query) : undefined;
        const body = (req.body ?? {}) as never;
        await sendPage(ctx, route.handler(ctx, { params: req.params as Record<string, string>, query, body }), added);
      },
    });
  }
}
