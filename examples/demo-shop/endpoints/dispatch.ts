import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { RequestContext, ShopContext } from '../shop-context.ts';
import { JsonText, type AjaxSpec, type FormData } from './registry.ts';
import { STORE_API_BASE, storeApiError, storeNonceHeaders } from './store-api/responses.ts';

type SessionOf = (req: FastifyRequest) => RequestContext['session'];

function flatten(input: unknown): FormData {
  if (!input || typeof input !== 'object') return {};
  return Object.fromEntries(
    Object.entries(input as Record<string, unknown>).map(([k, v]) => [k, Array.isArray(v) ? String(v[v.length - 1] ?? '') : String(v ?? '')]),
  );
}

/** Query + form body, body winning (like $_REQUEST). */
export function requestData(req: FastifyRequest): FormData {
  return { ...flatten(req.query), ...flatten(req.body) };
}

async function runAjax(ctx: RequestContext, spec: AjaxSpec | undefined, data: FormData): Promise<void> {
  const { reply } = ctx;
  if (!spec) {
    await reply.code(400).type('text/html; charset=UTF-8').send('0');
    return;
  }
  if (spec.nonceAction !== undefined) {
    const value = data[spec.nonceField ?? '_ajax_nonce'] ?? data._wpnonce;
    if (!ctx.shop.nonces.verifyNonce(ctx.session.id, spec.nonceAction, value)) {
      await reply.code(403).type('text/html; charset=UTF-8').send('-1');
      return;
    }
  }
  const result = await spec.handler(ctx, data);
  if (reply.sent) return;
  if (typeof result === 'string') await reply.type('text/html; charset=UTF-8').send(result);
  else if (result instanceof JsonText) await reply.type('application/json; charset=UTF-8').send(result.json);
  else await reply.type('application/json; charset=UTF-8').send(JSON.stringify(result));
}

/** Wires admin-ajax, `?wc-ajax=` (on any URL) and the Store API routes onto Fastify. */
export function mountEndpoints(app: FastifyInstance, shop: ShopContext, sessionOf: SessionOf): void {
  const ctxOf = (req: FastifyRequest, reply: FastifyReply): RequestContext => ({ shop, session: sessionOf(req), req, reply });
  const adminAjax = async (req: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const data = requestData(req);
    await runAjax(ctxOf(req, reply), shop.endpoints.ajaxAction(data.action ?? ''), data);
  };
  app.get('/shop/wp-admin/admin-ajax.php', adminAjax);
  app.post('/shop/wp-admin/admin-ajax.php', adminAjax);

  app.addHook('preHandler', async (req, reply) => {
    const endpoint = (req.query as Record<string, unknown> | undefined)?.['wc-ajax'];
    if (typeof endpoint !== 'string' || endpoint === '') return;
    await runAjax(ctxOf(req, reply), shop.endpoints.wcAjax(endpoint), requestData(req));
  });

  // checkout.js posts to `/shop/?wc-ajax=checkout`; the preHandler answers, this only catches unknown posts.
  for (const url of ['/', '/shop/']) {
    app.post(url, async (_req, reply) => reply.code(400).type('text/html; charset=UTF-8').send('0'));
  }

  for (const route of shop.endpoints.storeRoutes()) {
    app.route({
      method: route.method,
      url: `${STORE_API_BASE}/${route.path}`,
      handler: async (req, reply) => {
        const ctx = ctxOf(req, reply);
        void reply.headers(storeNonceHeaders(shop, ctx.session.id));
        if (route.method !== 'GET') {
          const nonce = req.headers['nonce'] ?? req.headers['x-wc-store-api-nonce'];
          const value = Array.isArray(nonce) ? nonce[0] : nonce;
          if (value === undefined || value === '') return reply.code(403).send(storeApiError('woocommerce_rest_missing_nonce', 'Missing the Nonce header. This endpoint requires a valid nonce.', 403));
          if (!shop.nonces.verifyNonce(ctx.session.id, 'wc_store_api', value)) return reply.code(403).send(storeApiError('woocommerce_rest_invalid_nonce', 'Nonce is invalid.', 403));
        }
        const body = req.body && typeof req.body === 'object' ? (req.body as Record<string, unknown>) : {};
        const out = route.handler(ctx, { params: (req.params ?? {}) as Record<string, string>, query: flatten(req.query), body });
        return reply.code(out.status ?? 200).send(out.body);
      },
    });
  }
}
