// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { pageSession } from '@shop-islands/core';
import { startRecordingServer, type RecordingServer } from '@shop-islands/core/testing/recording-server';
import { storeCartJson, type TestLine } from '../testing/store-cart.ts';
import { createCartStore } from './cart-store.ts';

const HOODIE: TestLine = { key: 'k1', id: 11, name: 'Hoodie', quantity: 2, price: 4500 };
const BEANIE: TestLine = { key: 'k2', id: 12, name: 'Beanie', quantity: 1, price: 1800 };

let server: RecordingServer | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
});

describe('createCartStore', () => {
  it('loads the cart once on demand and tells subscribers', async () => {
    server = await startRecordingServer(() => ({ body: storeCartJson([HOODIE, BEANIE]) }));
    const store = createCartStore(pageSession({ storeApiRoot: `${server.origin}/wp-json/wc/store/v1`, storeApiNonce: 'n1' }, {}));
    const seen: string[] = [];
    store.subscribe(() => seen.push(store.getState().status));
    await store.send({ type: 'ensure-loaded' });
    await store.send({ type: 'ensure-loaded' });
    expect(seen).toEqual(['loading', 'ready']);
    expect(server.requests.map((r) => `${r.method} ${r.url} ${String(r.headers.nonce)}`)).toEqual([
      'GET /wp-json/wc/store/v1/cart n1',
    ]);
    expect(store.getState()).toMatchObject({
      status: 'ready',
      cart: { itemsCount: 3, subtotal: 10800, currency: { code: 'GBP', minorUnit: 2, prefix: '£' }, items: [{ name: 'Hoodie', productId: 11, quantity: 2, price: 4500 }, { name: 'Beanie' }] },
    });
  });

  it('removes a line through the Store API and keeps the cart it answers with', async () => {
    server = await startRecordingServer((request) => ({
      body: storeCartJson(request.url.endsWith('remove-item') ? [BEANIE] : [HOODIE, BEANIE]),
    }));
    const store = createCartStore(pageSession({ storeApiRoot: `${server.origin}/wp-json/wc/store/v1`, storeApiNonce: 'n1' }, {}));
    await store.send({ type: 'refresh' });
    const state = await store.send({ type: 'remove', key: 'k1' });
    expect(server.requests[1]).toMatchObject({ method: 'POST', url: '/wp-json/wc/store/v1/cart/remove-item', body: '{"key":"k1"}' });
    expect(state).toMatchObject({ status: 'ready', cart: { itemsCount: 1, items: [{ name: 'Beanie' }] } });
  });

  it('keeps the last cart and gives the shopper-facing text when a load fails', async () => {
    server = await startRecordingServer((request) =>
      request.method === 'GET' && server && server.requests.length > 1 ? { status: 500, body: 'oops' } : { body: storeCartJson([HOODIE]) },
    );
    const store = createCartStore(pageSession({ storeApiRoot: `${server.origin}/wp-json/wc/store/v1`, storeApiNonce: 'n1' }, {}));
    await store.send({ type: 'refresh' });
    await store.send({ type: 'refresh' });
    expect(store.getState()).toMatchObject({
      status: 'failed',
      message: 'An error occurred while connecting to the server. Please try again.',
      cart: { items: [{ name: 'Hoodie' }] },
    });
  });

  it('treats a malformed answer as a failure', async () => {
    server = await startRecordingServer(() => ({ body: '{"items":"nope"}' }));
    const store = createCartStore(pageSession({ storeApiRoot: server.origin, storeApiNonce: 'n1' }, {}));
    await store.send({ type: 'refresh' });
    expect(store.getState()).toMatchObject({ status: 'failed', cart: null });
  });
});
