import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { pageSession } from '@shop-islands/core';
import { createCartStore, type CartStore } from '../controller/cart-store.ts';
import { storeCartJson, type TestLine } from '../testing/store-cart.ts';
import { SideCart } from './SideCart.tsx';

const HOODIE: TestLine = { key: 'k1', id: 11, name: 'Hoodie', quantity: 2, price: 4500 };
const BEANIE: TestLine = { key: 'k2', id: 12, name: 'Beanie', quantity: 1, price: 1800 };

interface Sent {
  method: string;
  url: string;
  body: string | null;
}

/** Answers Store API requests from `cart` (mutated by remove-item), recording what was sent. */
function fakeStoreApi(initial: TestLine[], status = 200): { sent: Sent[]; store: CartStore } {
  let lines = [...initial];
  const sent: Sent[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    const body = typeof init.body === 'string' ? init.body : null;
    sent.push({ method: init.method ?? 'GET', url, body });
    if (url.endsWith('/cart/remove-item') && body) {
      const { key } = JSON.parse(body) as { key: string };
      lines = lines.filter((line) => line.key !== key);
    }
    return new Response(status === 200 ? storeCartJson(lines) : 'error', { status, headers: { 'Content-Type': 'application/json' } });
  });
  return { sent, store: createCartStore(pageSession({ storeApiRoot: '/wp-json/wc/store/v1', storeApiNonce: 'nonce' }, {})) };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('SideCart', () => {
  it('lists each line with quantity, price and a remove link carrying the product id, and the subtotal', async () => {
    const { store } = fakeStoreApi([HOODIE, BEANIE]);
    render(<SideCart store={store} cartUrl="/shop/cart/" checkoutUrl="/shop/checkout/" viewCartText="View basket" />);
    expect(screen.getByText('Loading…')).toBeTruthy();
    await act(() => store.send({ type: 'ensure-loaded' }));
    const list = await screen.findByRole('list');
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['×Hoodie 2 × £45.00', '×Beanie 1 × £18.00']);
    expect(screen.getByRole('link', { name: 'Remove Hoodie from cart' }).getAttribute('data-product_id')).toBe('11');
    expect(screen.getByText('Subtotal:').parentElement?.textContent).toBe('Subtotal: £108.00');
    expect(screen.getByRole('link', { name: 'Checkout' }).getAttribute('href')).toBe('/shop/checkout/');
    expect(screen.getByRole('link', { name: 'View basket' }).getAttribute('href')).toBe('/shop/cart/');
  });

  it('removes a line through the Store API and reports the link used', async () => {
    const { store, sent } = fakeStoreApi([HOODIE, BEANIE]);
    const removed: string[] = [];
    render(
      <SideCart store={store} onRemoved={(item, link) => removed.push(`${item.name}:${link.dataset.product_id ?? ''}`)} />,
    );
    await act(() => store.send({ type: 'ensure-loaded' }));
    fireEvent.click(await screen.findByRole('link', { name: 'Remove Hoodie from cart' }));
    await waitFor(() => expect(screen.queryByText('Hoodie')).toBeNull());
    expect(sent.at(-1)).toMatchObject({ method: 'POST', url: '/wp-json/wc/store/v1/cart/remove-item', body: '{"key":"k1"}' });
    expect(removed).toEqual(['Hoodie:11']);
    expect(screen.getByText('Subtotal:').parentElement?.textContent).toBe('Subtotal: £18.00');
  });

  it("keeps focus in the cart after a removal: on the next line's remove link, then on the cart once it is empty", async () => {
    const { store } = fakeStoreApi([HOODIE, BEANIE]);
    render(<SideCart store={store} />);
    await act(() => store.send({ type: 'ensure-loaded' }));
    const hoodie = await screen.findByRole('link', { name: 'Remove Hoodie from cart' });
    hoodie.focus();
    fireEvent.click(hoodie);
    await waitFor(() => expect(screen.queryByText('Hoodie')).toBeNull());
    const beanie = screen.getByRole('link', { name: 'Remove Beanie from cart' });
    expect(document.activeElement).toBe(beanie);
    fireEvent.click(beanie);
    await screen.findByText('No products in the cart.');
    expect(document.activeElement).toBe(screen.getByText('No products in the cart.').closest('.si-side-cart'));
  });

  it('leaves focus on the remove link when the removal fails', async () => {
    const { store } = fakeStoreApi([HOODIE]);
    render(<SideCart store={store} />);
    await act(() => store.send({ type: 'ensure-loaded' }));
    vi.stubGlobal('fetch', async () => new Response('error', { status: 500 }));
    const hoodie = await screen.findByRole('link', { name: 'Remove Hoodie from cart' });
    hoodie.focus();
    fireEvent.click(hoodie);
    await screen.findByRole('alert');
    expect(document.activeElement).toBe(hoodie);
  });

  it('shows the empty-cart text and refreshes when the store reloads', async () => {
    const { store } = fakeStoreApi([]);
    render(<SideCart store={store} />);
    await act(() => store.send({ type: 'ensure-loaded' }));
    expect(screen.getByText('No products in the cart.')).toBeTruthy();
    await act(() => store.send({ type: 'refresh' }));
    expect(screen.getByText('No products in the cart.')).toBeTruthy();
  });

  it('shows the request failure text as an alert', async () => {
    const { store } = fakeStoreApi([], 500);
    render(<SideCart store={store} />);
    await act(() => store.send({ type: 'ensure-loaded' }));
    expect((await screen.findByRole('alert')).textContent).toBe('An error occurred while connecting to the server. Please try again.');
  });
});
