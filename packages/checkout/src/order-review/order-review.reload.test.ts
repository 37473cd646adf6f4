// happy-dom (jsdom's location.reload cannot be watched).
import { emitPageEvent } from '@shop-islands/core/emit-page-event';
import { describe, expect, it, vi } from 'vitest';
import { page, start, useShop } from './test-page.ts';

useShop();

describe('update_order_review on the checkout', () => {
  it('reloads the page, and does nothing else, when the answer asks', async () => {
    await start();
    const reloaded = vi.spyOn(window.location, 'reload').mockImplementation(() => undefined);
    page.answers.push(JSON.stringify({ result: 'failure', reload: true }));
    emitPageEvent('update_checkout', [], document);
    await expect.poll(() => reloaded.mock.calls.length).toBe(1);
    expect(page.updated).toEqual([]);
    expect(page.initialised).toEqual([]);
  });
});
