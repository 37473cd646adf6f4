import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createBundleCache } from '../../browser-bundles.ts';

const BROWSER = join(dirname(fileURLToPath(import.meta.url)), '..', 'browser');

/** The provider's browser bundles: the Stripe.js double, the Payment Element frame and the playground page. */
export type ProviderBundle = 'stripe-js' | 'frame' | 'playground';

const ENTRIES: Record<ProviderBundle, string> = {
  'stripe-js': join(BROWSER, 'index.ts'),
  frame: join(BROWSER, 'frame', 'index.ts'),
  playground: join(BROWSER, 'playground.ts'),
};

/** The provider's bundles, each built on first request and kept for the life of this server. */
export const providerBundles = (): ((name: ProviderBundle) => Promise<string>) => createBundleCache(ENTRIES);
