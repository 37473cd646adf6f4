// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { endpointUrl, LatestRequest, postAdminAjax, postForm, postFormForText } from './http.ts';
import { isAbortedRequest, isConnectionFailure, RequestError, requestErrorMessage } from './request-errors.ts';
import { startRecordingServer, type RecordingServer } from './testing/recording-server.ts';

let server: RecordingServer | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
});

async function failureOf(promise: Promise<unknown>): Promise<RequestError> {
  const error: unknown = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  if (!(error instanceof RequestError)) throw new Error(`expected a RequestError, got ${String(error)}`);
  return error;
}

describe('endpointUrl', () => {
  it('fills the %%endpoint%% placeholder of a wc-ajax URL', () => {
    expect(endpointUrl('/shop/?wc-ajax=%%endpoint%%', 'update_order_review')).toBe('/shop/?wc-ajax=update_order_review');
    expect(endpointUrl('/shop/?wc-ajax=%%endpoint%%', 'wc_stripe_create_payment_intent')).toBe(
      '/shop/?wc-ajax=wc_stripe_create_payment_intent',
    );
  });

  it('refuses a URL without the placeholder', () => {
    expect(() => endpointUrl('/shop/admin-ajax.php', 'checkout')).toThrow('has no %%endpoint%% placeholder');
  });
});

describe('postForm', () => {
  it('posts form-encoded fields and returns the JSON answer', async () => {
    server = await startRecordingServer(() => ({ body: '{"result":"success","fragments":{}}' }));
    const answer = await postForm(`${server.origin}/shop/?wc-ajax=apply_coupon`, { security: 'abc', coupon_code: 'SAVE 10' });
    expect(answer).toEqual({ result: 'success', fragments: {} });
    const [request] = server.requests;
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe('/shop/?wc-ajax=apply_coupon');
    expect(request?.headers['content-type']).toBe('application/x-www-form-urlencoded; charset=UTF-8');
    expect(request?.headers['x-requested-with']).toBe('XMLHttpRequest');
    expect(request?.body).toBe('security=abc&coupon_code=SAVE+10');
  });

  it('posts admin-ajax actions with the action field first', async () => {
    server = await startRecordingServer(() => ({ body: '{"success":true}' }));
    await postAdminAjax(`${server.origin}/wp-admin/admin-ajax.php`, 'aws_action', { keyword: 'mug', typedata: 'json' });
    expect(server.requests[0]?.body).toBe('action=aws_action&keyword=mug&typedata=json');
  });

  it('reads the JSON out of an answer wrapped in stray output', async () => {
    server = await startRecordingServer(() => ({
      headers: { 'Content-Type': 'text/html' },
      body: '<b>Notice</b>: something\n{"result":"failure","messages":"<ul class=\\"woocommerce-error\\"><li>No</li></ul>"}',
    }));
    const answer = await postForm(server.origin, { a: 1 }, { jsonStartsWith: '{"result' });
    expect(answer).toEqual({ result: 'failure', messages: '<ul class="woocommerce-error"><li>No</li></ul>' });
  });

  it('fails with a parse error carrying the body when the answer is not JSON', async () => {
    server = await startRecordingServer(() => ({ body: '-1oops' }));
    const error = await failureOf(postForm(server.origin, {}));
    expect(error.failure).toBe('parse');
    expect(error.body).toBe('-1oops');
    expect(requestErrorMessage(error)).toBe('An error occurred while connecting to the server. Please try again.');
  });

  it('fails with the status and body of a non-2xx answer', async () => {
    server = await startRecordingServer(() => ({ status: 403, body: '-1' }));
    const error = await failureOf(postForm(server.origin, {}));
    expect([error.failure, error.status, error.body]).toEqual(['status', 403, '-1']);
  });

  it('times out with the timeout message', async () => {
    server = await startRecordingServer(() => ({ body: '{}', delayMs: 500 }));
    const error = await failureOf(postForm(server.origin, {}, { timeoutMs: 50 }));
    expect(error.failure).toBe('timeout');
    expect(requestErrorMessage(error)).toBe('A timeout occurred while connecting to the server. Please try again.');
  });

  it('waits as long as the answer takes with timeoutMs Infinity (an order being placed)', async () => {
    server = await startRecordingServer(() => ({ body: '{"result":"success"}', delayMs: 300 }));
    expect(await postForm(server.origin, {}, { timeoutMs: Infinity })).toEqual({ result: 'success' });
  });

  it('reports an aborted request with the aborted message', async () => {
    const controller = new AbortController();
    // Aborted once the server holds the request (no timer): the request is in flight, unanswered.
    server = await startRecordingServer(() => {
      controller.abort();
      return { body: '{}', delayMs: 500 };
    });
    const error = await failureOf(postForm(server.origin, {}, { signal: controller.signal }));
    expect(isAbortedRequest(error)).toBe(true);
    expect(requestErrorMessage(error)).toBe('The connection to the server was aborted. Please try again.');
  });

  it('reports an unreachable server as a network failure', async () => {
    server = await startRecordingServer(() => ({}));
    const origin = server.origin;
    await server.close();
    server = null;
    const error = await failureOf(postFormForText(origin, {}));
    expect(error.failure).toBe('network');
  });
});

describe('LatestRequest', () => {
  it('aborts the earlier request when a newer one starts, and the newer one answers', async () => {
    server = await startRecordingServer((request) => ({ body: JSON.stringify({ term: request.body }), delayMs: 100 }));
    const latest = new LatestRequest();
    const first = failureOf(postForm(server.origin, { keyword: 'mu' }, { signal: latest.next() }));
    const second = postForm(server.origin, { keyword: 'mug' }, { signal: latest.next() });
    expect((await first).failure).toBe('aborted');
    expect(await second).toEqual({ term: 'keyword=mug' });
  });
});

describe('timeouts cover the whole answer', () => {
  it('times out when the server sends headers but stalls the body', async () => {
    const { createServer } = await import('node:http');
    const stalling = createServer((_request, response) => {
      response.writeHead(200, { 'Content-Type': 'application/json' });
      response.write('{"result":');
    });
    await new Promise<void>((resolve) => stalling.listen(0, '127.0.0.1', resolve));
    const address = stalling.address();
    const port = typeof address === 'object' && address !== null ? address.port : 0;
    try {
      const error = await failureOf(postForm(`http://127.0.0.1:${port}/`, {}, { timeoutMs: 100 }));
      expect(error.failure).toBe('timeout');
    } finally {
      stalling.closeAllConnections();
      await new Promise<void>((resolve) => stalling.close(() => resolve()));
    }
  });
});

describe('a failure thrown by another bundle’s copy of RequestError (the session client is shared across bundles)', () => {
  /** What a separately built bundle's RequestError is to this one: the same shape, another class. */
  class OtherCopy extends Error {
    constructor(readonly failure: string) {
      super(`${failure} failure for /?wc-ajax=checkout`);
      this.name = 'RequestError';
      Object.assign(this, { kind: 'shop-islands/request-error' });
    }
  }

  it('is still told apart: connection failures, aborted requests and their texts', () => {
    expect(isConnectionFailure(new OtherCopy('network'))).toBe(true);
    expect(isConnectionFailure(new OtherCopy('status'))).toBe(false);
    expect(isAbortedRequest(new OtherCopy('aborted'))).toBe(true);
    expect(requestErrorMessage(new OtherCopy('timeout'))).toBe('A timeout occurred while connecting to the server. Please try again.');
    expect(isConnectionFailure(Object.assign(new Error('x'), { failure: 'network' }))).toBe(false);
  });
});
