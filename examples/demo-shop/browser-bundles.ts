/**
 * The demo's own browser scripts (stand-ins for third-party scripts: Stripe.js, gtag.js, the WP
 * Consent API), bundled with esbuild on first request and kept for the life of the server.
 */

import type { BuildOptions } from 'esbuild';

async function bundle(entry: string, options: BuildOptions = {}): Promise<string> {
  // Loaded on first use: only a page that asks for one of these scripts needs the bundler.
  const { build } = await import('esbuild');
  const out = await build({ entryPoints: [entry], bundle: true, minify: true, format: 'iife', target: 'es2020', write: false, platform: 'browser', logLevel: 'silent', ...options });
  const file = out.outputFiles?.[0];
  if (!file) throw new Error(`esbuild produced nothing for ${entry}`);
  return file.text;
}

/**
 * Builds each named entry (an IIFE) on first request and keeps it; a failed build is retried on the next request.
 * `options` adds esbuild options per entry (e.g. the block checkout model's page globals).
 */
export function createBundleCache<K extends string>(entries: Readonly<Record<K, string>>, options: Partial<Record<K, BuildOptions>> = {}): (name: K) => Promise<string> {
  const cache = new Map<K, Promise<string>>();
  return (name) => {
    const cached = cache.get(name);
    if (cached) return cached;
    const built = bundle(entries[name], options[name]).catch((error: unknown) => {
      cache.delete(name);
      throw error;
    });
    cache.set(name, built);
    return built;
  };
}
