/**
 * WooCommerce's login form (templates/global/form-login.php) and its handler (WC_Form_Handler::process_login),
 * shared by the checkout and my-account: the form posts to the page it is on, and a login returns the
 * shopper to where the form says (the checkout), with the cart they filled as a guest joined to the
 * one they had saved.
 */
import { mergeCustomerCart } from '../domain/cart.ts';
import { login } from '../domain/customers.ts';
import { renewSessionForCustomer, SESSION_COOKIE, SESSION_COOKIE_OPTIONS } from '../domain/sessions.ts';
import { localPath } from '../input/local-path.ts';
import type { RequestContext } from '../shop-context.ts';
import { html, type SafeHtml } from './html.ts';
import type { Notice } from './partials/notices.ts';
import type { PageResult } from './registry.ts';

export const MY_ACCOUNT_URL = '/shop/my-account/';
const EXPIRED = 'Your session has expired. Please try again.';

function nonceInput(ctx: RequestContext): SafeHtml {
  return html`<input type="hidden" id="woocommerce-login-nonce" name="woocommerce-login-nonce" value="${ctx.shop.nonces.createNonce(ctx.session.id, 'woocommerce-login')}">`;
}

/** woocommerce_login_form(): posts to the page it is on; `redirect` is where a login goes back to. */
export function loginForm(ctx: RequestContext, o: { message: string; redirect: string; hidden: boolean }): SafeHtml {
  return html`<form class="woocommerce-form woocommerce-form-login login" method="post"${o.hidden ? html` style="display:none;"` : ''}>
<p>${o.message}</p>
<p class="form-row form-row-first"><label for="username">Username or email&nbsp;<span class="required" aria-hidden="true">*</span><span class="screen-reader-text">Required</span></label><input type="text" class="input-text" name="username" id="username" autocomplete="username" required aria-required="true"></p>
<p class="form-row form-row-last"><label for="password">Password&nbsp;<span class="required" aria-hidden="true">*</span><span class="screen-reader-text">Required</span></label><input class="input-text woocommerce-Input" type="password" name="password" id="password" autocomplete="current-password" required aria-required="true"></p>
<div class="clear"></div>
<p class="form-row"><label class="woocommerce-form__label woocommerce-form__label-for-checkbox woocommerce-form-login__rememberme"><input class="woocommerce-form__input woocommerce-form__input-checkbox" name="rememberme" type="checkbox" id="rememberme" value="forever"> <span>Remember me</span></label>${nonceInput(ctx)}<input type="hidden" name="redirect" value="${o.redirect}"><button type="submit" class="woocommerce-button button woocommerce-form-login__submit" name="login" value="Login">Login</button></p>
<p class="lost_password"><a href="${MY_ACCOUNT_URL}lost-password/">Lost your password?</a></p>
<div class="clear"></div>
</form>`;
}

/** wp_validate_redirect(): a path on this shop (or an address with its origin), else my-account. */
export function safeRedirect(ctx: RequestContext, target: string | undefined): string {
  if (!target) return MY_ACCOUNT_URL;
  if (target.startsWith('/')) return localPath(target) ?? MY_ACCOUNT_URL;
  try {
    const url = new URL(target);
    const origin = ctx.shop.origin();
    // Its path checked as a path too: 'http://shop//evil.example/' must not become '//evil.example/'.
    return (origin !== '' && url.origin === origin && localPath(`${url.pathname}${url.search}`)) || MY_ACCOUNT_URL;
  } catch {
    return MY_ACCOUNT_URL;
  }
}

export type LoginOutcome = Extract<PageResult, { kind: 'redirect' }> | { kind: 'failed'; notices: Notice[]; status?: number };

/** Logs the shopper in from a posted login form, or says why not (WooCommerce's and WordPress's words). */
export function processLogin(ctx: RequestContext, body: Readonly<Record<string, string>>): LoginOutcome {
  if (!ctx.shop.nonces.verifyNonce(ctx.session.id, 'woocommerce-login', body['woocommerce-login-nonce'] ?? body._wpnonce)) {
    return { kind: 'failed', notices: [{ type: 'error', message: EXPIRED }] };
  }
  const result = login(ctx.shop.db, body.username ?? '', body.password ?? '', { address: ctx.req.ip, now: ctx.shop.now() });
  if (!result.ok) return { kind: 'failed', notices: [{ type: 'error', message: result.error.message }] };
  const session = renewSessionForCustomer(ctx.shop.db, ctx.session.id, result.value.id);
  void ctx.reply.setCookie(SESSION_COOKIE, session, SESSION_COOKIE_OPTIONS);
  mergeCustomerCart(ctx.shop.db, session, result.value.id);
  return { kind: 'redirect', location: safeRedirect(ctx, body.redirect) };
}
