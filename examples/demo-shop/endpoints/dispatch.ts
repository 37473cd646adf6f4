import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { formFields } from '../input/form-fields.ts';
import { inputProblems } from '../input/schema-errors.ts';
import type { RequestContext, ShopContext } from '../shop-context.ts';
import { JsonText, REST_API_BASE, type AjaxSpec, type FormData, type RestRoute, type StoreResponse } from './registry.ts';
import { invalidParams, STORE_API_BASE, storeApiError, storeNonceHeaders } from './store-api/responses.ts';

type SessionOf = (req: FastifyRequest) => RequestContext['session'];

/** Fields the dispatcher itself reads: they are not part of an endpoint's input. */
const DISPATCH_FIELDS = ['action', 'wc-ajax'];

/** Query + form body, body winning (like $_REQUEST). Both are flat already (input/form-fields.ts). */
export function requestData(req: FastifyRequest): FormData {
  const body = req.body !== null && typeof req.body === 'object' ? Object.entries(req.body as Record<string, unknown>) : [];
  return formFields([...Object.entries((req.query ?? {}) as Record<string, unknown>), ...body]);
}

async function send(reply: FastifyReply, result: unknown): Promise<void> {
  if (reply.sent) return;
  if (typeof result === 'string') await reply.type('text/html; charset=UTF-8').send(result);
  else if (result instanceof JsonText) await reply.type('application/json; charset=UTF-8').send(result.json);
  else await reply.type('application/json; charset=UTF-8').send(JSON.stringify(result));
}

async function runAjax(ctx: RequestContext, spec: AjaxSpec<never> | undefined, data: FormData): Promise<void> {
  const { reply } = ctx;
  if (!spec) {
    await reply.code(400).type('text/html; charset=UTF-8').send('0');
    return;
  }
  const nonceFields = spec.nonceAction !== undefined ? [spec.nonceField ?? '_ajax_nonce', '_wpnonce'] : [];
  if (spec.nonceAction !== undefined) {
    const value = data[spec.nonceField ?? '_ajax_nonce'] ?? data._wpnonce;
    if (!ctx.shop.nonces.verifyNonce(ctx.session.id, spec.nonceAction, value)) {
      await reply.code(403).type('text/html; charset=UTF-8').send('-1');
      return;
    }
  }
  if (!spec.schema) {
    await send(reply, await spec.handler(ctx, data as never));
    return;
  }
  const input: Record<string, unknown> = Object.fromEntries(
    Object.entries(data).filter(([name]) => !DISPATCH_FIELDS.includes(name) && !nonceFields.includes(name)),
  );
  const validate = ctx.req.compileValidationSchema(spec.schema);
  if (!validate(input)) {
    const problems = inputProblems(validate.errors ?? []);
    if (spec.invalid) await send(reply, await spec.invalid(ctx, problems, data));
    else await reply.code(400).type('text/html; charset=UTF-8').send('0');
    return;
  }
  await send(reply, await spec.handler(ctx, input as never));
}

/** A plugin's REST route: its handler, or its answer to a body the schema refused. */
function runRest(ctx: RequestContext, route: RestRoute): StoreResponse {
  const refused = ctx.req.validationError;
  return refused ? route.invalid(ctx, inputProblems(refused.validation)) : route.handler(ctx, ctx.req.body as never);
}

/** Wires admin-ajax, `?wc-ajax=` (on any URL), the Store API and plugins' REST routes onto Fastify. */
export function mountEndpoints(app: FastifyInstance, shop: ShopContext, sessionOf: SessionOf): void {
  const ctxOf = (req: FastifyRequest, reply: FastifyReply): RequestContext => ({ shop, session: sessionOf(req), req, reply });
  const adminAjax = async (req: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const data = requestData(req);
    await runAjax(ctxOf(req, reply), shop.endpoints.ajaxAction(data.action ?? ''), data);
  };
  app.get('/shop/wp-admin/admin-ajax.php', adminAjax);
  app.post('/shop/wp-admin/admin-ajax.php', adminAjax);

  // Before the page's own validation: a wc-ajax request is answered by its endpoint, whatever URL it is on.
  app.addHook('preValidation', async (req, reply) => {
    const endpoint = (req.query as Record<string, unknown> | undefined)?.['wc-ajax'];
    if (typeof endpoint !== 'string' || endpoint === '') return;
    await runAjax(ctxOf(req, reply), shop.endpoints.wcAjax(endpoint), requestData(req));
  });

  // checkout.js posts to `/shop/?wc-ajax=checkout`; the hook answers, this only catches unknown posts.
  for (const url of ['/', '/shop/']) {
    app.post(url, async (_req, reply) => reply.code(400).type('text/html; charset=UTF-8').send('0'));
  }

  for (const route of shop.endpoints.storeRoutes()) {
    app.route({
      method: route.method,
      url: `${STORE_API_BASE}/${route.path}`,
      ...(route.body ? { schema: { body: route.body } } : {}),
      attachValidation: true,
      handler: async (req, reply) => {
        const ctx = ctxOf(req, reply);
        void reply.headers(storeNonceHeaders(shop, ctx.session.id));
        // WordPress checks the parameters before the route runs (and so before the Store API's nonce check).
        if (req.validationError) {
          const invalid = invalidParams(inputProblems(req.validationError.validation));
          return reply.code(invalid.data.status).send(invalid);
        }
        if (route.method !== 'GET') {
          const nonce = req.headers['nonce'] ?? req.headers['x-wc-store-api-nonce'];
          const value = Array.isArray(nonce) ? nonce[0] : nonce;
          if (value === undefined || value === '') return reply.code(403).send(storeApiError('woocommerce_rest_missing_nonce', 'Missing the Nonce header. This endpoint requires a valid nonce.', 403));
          if (!shop.nonces.verifyNonce(ctx.session.id, 'wc_store_api', value)) return reply.code(403).send(storeApiError('woocommerce_rest_invalid_nonce', 'Nonce is invalid.', 403));
        }
        const body = req.body && typeof req.body === 'object' ? (req.body as Record<string, unknown>) : {};
        const out = route.handler(ctx, { params: (req.params ?? {}) as Record<string, string>, query: req.query as FormData, body });
        return reply.code(out.status ?? 200).send(out.body);
      },
    });
  }

  for (const route of shop.endpoints.restRoutes()) {
    app.route({
      method: route.method,
      url: `${REST_API_BASE}/${route.route}`,
      schema: { body: route.body },
      attachValidation: true,
      handler: async (req, reply) => {
        const out = runRest(ctxOf(req, reply), route);
        return reply.code(out.status ?? 200).send(out.body);
      },
    });
  }
}
