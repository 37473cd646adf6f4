/**
 * The suite's Stripe: the test-mode provider (examples/demo-shop/provider) started as its own process
 * (`npm run provider`), with the keys and webhook secret install.php gives the Stripe Gateway, posting the
 * gateway's webhook events to the store. store/mu-plugins/shop-islands-test-stripe-provider.php sends the
 * store's api.stripe.com requests and js.stripe.com scripts there.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RecordedRequest } from '../../../examples/demo-shop/provider/server/rest/index.ts';
import { RECORDED_STORE_ORIGIN, REPLAY_FIXTURE, recordedIds, type ReplayEntry } from '../../../examples/demo-shop/provider/server/rest/replay.ts';
import { ROOT } from './setup.ts';

/** The Stripe Gateway's test keys and webhook secret (store/install.php sets the same). */
export const GATEWAY_KEYS = {
  publishable: 'pk_test_shopislandsrealstore',
  secret: 'sk_test_SECRET_must_not_leak',
  webhookSecret: 'whsec_test_must_not_leak',
} as const;

/** Stripe Payments' test keys (install.php). */
export const ASP_KEYS = { publishable: 'pk_test_shopislandsrealstore', secret: 'sk_test_shopislandsrealstore' } as const;

export interface RunningProvider {
  url: string;
  /** JSON lines of every REST request the provider answered (harness/record.ts reads them for contract fixtures). */
  requestLog: string;
  stop(): Promise<void>;
}

export function startStripeProvider(port: number, storeUrl: string, work: string): Promise<RunningProvider> {
  const requestLog = join(work, 'stripe-requests.jsonl');
  const child: ChildProcess = spawn(
    process.execPath,
    [
      '--import', 'tsx', join(ROOT, 'examples', 'demo-shop', 'provider', 'server', 'standalone.ts'),
      '--port', String(port),
      '--secret-key', GATEWAY_KEYS.secret, '--secret-key', ASP_KEYS.secret,
      '--publishable-key', GATEWAY_KEYS.publishable,
      '--webhook-url', `${storeUrl}/?wc-api=wc_stripe`, '--webhook-secret', GATEWAY_KEYS.webhookSecret,
      '--record', requestLog,
    ],
    { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    errors += chunk.toString();
    if (errors.length > 20000) errors = errors.slice(-10000);
  });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /provider listening on (\S+)/.exec(out);
      if (match?.[1]) {
        resolve({
          url: match[1],
          requestLog,
          stop: () => new Promise((done) => {
            if (child.exitCode !== null) return done();
            child.once('exit', () => done());
            child.kill('SIGTERM');
          }),
        });
      }
    });
    child.once('exit', (code) => reject(new Error(`the provider exited (${code}): ${errors.slice(-2000)}`)));
  });
}

/**
 * Writes the Stripe plugins' requests this run made to the provider (and the browser calls they refer to) as the
 * REST face's contract fixture (rest/replay.test.ts replays it): the store's address replaced by RECORDED_STORE_ORIGIN,
 * each answer kept as its status, object type and the ids it gave (for the replay to map), not as a whole.
 */
export function writeGatewayRequests(requestLog: string, storeUrl: string): number {
  const origin = (text: string): string => text.split(storeUrl).join(RECORDED_STORE_ORIGIN).split(encodeURIComponent(storeUrl)).join(encodeURIComponent(RECORDED_STORE_ORIGIN));
  const entries: ReplayEntry[] = readFileSync(requestLog, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as RecordedRequest)
    .map((entry) => ({
      source: entry.source,
      keyAccepted: entry.keyAccepted,
      method: entry.method,
      url: origin(entry.url),
      body: origin(entry.body),
      idempotencyKey: entry.idempotencyKey,
      status: entry.status,
      object: (entry.response as { object?: string; error?: unknown } | null)?.error ? 'error' : ((entry.response as { object?: string } | null)?.object ?? null),
      ids: recordedIds(entry.response),
    }));
  writeFileSync(REPLAY_FIXTURE, `${JSON.stringify(entries, null, 1)}\n`);
  return entries.length;
}
