// @vitest-environment jsdom
// (DOMPurify sanitises tables correctly under jsdom only; order-review.reload.test.ts is the case jsdom cannot run)
import { isBlocked } from '@shop-islands/core/block-overlay';
import { emitPageEvent } from '@shop-islands/core/emit-page-event';
import { describe, expect, it, vi } from 'vitest';
import { $, page, PAYMENT, start, success, TABLE, total, update, useShop } from './test-page.ts';

useShop();

// jsdom lays nothing out: an element counts as shown unless it or an ancestor is hidden, as in a browser.
Element.prototype.getClientRects = function (this: Element) {
  return (this.closest('[style*="display: none"], [style*="display:none"]') ? [] : [new DOMRect(0, 0, 1, 1)]) as unknown as DOMRectList;
};

describe('update_order_review on the checkout', () => {
  it('replaces the fragments, then sets payment methods up again and announces updated_checkout with the answer', async () => {
    await start();
    const answer = success('£12.00', 'Pay by cheque, please.');
    page.answers.push(JSON.stringify(answer));
    emitPageEvent('update_checkout', [], document);
    await expect.poll(() => isBlocked($(TABLE)) && isBlocked($(PAYMENT))).toBe(true);
    await expect.poll(() => page.updated.length).toBe(1);
    expect(total()).toBe('£12.00');
    expect($('.payment-text').textContent).toBe('Pay by cheque, please.');
    expect(isBlocked($(TABLE)) || isBlocked($(PAYMENT))).toBe(false);
    expect(page.initialised).toEqual(['£12.00']);
    expect(page.updated).toEqual([[answer]]);
    const sent = new URLSearchParams(page.server.requests[0]?.body);
    expect([sent.get('security'), sent.get('city'), sent.get('has_full_address'), sent.get('shipping_method[0]')]).toEqual(['u1', 'London', 'false', 'flat_rate:1']);
  });

  it('keeps the review blocked until the new totals are in: the old totals never show unblocked', async () => {
    await start();
    page.answers.push(JSON.stringify(success('£12.00')));
    const seen: string[] = [];
    const observer = new MutationObserver(() => seen.push(`${total()} ${isBlocked($(TABLE)) ? 'blocked' : 'open'}`));
    observer.observe(document.body, { subtree: true, childList: true, attributes: true });
    await update();
    observer.disconnect();
    expect(seen).toContain('£10.00 blocked');
    expect(seen).not.toContain('£10.00 open');
    expect(seen.at(-1)).toBe('£12.00 open');
  });

  it('replaces only the fragments that changed since the last answer', async () => {
    await start();
    page.answers.push(JSON.stringify(success('£10.00')), JSON.stringify(success('£12.00')), JSON.stringify(success('£12.00')));
    await update();
    const paymentBox = $(PAYMENT);
    const reviewTable = $(TABLE);
    await update();
    expect(total()).toBe('£12.00');
    expect($(PAYMENT)).toBe(paymentBox);
    expect($(TABLE)).not.toBe(reviewTable);
    const newTable = $(TABLE);
    await update();
    expect($(TABLE)).toBe(newTable);
  });

  it('shows failure messages above the form, revalidates the fields and scrolls to them', async () => {
    await start();
    const scrolled = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    page.answers.push(JSON.stringify({ result: 'failure', messages: '<ul class="woocommerce-error" role="alert"><li>No shipping options were found.</li></ul>', reload: false, fragments: {} }));
    await update();
    expect($('form.checkout > .woocommerce-NoticeGroup-updateOrderReview').textContent).toBe('No shipping options were found.');
    expect($('#billing_postcode_field').classList.contains('woocommerce-invalid-required-field')).toBe(true);
    expect($('#billing_city_field').classList.contains('woocommerce-validated')).toBe(true);
    await expect.poll(() => scrolled.mock.calls.length).toBeGreaterThan(0);
    expect(page.initialised).toHaveLength(1);
    // The next answer takes the notice away.
    page.answers.push(JSON.stringify(success('£10.00')));
    await update();
    expect(document.querySelector('.woocommerce-NoticeGroup-updateOrderReview')).toBeNull();
  });

  it("replaces the whole form with WooCommerce's expired-session fragment (no result)", async () => {
    await start();
    page.answers.push(JSON.stringify({ fragments: { 'form.woocommerce-checkout': '<div class="woocommerce-error">Sorry, your session has expired.</div>' } }));
    await update();
    expect(document.querySelector('form.checkout')).toBeNull();
    expect($('.woocommerce-error').textContent).toBe('Sorry, your session has expired.');
  });

  it('never applies an older answer after a newer request was sent: what is asked meanwhile goes once the answer is in (SPEC 7.3.1)', async () => {
    await start();
    // The first answer is slow; the shopper changes the city meanwhile, twice.
    page.answers.push({ body: JSON.stringify(success('£10.00')), delayMs: 300 }, JSON.stringify(success('£14.00')));
    const applied: Array<{ total: string; sent: number }> = [];
    document.body.addEventListener('updated_checkout', () => applied.push({ total: total(), sent: page.server.requests.length }));
    emitPageEvent('update_checkout', [], document);
    await expect.poll(() => page.server.requests.length).toBe(1);
    $<HTMLInputElement>('#billing_city').value = 'Leeds';
    emitPageEvent('update_checkout', [], document);
    $<HTMLInputElement>('#billing_city').value = 'York';
    emitPageEvent('update_checkout', [], document);
    await expect.poll(() => applied.length).toBe(2);
    // The older answer was applied while it was the newest request sent; the newer one (York's) after it.
    expect(applied).toEqual([
      { total: '£10.00', sent: 1 },
      { total: '£14.00', sent: 2 },
    ]);
    expect(page.server.requests.map((request) => new URLSearchParams(request.body).get('city'))).toEqual(['London', 'York']);
  });

  it('gives focus back to the shipping method that asked for the update', async () => {
    await start();
    page.answers.push(JSON.stringify(success('£0.00', 'Pay by cheque.', 'free_shipping:1')));
    const free = $<HTMLInputElement>('#shipping_method_0_free_shipping1');
    free.checked = true;
    free.dispatchEvent(new Event('change', { bubbles: true }));
    await expect.poll(() => page.updated.length).toBe(1);
    expect($('#shipping_method_0_free_shipping1')).not.toBe(free);
    expect(document.activeElement).toBe($('#shipping_method_0_free_shipping1'));
    expect(new URLSearchParams(page.server.requests[0]?.body).get('shipping_method[0]')).toBe('free_shipping:1');
  });

  it('keeps focus on the control a shopper is on when an update redraws it (a shipping method, by id), not on the body', async () => {
    await start();
    page.answers.push(JSON.stringify(success('£12.00')));
    const free = $<HTMLInputElement>('#shipping_method_0_free_shipping1');
    free.focus();
    await update();
    expect($('#shipping_method_0_free_shipping1')).not.toBe(free);
    expect(document.activeElement).toBe($('#shipping_method_0_free_shipping1'));
  });

  it("puts focus on the page's notice when the focused control went with the review (a coupon's [Remove] link)", async () => {
    await start();
    page.answers.push(JSON.stringify(success('£12.00')));
    $(TABLE).insertAdjacentHTML('beforeend', '<tr class="cart-discount"><td><a href="#" class="woocommerce-remove-coupon" data-coupon="save10">[Remove]</a></td></tr>');
    $('form.checkout').insertAdjacentHTML('beforebegin', '<div class="woocommerce-message" role="alert">Coupon has been removed.</div>');
    $('.woocommerce-remove-coupon').focus();
    await update();
    expect(document.activeElement).toBe($('.woocommerce-message'));
    expect($('.woocommerce-message').tabIndex).toBe(-1);
  });

  it('only unblocks after a failed request', async () => {
    await start();
    page.answers.push({ status: 500, body: '', delayMs: 100 });
    emitPageEvent('update_checkout', [], document);
    await expect.poll(() => isBlocked($(TABLE))).toBe(true);
    await expect.poll(() => isBlocked($(TABLE))).toBe(false);
    expect(page.updated).toEqual([]);
    expect(page.initialised).toEqual([]);
  });

  it('applies an answer that is not JSON as an empty one: unblocked, payment methods set up again', async () => {
    await start();
    page.answers.push('<p>Fatal error</p>');
    await update();
    expect(page.updated).toEqual([[null]]);
    expect(page.initialised).toEqual(['£10.00']);
  });
});
