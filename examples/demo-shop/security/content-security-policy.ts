/**
 * The demo's Content-Security-Policy (issue 22, 'Headers'). Scripts run only from the shop's own origin, or
 * inline when the page printed them with this response's nonce (the localized settings `var x = {...}` and GA4
 * for WooCommerce's gtag snippet, as WordPress prints them through wp_print_inline_script_tag's attributes).
 * No 'unsafe-inline', no 'unsafe-eval': an injected `<script>`, an `on…=` attribute or a `javascript:` URL does
 * not run even if an escaping mistake let one through. A page that prints no inline script gets no nonce.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

/** A fresh nonce for one response: 128 random bits, base64 (CSP's nonce-source grammar). */
export function newScriptNonce(): string {
  return randomBytes(16).toString('base64');
}

/**
 * Where Stripe.js comes from on a live Stripe store (Stripe's own CSP advice): the payments widget's loader fetches
 * it there when the page did not bring it, as a real shop's policy must allow.
 */
const STRIPE_JS_ORIGIN = 'https://js.stripe.com';

/**
 * The policy for a page whose inline scripts carry `nonce` (or that has none: `undefined`). Only the shop frames its
 * documents (the provider's card and 3D Secure frames are on its origin), and `framedBy` adds the other origins a
 * document is made to be framed by (the buy-now payment box, by the shop's pages when it is served elsewhere); forms
 * post to the shop only.
 */
export function contentSecurityPolicy(nonce?: string, framedBy: readonly string[] = []): string {
  return [
    `script-src 'self' ${STRIPE_JS_ORIGIN}${nonce ? ` 'nonce-${nonce}'` : ''}`,
    // Inline event handlers never run, nonce or not.
    "script-src-attr 'none'",
    "object-src 'none'",
    "base-uri 'none'",
    ["frame-ancestors 'self'", ...framedBy].join(' '),
    "form-action 'self'",
  ].join('; ');
}

export const CSP_HEADER = 'Content-Security-Policy';
export const NOSNIFF_HEADER = 'X-Content-Type-Options';

/**
 * Every HTML document the server sends carries a policy: pages rendered by pages/render.ts set theirs, with the
 * nonce of their inline scripts; any other document (the payment box, the provider's frames and pages, error
 * pages) gets the policy without a nonce, since none of them prints an inline script, and may be framed by the shop's
 * origin wherever it is served (the payment box and the card frames inside it, when the box is on another origin).
 * Every answer is nosniff, so a browser never reads a script or style out of an answer of another type.
 */
export function registerContentSecurityPolicy(app: FastifyInstance, shopOrigin: () => string): void {
  app.addHook('onSend', async (_req, reply, payload) => {
    void reply.header(NOSNIFF_HEADER, 'nosniff');
    if (!reply.hasHeader(CSP_HEADER) && String(reply.getHeader('content-type') ?? '').startsWith('text/html')) {
      void reply.header(CSP_HEADER, contentSecurityPolicy(undefined, [shopOrigin()]));
    }
    return payload;
  });
}
