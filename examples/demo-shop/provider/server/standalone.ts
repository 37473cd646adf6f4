/**
 * The test-mode provider as a process of its own (`npm run provider -- --port 12111`): the stand-in for
 * api.stripe.com (the REST face at /v1/) and js.stripe.com (the Stripe.js double at
 * /shop/demo/stripe/v3/ and /shop/demo/stripe/<release>/stripe.js, its frames, 3D Secure and bank pages),
 * on an SQLite database of its own. The real-store suite starts it beside WordPress.
 *
 *   --port N                  0 picks a free port (default 12111)
 *   --host H                  default 127.0.0.1
 *   --db PATH                 default: in memory
 *   --secret-key sk_test_…    accepted secret key (repeatable; default the demo's)
 *   --publishable-key pk_…    accepted publishable key (repeatable; default the demo's)
 *   --webhook-url URL         where events are POSTed …
 *   --webhook-secret whsec_…  … signed with this secret
 *   --record FILE             appends every REST request and browser API call, with its answer, to FILE (JSON lines)
 *
 * Prints `provider listening on <url>` once it answers. Test control (no key needed, local only):
 * GET /__provider/webhooks?idle=1 waits for pending deliveries and lists them.
 */
import { appendFileSync } from 'node:fs';
import formbody from '@fastify/formbody';
import Database from 'better-sqlite3';
import Fastify from 'fastify';
import { PROVIDER_REST_MIGRATION } from './rest/schema.ts';
import { API_BASE, DEMO_PUBLISHABLE_KEY, DEMO_SECRET_KEY } from './keys.ts';
import type { RecordedRequest } from './rest/index.ts';
import { registerStripeProvider } from './routes.ts';
import { PROVIDER_MIGRATION } from './schema.ts';

export interface StandaloneOptions {
  port?: number;
  host?: string;
  dbPath?: string;
  secretKeys?: string[];
  publishableKeys?: string[];
  webhook?: { url: string; secret: string } | null;
  record?: string;
}

export async function startProvider(options: StandaloneOptions = {}) {
  const db = new Database(options.dbPath ?? ':memory:');
  db.pragma('journal_mode = WAL');
  const version = db.pragma('user_version', { simple: true }) as number;
  if (version === 0) {
    db.exec(PROVIDER_MIGRATION);
    db.exec(PROVIDER_REST_MIGRATION);
    db.pragma('user_version = 1');
  }
  const app = Fastify({ logger: { level: 'warn' } });
  await app.register(formbody);
  let origin = '';
  const publishableKeys = options.publishableKeys?.length ? options.publishableKeys : [DEMO_PUBLISHABLE_KEY];
  const record = options.record ? (entry: RecordedRequest): void => appendFileSync(options.record ?? '', `${JSON.stringify(entry)}\n`) : undefined;
  const rest = registerStripeProvider(app, { db, origin: () => origin }, {
    secretKeys: options.secretKeys?.length ? options.secretKeys : [DEMO_SECRET_KEY],
    publishableKeys,
    webhook: options.webhook ?? null,
    onRequest: record,
  });
  // The browser's calls (the double's frames, createToken, confirmations) are recorded too: the merchant's requests refer to what they made.
  if (record) {
    app.addHook('onSend', async (req, reply, payload) => {
      if (!req.url.startsWith(`${API_BASE}/`) || req.method === 'OPTIONS' || typeof payload !== 'string') return payload;
      const key = (req.headers.authorization ?? '').replace(/^Bearer\s+/i, '');
      record({ source: 'browser', keyAccepted: publishableKeys.includes(key), method: req.method, url: req.url, body: JSON.stringify(req.body ?? {}), idempotencyKey: null, status: reply.statusCode, response: JSON.parse(payload) as unknown });
      return payload;
    });
  }
  app.get('/__provider/webhooks', async (req) => {
    if ((req.query as Record<string, string | undefined>).idle) await rest.webhooks.idle();
    return { deliveries: rest.webhooks.deliveries() };
  });
  const address = await app.listen({ port: options.port ?? 12111, host: options.host ?? '127.0.0.1' });
  origin = address;
  return {
    url: address,
    rest,
    async close() {
      await app.close();
      db.close();
    },
  };
}

function parseArgs(argv: string[]): StandaloneOptions {
  const options: StandaloneOptions = { secretKeys: [], publishableKeys: [] };
  let webhookUrl: string | undefined;
  let webhookSecret: string | undefined;
  for (let i = 0; i < argv.length; i++) {
    const flag = argv[i];
    const value = argv[i + 1];
    const take = (): string => {
      if (value === undefined) throw new Error(`${flag} needs a value`);
      i++;
      return value;
    };
    switch (flag) {
      case '--port': options.port = Number(take()); break;
      case '--host': options.host = take(); break;
      case '--db': options.dbPath = take(); break;
      case '--secret-key': options.secretKeys?.push(take()); break;
      case '--publishable-key': options.publishableKeys?.push(take()); break;
      case '--webhook-url': webhookUrl = take(); break;
      case '--webhook-secret': webhookSecret = take(); break;
      case '--record': options.record = take(); break;
      default: throw new Error(`unknown option ${flag}`);
    }
  }
  if (webhookUrl && webhookSecret) options.webhook = { url: webhookUrl, secret: webhookSecret };
  else if (webhookUrl || webhookSecret) throw new Error('--webhook-url and --webhook-secret go together');
  if (options.port !== undefined && (!Number.isInteger(options.port) || options.port < 0 || options.port > 65535)) throw new Error(`--port: '${options.port}' is not a port number`);
  return options;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    const provider = await startProvider(parseArgs(process.argv.slice(2)));
    console.log(`provider listening on ${provider.url}`);
    const stop = (): void => void provider.close().then(() => process.exit(0));
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  } catch (error) {
    console.error(`provider: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}
