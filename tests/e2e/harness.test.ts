/**
 * The harness itself: a test fails when one of its pages gets an HTTP response >= 400 it did not
 * allow, and passes when the test allowed that response (tests/e2e/fixtures/http-errors.fixture.ts,
 * run in a child process so its failure is observed, not suffered).
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

describe('e2e harness', () => {
  it('fails a test on an unexpected HTTP error response, and not on an allowed one', () => {
    const fixture = fileURLToPath(new URL('./fixtures/http-errors.fixture.ts', import.meta.url));
    // Without the runner's NODE_TEST_CONTEXT the child reports in plain TAP rather than to this runner.
    const { NODE_TEST_CONTEXT: _, ...env } = process.env;
    const run = spawnSync(process.execPath, ['--import', 'tsx', '--test', '--test-reporter=tap', fixture], { encoding: 'utf8', timeout: 120_000, env });
    const out = run.stdout;
    assert.match(out, /not ok 1 - unexpected: a page fetches an address the shop does not have/);
    assert.match(out, /HTTP 404 HEAD http:\/\/localhost:\d+\/shop\/wp-json\/wc\/store\/v1\/no-such-route/);
    assert.match(out, /\n\s+ok 2 - allowed: the same request, provoked on purpose/);
    assert.notEqual(run.status, 0);
  });
});
