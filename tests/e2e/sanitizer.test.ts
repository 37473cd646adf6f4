/**
 * Core's sanitiser in Chromium, on the demo's pages: the browser's HTML Sanitizer API with our allow-list
 * where the browser has it (this Chromium does), DOMPurify with the same list where it does not (the API
 * removed before the page's scripts run). Both keep WooCommerce's markup exactly as printed and remove what
 * can run script; the checkout fetches DOMPurify only in a browser without the API.
 */
import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { openCheckout, pickLocalPickup } from './checkout-shopper.ts';
import { buildPageScript } from './fixtures/build-page-script.ts';
import { addScriptFromPageOrigin, useShop } from './harness.ts';
import type { SanitizerPage } from './fixtures/sanitizer-page.ts';

/** Runs before the page's scripts: a browser without the HTML Sanitizer API. */
const WITHOUT_API = 'delete window.Sanitizer; delete Element.prototype.setHTML;';

const HOSTILE =
  '<img src="x" onerror="alert(1)"><svg onload="alert(2)"><path d="M0 0"></path></svg><script>alert(3)</script>' +
  '<a href="javascript:alert(4)">Mug</a><form action="javascript:alert(5)"><button formaction="https://evil.test/">Go</button><input form="other" name="card"></form>' +
  '<iframe srcdoc="<script>alert(6)</script>"></iframe><noscript><p title="</noscript><img src=x onerror=alert(7)>"></p></noscript>';
const HOSTILE_CLEAN = '<img src="x"><svg><path d="M0 0"></path></svg><a>Mug</a><form><button>Go</button><input name="card"></form>';

type SanitizerWindow = Window & { shopIslandsSanitizer: SanitizerPage };

describe('the HTML sanitiser in Chromium', () => {
  const h = useShop();
  let fixture = '';
  let beanie = 0;

  before(async () => {
    fixture = await buildPageScript('sanitizer-page.ts');
    beanie = (h.shop.db.prepare("SELECT id FROM products WHERE sku = 'woo-beanie'").get() as { id: number }).id;
  });

  async function sanitizerOn(withApi: boolean): Promise<Page> {
    // The sanitiser alone is judged: under the page's Content-Security-Policy Chromium would also report each
    // event handler of the hostile markup as the parser meets it (a console error; it never runs either way).
    const context = await h.newContext({ bypassCSP: true });
    if (!withApi) await context.addInitScript(WITHOUT_API);
    const page = await context.newPage();
    await page.goto(new URL('/shop/', h.url).href);
    await addScriptFromPageOrigin(page, fixture, 'module');
    await page.waitForFunction(() => 'shopIslandsSanitizer' in window);
    return page;
  }

  for (const [withApi, kind] of [
    [true, 'native'],
    [false, 'dompurify'],
  ] as const) {
    it(`${kind}: chosen ${withApi ? 'where the browser has the API' : 'where it has not'}; WooCommerce's markup kept exactly, script removed`, async () => {
      const page = await sanitizerOn(withApi);
      const result = await page.evaluate(async (hostile) => {
        const api = (window as unknown as SanitizerWindow).shopIslandsSanitizer;
        const changed: string[] = [];
        for (const [name, html] of Object.entries(api.markup)) {
          const parsed = document.createElement('template');
          parsed.innerHTML = html;
          // less `xmlns` (in the XMLNS namespace, which `[xmlns]` does not match): the parser gives svg its namespace anyway
          parsed.content.querySelectorAll('svg').forEach((svg) => svg.removeAttributeNS('http://www.w3.org/2000/xmlns/', 'xmlns'));
          const clean = await api.htmlToFragment(html);
          if (!clean.isEqualNode(parsed.content)) changed.push(name);
        }
        const sanitize = await api.loadSanitizer();
        const clobbering = sanitize('<img name="cookie" id="forms" src="x"><input name="submit"><input name="coupon_code">');
        return { kind: await api.kind(), samples: Object.keys(api.markup).length, changed, hostile: sanitize(hostile), clobbering };
      }, HOSTILE);
      assert.equal(result.kind, kind);
      assert.ok(result.samples >= 7);
      assert.deepEqual(result.changed, [], 'every sample comes out as WooCommerce printed it');
      assert.equal(result.hostile, HOSTILE_CLEAN);
      assert.equal(result.clobbering, '<img src="x"><input><input name="coupon_code">');
    });
  }

  for (const withApi of [true, false]) {
    it(`the checkout's totals update ${withApi ? 'fetches no DOMPurify where the browser sanitises' : 'fetches DOMPurify where the browser cannot sanitise'}, and shows the server's totals`, async () => {
      const context = await h.newContext();
      if (!withApi) await context.addInitScript(WITHOUT_API);
      const page = await context.newPage();
      const fetched: string[] = [];
      page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
      await openCheckout(page, h.url, beanie);
      const totalBefore = await page.locator('.order-total .amount').first().textContent();
      await pickLocalPickup(page);
      assert.notEqual(await page.locator('.order-total .amount').first().textContent(), totalBefore, "the new total is the server's");
      assert.ok(await page.getByRole('row', { name: /Beanie/ }).isVisible(), "the review table is the server's");
      assert.equal(fetched.some((path) => /\/vendor-dompurify-[A-Z2-7]{8}\.js$/.test(path)), !withApi);
    });
  }
});
