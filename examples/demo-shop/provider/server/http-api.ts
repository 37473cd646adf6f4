import type { PaymentIntent } from '@stripe/stripe-js';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { IntentsService } from './index.ts';
import { API_BASE, DEMO_PUBLISHABLE_KEY } from './keys.ts';
import type { PaymentMethodInput } from './payment-methods.ts';
import type { StripeResult } from './types.ts';

type Body = Record<string, unknown>;

/**
 * Stripe answers a decline with HTTP 402 and other errors with 4xx. The double's own API answers
 * every Stripe error with 200 and an `{error}` body (the double reads it the same way), so a test
 * browser does not log a failed resource for an expected decline.
 */
function send<T>(reply: FastifyReply, result: StripeResult<T>): FastifyReply {
  return reply.send(result.ok ? result.value : { error: result.error });
}

/** The browser may only use a publishable key, sent as Stripe.js does (Bearer header). */
function authorised(req: FastifyRequest, reply: FastifyReply, publishableKeys: readonly string[]): boolean {
  const key = (req.headers.authorization ?? '').replace(/^Bearer\s+/i, '');
  if (publishableKeys.includes(key)) return true;
  void reply.code(401).send({ error: { type: 'authentication_error', message: `Invalid API Key provided: ${key ? `${key.slice(0, 8)}…` : '(none)'}` } });
  return false;
}

const str = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);
const outcome = (value: unknown): 'complete' | 'fail' => (value === 'complete' ? 'complete' : 'fail');

/**
 * The provider's HTTP face for the browser double (the stand-in for api.stripe.com):
 *   POST /payment_methods                      create a payment method (the Payment Element frame does this)
 *   GET  /payment_intents/:id?client_secret=   retrieve      · POST …/confirm {client_secret, payment_method | payment_method_data, return_url}
 *   POST /payment_intents/:id/authenticate     {client_secret, outcome: 'complete'|'fail'} the 3D Secure page / wallet app answer
 *   and the same three for /setup_intents/:id.
 *   POST /tokens {payment_method}              a single-use card token for a card method the frame made (createToken)
 *   POST /confirmation_tokens {payment_method, return_url?, setup_future_usage?, shipping?}   (createConfirmationToken)
 * Intents are never created or listed here: the shop's server does that with the module API.
 */
export function mountProviderApi(app: FastifyInstance, service: IntentsService, publishableKeys: readonly string[] = [DEMO_PUBLISHABLE_KEY]): void {
  const guarded = (handler: (req: FastifyRequest, reply: FastifyReply, body: Body, id: string) => FastifyReply) =>
    async (req: FastifyRequest, reply: FastifyReply) => {
      void reply.header('Cache-Control', 'no-store');
      if (!authorised(req, reply, publishableKeys)) return reply;
      const body = (req.body && typeof req.body === 'object' ? req.body : {}) as Body;
      return handler(req, reply, body, (req.params as { id?: string }).id ?? '');
    };

  app.post(`${API_BASE}/payment_methods`, guarded((_req, reply, body) => {
    if (body.type === undefined) return reply.code(400).send({ error: { type: 'invalid_request_error', code: 'parameter_missing', message: 'Missing required param: type.', param: 'type' } });
    return send(reply, service.createPaymentMethod(body as unknown as PaymentMethodInput));
  }));

  app.post(`${API_BASE}/tokens`, guarded((_req, reply, body) => send(reply, service.createToken(str(body.payment_method) ?? ''))));
  app.post(`${API_BASE}/confirmation_tokens`, guarded((_req, reply, body) =>
    send(reply, service.createConfirmationToken(str(body.payment_method) ?? '', {
      returnUrl: str(body.return_url),
      setupFutureUsage: body.setup_future_usage === 'off_session' || body.setup_future_usage === 'on_session' ? body.setup_future_usage : undefined,
      shipping: body.shipping && typeof body.shipping === 'object' ? (body.shipping as PaymentIntent.Shipping) : undefined,
    }))));

  app.get(`${API_BASE}/payment_intents/:id`, guarded((req, reply, _body, id) =>
    send(reply, service.retrievePaymentIntent(id, str((req.query as Body).client_secret) ?? '-'))));
  app.post(`${API_BASE}/payment_intents/:id/confirm`, guarded((_req, reply, body, id) =>
    send(reply, service.confirmPaymentIntent(id, {
      clientSecret: str(body.client_secret) ?? '-',
      paymentMethod: str(body.payment_method),
      paymentMethodData: body.payment_method_data as PaymentMethodInput | undefined,
      fallbackMethodType: str(body.payment_method_type),
      returnUrl: str(body.return_url),
      setupFutureUsage: body.setup_future_usage === 'off_session' || body.setup_future_usage === 'on_session' ? body.setup_future_usage : undefined,
    }))));
  app.post(`${API_BASE}/payment_intents/:id/authenticate`, guarded((_req, reply, body, id) =>
    send(reply, service.completeAction(id, str(body.client_secret) ?? '-', outcome(body.outcome)))));

  app.get(`${API_BASE}/setup_intents/:id`, guarded((req, reply, _body, id) =>
    send(reply, service.retrieveSetupIntent(id, str((req.query as Body).client_secret) ?? '-'))));
  app.post(`${API_BASE}/setup_intents/:id/confirm`, guarded((_req, reply, body, id) =>
    send(reply, service.confirmSetupIntent(id, {
      clientSecret: str(body.client_secret) ?? '-',
      paymentMethod: str(body.payment_method),
      paymentMethodData: body.payment_method_data as PaymentMethodInput | undefined,
      fallbackMethodType: str(body.payment_method_type),
      returnUrl: str(body.return_url),
    }))));
  app.post(`${API_BASE}/setup_intents/:id/authenticate`, guarded((_req, reply, body, id) =>
    send(reply, service.completeSetupAction(id, str(body.client_secret) ?? '-', outcome(body.outcome)))));
}
