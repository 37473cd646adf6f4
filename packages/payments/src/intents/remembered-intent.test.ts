/**
 * One intent per cart for the methods that cannot defer theirs (BLIK, pre-authorised debits): made once for
 * concurrent askers, used again after a reload of the page (the session's storage), made afresh after a failure
 * or once the order went through.
 */
import { describe, expect, it, vi } from 'vitest';
import { forgetIntents, rememberedIntent } from './remembered-intent.ts';

const BLIK = { id: 'pi_1', clientSecret: 'pi_1_secret_a' };

describe('the one intent per cart (SPEC 3.11, 7.4)', () => {
  it('is made once however many forms ask at once, and a reloaded page uses it again', async () => {
    const storage = window.sessionStorage;
    storage.clear();
    const make = vi.fn(async () => BLIK);
    const ask = rememberedIntent(storage);
    expect(await Promise.all([ask('blik', make), ask('blik', make)])).toEqual([BLIK, BLIK]);
    // The same tab, the page loaded again: a new page's memory, the same session storage.
    const afterReload = rememberedIntent(storage);
    expect(await afterReload('blik', make)).toEqual(BLIK);
    expect(make).toHaveBeenCalledTimes(1);
    storage.clear();
  });

  it('is asked for again after a failure, and after the order went through (forgotten); the shop\'s other keys are left', async () => {
    const storage = window.sessionStorage;
    storage.clear();
    storage.setItem('other', 'kept');
    const ask = rememberedIntent(storage);
    await expect(ask('acss_debit', async () => Promise.reject(new Error('refused')))).rejects.toThrow('refused');
    const make = vi.fn(async () => BLIK);
    expect(await ask('acss_debit', make)).toEqual(BLIK);
    expect(make).toHaveBeenCalledTimes(1);
    forgetIntents(storage);
    const next = vi.fn(async () => ({ id: 'pi_2', clientSecret: 'pi_2_secret_b' }));
    expect(await rememberedIntent(storage)('acss_debit', next)).toEqual({ id: 'pi_2', clientSecret: 'pi_2_secret_b' });
    expect(storage.getItem('other')).toBe('kept');
    storage.clear();
  });

  it('serves the page without storage (refused or full), and ignores what is not an intent in it', async () => {
    const make = vi.fn(async () => BLIK);
    expect(await rememberedIntent(null)('blik', make)).toEqual(BLIK);
    window.sessionStorage.setItem('shop-islands/stripe-intent/blik', '{"id":1}');
    expect(await rememberedIntent(window.sessionStorage)('blik', make)).toEqual(BLIK);
    expect(make).toHaveBeenCalledTimes(2);
    window.sessionStorage.clear();
  });
});
