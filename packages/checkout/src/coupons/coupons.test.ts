// @vitest-environment jsdom
import { isBlocked } from '@shop-islands/core/block-overlay';
import { pageSession } from '@shop-islands/core/session';
import { startRecordingServer, type RecordingServer } from '@shop-islands/core/testing/recording-server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { listen } from '../dom/listen.ts';
import { prepareCheckoutCouponForm } from './coupon-form.ts';
import { COUPON_EVENTS, isCouponError, startCoupons, type CouponPage, type Coupons, type NoticePlace } from './coupons.ts';

// wc_print_notices() output of WC_AJAX::apply_coupon / remove_coupon.
const APPLIED = '<div class="woocommerce-message" role="alert">Coupon code applied successfully.</div>';
const NOT_FOUND = '<ul class="woocommerce-error" role="alert">\n\t\t\t<li>\n\t\t\tCoupon "nope" cannot be applied because it does not exist.\t\t</li>\n\t</ul>';
const REMOVED = '<div class="woocommerce-message" role="alert">Coupon has been removed.</div>';
const OFFLINE = 'An error occurred while connecting to the server. Please try again.';

/** The checkout's coupon toggle and form, and the order review with an applied coupon, as WooCommerce prints them. */
const CHECKOUT = `<div class="woocommerce-notices-wrapper"></div>
<div class="woocommerce-form-coupon-toggle"><div class="woocommerce-info">Have a coupon? <a href="#" class="showcoupon">Click here to enter your code</a></div></div>
<form class="checkout_coupon woocommerce-form-coupon" method="post" style="display:none"><p><input type="text" name="coupon_code" class="input-text" id="coupon_code"></p><p><button type="submit" name="apply_coupon">Apply coupon</button></p></form>
<form class="checkout woocommerce-checkout"><input type="email" name="billing_email" value="ada@example.com">
<div id="order_review" class="woocommerce-checkout-review-order"><table class="shop_table"><tr class="cart-discount"><td><a href="?remove_coupon=save10" class="woocommerce-remove-coupon" data-coupon="save10">[Remove]</a></td></tr></table></div></form>`;

/** The cart page's coupon row. */
const CART = `<div class="woocommerce-notices-wrapper"></div><a href="#" class="showcoupon">A theme's coupon link</a><form class="woocommerce-cart-form"><div class="coupon"><input type="text" name="coupon_code" class="input-text" id="coupon_code"><button type="submit" name="apply_coupon">Apply coupon</button></div></form><div class="cart_totals"></div>`;

// jsdom lays nothing out: an element counts as shown unless it or an ancestor is hidden, as in a browser.
Element.prototype.getClientRects = function (this: Element) {
  return (this.closest('[style*="display: none"], [style*="display:none"]') ? [] : [new DOMRect(0, 0, 1, 1)]) as unknown as DOMRectList;
};
/** Slide durations asked for; the slides finish at once. */
let slides: number[] = [];
Element.prototype.animate = function (_frames: unknown, options?: number | KeyframeAnimationOptions) {
  slides.push(typeof options === 'number' ? options : Number(options?.duration));
  return { finished: Promise.resolve(), cancel: () => undefined } as unknown as Animation;
};

let server: RecordingServer;
/** Answers by endpoint (the wc-ajax query argument); an endpoint without an answer is a network failure. */
let answers: Record<string, string>;
let heard: Array<[string, unknown[]]>;
let recalculated = 0;
let coupons: Coupons;

const $ = <E extends HTMLElement = HTMLElement>(selector: string): E => document.querySelector<E>(selector)!;
const codeInput = (): HTMLInputElement => $<HTMLInputElement>('#coupon_code');
const sent = (): URLSearchParams[] => server.requests.map((request) => new URLSearchParams(request.body));
const endpointOf = (url: string): string => new URL(url, server.origin).searchParams.get('wc-ajax') ?? '';
/** Waits for what the shopper sees at the end of a flow. */
const shown = (selector: string): Promise<unknown> => expect.poll(() => document.querySelector(selector)).not.toBeNull();
const recalculation = (): Promise<unknown> => expect.poll(() => recalculated).toBe(1);

async function start(page: CouponPage, { reachable = true } = {}): Promise<void> {
  // A body of its own per test: listeners bound to an earlier test's body stay there.
  const body = document.createElement('body');
  document.body.replaceWith(body);
  body.innerHTML = page === 'checkout' ? CHECKOUT : CART;
  const events: Array<[string, unknown[]]> = (heard = []);
  for (const name of ['applied_coupon_in_checkout', 'removed_coupon_in_checkout', 'applied_coupon', 'removed_coupon']) {
    body.addEventListener(name, (event) => events.push([name, (event as CustomEvent<unknown[]>).detail]));
  }
  const session = pageSession({
    wcAjaxUrl: `${reachable ? server.origin : 'http://127.0.0.1:9'}/?wc-ajax=%%endpoint%%`,
    nonces: { apply_coupon_nonce: 'ap1', remove_coupon_nonce: 'rm1' },
  }, {});
  const checkoutForm = (): HTMLElement => $('form.checkout');
  const couponForm = (): HTMLElement | null => (page === 'checkout' ? $('form.checkout_coupon') : $('form.woocommerce-cart-form'));
  coupons = startCoupons(document, session, {
    page,
    form: couponForm,
    totals: () => (page === 'checkout' ? $('.woocommerce-checkout-review-order') : $('.cart_totals')),
    errorPlace: (input) => (page === 'checkout' ? input.parentElement : input.closest('.coupon')),
    placeNotice: (notice: Node, place: NoticePlace) => {
      if (place === 'notices-area') $('.woocommerce-notices-wrapper').prepend(notice);
      else (place === 'before-coupon-form' ? couponForm()! : checkoutForm()).before(notice);
    },
    recalculate: () => (recalculated += 1),
  });
  // As the pages wire it: the checkout's form prepared at start-up, the page's events handed to coupons.
  if (page === 'checkout') prepareCheckoutCouponForm(document, couponForm());
  listen(body, COUPON_EVENTS, coupons.handle);
}

const typeCode = (code: string): void => {
  codeInput().value = code;
  codeInput().dispatchEvent(new Event('input', { bubbles: true }));
};
const toggleForm = (): void => $('a.showcoupon').click();

beforeEach(async () => {
  answers = { apply_coupon: APPLIED, remove_coupon: REMOVED };
  server = await startRecordingServer((request) => {
    const answer = answers[endpointOf(request.url)];
    return answer === undefined ? { status: 500, body: '' } : { headers: { 'Content-Type': 'text/html' }, body: answer };
  });
  heard = [];
  recalculated = 0;
  slides = [];
});
afterEach(() => server.close());

describe('checkout coupon form', () => {
  it('opens with a 400 ms slide and focuses the input, and closes again', async () => {
    await start('checkout');
    const toggle = $('a.showcoupon');
    expect([toggle.getAttribute('role'), toggle.getAttribute('aria-controls'), toggle.getAttribute('aria-expanded')]).toEqual(['button', $('form.checkout_coupon').id, 'false']);
    toggleForm();
    expect(slides).toEqual([400]);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect($('form.checkout_coupon').style.display).not.toBe('none');
    expect(document.activeElement).toBe(codeInput());
    toggleForm();
    await expect.poll(() => $('form.checkout_coupon').style.display).toBe('none');
    expect(slides).toEqual([400, 400]);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect($('form.checkout_coupon').style.display).toBe('none');
  });

  it('sends the code with the billing email, blocking the form, once even if submitted twice', async () => {
    await start('checkout');
    toggleForm();
    typeCode('SAVE10');
    coupons.apply();
    coupons.apply();
    expect(isBlocked($('form.checkout_coupon'))).toBe(true);
    await expect.poll(() => recalculated).toBe(1);
    expect(sent().map((fields) => Object.fromEntries(fields))).toEqual([{ coupon_code: 'SAVE10', billing_email: 'ada@example.com', security: 'ap1' }]);
    expect(server.requests.map((request) => endpointOf(request.url))).toEqual(['apply_coupon']);
  });

  it('shows an error answer inline under the input, keeps the form open and still recalculates (SPEC 7.3.3)', async () => {
    answers.apply_coupon = NOT_FOUND;
    await start('checkout');
    toggleForm();
    typeCode('nope');
    coupons.apply();
    await shown('#coupon-error-notice');
    const error = $('#coupon-error-notice');
    expect(error.textContent).toBe('Coupon "nope" cannot be applied because it does not exist.');
    expect(error.getAttribute('role')).toBe('alert');
    expect(error.parentElement).toBe(codeInput().parentElement);
    expect([codeInput().getAttribute('aria-invalid'), codeInput().getAttribute('aria-describedby')]).toEqual(['true', 'coupon-error-notice']);
    expect(document.activeElement).toBe(codeInput());
    expect(heard).toEqual([['applied_coupon_in_checkout', ['nope']]]);
    expect($('a.showcoupon').getAttribute('aria-expanded')).toBe('true');
    expect(isBlocked($('form.checkout_coupon'))).toBe(false);
    await recalculation();
  });

  it('clears the inline error as soon as the shopper types', async () => {
    answers.apply_coupon = NOT_FOUND;
    await start('checkout');
    typeCode('nope');
    coupons.apply();
    await shown('#coupon-error-notice');
    typeCode('nope2');
    expect(document.getElementById('coupon-error-notice')).toBeNull();
    expect([codeInput().getAttribute('aria-invalid'), codeInput().getAttribute('aria-describedby')]).toEqual([null, null]);
  });

  it('on success hides the form, shows the notice, clears the input and recalculates without shipping methods', async () => {
    await start('checkout');
    toggleForm();
    typeCode('SAVE10');
    coupons.apply();
    await recalculation();
    expect($('form.checkout_coupon').previousElementSibling?.textContent).toBe('Coupon code applied successfully.');
    expect(codeInput().value).toBe('');
    expect(heard).toEqual([['applied_coupon_in_checkout', ['SAVE10']]]);
    expect(recalculated).toBe(1);
    expect($('a.showcoupon').getAttribute('aria-expanded')).toBe('false');
    expect($('form.checkout_coupon').style.display).toBe('none');
    expect(document.getElementById('coupon-error-notice')).toBeNull();
  });

  it('unblocks and explains a failed apply request inline', async () => {
    await start('checkout', { reachable: false });
    toggleForm();
    typeCode('SAVE10');
    coupons.apply();
    await shown('#coupon-error-notice');
    expect($('#coupon-error-notice').textContent).toBe(OFFLINE);
    expect(isBlocked($('form.checkout_coupon'))).toBe(false);
    expect(document.activeElement).toBe(codeInput());
    expect(recalculated).toBe(0);
  });

  it('removes a coupon: notice before the checkout form, recalculation without shipping methods, form hidden', async () => {
    await start('checkout');
    toggleForm();
    typeCode('half-typed');
    $('.woocommerce-remove-coupon').click();
    $('.woocommerce-remove-coupon').click();
    expect(isBlocked($('.woocommerce-checkout-review-order'))).toBe(true);
    await recalculation();
    expect(sent().map((fields) => Object.fromEntries(fields))).toEqual([{ coupon: 'save10', security: 'rm1' }]);
    expect($('form.checkout').previousElementSibling?.textContent).toBe('Coupon has been removed.');
    expect(heard).toEqual([['removed_coupon_in_checkout', ['save10']]]);
    expect(recalculated).toBe(1);
    expect(codeInput().value).toBe('');
    expect($('a.showcoupon').getAttribute('aria-expanded')).toBe('false');
    expect(isBlocked($('.woocommerce-checkout-review-order'))).toBe(false);
  });

  it('shows a request failure notice when a remove request fails', async () => {
    await start('checkout', { reachable: false });
    $('.woocommerce-remove-coupon').click();
    await shown('.woocommerce-error');
    expect($('form.checkout').previousElementSibling?.textContent).toBe(OFFLINE);
    expect(recalculated).toBe(0);
  });
});

describe('cart page coupons', () => {
  it('puts the success notice in the notices area, announces applied_coupon and refreshes the cart', async () => {
    await start('cart');
    typeCode('SAVE10');
    coupons.apply();
    await recalculation();
    expect(sent().map((fields) => Object.fromEntries(fields))).toEqual([{ coupon_code: 'SAVE10', security: 'ap1' }]);
    expect($('.woocommerce-notices-wrapper').textContent).toBe('Coupon code applied successfully.');
    expect(heard).toEqual([['applied_coupon', ['SAVE10']]]);
    expect(recalculated).toBe(1);
  });

  it('has no toggle: the coupon row is part of the cart', async () => {
    await start('cart');
    $('a.showcoupon').click();
    expect(slides).toEqual([]);
    expect($('a.showcoupon').getAttribute('aria-expanded')).toBeNull();
  });

  it('shows an error under .coupon, and still refreshes the cart (SPEC 7.3.3)', async () => {
    answers.apply_coupon = NOT_FOUND;
    await start('cart');
    typeCode('nope');
    coupons.apply();
    await shown('#coupon-error-notice');
    expect($('#coupon-error-notice').parentElement).toBe($('.coupon'));
    await recalculation();
  });
});

describe('isCouponError', () => {
  it("recognises WooCommerce's and the blocks' error notices", () => {
    expect(isCouponError(NOT_FOUND)).toBe(true);
    expect(isCouponError('<div class="wc-block-components-notice-banner is-error">x</div>')).toBe(true);
    expect(isCouponError(APPLIED)).toBe(false);
  });
});
