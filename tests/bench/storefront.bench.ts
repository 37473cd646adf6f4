/**
 * Storefront: why the adaptive product background uses a small canvas average rather than
 * fast-average-color. Prints the gzip size of each option as bundled, and the time the average
 * takes on the pixel counts the widget reads (it scales the image to at most 100 px a side).
 */
import { build } from 'esbuild';
import { performance } from 'node:perf_hooks';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { averageRgba } from '../../packages/storefront/src/product/colour.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

async function gzipBytes(contents: string): Promise<number> {
  const out = await build({
    stdin: { contents, resolveDir: root, loader: 'ts' },
    bundle: true,
    minify: true,
    format: 'esm',
    write: false,
    logLevel: 'silent',
  });
  return gzipSync(out.outputFiles[0]!.contents, { level: 9 }).length;
}

function pixels(side: number): Uint8ClampedArray {
  const data = new Uint8ClampedArray(side * side * 4);
  for (let i = 0; i < data.length; i += 1) data[i] = (i * 37) % 256;
  return data;
}

function msPerRun(run: () => unknown, runs: number): number {
  const start = performance.now();
  for (let i = 0; i < runs; i += 1) run();
  return (performance.now() - start) / runs;
}

export default async function storefrontBench(): Promise<void> {
  console.log('Adaptive background: bundled size (gzip bytes)');
  console.table([
    {
      option: 'canvas average (packages/storefront/src/product)',
      gzip: await gzipBytes("export { adaptProductBackground } from './packages/storefront/src/product/adaptive-background.ts';"),
    },
    { option: 'fast-average-color', gzip: await gzipBytes("export { FastAverageColor } from 'fast-average-color';") },
  ]);
  console.log('averageRgba time per image');
  console.table(
    [100, 300, 600].map((side) => {
      const data = pixels(side);
      return { pixels: `${side}×${side}`, ms: msPerRun(() => averageRgba(data), side === 600 ? 20 : 200).toFixed(3) };
    }),
  );
}
