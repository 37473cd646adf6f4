import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/open.ts';
import { providerBundles } from './assets.ts';
import { authorizePage, authorizeResultPage, framePage, providerErrorPage, voucherPage } from './hosted-pages.ts';
import { mountProviderApi } from './http-api.ts';
import { createIntentsService } from './index.ts';
import { API_BASE, AUTHORIZE_PATH, DEMO_PUBLISHABLE_KEY, DEMO_SECRET_KEY, FRAME_PATH, FRAME_SCRIPT_PATH, PROVIDER_BASE, STRIPE_JS_PATH } from './keys.ts';
import { mountPlaygroundApi } from './playground.ts';
import { mountRestApi, observeIntent, type RestApi, type RestOptions } from './rest/index.ts';
import type { ProviderNextAction } from './types.ts';

/** How the script route honours the 'load' and 'slow' failure switches. */
function loadSwitch(req: FastifyRequest): { fail: boolean; delayMs: number } {
  const own = new URLSearchParams((req.url.split('?')[1] ?? ''));
  const referer = typeof req.headers.referer === 'string' && URL.canParse(req.headers.referer) ? new URL(req.headers.referer).searchParams : new URLSearchParams();
  const switches = [...own.getAll('fail'), ...referer.getAll('stripe_fail')];
  const delay = Number(own.get('delay') ?? referer.get('stripe_delay') ?? 3000);
  return { fail: switches.includes('load'), delayMs: switches.includes('slow') ? Math.min(Math.max(delay, 0), 30000) : 0 };
}

const METHOD_LABELS: Record<string, string> = { ideal: 'iDEAL', eps: 'EPS', p24: 'Przelewy24', klarna: 'Klarna', affirm: 'Affirm', afterpay_clearpay: 'Afterpay', bancontact: 'Bancontact', giropay: 'giropay', sofort: 'Sofort', paypal: 'PayPal', alipay: 'Alipay', wechat_pay: 'WeChat Pay', cashapp: 'Cash App Pay' };

/** Only absolute http(s) URLs are followed back after authorisation. */
function returnTarget(url: string | null | undefined, params: Record<string, string>): string | null {
  if (!url || !URL.canParse(url)) return null;
  const target = new URL(url);
  if (target.protocol !== 'http:' && target.protocol !== 'https:') return null;
  Object.entries(params).forEach(([key, value]) => target.searchParams.set(key, value));
  return target.href;
}

export interface ProviderOptions extends Partial<RestOptions> {
  /** Publishable keys the browser API accepts (default: the demo's). */
  publishableKeys?: readonly string[];
}

/** Paths of the browser API and hosted pages after which an intent may have moved (its events are then sent). */
const INTENT_CHANGE = new RegExp(`^${API_BASE}/(?:payment_intents|setup_intents)/((?:pi|seti)_[A-Za-z0-9]+)/(?:confirm|authenticate)`);

/**
 * Everything the provider serves on the demo shop, under /shop/demo/stripe/: the Stripe.js double
 * (v3/, and <release>/stripe.js as js.stripe.com names its release trains), the Payment Element frame,
 * the browser API (api/v1/…, CORS-open like Stripe's, publishable keys only), the authorise page for
 * redirect methods, hosted vouchers and the 'Test-mode card provider' playground page; and the REST face
 * for merchants' servers at /v1/ (secret keys; rest/index.ts).
 */
export function registerStripeProvider(app: FastifyInstance, shop: { db: Db; origin(): string }, options: ProviderOptions = {}): RestApi {
  const service = createIntentsService(shop.db);
  const rest = mountRestApi(app, shop.db, service, { secretKeys: options.secretKeys ?? [DEMO_SECRET_KEY], webhook: options.webhook ?? null, onRequest: options.onRequest });
  const publishableKeys = options.publishableKeys ?? [DEMO_PUBLISHABLE_KEY];
  const bundles = providerBundles();
  const script = (reply: FastifyReply, text: string): FastifyReply => reply.type('text/javascript; charset=UTF-8').header('Cache-Control', 'no-cache').send(text);

  const stripeJs = async (req: FastifyRequest, reply: FastifyReply) => {
    const { fail, delayMs } = loadSwitch(req);
    // A script's 404 in a script's type: the page sees the load fail, not a type refused under nosniff.
    if (fail) return reply.code(404).type('application/javascript').send('/* Not found (test-mode switch stripe_fail=load) */');
    if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
    return script(reply, await bundles('stripe-js'));
  };
  app.get(STRIPE_JS_PATH, stripeJs);
  // js.stripe.com/<release train>/stripe.js (the Stripe Gateway 10.8 loads clover/stripe.js): the same double.
  app.get(`${PROVIDER_BASE}/:release/stripe.js`, stripeJs);
  app.get(FRAME_PATH, async (_req, reply) => reply.type('text/html; charset=UTF-8').header('Cache-Control', 'no-cache').send(framePage(FRAME_SCRIPT_PATH)));
  app.get(FRAME_SCRIPT_PATH, async (_req, reply) => script(reply, await bundles('frame')));
  app.get(`${PROVIDER_BASE}/playground.js`, async (_req, reply) => script(reply, await bundles('playground')));

  mountProviderApi(app, service, publishableKeys);
  // Stripe.js calls its API from the shop's origin: the browser API answers any origin, without cookies.
  app.options(`${API_BASE}/*`, async (_req, reply) =>
    reply.header('Access-Control-Allow-Origin', '*').header('Access-Control-Allow-Methods', 'GET, POST').header('Access-Control-Allow-Headers', 'Authorization, Content-Type').header('Access-Control-Max-Age', '600').code(204).send());
  app.addHook('onSend', async (req, reply, payload) => {
    if (req.url.startsWith(`${API_BASE}/`)) void reply.header('Access-Control-Allow-Origin', '*');
    return payload;
  });
  // The shopper's side moves intents too (confirming, 3D Secure, wallet and bank pages): their events follow.
  app.addHook('onResponse', async (req) => {
    if (req.method !== 'POST') return;
    const fromApi = INTENT_CHANGE.exec(req.url)?.[1];
    const fromPage = req.url.startsWith(AUTHORIZE_PATH) ? (req.body as Record<string, unknown> | undefined)?.intent : undefined;
    const id = fromApi ?? (typeof fromPage === 'string' ? fromPage : undefined);
    if (id) observeIntent(rest.context, id);
  });

  const intentFor = (id: string, secret: string) => (id.startsWith('seti_') ? service.retrieveSetupIntent(id, secret) : service.retrievePaymentIntent(id, secret));

  app.get(AUTHORIZE_PATH, async (req, reply) => {
    const query = req.query as Record<string, string | undefined>;
    const intent = intentFor(query.intent ?? '', query.client_secret ?? '-');
    void reply.type('text/html; charset=UTF-8').header('Cache-Control', 'no-store');
    if (!intent.ok) return reply.code(404).send(providerErrorPage(intent.error.message));
    const method = query.wallet ?? (intent.value.payment_method ? service.retrievePaymentMethod(intent.value.payment_method) : null);
    const label = typeof method === 'string' ? METHOD_LABELS[method] ?? method : method?.ok ? METHOD_LABELS[method.value.type] ?? method.value.type : 'payment';
    return reply.send(authorizePage(intent.value, query.client_secret ?? '', label));
  });

  app.post(AUTHORIZE_PATH, async (req, reply) => {
    const body = (req.body ?? {}) as Record<string, string | undefined>;
    const id = body.intent ?? '';
    const secret = body.client_secret ?? '-';
    const outcome = body.outcome === 'complete' ? 'complete' : 'fail';
    const setup = id.startsWith('seti_');
    const before = intentFor(id, secret);
    if (!before.ok) return reply.code(404).type('text/html; charset=UTF-8').send(providerErrorPage(before.error.message));
    const returnUrl = (before.value.next_action as ProviderNextAction | null)?.redirect_to_url?.return_url ?? null;
    const after = setup ? service.completeSetupAction(id, secret, outcome) : service.completeAction(id, secret, outcome);
    if (!after.ok) return reply.code(400).type('text/html; charset=UTF-8').send(providerErrorPage(after.error.message));
    const status = after.value.status === 'succeeded' || after.value.status === 'processing' || after.value.status === 'requires_capture' ? 'succeeded' : 'failed';
    const prefix = setup ? 'setup_intent' : 'payment_intent';
    const target = returnTarget(returnUrl, { [prefix]: id, [`${prefix}_client_secret`]: secret, redirect_status: status });
    if (!target) return reply.type('text/html; charset=UTF-8').send(authorizeResultPage(status));
    return reply.redirect(target, 303);
  });

  app.get(`${PROVIDER_BASE}/voucher/`, async (req, reply) => {
    const query = req.query as Record<string, string | undefined>;
    const intent = service.retrievePaymentIntent(query.intent ?? '', query.client_secret ?? '-');
    void reply.type('text/html; charset=UTF-8');
    const action = intent.ok ? (intent.value.next_action as ProviderNextAction | null) : null;
    const details = action?.boleto_display_details ?? action?.oxxo_display_details;
    const multibanco = action?.multibanco_display_details;
    if (details) return reply.send(voucherPage([['Number', details.number], ['Expires', new Date(details.expires_at * 1000).toISOString().slice(0, 10)]]));
    if (multibanco) return reply.send(voucherPage([['Entity', multibanco.entity], ['Reference', multibanco.reference]]));
    return reply.code(404).send(providerErrorPage('No voucher for this payment.'));
  });

  mountPlaygroundApi(app, service);
  return rest;
}
