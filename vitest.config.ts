import { defineConfig } from 'vitest/config';

// Unit tests live beside the code. Components and controllers run in happy-dom
// with real React (the browser bundles swap in preact/compat; the e2e suite covers those).
export default defineConfig({
  test: {
    include: ['packages/**/*.test.{ts,tsx}', 'examples/**/*.test.ts', 'tests/unit/**/*.test.ts', 'tests/contract/**/*.test.ts', 'tests/markup/**/*.test.ts'],
    environment: 'happy-dom',
    restoreMocks: true,
    // Starting and closing a demo shop (SQLite, Fastify) can take seconds on a loaded 2-core machine: a hook waits
    // for it rather than failing at vitest's 10 s default. Nothing is timed by this.
    hookTimeout: 60_000,
  },
});
