import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/open.ts';
import { providerBundles } from './assets.ts';
import { authorizePage, authorizeResultPage, framePage, providerErrorPage, voucherPage } from './hosted-pages.ts';
import { mountProviderApi } from './http-api.ts';
import { createIntentsService } from './index.ts';
import { AUTHORIZE_PATH, FRAME_PATH, FRAME_SCRIPT_PATH, PROVIDER_BASE, STRIPE_JS_PATH } from './keys.ts';
import { mountPlaygroundApi } from './playground.ts';
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

/**
 * Everything the provider serves on the demo shop, under /shop/demo/stripe/: the Stripe.js double
 * (v3/), the Payment Element frame, the browser API (api/v1/…), the authorise page for redirect
 * methods, hosted vouchers and the 'Test-mode card provider' playground page.
 */
export function registerStripeProvider(app: FastifyInstance, shop: { db: Db; origin(): string }): void {
  const service = createIntentsService(shop.db);
  const bundles = providerBundles();
  const script = (reply: FastifyReply, text: string): FastifyReply => reply.type('text/javascript; charset=UTF-8').header('Cache-Control', 'no-cache').send(text);

  app.get(STRIPE_JS_PATH, async (req, reply) => {
    const { fail, delayMs } = loadSwitch(req);
    if (fail) return reply.code(404).type('text/plain').send('Not found (test-mode switch stripe_fail=load)');
    if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
    return script(reply, await bundles('stripe-js'));
  });
  app.get(FRAME_PATH, async (_req, reply) => reply.type('text/html; charset=UTF-8').header('Cache-Control', 'no-cache').send(framePage(FRAME_SCRIPT_PATH)));
  app.get(FRAME_SCRIPT_PATH, async (_req, reply) => script(reply, await bundles('frame')));
  app.get(`${PROVIDER_BASE}/playground.js`, async (_req, reply) => script(reply, await bundles('playground')));

  mountProviderApi(app, service);

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
    const id = (req.query as Record<string, string | undefined>).intent ?? '';
    const intent = service.retrievePaymentIntent(id);
    void reply.type('text/html; charset=UTF-8');
    const action = intent.ok ? (intent.value.next_action as ProviderNextAction | null) : null;
    const details = action?.boleto_display_details ?? action?.oxxo_display_details;
    const multibanco = action?.multibanco_display_details;
    if (details) return reply.send(voucherPage([['Number', details.number], ['Expires', new Date(details.expires_at * 1000).toISOString().slice(0, 10)]]));
    if (multibanco) return reply.send(voucherPage([['Entity', multibanco.entity], ['Reference', multibanco.reference]]));
    return reply.code(404).send(providerErrorPage('No voucher for this payment.'));
  });

  mountPlaygroundApi(app, service);
}
