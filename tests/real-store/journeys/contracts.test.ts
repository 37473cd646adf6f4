/**
 * The recorded answers the widgets' contract tests read (packages/*\/src/fixtures/) are still what the
 * real plugins answer. SHOP_ISLANDS_RECORD=1 rewrites them from the store instead.
 */
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import { before, describe, test } from 'node:test';
import { FIXTURES, recordAspProduct, recordAwsAnswer } from '../harness/record.ts';
import { info, request, STORE_URL, useProfile } from '../harness/store.ts';

const RECORD = process.env.SHOP_ISLANDS_RECORD === '1';

function check(file: string, live: string): void {
  if (RECORD) {
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
  before(() => useProfile('legacy'));

  test("Advanced Woo Search's aws_action answers for 'hoodie' and for a term nothing matches", async () => {
    check(FIXTURES.awsHoodie, await awsAnswer('hoodie'));
    check(FIXTURES.awsNothing, await awsAnswer('qwerty'));
  });

  test("Stripe Payments' [asp_product] output: markup, inline script, settings and wpASPNG", async () => {
    const page = await request(new URL(info.urls.gift_card ?? '').pathname);
    check(FIXTURES.aspProduct, recordAspProduct(page.html, STORE_URL));
  });
});
