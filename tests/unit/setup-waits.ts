/**
 * Before every unit test file (vitest.config.ts setupFiles): vi.waitFor's and Testing Library's default ceilings
 * raised to WAIT_CEILING_MS (see wait-ceiling.ts; expect.poll's is set in vitest.config.ts). A ceiling a test
 * names itself is kept.
 */
import { configure } from '@testing-library/dom';
import { vi } from 'vitest';
import { WAIT_CEILING_MS } from './wait-ceiling.ts';

configure({ asyncUtilTimeout: WAIT_CEILING_MS });

const waitFor = vi.waitFor;
vi.waitFor = ((callback, options = {}) =>
  waitFor(callback, typeof options === 'number' ? { timeout: options } : { timeout: WAIT_CEILING_MS, ...options })) as typeof vi.waitFor;
