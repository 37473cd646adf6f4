// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { StoreApiClient, StoreApiError } from './store-api.ts';
import { startRecordingServer, type RecordingServer } from './testing/recording-server.ts';

let server: RecordingServer | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
});

describe('StoreApiClient', () => {
  it('sends the Nonce header and switches to a nonce the server rotates', async () => {
    server = await startRecordingServer((request) =>
      request.url.endsWith('/cart')
        ? { headers: { 'Content-Type': 'application/json', Nonce: 'second' }, body: '{"items":[{"key":"abc"}]}' }
        : { body: '{"items":[]}' },
    );
    const client = new StoreApiClient(`${server.origin}/shop/wp-json/wc/store/`, 'first');
    expect(await client.get('/v1/cart')).toEqual({ items: [{ key: 'abc' }] });
    await client.post('v1/cart/remove-item', { key: 'abc' });

    const [read, remove] = server.requests;
    expect(read?.url).toBe('/shop/wp-json/wc/store/v1/cart');
    expect(read?.headers.nonce).toBe('first');
    expect(remove?.method).toBe('POST');
    expect(remove?.headers.nonce).toBe('second');
    expect(remove?.headers['content-type']).toBe('application/json');
    expect(remove?.body).toBe('{"key":"abc"}');
  });

  it('turns a Store API error answer into a StoreApiError with its code and message', async () => {
    server = await startRecordingServer(() => ({
      status: 403,
      body: '{"code":"woocommerce_rest_missing_nonce","message":"Missing the Nonce header.","data":{"status":403}}',
    }));
    const client = new StoreApiClient(server.origin, '');
    const error: unknown = await client.post('v1/checkout', {}).catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(StoreApiError);
    expect(error).toMatchObject({ code: 'woocommerce_rest_missing_nonce', message: 'Missing the Nonce header.', status: 403 });
  });
});
