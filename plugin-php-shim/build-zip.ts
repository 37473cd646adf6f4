/**
 * `npm run plugin:zip`: packs the WordPress plugin with the built bundles into dist/shop-islands.zip.
 * The archive holds `shop-islands/` with the plugin's PHP files, readme.txt, languages/ and, in
 * `shop-islands/dist/`, only the files the manifest lists (no sources, no maps, no tests).
 * Options: --dist <built folder> (default dist/), --out <zip path> (default <dist>/shop-islands.zip).
 */
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

interface WidgetEntry {
  js: string;
  css?: string | null;
  imports?: string[];
}
interface Manifest {
  files?: Record<string, unknown>;
  widgets: Record<string, WidgetEntry>;
}

const PLUGIN_DIR: string = dirname(fileURLToPath(import.meta.url));
const ROOT: string = resolve(PLUGIN_DIR, '..');
const PLUGIN_ENTRIES: readonly string[] = ['shop-islands.php', 'uninstall.php', 'readme.txt', 'includes', 'languages'];

function argValue(name: string, fallback: string): string {
  const index: number = process.argv.indexOf(name);
  return index >= 0 && process.argv[index + 1] ? resolve(process.argv[index + 1]) : fallback;
}

function isShippable(file: string): boolean {
  return !file.includes('..') && !file.startsWith('/') && !file.endsWith('.map') && !file.endsWith('.zip');
}

/** Files of dist/ the plugin needs: the manifest, every listed file, each widget's js, css and imports. */
function distFiles(manifest: Manifest): string[] {
  const files: Set<string> = new Set(['manifest.json']);
  for (const name of Object.keys(manifest.files ?? {})) files.add(name);
  for (const entry of Object.values(manifest.widgets)) {
    files.add(entry.js);
    if (entry.css) files.add(entry.css);
    for (const chunk of entry.imports ?? []) files.add(chunk);
  }
  return [...files].filter(isShippable).sort();
}

function copyTree(from: string, to: string): void {
  if (statSync(from).isDirectory()) {
    mkdirSync(to, { recursive: true });
    for (const child of readdirSync(from)) copyTree(join(from, child), join(to, child));
    return;
  }
  mkdirSync(dirname(to), { recursive: true });
  copyFileSync(from, to);
}

function main(): void {
  const distDir: string = argValue('--dist', join(ROOT, 'dist'));
  const out: string = argValue('--out', join(distDir, 'shop-islands.zip'));
  const manifestPath: string = join(distDir, 'manifest.json');
  if (!existsSync(manifestPath)) {
    console.error(`[plugin:zip] ${relative(ROOT, manifestPath)} not found: run \`npm run build\` first.`);
    process.exit(1);
  }
  const manifest: Manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  const stage: string = mkdtempSync(join(tmpdir(), 'shop-islands-zip-'));
  try {
    const target: string = join(stage, 'shop-islands');
    for (const entry of PLUGIN_ENTRIES) copyTree(join(PLUGIN_DIR, entry), join(target, entry));
    const files: string[] = distFiles(manifest);
    for (const file of files) {
      const source: string = join(distDir, file);
      if (!existsSync(source)) {
        console.error(`[plugin:zip] the manifest lists ${file}, which is missing from ${distDir}`);
        process.exit(1);
      }
      copyTree(source, join(target, 'dist', file));
    }
    mkdirSync(dirname(out), { recursive: true });
    rmSync(out, { force: true });
    execFileSync('zip', ['-q', '-r', '-X', out, 'shop-islands'], { cwd: stage, stdio: 'inherit' });
    console.log(`[plugin:zip] wrote ${relative(process.cwd(), out) || out} (${files.length} bundle files)`);
  } finally {
    rmSync(stage, { recursive: true, force: true });
  }
}

main();
