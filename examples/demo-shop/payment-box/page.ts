/**
 * The payment box page (`/shop/asp-payment-box/?product_id={id}[&price=…][&ckey=…]`), the document
 * the buy-now pop-up shows in its frame. Same ids and names as the Stripe Payments plugin's box:
 * `#Aligner` / `#Aligner-item`, `form#payment-form` with `amount`, `thankyou_page_url`,
 * `payment-intent` (name `payment_intent`), `product_id` and `process_ipn`.
 */
import type { Message } from '../domain/message.ts';
import { currencyByCode, formatDecimal, formatPlain } from '../domain/money.ts';
import { html, scriptJson, type SafeHtml } from '../pages/html.ts';
import { PURCHASE_PATH } from '../pages/buy-now-pages.ts';
import { messageHtml } from '../pages/partials/notices.ts';
import { STRIPE_JS_PATH } from '../provider/server/index.ts';
import { BOX_SCRIPT_PATH, VARS_ELEMENT_ID, type PaymentBoxVars } from './vars.ts';

const STYLE = html`
html,body{margin:0;min-height:100%;background:transparent;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1d1d1f}
.Aligner{display:flex;align-items:center;justify-content:center;min-height:100vh;padding:1rem;box-sizing:border-box}
.Aligner-item{width:100%;max-width:26rem;background:#fff;border-radius:.75rem;padding:1.5rem;box-shadow:0 1rem 3rem rgba(0,0,0,.3);transition:opacity .2s}
.Aligner-item.is-leaving{opacity:0}
h1{font-size:1.25rem;margin:0 0 .25rem}
.pp-amount{margin:0 0 1rem;color:#444}
#payment-element{margin:0 0 1rem;min-height:3rem}
#submit-btn{width:100%;padding:.75rem;border:0;border-radius:.5rem;background:#0a58ca;color:#fff;font:inherit;font-weight:600;cursor:pointer}
#submit-btn:disabled{background:#6c757d;cursor:wait}
#submit-btn:focus-visible{outline:3px solid #111;outline-offset:2px}
.pp-error:not(:empty){margin:0 0 1rem;padding:.75rem;border-radius:.5rem;background:#fdecea;color:#8a1c12}
#global-error{display:none}
.pp-spinner{display:flex;align-items:center;justify-content:center;min-height:100vh;color:#fff;font-weight:600}
.pp-spinner[hidden],[hidden]{display:none}
`;

function document(title: string, body: SafeHtml): string {
  return `<!DOCTYPE html>\n${html`<html lang="en-GB"><head><meta charset="UTF-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${title} – Shop Islands</title><style>${STYLE}</style></head><body class="asp-payment-box">${body}</body></html>`}`;
}

/** The box for one product, charging `vars.amount`. */
export function paymentBoxPage(vars: PaymentBoxVars, checkoutAction: string = PURCHASE_PATH): string {
  const currency = currencyByCode(vars.currency);
  const decimal = formatDecimal(vars.amount, currency).replace(/,/g, '');
  return document(
    `Pay for ${vars.productName}`,
    html`<div id="Aligner" class="Aligner"><main id="Aligner-item" class="Aligner-item" aria-labelledby="pp-title">
<h1 id="pp-title">${vars.productName}</h1>
<p class="pp-amount">Amount: <strong id="pp-amount-display">${formatPlain(vars.amount, currency)}</strong></p>
<form id="payment-form" method="post" action="${checkoutAction}" novalidate>
<div id="global-error" class="pp-error" role="alert"></div>
<div id="payment-element"></div>
<button type="submit" id="submit-btn" disabled>Pay ${formatPlain(vars.amount, currency)}</button>
<input type="hidden" id="amount" name="amount" value="${decimal}">
<input type="hidden" id="thankyou_page_url" name="thankyou_page_url" value="">
<input type="hidden" id="payment-intent" name="payment_intent" value="">
<input type="hidden" id="product-id" name="product_id" value="${vars.productId}">
<input type="hidden" name="process_ipn" value="1">
</form>
</main></div>
<div id="global-spinner" class="pp-spinner" role="status" hidden>Processing your payment…</div>
<script type="application/json" id="${VARS_ELEMENT_ID}">${scriptJson(vars)}</script>
<script src="${STRIPE_JS_PATH}"></script>
<script type="module" src="${BOX_SCRIPT_PATH}"></script>`,
  );
}

/** The box when it cannot take a payment (unknown product, bad price): the message and nothing else. */
export function paymentBoxError(message: Message): string {
  return document(
    'Payment',
    html`<div id="Aligner" class="Aligner"><main id="Aligner-item" class="Aligner-item"><h1>Payment</h1><p class="pp-error" role="alert">${messageHtml(message)}</p></main></div>`,
  );
}
