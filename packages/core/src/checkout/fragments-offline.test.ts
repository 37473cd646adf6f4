import { afterEach, describe, expect, it, vi } from 'vitest';

// The swap's code cannot be fetched (a network blip, a chunk gone after an update).
vi.mock('./island-graft.ts', () => {
  throw new Error('Failed to fetch dynamically imported module: island-graft.js');
});

const { keepIsland } = await import('./fragments.ts');

describe('kept islands when the swap code cannot be fetched', () => {
  afterEach(() => document.body.replaceChildren());

  it('keeping an island raises no unhandled rejection (vitest fails the run on one): the fetch ahead of the first swap is only a warm-up', async () => {
    document.body.innerHTML = '<div class="payment_box payment_method_stripe"><div id="card"></div></div>';
    const release = keepIsland(document.getElementById('card')!, '.payment_box.payment_method_stripe');
    // The same fetch, settled: keepIsland's has settled too.
    await expect(import('./island-graft.ts')).rejects.toThrow();
    release();
  });
});
