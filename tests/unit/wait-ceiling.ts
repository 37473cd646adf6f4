/**
 * How long a unit test's wait for a condition (expect.poll, vi.waitFor, Testing Library's findBy and waitFor) may go
 * on before the test fails. Their defaults (1 s) are overrun on CI's loaded 2-core machine, where a real server's
 * answer or a render can take seconds; a condition that holds is met as soon as it holds, so nothing waits longer.
 */
export const WAIT_CEILING_MS = 15_000;
