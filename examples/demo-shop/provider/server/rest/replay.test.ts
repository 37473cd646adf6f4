// @vitest-environment node
/**
 * Contract: the requests the real Stripe Gateway's and Stripe Payments' PHP sent to the provider on the real store
 * (recorded by the real-store suite, fixtures/stripe-gateway-requests.json), with the browser calls they refer to
 * and the one refund the stripe-gateway journey makes itself (as Stripe's dashboard would, `charge=…&amount=1000`),
 * replayed against a fresh provider. Each gets the status it got there, and each answer has the shape the official
 * `stripe` package's types give its object (stripe-shapes.ts).
 */
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PUBLISHABLE_KEY, DEMO_SECRET_KEY } from '../keys.ts';
import { startProvider } from '../standalone.ts';
import { REPLAY_FIXTURE, replay, type ReplayedEntry, type ReplayEntry } from './replay.ts';
import { createShapeChecker } from './stripe-shapes.ts';

const entries = JSON.parse(readFileSync(REPLAY_FIXTURE, 'utf8')) as ReplayEntry[];
/** `POST /v1/payment_intents/{id}/confirm`: a recorded request's endpoint, ids and query left out. */
const endpointOf = (entry: ReplayEntry): string => `${entry.method} ${entry.url.split('?')[0]?.replace(/\/(?:pi|seti|pm|cus|ch|re|txn|tok|ctoken|evt|we|pmc|acct)_[A-Za-z0-9]+/g, '/{id}')}`;

let provider: Awaited<ReturnType<typeof startProvider>>;
let store: Server;
let replayed: ReplayedEntry[];

beforeAll(async () => {
  // The store's stand-in: it takes the webhook events the replayed requests cause.
  store = createServer((req, res) => req.resume().on('end', () => res.end('{}')));
  await new Promise<void>((resolve) => store.listen(0, '127.0.0.1', resolve));
  const address = store.address();
  const storeOrigin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  provider = await startProvider({ port: 0, webhook: { url: `${storeOrigin}/?wc-api=wc_stripe`, secret: 'whsec_replay' } });
  replayed = await replay(entries, { url: provider.url, secretKey: DEMO_SECRET_KEY, publishableKey: DEMO_PUBLISHABLE_KEY, storeOrigin });
}, 60_000);

afterAll(async () => {
  await provider.rest.webhooks.idle();
  await provider.close();
  store.close();
});

describe("the Stripe plugins' recorded requests, replayed", () => {
  it('cover paying (card, 3D Secure, declined, saved, express, buy-now token), refunding and the settings the gateway reads', () => {
    const endpoints = new Set(entries.filter((e) => e.source === 'rest').map(endpointOf));
    for (const endpoint of [
      'GET /v1/account',
      'GET /v1/payment_method_configurations',
      'POST /v1/customers',
      'GET /v1/customers/search',
      'GET /v1/payment_methods/{id}',
      'POST /v1/payment_intents',
      'GET /v1/payment_intents/{id}',
      'POST /v1/payment_intents/{id}/confirm',
      'POST /v1/setup_intents',
      'GET /v1/charges/{id}',
      'POST /v1/refunds',
      'GET /v1/webhook_endpoints',
      'POST /v1/webhook_endpoints',
    ]) {
      expect(endpoints, endpoint).toContain(endpoint);
    }
  });

  it('get the statuses they got on the real store', () => {
    const differing = replayed.filter((r) => r.status !== r.entry.status).map((r) => `${r.entry.method} ${r.entry.url}: ${r.entry.status} then, ${r.status} now: ${JSON.stringify(r.response).slice(0, 300)}`);
    expect(differing).toEqual([]);
  });

  // Reading the stripe package's types with the TypeScript compiler takes seconds on a loaded machine.
  it("answer with the objects they got, each with its stripe type's shape", { timeout: 180_000 }, () => {
    const checker = createShapeChecker();
    const problems = replayed
      .filter((r) => r.entry.source === 'rest')
      .flatMap((r) => {
        const shape = checker.shapeOf(r.response);
        const answer = r.response as { object?: string; error?: unknown } | null;
        const object = answer?.error ? 'error' : (answer?.object ?? null);
        if (object !== r.entry.object) return [`${endpointOf(r.entry)}: ${object} now, ${r.entry.object} then`];
        if (!shape) return [`${endpointOf(r.entry)}: no stripe type for ${String(object)}`];
        return checker.check(r.response, shape).map((problem) => `${endpointOf(r.entry)}: ${problem}`);
      });
    expect([...new Set(problems)]).toEqual([]);
  });
});
