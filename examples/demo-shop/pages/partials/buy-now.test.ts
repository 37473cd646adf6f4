// @vitest-environment node
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POPUP_TEMPLATE_HTML } from '../../../../packages/buy-now/src/fixtures/popup-template.ts';
import { createShop, type Shop } from '../../app.ts';
import { buyNowPopupTemplate } from './buy-now.ts';

let shop: Shop;
beforeAll(async () => {
  const dist = mkdtempSync(join(tmpdir(), 'dist-'));
  writeFileSync(join(dist, 'manifest.json'), JSON.stringify({ files: {}, widgets: { 'buy-now': { js: 'buy-now.js', css: null, imports: [], hash: 'h1' } } }));
  shop = await createShop({ port: 0, distDir: dist });
});
afterAll(async () => {
  await shop.close();
});

describe("the buy-now pop-up's template", () => {
  it("is the markup the widget copies for each pop-up, as the WordPress plugin prints it (the widget's fixture)", () => {
    expect(String(buyNowPopupTemplate())).toBe(POPUP_TEMPLATE_HTML);
  });

  it('is printed once on a page that loads the buy-now widget (the buttons page: four triggers), and not on others', async () => {
    const buttons = (await shop.app.inject({ url: '/shop/buy-now-buttons/' })).body;
    expect(buttons).toContain('asp_ng_button_');
    expect(buttons.split(POPUP_TEMPLATE_HTML).length - 1).toBe(1);
    const cart = (await shop.app.inject({ url: '/shop/cart/' })).body;
    expect(cart).not.toContain('shop-islands-buy-now-popup');
  });
});
