/**
 * Our [shop_islands_buy_now] shortcode's guards on the real store (issue 22's security review): a button
 * only for a published Stripe Payments product, and a thank-you address only on this site (as WordPress
 * validates a redirect). Shoppers see nothing of a refused button; whoever can edit the page sees why.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { ADMIN, getOption, info, login, request, setOptions, useProfile, wp, type Jar } from '../harness/store.ts';

interface Created {
  id: number;
  url: string;
}

const created: number[] = [];
async function post(type: string, status: string, title: string, content = ''): Promise<Created> {
  const made = await wp<Created>('post', { type, status, title, content });
  created.push(made.id);
  return made;
}
/** A page holding the shortcode with these attributes. */
const pageWith = (attributes: string): Promise<Created> => post('page', 'publish', `Buy-now shortcode ${created.length}`, `[shop_islands_buy_now ${attributes}]`);

const BUTTON = /<button id="asp_ng_button_\w{9}"/;
const NOTE = /<p class="shop-islands-editor-note" role="note">([^<]*)/;
/** The button data the shortcode printed (asp_data_{uniq_id}). */
function buttonData(html: string): { product_id: number; thankyou_page_url: string } {
  const json = /var asp_data_\w{9} = (\{.*?\});/.exec(html)?.[1];
  assert.ok(json, 'the button data is printed');
  return JSON.parse(json) as { product_id: number; thankyou_page_url: string };
}

describe('[shop_islands_buy_now] guards', () => {
  let admin: Jar;
  before(async () => {
    await useProfile('shop-islands');
    admin = await login(ADMIN.user, ADMIN.password);
  });
  after(async () => {
    for (const id of created) await wp('delete', { id });
  });

  test('a draft, trashed, deleted or unrelated product_id renders no button; only an editor sees why', async () => {
    const draft = await post('asp-products', 'draft', 'Draft gift card');
    const trashed = await post('asp-products', 'trash', 'Old gift card');
    const deleted = await post('asp-products', 'publish', 'Deleted gift card');
    await wp('delete', { id: deleted.id });
    const unrelated = await post('post', 'publish', 'A blog post');
    const cases: Array<[string, string, RegExp]> = [
      ['a draft', `product_id="${draft.id}"`, new RegExp(`product ${draft.id} is not published \\(Draft\\)`)],
      ['a trashed product', `product_id="${trashed.id}"`, new RegExp(`product ${trashed.id} is in the trash`)],
      ['a deleted product', `product_id="${deleted.id}"`, new RegExp(`there is no product ${deleted.id}`)],
      ['a blog post', `product_id="${unrelated.id}"`, new RegExp(`${unrelated.id} is a Post, not a Stripe Payments product`)],
      ['no number', 'product_id="gift"', /product_id &quot;gift&quot; is not a product id/],
    ];
    for (const [what, attributes, reason] of cases) {
      const page = new URL((await pageWith(attributes)).url).pathname;
      const shopper = await request(page);
      assert.equal(shopper.status, 200);
      assert.doesNotMatch(shopper.html, BUTTON, `${what}: no button for shoppers`);
      assert.doesNotMatch(shopper.html, NOTE, `${what}: no note for shoppers`);
      assert.doesNotMatch(shopper.html, /asp_data_/, `${what}: no button data`);
      const editor = await request(page, { jar: admin });
      assert.doesNotMatch(editor.html, BUTTON, `${what}: no button for the editor either`);
      const note = NOTE.exec(editor.html)?.[1] ?? '';
      assert.match(note, reason, `${what}: the editor is told why`);
      assert.match(note, /Nothing is shown to shoppers here\./);
    }
  });

  test('the published product keeps its button', async () => {
    const page = new URL((await pageWith(`product_id="${info.asp_product}"`)).url).pathname;
    const shopper = await request(page);
    assert.match(shopper.html, BUTTON);
    assert.equal(buttonData(shopper.html).product_id, info.asp_product);
    assert.doesNotMatch((await request(page, { jar: admin })).html, NOTE, 'nothing to tell the editor');
  });

  test('a thankyou_url off the site is refused like a WordPress redirect: the default thank-you page, and a note for the editor', async () => {
    const fallback = buttonData((await request(new URL((await pageWith(`product_id="${info.asp_product}"`)).url).pathname)).html).thankyou_page_url;
    for (const outside of ['https://evil.example/thanks/', '//evil.example/thanks/', 'javascript:alert(1)', 'http://127.0.0.1.evil.example/']) {
      const page = new URL((await pageWith(`product_id="${info.asp_product}" thankyou_url="${outside}"`)).url).pathname;
      const shopper = await request(page);
      assert.match(shopper.html, BUTTON, `${outside}: the button stays`);
      assert.equal(buttonData(shopper.html).thankyou_page_url, fallback, `${outside}: the default thank-you page`);
      assert.ok(!shopper.html.includes('evil.example/thanks'), `${outside}: never printed for shoppers`);
      assert.doesNotMatch(shopper.html, NOTE);
      assert.match(NOTE.exec((await request(page, { jar: admin })).html)?.[1] ?? '', /is not on this site/, `${outside}: the editor is told`);
    }
    const own = `${new URL(info.urls.gift_card ?? '').origin}/thank-you/`;
    for (const onSite of ['/thank-you/', own]) {
      const page = new URL((await pageWith(`product_id="${info.asp_product}" thankyou_url="${onSite}"`)).url).pathname;
      assert.equal(buttonData((await request(page)).html).thankyou_page_url, onSite, `${onSite}: kept`);
    }
  });

  test("a Stripe Payments setting holding `<!--<script` is printed hex-escaped in the button data, so the page's markup after it stays markup", async () => {
    const saved = (await getOption<Record<string, unknown>>('AcceptStripePayments-settings')) ?? {};
    await setOptions({ 'AcceptStripePayments-settings': { ...saved, currency_code: 'gbp<!--<script' } });
    try {
      const shopper = await request(new URL((await pageWith(`product_id="${info.asp_product}"`)).url).pathname);
      const inline = /var asp_data_\w{9} = (\{.*?\});/.exec(shopper.html)?.[1] ?? '';
      assert.match(inline, /"currency":"GBP\\u003C!--\\u003CSCRIPT"/);
      assert.doesNotMatch(inline, /</, 'no < inside the printed JSON');
      assert.equal(buttonData(shopper.html).product_id, info.asp_product);
      // Every script element the page opens is closed before the next one opens (none swallowed the markup after it).
      const tags = [...shopper.html.matchAll(/<script\b|<\/script>/g)].map((m) => m[0]);
      assert.ok(tags.every((tag, i) => tag === (i % 2 === 0 ? '<script' : '</script>')), 'script elements open and close in turn');
      assert.match(shopper.html.slice(shopper.html.indexOf(inline)), /<\/body>/);
    } finally {
      await setOptions({ 'AcceptStripePayments-settings': saved });
    }
  });
});
