import { defineConfig } from 'vitest/config';
import { WAIT_CEILING_MS } from './tests/unit/wait-ceiling.ts';

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
    // Tests wait for conditions, never for time; on that machine a wait's 1 s default ceiling and a test's 5 s are
    // overrun (checked with a CPU-bound process beside `npx vitest run`), so a wait gives up only after
    // WAIT_CEILING_MS (tests/unit/wait-ceiling.ts; setup-waits.ts for vi.waitFor and Testing Library) and a test after 60 s.
    testTimeout: 60_000,
    expect: { poll: { timeout: WAIT_CEILING_MS } },
    setupFiles: ['tests/unit/setup-waits.ts'],
  },
});
