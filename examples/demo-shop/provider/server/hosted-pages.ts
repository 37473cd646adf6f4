import { html, type SafeHtml } from '../../pages/html.ts';
import type { ProviderPaymentIntent, ProviderSetupIntent } from './types.ts';

const STYLE = 'body{font:16px/1.5 system-ui,sans-serif;color:#30313d;background:#f6f9fc;margin:0}main{max-width:480px;margin:10vh auto;background:#fff;padding:32px;border-radius:8px;box-shadow:0 2px 12px rgba(0,0,0,.1)}button{font:inherit;padding:10px 18px;border-radius:6px;border:1px solid #30313d;background:#fff;color:#30313d;cursor:pointer;margin-right:8px}button.primary{background:#0570de;border-color:#0570de;color:#fff}.badge{display:inline-block;background:#ffde92;color:#30313d;border-radius:4px;padding:2px 6px;font-size:.8em;font-weight:600}';

function documentOf(title: string, body: SafeHtml): string {
  return `<!DOCTYPE html>\n${html`<html lang="en"><head><meta charset="UTF-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`}`;
}

function amountText(intent: ProviderPaymentIntent | ProviderSetupIntent): string {
  if (intent.object !== 'payment_intent') return 'saving this payment method';
  return `a payment of ${new Intl.NumberFormat('en-GB', { style: 'currency', currency: intent.currency.toUpperCase() }).format(intent.amount / 100)}`;
}

/** The demo's stand-in for a bank's / wallet's authorisation page (redirect methods). */
export function authorizePage(intent: ProviderPaymentIntent | ProviderSetupIntent, clientSecret: string, methodLabel: string): string {
  return documentOf(
    'Authorize test payment',
    html`<p><span class="badge">TEST MODE</span></p>
<h1>Authorize test payment</h1>
<p>This is the demo's ${methodLabel} test page. Authorize or fail ${amountText(intent)} to see how your integration handles each result.</p>
<form method="post">
<input type="hidden" name="intent" value="${intent.id}">
<input type="hidden" name="client_secret" value="${clientSecret}">
<button type="submit" class="primary" name="outcome" value="complete">Authorize test payment</button>
<button type="submit" name="outcome" value="fail">Fail test payment</button>
</form>`,
  );
}

/** Shown when the authorisation page has no return URL to go back to. */
export function authorizeResultPage(status: string): string {
  return documentOf('Test payment', html`<h1>Test payment ${status === 'succeeded' ? 'authorized' : 'failed'}</h1><p>You can close this page.</p>`);
}

export function providerErrorPage(message: string): string {
  return documentOf('Test payment', html`<h1>Test payment</h1><p role="alert">${message}</p>`);
}

/** The hosted voucher (boleto / multibanco / oxxo) a shopper can print. */
export function voucherPage(rows: [string, string][]): string {
  return documentOf('Payment voucher', html`<p><span class="badge">TEST MODE</span></p><h1>Payment voucher</h1><dl>${rows.map(([term, value]) => html`<dt>${term}</dt><dd>${value}</dd>`)}</dl>`);
}

/** The Payment Element's frame document; its script renders the fields. */
export function framePage(scriptPath: string): string {
  return `<!DOCTYPE html>\n${html`<html lang="en"><head><meta charset="UTF-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Secure payment input frame</title></head><body><script src="${scriptPath}"></script></body></html>`}`;
}
