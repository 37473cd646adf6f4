// @vitest-environment node
/** Order-received and order-pay, as WooCommerce prints them and as order-pay posts (WC_Form_Handler::pay_action). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createShop, type Shop } from '../app.ts';
import { ADA, inputValue, newShopper, productId, type Shopper } from '../testing/shopper.ts';

let shop: Shop;
beforeAll(async () => {
  shop = await createShop({ port: 0, products: 0, quiet: true, distDir: '/nonexistent' });
  shop.context.gateways.register({ id: 'later', title: 'Pay later', description: 'Pending until paid.', process: () => ({ status: 'pending' }) });
});
afterAll(async () => {
  await shop.close();
});

/** A shopper whose order waits for payment (the 'later' gateway sends them to order-pay). */
async function pendingOrder(): Promise<{ s: Shopper; url: string; id: number }> {
  const s = await newShopper(shop);
  await s.add(productId(shop, 'beanie'));
  const nonce = inputValue(await s.page('/shop/checkout/'), 'woocommerce-process-checkout-nonce');
  const answer = JSON.parse((await s.ajax('checkout', { ...ADA, payment_method: 'later', 'terms-field': '1', terms: 'on', 'woocommerce-process-checkout-nonce': nonce })).body) as { redirect: string; order_id: number };
  return { s, url: answer.redirect, id: answer.order_id };
}

describe('order-pay', () => {
  it("prints form-pay.php: the order's totals, the methods, terms, and a form posted to the page itself", async () => {
    const { s, url } = await pendingOrder();
    const html = await s.page(url);
    expect(html).toContain('<body class="page woocommerce-checkout woocommerce-page woocommerce-order-pay theme-demo woocommerce-js">');
    expect(html).toContain('<form id="order_review" method="post">');
    expect(html).toContain('<tr><th scope="row" colspan="2">Total:</th><td class="product-total"><span class="woocommerce-Price-amount amount"><bdi><span class="woocommerce-Price-currencySymbol">£</span>23.00</bdi></span> <small class="includes_tax">(includes <span class="woocommerce-Price-amount amount"><bdi><span class="woocommerce-Price-currencySymbol">£</span>3.83</bdi></span> VAT)</small></td></tr>');
    expect(html).toContain('<div id="payment">');
    expect(html).toContain('<input type="hidden" name="woocommerce_pay" value="1">');
    expect(html).toContain('<button type="submit" class="button alt" id="place_order" value="Pay for order" data-value="Pay for order">Pay for order</button>');
    expect(html).toMatch(/"is_checkout":"0"/);
  });

  it('asks for the terms and a method the shop offers, then pays and shows the order received', async () => {
    const { s, url, id } = await pendingOrder();
    const nonce = inputValue(await s.page(url), 'woocommerce-pay-nonce');
    const pay = (fields: Record<string, string>) => s.post(url, { woocommerce_pay: '1', 'woocommerce-pay-nonce': nonce, 'terms-field': '1', ...fields });
    expect((await pay({ payment_method: 'cod' })).body).toContain('<li data-id="terms">Please read and accept the terms and conditions to proceed with your order.</li>');
    expect((await pay({ payment_method: 'cheque', terms: 'on' })).body).toContain('<li>Invalid payment method.</li>');
    expect((await pay({ payment_method: 'cod', terms: 'on', 'woocommerce-pay-nonce': 'abcdefabcd' })).body).toContain('<li>We were unable to process your order, please try again.</li>');
    const paid = await pay({ payment_method: 'cod', terms: 'on' });
    expect(paid.status).toBe(303);
    expect(paid.location).toMatch(new RegExp(`^/shop/checkout/order-received/${id}/\\?key=`));
    expect(shop.db.prepare('SELECT status, payment_method FROM orders WHERE id = ?').get(id)).toEqual({ status: 'processing', payment_method: 'cod' });
    // The cart the order came from is emptied once it is paid.
    expect(await s.page('/shop/cart/')).toContain('Your basket is currently empty.');
    expect(await s.page(url)).toContain('This order&rsquo;s status is &ldquo;Processing&rdquo;&mdash;it cannot be paid for.');
  });

  it('refuses a wrong order key', async () => {
    const { s, url } = await pendingOrder();
    const res = await s.get(url.replace(/key=[^&]+/, 'key=wc_order_wrong'));
    expect([res.status, res.body.includes('Sorry, this order is invalid and cannot be paid for.')]).toEqual([403, true]);
  });
});

describe('order-received', () => {
  it("shows the overview, the gateway's instructions, the order details and the customer's addresses", async () => {
    const s = await newShopper(shop);
    await s.add(productId(shop, 'belt'));
    const nonce = inputValue(await s.page('/shop/checkout/'), 'woocommerce-process-checkout-nonce');
    const answer = JSON.parse((await s.ajax('checkout', { ...ADA, payment_method: 'bacs', 'terms-field': '1', terms: 'on', 'woocommerce-process-checkout-nonce': nonce })).body) as { redirect: string };
    const html = await s.page(answer.redirect);
    expect(html).toContain('<li class="woocommerce-order-overview__payment-method method">Payment method: <strong>Direct bank transfer</strong></li>');
    expect(html).toContain('<h2 class="wc-bacs-bank-details-heading">Our bank details</h2>');
    expect(html).toContain('<tr class="woocommerce-table__line-item order_item"><td class="woocommerce-table__product-name product-name">Belt <strong class="product-quantity">&times;&nbsp;1</strong></td>');
    expect(html).toContain('<tr><th scope="row">Shipping:</th><td>Free shipping</td></tr>');
    expect(html).toContain('<address>Ada Lovelace<br>12 Analytical Row<br>London<br>SW1A 1AA\n<p class="woocommerce-customer-details--phone">020 7946 0000</p><p class="woocommerce-customer-details--email">ada@example.com</p></address>');
    // A guest's order shows no email in the overview (WooCommerce shows it to the logged-in owner only).
    expect(html).not.toContain('woocommerce-order-overview__email');
  });
});
