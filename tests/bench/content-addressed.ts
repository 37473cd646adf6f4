/**
 * A plugin update never mixes cached files of two releases: every file a built file imports by name (`import … from`,
 * `import '…'`, `import('…')`) has a content hash in its name, so a new release's imports name new files and an old
 * file still in a browser's cache (hosts serve .js with long lifetimes) is never asked for by new code, nor a deleted
 * one by old code. Only the entries the plugin enqueues keep plain names, versioned there by `?ver=<hash>`; no file
 * may import them, since an import carries no `?ver` (esbuild.config.ts).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** esbuild's `[hash]`: 8 characters of base32 before `.js`. */
const CONTENT_HASHED = /-[A-Z2-7]{8}\.js$/;
const IMPORT = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s*)(["'`])(\.{1,2}\/[^"'`]+)\1/g;

/** The relative paths a built file's code imports, statically or with `import()`. */
export function importedPaths(code: string): string[] {
  return [...code.matchAll(IMPORT)].map((match) => match[2]!);
}

/** Each import of a name without a content hash, as a message naming the importer, over built files (name to code). */
export function unhashedImports(files: Readonly<Record<string, string>>): string[] {
  return Object.entries(files).flatMap(([file, code]) =>
    importedPaths(code)
      .filter((path) => !CONTENT_HASHED.test(path))
      .map((path) => `${file} imports ${path} by a name without a content hash: a browser may keep an older release's copy`),
  );
}

/** The built .js files of `dist`, name to code. */
export function builtFiles(dist: string): Record<string, string> {
  return Object.fromEntries(readdirSync(dist).filter((name) => name.endsWith('.js')).map((name) => [name, readFileSync(join(dist, name), 'utf8')]));
}
