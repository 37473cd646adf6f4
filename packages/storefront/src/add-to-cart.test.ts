// @vitest-environment jsdom
// DOMPurify (fragment sanitising) does not run under happy-dom.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/dom';
import $ from 'jquery';
import { startCartFeatures } from './cart-loader.ts';

const SETTINGS = { wcAjaxUrl: '/?wc-ajax=%%endpoint%%', cartUrl: '/shop/cart/', viewCartText: 'View cart' };

function listing(): void {
  document.body.innerHTML = `
    <div class="widget_shopping_cart_content"><p>No products in the cart.</p></div>
    <ul class="products"><li class="product">
      <a href="?add-to-cart=15" data-quantity="1" data-product_id="15" data-product_sku="woo-beanie"
         class="button add_to_cart_button ajax_add_to_cart" aria-label="Add “Beanie” to your cart">Add to cart</a>
    </li></ul>`;
}

function answer(body: object): { sent: Array<{ url: string; body: string }> } {
  const sent: Array<{ url: string; body: string }> = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    sent.push({ url, body: String(init.body) });
    return new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
  });
  return { sent };
}

describe('AJAX add-to-cart (loaded on the first click)', () => {
  let features: { stop(): void } | null = null;
  afterEach(() => {
    features?.stop();
    features = null;
    document.body.innerHTML = '';
    delete (window as { jQuery?: unknown }).jQuery;
    vi.unstubAllGlobals();
  });

  it("posts WooCommerce's add_to_cart, swaps fragments, links to the cart and triggers added_to_cart through jQuery", async () => {
    listing();
    (window as { jQuery?: unknown }).jQuery = $;
    const heard: unknown[][] = [];
    $(document.body).on('added_to_cart', (_event, ...args: unknown[]) => heard.push(args));
    const fragments = { 'div.widget_shopping_cart_content': '<div class="widget_shopping_cart_content"><p>Beanie × 1</p></div>' };
    const { sent } = answer({ fragments, cart_hash: 'abc123' });
    features = startCartFeatures(document, { addToCart: SETTINGS, sideCart: null });

    const button = screen.getByRole('link', { name: 'Add “Beanie” to your cart' });
    fireEvent.click(button);
    expect(button.classList.contains('loading')).toBe(true);
    await waitFor(() => expect(heard).toHaveLength(1));

    expect(sent).toEqual([{ url: '/?wc-ajax=add_to_cart', body: 'product_id=15&quantity=1&product_sku=woo-beanie' }]);
    expect(document.querySelector('.widget_shopping_cart_content')?.textContent).toBe('Beanie × 1');
    expect(screen.getByRole('link', { name: 'View cart' }).getAttribute('href')).toBe('/shop/cart/');
    expect(button.classList.contains('added')).toBe(true);
    expect(button.classList.contains('loading')).toBe(false);
    const [sentFragments, hash, $button] = heard[0] as [unknown, unknown, JQuery];
    expect(sentFragments).toEqual(fragments);
    expect(hash).toBe('abc123');
    expect($button.get(0)).toBe(button);
  });

  it('announces added_to_cart as a DOM event when the page has no jQuery', async () => {
    listing();
    answer({ fragments: {}, cart_hash: 'h' });
    const heard: unknown[] = [];
    document.body.addEventListener('added_to_cart', (event) => heard.push((event as CustomEvent).detail));
    features = startCartFeatures(document, { addToCart: SETTINGS, sideCart: null });
    fireEvent.click(screen.getByRole('link', { name: 'Add “Beanie” to your cart' }));
    await waitFor(() => expect(heard).toHaveLength(1));
    expect(heard[0]).toEqual([{}, 'h', screen.getByRole('link', { name: 'Add “Beanie” to your cart' })]);
  });

  it('leaves modified clicks (open in a new tab) to the browser', () => {
    listing();
    const { sent } = answer({ fragments: {} });
    features = startCartFeatures(document, { addToCart: SETTINGS, sideCart: null });
    const preventedBeforeBrowser: boolean[] = [];
    const browser = (event: Event): void => {
      preventedBeforeBrowser.push(event.defaultPrevented);
      event.preventDefault(); // jsdom cannot open the new tab
    };
    window.addEventListener('click', browser);
    fireEvent.click(screen.getByRole('link', { name: 'Add “Beanie” to your cart' }), { ctrlKey: true });
    window.removeEventListener('click', browser);
    expect(preventedBeforeBrowser).toEqual([false]);
    expect(sent).toEqual([]);
  });
});
