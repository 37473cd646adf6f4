import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const BROWSER = join(dirname(fileURLToPath(import.meta.url)), '..', 'browser');

/** The provider's browser bundles: the Stripe.js double, the Payment Element frame and the playground page. */
export type ProviderBundle = 'stripe-js' | 'frame' | 'playground';

const ENTRIES: Record<ProviderBundle, string> = {
  'stripe-js': join(BROWSER, 'index.ts'),
  frame: join(BROWSER, 'frame', 'index.ts'),
  playground: join(BROWSER, 'playground.ts'),
};

async function bundle(entry: string): Promise<string> {
  // Loaded on first use: only a page that asks for this script needs the bundler.
  const { build } = await import('esbuild');
  const out = await build({ entryPoints: [entry], bundle: true, minify: true, format: 'iife', target: 'es2020', write: false, platform: 'browser', logLevel: 'silent' });
  const file = out.outputFiles[0];
  if (!file) throw new Error(`esbuild produced nothing for ${entry}`);
  return file.text;
}

/** Builds each bundle with esbuild on first request and keeps it for the life of this server (a failed build is retried). */
export function createBundleCache(): (name: ProviderBundle) => Promise<string> {
  const cache = new Map<ProviderBundle, Promise<string>>();
  return (name) => {
    const cached = cache.get(name);
    if (cached) return cached;
    const built = bundle(ENTRIES[name]).catch((error: unknown) => {
      cache.delete(name);
      throw error;
    });
    cache.set(name, built);
    return built;
  };
}
