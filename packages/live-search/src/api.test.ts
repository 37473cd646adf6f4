// @vitest-environment happy-dom
// (happy-dom: its XMLHttpRequest follows the page's URL, set to the test server's origin, with its cookies.)
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setPageUrl } from '../../core/src/testing/page-url.ts';
import { startRecordingServer, type RecordingServer } from '../../core/src/testing/recording-server.ts';
import { searchProducts } from './api.ts';

let server: RecordingServer | undefined;

/** A recording server on the page's own origin (the request is an XMLHttpRequest: the box's URL is the site's). */
async function serve(...args: Parameters<typeof startRecordingServer>): Promise<RecordingServer> {
  const started = await startRecordingServer(...args);
  setPageUrl(`${started.origin}/shop/`);
  return started;
}
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const answer = {
  data: { top_text: '<p>Top</p>', notices: ['Note'], top_results: { Popular: [{ link: '/p', name: 'Pick', content: '' }] } },
  tax: { product_cat: [{ link: '/product-category/hoodies/', name: 'Hoodies', count: '3', excerpt: '' }] },
  products: [
    {
      link: '/product/hoodie/',
      title: 'Hoodie',
      image: '/img/hoodie.jpg',
      featured: true,
      stock_status: { status: true, text: 'In stock' },
      sku: 'woo-hoodie',
      excerpt: '<b>Warm</b><script>steal()</script>',
      price: '<span class="amount">£45.00</span><img src="x" onerror="steal()">',
      on_sale: true,
    },
    { link: '/product/beanie/', title: 'Beanie', image: false, featured: false, stock_status: false, sku: '', excerpt: '', price: '', on_sale: false },
  ],
};

describe('searchProducts', () => {
  it('posts the AWS request fields to the box URL and maps the JSON answer', async () => {
    server = await serve(() => ({ headers: { 'content-type': 'application/json' }, body: JSON.stringify(answer) }));
    const results = await searchProducts(
      { url: `${server.origin}/?wc-ajax=aws_action`, keyword: 'hood', pageId: '12', tax: '', lang: 'en', pageUrl: 'http://shop.test/shop/' },
      new AbortController().signal,
    );
    const sent = server.requests[0]!;
    expect(sent.method).toBe('POST');
    expect(sent.url).toBe('/?wc-ajax=aws_action');
    expect(Object.fromEntries(new URLSearchParams(sent.body))).toEqual({
      action: 'aws_action',
      keyword: 'hood',
      aws_page: '12',
      aws_tax: '',
      lang: 'en',
      pageurl: 'http://shop.test/shop/',
      typedata: 'json',
    });
    expect(results.topText).toBe('<p>Top</p>');
    expect(results.notices).toEqual(['Note']);
    expect(results.tax.product_cat).toEqual([{ link: '/product-category/hoodies/', name: 'Hoodies', count: 3, excerpt: '' }]);
    expect(results.products[0]).toMatchObject({ title: 'Hoodie', featured: true, stock: { inStock: true, text: 'In stock' }, onSale: true, sku: 'woo-hoodie' });
    // server HTML arrives sanitised: markup kept, scripts and handlers gone
    expect(results.products[0]?.excerpt).toBe('<b>Warm</b>');
    expect(results.products[0]?.price).toBe('<span class="amount">£45.00</span>');
    expect(results.products[1]).toMatchObject({ title: 'Beanie', image: '', stock: null, onSale: false });
  });

  it('reads an answer with stray output before the JSON, and an empty PHP array as no terms', async () => {
    server = await serve(() => ({ body: `<br />Notice: something\n${JSON.stringify({ tax: [], products: [] })}` }));
    const results = await searchProducts({ url: `${server.origin}/`, keyword: 'x', pageId: '0', tax: '', lang: '', pageUrl: '' }, new AbortController().signal);
    expect(results).toEqual({ topText: '', notices: [], topResults: {}, tax: {}, products: [] });
  });

  it('reads a malformed answer without trusting it: items without a title left out, wrong-typed fields as empty, flags only from yes spellings', async () => {
    const hostile = {
      data: { top_text: { html: '<script>x()</script>' }, notices: 'not a list', top_results: { Popular: [{ link: '/p' }, 'junk', { name: '<i>Pick</i>', link: 7 }] } },
      tax: { product_cat: [{ name: 'Caps', count: 'many', excerpt: ['x'] }] },
      products: [
        { link: '/x' },
        { title: { toString: 'x' } },
        null,
        { title: '<strong>Cap</strong><img src=x onerror=steal()>', link: ['/y'], image: {}, featured: 'nope', on_sale: 'yes', stock_status: 'In stock', sku: 12, price: '<a href="javascript:x()">£9</a>' },
      ],
    };
    server = await serve(() => ({ body: JSON.stringify(hostile) }));
    const results = await searchProducts({ url: `${server.origin}/`, keyword: 'x', pageId: '0', tax: '', lang: '', pageUrl: '' }, new AbortController().signal);
    expect(results).toEqual({
      topText: '',
      notices: [],
      topResults: { Popular: [{ link: '7', name: '<i>Pick</i>', content: '' }] },
      tax: { product_cat: [{ link: '', name: 'Caps', count: null, excerpt: '' }] },
      products: [{ link: '', title: '<strong>Cap</strong>', image: '', featured: false, stock: null, sku: '12', excerpt: '', price: '£9', onSale: true }],
    });
  });

  it('rejects an answer that is not a JSON object, and an error status', async () => {
    for (const body of ['[1]', 'Nothing here', '']) {
      server = await serve(() => ({ body }));
      await expect(
        searchProducts({ url: `${server.origin}/`, keyword: 'x', pageId: '0', tax: '', lang: '', pageUrl: '' }, new AbortController().signal),
      ).rejects.toThrow();
      await server.close();
      server = undefined;
    }
    server = await serve(() => ({ status: 500, body: JSON.stringify({ products: [] }) }));
    await expect(
      searchProducts({ url: `${server.origin}/`, keyword: 'x', pageId: '0', tax: '', lang: '', pageUrl: '' }, new AbortController().signal),
    ).rejects.toThrow('aws_action answered 500');
  });

  it('sends the site\'s cookies and jQuery\'s X-Requested-With, as AWS\'s own request does', async () => {
    server = await serve(() => ({ body: '{}' }));
    document.cookie = 'wp_woocommerce_session_x=shopper-1';
    await searchProducts({ url: `${server.origin}/`, keyword: 'x', pageId: '0', tax: '', lang: '', pageUrl: '' }, new AbortController().signal);
    expect(server.requests[0]?.headers.cookie).toContain('wp_woocommerce_session_x=shopper-1');
    expect(server.requests[0]?.headers['x-requested-with']).toBe('XMLHttpRequest');
    expect(server.requests[0]?.headers['content-type']).toMatch(/^application\/x-www-form-urlencoded/);
  });

  it('aborts the request and rejects with an Error when the signal aborts', async () => {
    server = await serve(() => ({ body: '{}', delayMs: 500 }));
    const controller = new AbortController();
    const pending = searchProducts({ url: `${server.origin}/`, keyword: 'x', pageId: '0', tax: '', lang: '', pageUrl: '' }, controller.signal);
    // In flight: the server has it and has not answered yet.
    await vi.waitFor(() => expect(server?.requests).toHaveLength(1));
    controller.abort();
    await expect(pending).rejects.toThrow(new Error('aws_action abort'));
  });

  it('rejects with an Error when the request cannot reach the site', async () => {
    const closed = await serve(() => ({ body: '{}' }));
    await closed.close();
    await expect(
      searchProducts({ url: `${closed.origin}/`, keyword: 'x', pageId: '0', tax: '', lang: '', pageUrl: '' }, new AbortController().signal),
    ).rejects.toThrow(new Error('aws_action error'));
  });

  it('sends the request with XMLHttpRequest, as AWS does: its answer is read in the task that receives it (a fetch reads its body in tasks of its own, ~10 ms more on a phone)', async () => {
    server = await serve(() => ({ body: '{"products":[]}' }));
    const fetchCalls: unknown[] = [];
    const realFetch = globalThis.fetch;
    globalThis.fetch = (...args: Parameters<typeof fetch>) => (fetchCalls.push(args), realFetch(...args));
    const opened: string[] = [];
    const realOpen = XMLHttpRequest.prototype.open;
    XMLHttpRequest.prototype.open = function (this: XMLHttpRequest, method: string, url: string | URL) {
      opened.push(`${method} ${String(url)}`);
      return realOpen.call(this, method, url, true);
    } as typeof realOpen;
    try {
      await searchProducts({ url: `${server.origin}/?wc-ajax=aws_action`, keyword: 'x', pageId: '0', tax: '', lang: '', pageUrl: '' }, new AbortController().signal);
    } finally {
      globalThis.fetch = realFetch;
      XMLHttpRequest.prototype.open = realOpen;
    }
    expect(opened).toEqual([`POST ${server.origin}/?wc-ajax=aws_action`]);
    expect(fetchCalls).toEqual([]);
  });
});
