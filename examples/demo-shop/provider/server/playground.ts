import type { FastifyInstance } from 'fastify';
import { html } from '../../pages/html.ts';
import { page, type PageRegistry } from '../../pages/registry.ts';
import type { IntentsService } from './index.ts';
import { DEMO_PUBLISHABLE_KEY, PROVIDER_BASE } from './keys.ts';

export const PLAYGROUND_PATH = `${PROVIDER_BASE}/test-cards/`;
const INTENT_PATH = `${PROVIDER_BASE}/test-cards/intent`;
/** Methods offered on the playground: a card, a redirect method, a voucher, a debit and a wallet. */
export const PLAYGROUND_METHODS = ['card', 'ideal', 'boleto', 'sepa_debit', 'wechat_pay'];

/**
 * 'Test-mode card provider' playground: amount, Payment Element and Pay button. The server creates
 * the intent (as a shop's gateway does), the page confirms it with redirect 'if_required' and shows
 * the outcome; redirect methods come back here with redirect_status.
 */
export function registerPlaygroundPage(pages: PageRegistry): void {
  pages.registerPage('GET', PLAYGROUND_PATH, () =>
    page({
      title: 'Test-mode card provider',
      bodyClass: 'page stripe-playground',
      widgets: [],
      settings: {},
      hostScripts: ['stripe'],
      content: html`<article class="page"><header class="entry-header"><h1 class="entry-title">Test-mode card provider</h1></header>
<div class="entry-content">
<p>Pay with a test card: 4242 4242 4242 4242 succeeds, 4000 0025 0000 3155 asks for 3D Secure, 4000 0000 0000 0002 is declined, 4000 0000 0000 9995 has insufficient funds, 4000 0000 0000 0069 is expired, 4000 0000 0000 0127 has an incorrect CVC and 4000 0000 0000 0119 fails with a processing error. Any future expiry date and any CVC.</p>
<form id="stripe-playground" data-publishable-key="${DEMO_PUBLISHABLE_KEY}" data-intent-url="${INTENT_PATH}" data-currency="gbp" data-methods="${PLAYGROUND_METHODS.join(',')}" novalidate>
<p class="form-row"><label for="playground-amount">Amount (£)</label><input type="text" inputmode="decimal" id="playground-amount" name="amount" value="12.50" class="input-text"></p>
<div id="playground-payment-element"></div>
<p><button type="submit" class="button alt" id="playground-pay">Pay</button></p>
<p id="playground-outcome" role="status" aria-live="polite"></p>
</form>
</div></article>
<script defer src="${PROVIDER_BASE}/playground.js"></script>`,
    }),
  );
}

/** The playground's server half: creates the PaymentIntent the page then confirms. */
export function mountPlaygroundApi(app: FastifyInstance, service: IntentsService): void {
  app.post(INTENT_PATH, async (req, reply) => {
    const body = (req.body ?? {}) as { amount?: unknown };
    const amount = Number(body.amount);
    void reply.header('Cache-Control', 'no-store');
    const created = service.createPaymentIntent({ amount, currency: 'gbp', paymentMethodTypes: PLAYGROUND_METHODS, metadata: { source: 'playground' } });
    if (!created.ok) return reply.code(400).send({ error: created.error });
    return reply.send({ clientSecret: created.value.client_secret });
  });
}
