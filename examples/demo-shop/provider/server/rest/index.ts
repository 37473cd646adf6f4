/**
 * The provider's Stripe-compatible REST face: what a merchant's server (the WooCommerce Stripe Gateway's
 * PHP, Stripe's own client libraries) calls at api.stripe.com, served at `/v1/…` on the demo server and by
 * the standalone provider (`npm run provider`). Form-encoded bodies with Stripe's nested keys, a secret key
 * (`Authorization: Bearer sk_test_…`, or Basic as stripe-php and the gateway send it), `Idempotency-Key`,
 * `expand[]`, Stripe's objects (typed by the `stripe` package) and error JSON with Stripe's status codes.
 * Webhook events go to the configured endpoint, signed with its secret.
 *
 *   POST /v1/payment_intents · GET|POST /v1/payment_intents/:id · POST …/:id/confirm | capture | cancel · GET /v1/payment_intents
 *   POST /v1/setup_intents · GET|POST /v1/setup_intents/:id · POST …/:id/confirm | cancel
 *   POST /v1/payment_methods · GET /v1/payment_methods?customer=&type= · GET|POST /v1/payment_methods/:id · POST …/:id/attach | detach
 *   POST /v1/customers · GET /v1/customers/search?query= · GET|POST /v1/customers/:id · GET /v1/customers/:id/payment_methods
 *   POST /v1/refunds · GET /v1/refunds?charge= · GET /v1/refunds/:id · GET /v1/charges?payment_intent= · GET /v1/charges/:id
 *   GET /v1/balance_transactions/:id (also /v1/balance/history/:id) · GET /v1/account · GET /v1/accounts/:id
 *   GET /v1/payment_method_configurations · GET|POST /v1/payment_method_configurations/:id
 *   GET /v1/tokens/:id · GET /v1/confirmation_tokens/:id (what Stripe.js's createToken and createConfirmationToken made;
 *       used as payment_method_data[card][token] and confirmation_token on intents)
 *   GET|POST /v1/webhook_endpoints · GET|POST|DELETE /v1/webhook_endpoints/:id · GET|POST /v1/payment_method_domains
 *   GET /v1/events · GET /v1/events/:id
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../../db/open.ts';
import type { StripeApiError } from '../errors.ts';
import { idempotent } from '../idempotency.ts';
import type { IntentsService } from '../index.ts';
import { err, type StripeResult } from '../types.ts';
import { accountResources } from './account.ts';
import type { RestContext } from './context.ts';
import { statusOf } from './errors.ts';
import { form, parseStripeForm, type FormObject } from './form.ts';
import { paymentIntentResources, setupIntentResources } from './intents.ts';
import { tokenResources } from './tokens.ts';
import { customerResources, paymentMethodResources } from './methods.ts';
import { chargeResources, refundResources } from './money.ts';
import { observeIntent } from './observe.ts';
import { createRenderers, expand, resolver } from './render.ts';
import { restId, restStore } from './store.ts';
import { createWebhooks, type WebhookEndpoint, type Webhooks } from './webhooks.ts';

/** The API version the face answers as (the gateway 10.8.3 pins this one). */
export const API_VERSION = '2025-09-30.clover';

export interface RestOptions {
  /** Secret keys accepted (test mode only: sk_test_… / rk_test_…). */
  secretKeys: readonly string[];
  /** Where webhook events go, and the secret they are signed with; none: events are only listed. */
  webhook?: WebhookEndpoint | null;
  /** Called with each request and its answer (the standalone provider records them for contract tests). */
  onRequest?: (entry: RecordedRequest) => void;
}

/** One API request as the REST face (or the browser API, for the double's calls) received it, and how it answered. */
export interface RecordedRequest {
  /** 'rest': a merchant's server with a secret key (/v1/…); 'browser': the Stripe.js double with a publishable key. */
  source: 'rest' | 'browser';
  /** Whether the key sent was one the provider accepts (the key itself is never recorded). */
  keyAccepted: boolean;
  method: string;
  /** Path and query as sent, e.g. /v1/payment_intents/pi_…?expand[]=payment_method */
  url: string;
  /** The form-encoded body as sent ('' for GET). */
  body: string;
  idempotencyKey: string | null;
  status: number;
  response: unknown;
}

export interface RestApi {
  context: RestContext;
  webhooks: Webhooks;
}

function secretKeyOf(req: FastifyRequest): string {
  const header = req.headers.authorization ?? '';
  const bearer = /^Bearer\s+(\S+)$/i.exec(header);
  if (bearer?.[1]) return bearer[1];
  const basic = /^Basic\s+(\S+)$/i.exec(header);
  if (basic?.[1]) return Buffer.from(basic[1], 'base64').toString('utf8').replace(/:$/, '');
  return '';
}

function authenticationError(key: string): StripeApiError {
  return key
    ? { type: 'authentication_error', message: `Invalid API Key provided: ${key.slice(0, 8)}${'*'.repeat(Math.max(key.length - 12, 4))}${key.slice(-4)}` }
    : { type: 'authentication_error', message: "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY')." };
}

export function createRestContext(db: Db, service: IntentsService, webhook: WebhookEndpoint | null): RestContext {
  const store = restStore(db);
  const render = createRenderers(service, store);
  return { db, service, store, webhooks: createWebhooks(db, webhook, API_VERSION), render, resolve: resolver(render) };
}

type Handler = (params: FormObject, id: string) => StripeResult<unknown>;

/** Mounts the REST face under `/v1` (its own Fastify scope: Stripe's form parser replaces the app's). */
export function mountRestApi(app: FastifyInstance, db: Db, service: IntentsService, options: RestOptions): RestApi {
  const ctx = createRestContext(db, service, options.webhook ?? null);
  const intents = paymentIntentResources(ctx);
  const setups = setupIntentResources(ctx);
  const methods = paymentMethodResources(ctx);
  const customers = customerResources(ctx);
  const charges = chargeResources(ctx);
  const refunds = refundResources(ctx);
  const account = accountResources(ctx);
  const tokens = tokenResources(ctx);
  const accepted = new Set(options.secretKeys);

  const routes: [string, string, Handler][] = [
    ['POST', '/payment_intents', (p) => intents.create(p)],
    ['GET', '/payment_intents', (p) => intents.list(p)],
    ['GET', '/payment_intents/:id', (_p, id) => intents.retrieve(id)],
    ['POST', '/payment_intents/:id', (p, id) => intents.update(id, p)],
    ['POST', '/payment_intents/:id/confirm', (p, id) => intents.confirm(id, p)],
    ['POST', '/payment_intents/:id/capture', (p, id) => intents.capture(id, p)],
    ['POST', '/payment_intents/:id/cancel', (p, id) => intents.cancel(id, p)],
    ['POST', '/setup_intents', (p) => setups.create(p)],
    ['GET', '/setup_intents/:id', (_p, id) => setups.retrieve(id)],
    ['POST', '/setup_intents/:id', (p, id) => setups.update(id, p)],
    ['POST', '/setup_intents/:id/confirm', (p, id) => setups.confirm(id, p)],
    ['POST', '/setup_intents/:id/cancel', (p, id) => setups.cancel(id, p)],
    ['POST', '/payment_methods', (p) => methods.create(p)],
    ['GET', '/payment_methods', (p) => methods.list(p)],
    ['GET', '/payment_methods/:id', (_p, id) => methods.retrieve(id)],
    ['POST', '/payment_methods/:id', (p, id) => methods.update(id, p)],
    ['POST', '/payment_methods/:id/attach', (p, id) => methods.attach(id, p)],
    ['POST', '/payment_methods/:id/detach', (_p, id) => methods.detach(id)],
    ['POST', '/customers', (p) => customers.create(p)],
    ['GET', '/customers/search', (p) => customers.search(p)],
    ['GET', '/customers/:id', (_p, id) => customers.retrieve(id)],
    ['POST', '/customers/:id', (p, id) => customers.update(id, p)],
    ['GET', '/customers/:id/payment_methods', (p, id) => methods.list({ ...p, customer: id }, `/v1/customers/${id}/payment_methods`)],
    ['POST', '/refunds', (p) => refunds.create(p)],
    ['GET', '/refunds', (p) => refunds.list(p)],
    ['GET', '/refunds/:id', (_p, id) => refunds.retrieve(id)],
    ['GET', '/charges', (p) => charges.list(p)],
    ['GET', '/charges/:id', (_p, id) => charges.retrieve(id)],
    ['GET', '/balance_transactions/:id', (_p, id) => charges.balanceTransaction(id)],
    ['GET', '/balance/history/:id', (_p, id) => charges.balanceTransaction(id)],
    ['GET', '/account', () => account.account()],
    ['GET', '/accounts/:id', (_p, id) => account.account(id)],
    ['GET', '/payment_method_configurations', () => account.configurations()],
    ['GET', '/payment_method_configurations/:id', (_p, id) => account.configuration(id)],
    ['POST', '/payment_method_configurations/:id', (p, id) => account.updateConfiguration(id, p)],
    ['GET', '/tokens/:id', (_p, id) => tokens.token(id)],
    ['GET', '/confirmation_tokens/:id', (_p, id) => tokens.confirmationToken(id)],
    ['GET', '/webhook_endpoints', () => account.webhookEndpoints()],
    ['POST', '/webhook_endpoints', (p) => account.createWebhookEndpoint(p)],
    ['GET', '/webhook_endpoints/:id', (_p, id) => account.webhookEndpoint(id)],
    ['POST', '/webhook_endpoints/:id', (p, id) => account.updateWebhookEndpoint(id, p)],
    ['DELETE', '/webhook_endpoints/:id', (_p, id) => account.deleteWebhookEndpoint(id)],
    ['GET', '/payment_method_domains', () => account.paymentMethodDomains()],
    ['POST', '/payment_method_domains', (p) => account.createPaymentMethodDomain(p)],
    ['GET', '/events', (p) => account.events(p)],
    ['GET', '/events/:id', (_p, id) => account.event(id)],
  ];

  void app.register(
    async (scope) => {
      scope.removeContentTypeParser(['application/x-www-form-urlencoded']);
      scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => done(null, String(body)));

      const answer = (req: FastifyRequest, reply: FastifyReply, body: string, result: StripeResult<unknown>): FastifyReply => {
        const status = result.ok ? 200 : statusOf(result.error);
        const payload = result.ok ? result.value : { error: result.error };
        const key = secretKeyOf(req);
        options.onRequest?.({ source: 'rest', keyAccepted: accepted.has(key) && /^(sk|rk)_test_/.test(key), method: req.method, url: req.url, body, idempotencyKey: (req.headers['idempotency-key'] as string | undefined) ?? null, status, response: payload });
        return reply.code(status).header('Request-Id', restId('req')).header('Stripe-Version', API_VERSION).header('Access-Control-Allow-Origin', '*').send(payload);
      };

      const handle = (handler: Handler) => async (req: FastifyRequest, reply: FastifyReply) => {
        const body = typeof req.body === 'string' ? req.body : '';
        const key = secretKeyOf(req);
        if (!accepted.has(key) || !/^(sk|rk)_test_/.test(key)) return answer(req, reply, body, err(authenticationError(key)));
        const query = req.url.includes('?') ? req.url.slice(req.url.indexOf('?') + 1) : '';
        const params: FormObject = { ...parseStripeForm(query), ...parseStripeForm(body) };
        const id = (req.params as { id?: string }).id ?? '';
        const idempotencyKey = req.method === 'POST' ? (req.headers['idempotency-key'] as string | undefined) : undefined;
        const { expand: paths, ...rest } = params;
        const run = (): StripeResult<unknown> => handler(rest, id);
        const result = idempotencyKey
          ? db.transaction(() => idempotent(db, idempotencyKey, `rest:${req.method} ${req.routeOptions.url ?? req.url.split('?')[0]}:${id}`, rest, run))()
          : run();
        const expanded = result.ok ? { ok: true as const, value: expand(result.value, form.strings(paths) ?? [], ctx.resolve) } : result;
        return answer(req, reply, body, expanded);
      };

      for (const [method, path, handler] of routes) scope.route({ method: method as 'GET' | 'POST' | 'DELETE', url: path, handler: handle(handler) });

      scope.all('/*', async (req, reply) => {
        const body = typeof req.body === 'string' ? req.body : '';
        const path = req.url.split('?')[0] ?? req.url;
        req.log.warn(`provider REST face: no such endpoint ${req.method} ${path}`);
        return answer(req, reply, body, err({ type: 'invalid_request_error', message: `Unrecognized request URL (${req.method}: ${path}). Please see https://stripe.com/docs or we can help at https://support.stripe.com/.` }));
      });
    },
    { prefix: '/v1' },
  );

  return { context: ctx, webhooks: ctx.webhooks };
}

export { observeIntent };
