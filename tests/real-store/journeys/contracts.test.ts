/**
 * The recorded answers the widgets' contract tests read (packages/*\/src/fixtures/) are still what the
 * real plugins answer. SHOP_ISLANDS_RECORD=1 rewrites them from the store instead.
 */
import assert from 'node:assert/strict';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { before, describe, test } from 'node:test';
import { useStoreBrowser } from '../harness/browser.ts';
import { ga4Events, recordedPushes, RECORD_DATALAYER } from '../harness/datalayer.ts';
import { FIXTURES, printedGa4w, recordAspProduct, recordAwsAnswer, recordGa4Pages, recordOrderAttribution, type RecordedGa4Page } from '../harness/record.ts';
import { placeCashOnDeliveryOrder, settled } from '../harness/shopper.ts';
import { info, request, setOptions, STORE_URL, useProfile } from '../harness/store.ts';

const RECORD = process.env.SHOP_ISLANDS_RECORD === '1';

function check(file: string, live: string): void {
  if (RECORD) {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, live);
    return;
  }
  assert.equal(live, readFileSync(file, 'utf8'), `${file} no longer matches the store: rerun with SHOP_ISLANDS_RECORD=1 and review the difference`);
}

async function awsAnswer(keyword: string): Promise<string> {
  const body = new URLSearchParams({ action: 'aws_action', keyword, aws_page: '0', aws_tax: '', lang: '', pageurl: `${STORE_URL}/`, typedata: 'json' });
  const res = await request('/?wc-ajax=aws_action', { method: 'POST', body });
  assert.equal(res.status, 200);
  return recordAwsAnswer(res.html, STORE_URL);
}

describe('recorded answers of the real plugins', () => {
  const browser = useStoreBrowser();
  before(() => useProfile('legacy'));

  test("Advanced Woo Search's aws_action answers for 'hoodie' and for a term nothing matches", async () => {
    check(FIXTURES.awsHoodie, await awsAnswer('hoodie'));
    check(FIXTURES.awsNothing, await awsAnswer('qwerty'));
  });

  test("Stripe Payments' [asp_product] output: markup, inline script, settings and wpASPNG", async () => {
    const page = await request(new URL(info.urls.gift_card ?? '').pathname);
    check(FIXTURES.aspProduct, recordAspProduct(page.html, STORE_URL));
  });

  test("Google Analytics for WooCommerce's ga4w on the shop, product, checkout and order-received pages, and the events its main.js sent as they loaded", async () => {
    const path = (url: string | undefined): string => new URL(url ?? '/').pathname;
    const visit = await browser.open(path(info.urls.shop), { initScript: RECORD_DATALAYER });
    const { page } = visit;
    const pages: Record<string, RecordedGa4Page> = {};
    let seen = 0;
    const take = async (name: string): Promise<void> => {
      await settled(page);
      const pushes = await recordedPushes(page);
      const here = new URL(page.url()).pathname;
      const [ga4w, ...more] = printedGa4w(await page.content());
      assert.ok(ga4w && more.length === 0, `ga4w printed once on the ${name} page`);
      pages[name] = { ga4w, events: ga4Events(pushes.slice(seen).filter((p) => p.page === here)).map((e) => [e.name, e.payload]) };
      seen = pushes.length;
    };
    await take('shop');
    await page.goto(new URL(path(info.products.hoodie_with_zipper?.url), STORE_URL).href);
    await take('product');
    await page.goto(`${STORE_URL}/?add-to-cart=${info.products.hoodie_with_zipper?.id}`);
    await settled(page);
    seen = (await recordedPushes(page)).length;
    await page.goto(new URL(path(info.urls.checkout), STORE_URL).href);
    await take('checkout');
    const order = await placeCashOnDeliveryOrder(page);
    await take('orderReceived');
    check(FIXTURES.ga4Pages, recordGa4Pages(pages, STORE_URL, order.id));
  });

  test("WooCommerce's wc_order_attribution settings, with tracking allowed and refused (its allow-tracking filter)", async () => {
    const settings = async (): Promise<unknown> => {
      const { html } = await request(new URL(info.urls.plain ?? '').pathname);
      const printed = /var wc_order_attribution = (\{.*?\});\n/.exec(html)?.[1];
      assert.ok(printed, 'wc_order_attribution is printed');
      return JSON.parse(printed) as unknown;
    };
    const allowed = await settings();
    await setOptions({ shop_islands_test_tracking_allowed: 'no' });
    try {
      check(FIXTURES.orderAttribution, recordOrderAttribution({ allowed, refused: await settings() }, STORE_URL));
    } finally {
      await setOptions({ shop_islands_test_tracking_allowed: null });
    }
  });
});
