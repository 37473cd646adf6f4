/** Test helper: the provider started on a free port for a test file, and the official `stripe` client pointed at it. */
import Stripe from 'stripe';
import { afterAll, beforeAll } from 'vitest';
import { DEMO_SECRET_KEY } from '../keys.ts';
import { startProvider } from '../standalone.ts';

export interface ProviderClient {
  readonly provider: Awaited<ReturnType<typeof startProvider>>;
  readonly stripe: Stripe;
}

/** Registers the file's beforeAll and afterAll; read the fields inside tests. */
export function useProviderClient(): ProviderClient {
  const held: { provider?: ProviderClient['provider']; stripe?: Stripe } = {};
  beforeAll(async () => {
    held.provider = await startProvider({ port: 0 });
    const url = new URL(held.provider.url);
    held.stripe = new Stripe(DEMO_SECRET_KEY, { host: url.hostname, port: Number(url.port), protocol: 'http', maxNetworkRetries: 0 });
  });
  afterAll(() => held.provider?.close());
  return {
    get provider() { if (!held.provider) throw new Error('the provider starts in beforeAll'); return held.provider; },
    get stripe() { if (!held.stripe) throw new Error('the client is made in beforeAll'); return held.stripe; },
  };
}
