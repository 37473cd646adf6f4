// @vitest-environment jsdom
// (jsdom: the answer's HTML goes through DOMPurify, which happy-dom and bare Node break.)
import { afterEach, describe, expect, it } from 'vitest';
import { startRecordingServer, type RecordingServer } from '../../core/src/testing/recording-server.ts';
import { searchProducts } from './api.ts';

let server: RecordingServer | undefined;
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
    server = await startRecordingServer(() => ({ headers: { 'content-type': 'application/json' }, body: JSON.stringify(answer) }));
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
    server = await startRecordingServer(() => ({ body: `<br />Notice: something\n${JSON.stringify({ tax: [], products: [] })}` }));
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
    server = await startRecordingServer(() => ({ body: JSON.stringify(hostile) }));
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
      server = await startRecordingServer(() => ({ body }));
      await expect(
        searchProducts({ url: `${server.origin}/`, keyword: 'x', pageId: '0', tax: '', lang: '', pageUrl: '' }, new AbortController().signal),
      ).rejects.toThrow();
      await server.close();
      server = undefined;
    }
    server = await startRecordingServer(() => ({ status: 500, body: JSON.stringify({ products: [] }) }));
    await expect(
      searchProducts({ url: `${server.origin}/`, keyword: 'x', pageId: '0', tax: '', lang: '', pageUrl: '' }, new AbortController().signal),
    ).rejects.toThrow('aws_action answered 500');
  });

  it('sends the site\'s cookies and jQuery\'s X-Requested-With, as AWS\'s own request does', async () => {
    server = await startRecordingServer(() => ({ body: '{}' }));
    await searchProducts({ url: `${server.origin}/`, keyword: 'x', pageId: '0', tax: '', lang: '', pageUrl: '' }, new AbortController().signal);
    expect(server.requests[0]?.headers['x-requested-with']).toBe('XMLHttpRequest');
    expect(server.requests[0]?.headers['content-type']).toMatch(/^application\/x-www-form-urlencoded/);
  });

  it('rejects with an AbortError when the signal aborts', async () => {
    server = await startRecordingServer(() => ({ body: '{}', delayMs: 500 }));
    const controller = new AbortController();
    const pending = searchProducts({ url: `${server.origin}/`, keyword: 'x', pageId: '0', tax: '', lang: '', pageUrl: '' }, controller.signal);
    controller.abort();
    await expect(pending).rejects.toSatisfy((e: unknown) => e instanceof Error && e.name === 'AbortError');
  });
});
