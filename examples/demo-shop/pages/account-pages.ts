import { getCustomer, registerCustomer } from '../domain/customers.ts';
import { processLogin } from './login.ts';
import { ordersOfCustomer, orderPayUrl, orderReceivedUrl, STATUS_LABELS, type OrderRow } from '../domain/orders.ts';
import { priceHtml } from './partials/price.ts';
import { currencyByCode } from '../domain/money.ts';
import { renewSessionForCustomer, SESSION_COOKIE, SESSION_COOKIE_OPTIONS } from '../domain/sessions.ts';
import type { RequestContext } from '../shop-context.ts';
import { flagAttr, html, type SafeHtml } from './html.ts';
import { nonceField } from './checkout.ts';
import { noticesHtml, type Notice } from './partials/notices.ts';
import { page, redirect, type PageRegistry, type PageResult } from './registry.ts';
import { commonSettings } from './settings.ts';
import { stripePaymentFields } from './partials/stripe-payment-fields.ts';
import { upeParams, UPE_PARAMS, type UpePage } from '../stripe-gateway/settings.ts';
import { addPaymentMethod } from '../stripe-gateway/ajax.ts';

function loginForms(ctx: RequestContext): SafeHtml {
  return html`<div class="u-columns col2-set" id="customer_login"><div class="u-column1 col-1"><h2>Login</h2>
<form class="woocommerce-form woocommerce-form-login login" method="post" action="/shop/my-account/">
<p class="woocommerce-form-row woocommerce-form-row--wide form-row form-row-wide"><label for="username">Username or email address&nbsp;<span class="required" aria-hidden="true">*</span></label><input type="text" class="woocommerce-Input woocommerce-Input--text input-text" name="username" id="username" autocomplete="username" value="" required aria-required="true"></p>
<p class="woocommerce-form-row woocommerce-form-row--wide form-row form-row-wide"><label for="password">Password&nbsp;<span class="required" aria-hidden="true">*</span></label><input class="woocommerce-Input woocommerce-Input--text input-text" type="password" name="password" id="password" autocomplete="current-password" required aria-required="true"></p>
<p class="form-row"><label class="woocommerce-form__label woocommerce-form__label-for-checkbox woocommerce-form-login__rememberme"><input class="woocommerce-form__input woocommerce-form__input-checkbox" name="rememberme" type="checkbox" id="rememberme" value="forever"> <span>Remember me</span></label>${nonceField(ctx, 'woocommerce-login', 'woocommerce-login-nonce')}<button type="submit" class="woocommerce-button button woocommerce-form-login__submit" name="login" value="Log in">Log in</button></p>
</form></div>
<div class="u-column2 col-2"><h2>Register</h2><form method="post" class="woocommerce-form woocommerce-form-register register" action="/shop/my-account/">
<p class="woocommerce-form-row woocommerce-form-row--wide form-row form-row-wide"><label for="reg_email">Email address&nbsp;<span class="required" aria-hidden="true">*</span></label><input type="email" class="woocommerce-Input woocommerce-Input--text input-text" name="email" id="reg_email" autocomplete="email" value="" required aria-required="true"></p>
<p class="woocommerce-form-row woocommerce-form-row--wide form-row form-row-wide"><label for="reg_password">Password&nbsp;<span class="required" aria-hidden="true">*</span></label><input type="password" class="woocommerce-Input woocommerce-Input--text input-text" name="password" id="reg_password" autocomplete="new-password" required aria-required="true"></p>
<p class="woocommerce-form-row form-row">${nonceField(ctx, 'woocommerce-register', 'woocommerce-register-nonce')}<button type="submit" class="woocommerce-Button woocommerce-button button woocommerce-form-register__submit" name="register" value="Register">Register</button></p>
</form></div></div>`;
}

/** wc_get_account_orders_actions' 'pay': an order waiting for payment (WC_Order::needs_payment), pending or failed, with something to pay. */
const needsPayment = (o: Pick<OrderRow, 'status' | 'total'>): boolean => (o.status === 'pending' || o.status === 'failed') && o.total > 0;

const NAV: [string, string][] = [['dashboard', 'Dashboard'], ['orders', 'Orders'], ['subscriptions', 'Subscriptions'], ['edit-address', 'Addresses'], ['payment-methods', 'Payment methods'], ['customer-logout', 'Log out']];

export function accountPage(ctx: RequestContext, endpoint: string, body: SafeHtml, notices: Notice[] = [], payment?: AccountPayment): PageResult {
  const customerId = ctx.session.customerId;
  const content = customerId === null
    ? html`<h1 class="entry-title">My account</h1><div class="woocommerce-notices-wrapper">${noticesHtml(notices)}</div>${loginForms(ctx)}`
    : html`<h1 class="entry-title">My account</h1><nav class="woocommerce-MyAccount-navigation" aria-label="Account pages"><ul>${NAV.map(([slug, label]) => html`<li class="woocommerce-MyAccount-navigation-link woocommerce-MyAccount-navigation-link--${slug}${slug === endpoint ? ' is-active' : ''}"><a href="/shop/my-account/${slug === 'dashboard' ? '' : `${slug}/`}"${slug === endpoint ? html` aria-current="page"` : ''}>${label}</a></li>`)}</ul></nav><div class="woocommerce-MyAccount-content"><div class="woocommerce-notices-wrapper">${noticesHtml(notices)}</div>${body}</div>`;
  return page({
    title: 'My account', bodyClass: `page woocommerce-account woocommerce-page${customerId === null ? '' : ' logged-in'} woocommerce-${endpoint}`, content,
    widgets: payment ? ['storefront', 'live-search', 'payments'] : ['storefront', 'live-search'],
    hostScripts: payment ? ['jquery', 'wp-i18n', 'stripe'] : ['jquery', 'wp-i18n'],
    settings: payment ? { ...commonSettings(), [UPE_PARAMS]: upeParams(ctx, payment) } : commonSettings(),
  });
}

/** An account page with one of the Stripe gateway's forms: it prints the gateway's settings and Stripe.js. */
type AccountPayment = Extract<UpePage, { kind: 'add-payment-method' }>;

/** WooCommerce's add-payment-method template, with the methods that can be saved here (the card; SEPA in euros). */
function addPaymentMethodForm(ctx: RequestContext): SafeHtml {
  const gateways = ctx.shop.gateways.available(ctx.shop.currency.code, 0).filter((g) => g.upeType === 'card' || g.upeType === 'sepa_debit');
  if (gateways.length === 0) return html`<div class="woocommerce-info" role="status">New payment methods can only be added during checkout. Please contact us if you require assistance.</div>`;
  return html`<form id="add_payment_method" method="post" action="/shop/my-account/add-payment-method/"><div id="payment" class="woocommerce-Payment"><ul class="woocommerce-PaymentMethods payment_methods methods">
${gateways.map((g, i) => html`<li class="woocommerce-PaymentMethod woocommerce-PaymentMethod--${g.id} payment_method_${g.id}"><input id="payment_method_${g.id}" type="radio" class="input-radio" name="payment_method" value="${g.id}"${flagAttr('checked', i === 0)}> <label for="payment_method_${g.id}">${g.title}</label>
<div class="woocommerce-PaymentBox woocommerce-PaymentBox--${g.id} payment_box payment_method_${g.id}"${i === 0 ? '' : html` style="display: none;"`}>${stripePaymentFields(ctx, g, 'add-payment-method')}</div></li>`)}
</ul><div class="form-row">${nonceField(ctx, 'woocommerce-add-payment-method', 'woocommerce-add-payment-method-nonce')}<button type="submit" class="woocommerce-Button woocommerce-Button--alt button alt" id="place_order" value="Add payment method">Add payment method</button><input type="hidden" name="woocommerce_add_payment_method" id="woocommerce_add_payment_method" value="1"></div></div></form>`;
}

function paymentMethods(ctx: RequestContext): SafeHtml {
  const tokens = ctx.shop.db.prepare('SELECT * FROM payment_tokens WHERE customer_id = ? ORDER BY id').all(ctx.session.customerId) as { id: number; brand: string; last4: string; exp_month: number; exp_year: number; is_default: number }[];
  return html`${tokens.length === 0 ? html`<div class="woocommerce-info" role="status">No saved methods found.</div>` : html`<table class="woocommerce-MyAccount-paymentMethods shop_table shop_table_responsive account-payment-methods-table"><thead><tr><th class="woocommerce-PaymentMethod woocommerce-PaymentMethod--method"><span class="nobr">Method</span></th><th class="woocommerce-PaymentMethod woocommerce-PaymentMethod--expires"><span class="nobr">Expires</span></th><th class="woocommerce-PaymentMethod woocommerce-PaymentMethod--actions"><span class="screen-reader-text">Actions</span></th></tr></thead><tbody>${tokens.map((t) => html`<tr class="payment-method${t.is_default ? ' default-payment-method' : ''}"><td class="woocommerce-PaymentMethod woocommerce-PaymentMethod--method">${t.brand} ending in ${t.last4}</td><td class="woocommerce-PaymentMethod woocommerce-PaymentMethod--expires">${String(t.exp_month).padStart(2, '0')}/${String(t.exp_year).slice(-2)}</td><td class="woocommerce-PaymentMethod woocommerce-PaymentMethod--actions"></td></tr>`)}</tbody></table>`}
<a class="button" href="/shop/my-account/add-payment-method/">Add payment method</a>`;
}

function lostPasswordPage(ctx: RequestContext, body: SafeHtml, notices: Notice[] = []): PageResult {
  return page({
    title: 'Lost password', bodyClass: 'page woocommerce-account woocommerce-page woocommerce-lost-password', content: html`<h1 class="entry-title">Lost password</h1><div class="woocommerce"><div class="woocommerce-notices-wrapper">${noticesHtml(notices)}</div>${body}</div>`,
    widgets: ['storefront', 'live-search'], hostScripts: ['jquery', 'wp-i18n'], settings: commonSettings(),
  });
}

export function registerAccountPages(r: PageRegistry): void {
  r.registerPage('GET', '/shop/my-account/', (ctx) => {
    const c = ctx.session.customerId !== null ? getCustomer(ctx.shop.db, ctx.session.customerId) : undefined;
    return accountPage(ctx, 'dashboard', c ? html`<p>Hello <strong>${c.first_name || c.email}</strong> (not <strong>${c.first_name || c.email}</strong>? <a href="/shop/my-account/customer-logout/">Log out</a>)</p><p>From your account dashboard you can view your <a href="/shop/my-account/orders/">recent orders</a> and manage your <a href="/shop/my-account/payment-methods/">payment methods</a>.</p>` : html``);
  });
  r.registerPage('POST', '/shop/my-account/', (ctx, { body }) => {
    if (body.login !== undefined) {
      const login = processLogin(ctx, body);
      return login.kind === 'failed' ? accountPage(ctx, 'dashboard', html``, login.notices) : login;
    }
    if (!ctx.shop.nonces.verifyNonce(ctx.session.id, 'woocommerce-register', body['woocommerce-register-nonce'])) return accountPage(ctx, 'dashboard', html``, [{ type: 'error', message: 'Your session has expired. Please try again.' }]);
    const created = registerCustomer(ctx.shop.db, body.email ?? '', body.password ?? '');
    if (!created.ok) return accountPage(ctx, 'dashboard', html``, [{ type: 'error', message: created.error.message }]);
    void ctx.reply.setCookie(SESSION_COOKIE, renewSessionForCustomer(ctx.shop.db, ctx.session.id, created.value.id), SESSION_COOKIE_OPTIONS);
    return redirect('/shop/my-account/');
  });
  // The login forms link here (woocommerce_login_form): WooCommerce's lost-password form. The demo sends no
  // email; it confirms as WooCommerce does, whatever was typed, so nobody learns which accounts exist.
  r.registerPage('GET', '/shop/my-account/lost-password/', (ctx) => lostPasswordPage(ctx, html`<form method="post" class="woocommerce-ResetPassword lost_reset_password">
<p>Lost your password? Please enter your username or email address. You will receive a link to create a new password via email.</p>
<p class="woocommerce-form-row woocommerce-form-row--first form-row form-row-first"><label for="user_login">Username or email&nbsp;<span class="required" aria-hidden="true">*</span><span class="screen-reader-text">Required</span></label><input class="woocommerce-Input woocommerce-Input--text input-text" type="text" name="user_login" id="user_login" autocomplete="username" required aria-required="true"></p>
<div class="clear"></div>
<p class="woocommerce-form-row form-row"><input type="hidden" name="wc_reset_password" value="true"><button type="submit" class="woocommerce-Button button" value="Reset password">Reset password</button></p>
${nonceField(ctx, 'lost_password', 'woocommerce-lost-password-nonce')}
</form>`));
  r.registerPage('POST', '/shop/my-account/lost-password/', (ctx, { body }) => {
    if (!ctx.shop.nonces.verifyNonce(ctx.session.id, 'lost_password', body['woocommerce-lost-password-nonce'])) {
      return lostPasswordPage(ctx, html``, [{ type: 'error', message: 'Your session has expired. Please try again.' }]);
    }
    if ((body.user_login ?? '').trim() === '') return lostPasswordPage(ctx, html``, [{ type: 'error', message: 'Enter a username or email address.' }]);
    return lostPasswordPage(ctx, html`<p>A password reset email has been sent to the email address on file for your account, but may take several minutes to show up in your inbox. Please wait at least 10 minutes before attempting another reset.</p>`, [{ type: 'info', message: 'Password reset email has been sent.' }]);
  });
  // WooCommerce ends the session at logout and keeps the customer's cart for their next login: the cart is
  // parked under a session id nobody holds, and the browser starts a new, empty session.
  r.registerPage('GET', '/shop/my-account/customer-logout/', (ctx) => {
    if (ctx.session.customerId !== null) {
      renewSessionForCustomer(ctx.shop.db, ctx.session.id, ctx.session.customerId);
      void ctx.reply.setCookie(SESSION_COOKIE, ctx.shop.sessionIds.issue(), SESSION_COOKIE_OPTIONS);
    }
    return redirect('/shop/my-account/');
  });
  r.registerPage('GET', '/shop/my-account/orders/', (ctx) => {
    const orders = ctx.session.customerId !== null ? ordersOfCustomer(ctx.shop.db, ctx.session.customerId) : [];
    return accountPage(ctx, 'orders', orders.length === 0 ? html`<div class="woocommerce-info" role="status">No order has been made yet.</div>` : html`<table class="woocommerce-orders-table shop_table shop_table_responsive my_account_orders account-orders-table"><thead><tr><th scope="col">Order</th><th scope="col">Status</th><th scope="col">Total</th><th scope="col">Actions</th></tr></thead><tbody>${orders.map((o) => html`<tr class="woocommerce-orders-table__row order"><td><a href="${orderReceivedUrl(o)}">#${o.number}</a></td><td>${STATUS_LABELS[o.status]}</td><td>${priceHtml(o.total, currencyByCode(o.currency))}</td><td class="woocommerce-orders-table__cell woocommerce-orders-table__cell-order-actions">${needsPayment(o) ? html`<a href="${orderPayUrl(o)}" class="woocommerce-button button pay" aria-label="${`Pay for order ${o.number}`}">Pay</a>` : ''}</td></tr>`)}</tbody></table>`);
  });
  r.registerPage('GET', '/shop/my-account/payment-methods/', (ctx, { query }) =>
    accountPage(ctx, 'payment-methods', paymentMethods(ctx), query.added !== undefined ? [{ type: 'success', message: 'Payment method successfully added.' }] : []));
  r.registerPage('GET', '/shop/my-account/add-payment-method/', (ctx) =>
    ctx.session.customerId === null ? accountPage(ctx, 'dashboard', html``) : accountPage(ctx, 'add-payment-method', addPaymentMethodForm(ctx), [], { kind: 'add-payment-method' }));
  // WC_Form_Handler::add_payment_method_action(): the nonce, then the gateway keeps the confirmed setup intent's method.
  r.registerPage('POST', '/shop/my-account/add-payment-method/', (ctx, { body }) => {
    const retry = (message: string): PageResult => accountPage(ctx, 'add-payment-method', addPaymentMethodForm(ctx), [{ type: 'error', message }], { kind: 'add-payment-method' });
    if (ctx.session.customerId === null) return accountPage(ctx, 'dashboard', html``);
    if (!ctx.shop.nonces.verifyNonce(ctx.session.id, 'woocommerce-add-payment-method', body['woocommerce-add-payment-method-nonce'])) return retry('Your session has expired. Please try again.');
    if (!(body.payment_method ?? '').startsWith('stripe')) return retry('Invalid payment method.');
    const added = addPaymentMethod(ctx, body['wc-stripe-setup-intent'] ?? '', Object.keys(body).some((name) => name.endsWith('-update-subs-payment-method-card')));
    return added.ok ? redirect('/shop/my-account/payment-methods/?added=1') : retry(added.message);
  });
}
