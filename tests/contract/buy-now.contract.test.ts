// @vitest-environment node
/**
 * Buy-now's settings readers and amount rules on what the demo really prints (`wpASPNG`,
 * `wpaspInitOnDocReady`), and its amount parser on what the shop then accepts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Shop } from '../../examples/demo-shop/app.ts';
import { currencyDecimals, readTypedAmount } from '../../packages/buy-now/src/controller/amount.ts';
import { matchAttachClass, matchTriggerLink, paymentBoxUrl } from '../../packages/buy-now/src/controller/triggers.ts';
import { readButtonSettings, readCommonSettings } from '../../packages/buy-now/src/settings.ts';
import { onShop, pageGlobals, startDemo } from './demo.ts';

let shop: Shop;
let page: string;
let productPage: string;
beforeAll(async () => {
  shop = await startDemo();
  // The buy-now buttons page prints every kind of button; a product page, one.
  page = await (await fetch(onShop(shop, '/shop/buy-now-buttons/'))).text();
  productPage = await (await fetch(onShop(shop, '/shop/product/beanie/'))).text();
});
afterAll(async () => {
  await shop.close();
});

describe('buy-now contract', () => {
  it("reads the product page's one button", () => {
    const [button, ...more] = readButtonSettings(pageGlobals(productPage));
    expect(more).toEqual([]);
    expect(button).toMatchObject({ show_custom_amount_input: false });
    expect(currencyDecimals(button!)).toBe(2);
    expect(productPage).toContain(`id="asp_ng_button_${button!.uniq_id}"`);
  });

  it('reads the buttons the buy-now buttons page prints', () => {
    const globals = pageGlobals(page);
    const common = readCommonSettings(globals);
    const [plain, custom] = readButtonSettings(globals);
    expect(common).toEqual({ iframeUrl: '/shop/asp-payment-box/', ppSlug: 'asp-payment-box', prefetch: false, ckey: '' });
    expect(plain).toMatchObject({ show_custom_amount_input: false });
    expect(custom).toMatchObject({ show_custom_amount_input: true });
    expect([plain!, custom!].map(currencyDecimals)).toEqual([2, 2]);
    // Every button printed has its purchase form and button in the page.
    for (const button of [plain!, custom!]) {
      expect(page).toContain(`id="asp_ng_form_${button.uniq_id}"`);
      expect(page).toContain(`id="asp_ng_button_${button.uniq_id}"`);
    }
    expect(page).toContain(`id="stripeAmount_${custom!.uniq_id}"`);
  });

  it('passes the typed amount on as the shop reads it; what the button refuses the shop refuses, and the shop alone applies its limits', async () => {
    const [, custom] = readButtonSettings(pageGlobals(page));
    const box = (price: string) => fetch(onShop(shop, `/shop/asp-payment-box/?product_id=${custom!.product_id}&price=${encodeURIComponent(price)}`));
    const accepted = readTypedAmount('1,250.5', currencyDecimals(custom!));
    expect(accepted).toBe('1250.50');
    expect((await box(accepted!)).status).toBe(200);
    expect(readTypedAmount('1e21', currencyDecimals(custom!))).toBeNull();
    expect((await box('1e21')).status).toBe(400);
    // Below the product's minimum, above the provider's maximum: the box opens and shows the shop's message.
    for (const [typed, message] of [['5', 'Minimum amount is £18.00'], ['99999999', 'Maximum amount is £999,999.99']] as const) {
      const answer = await box(readTypedAmount(typed, currencyDecimals(custom!))!);
      expect([answer.status, await answer.text()]).toEqual([400, expect.stringContaining(message)]);
    }
  });

  it("recognises the page's payment box link and attach element as triggers of this product", () => {
    const [, custom] = readButtonSettings(pageGlobals(page));
    const common = readCommonSettings(pageGlobals(page))!;
    const link = /<a class="asp-buy-now-link" href="([^"]+)"/.exec(page)![1]!;
    const target = matchTriggerLink(link, common.ppSlug);
    expect(target?.productId).toBe(custom!.product_id);
    const attach = /class="button (asp-attach-product-\d+)" data-asp-price="([^"]+)"/.exec(page)!;
    expect(matchAttachClass(attach[1]!)).toBe(custom!.product_id);
    expect(paymentBoxUrl(common.iframeUrl, { productId: custom!.product_id, params: [] }, attach[2]!, shop.url)).toBe(onShop(shop, `/shop/asp-payment-box/?product_id=${custom!.product_id}&price=23.00`));
  });
});
