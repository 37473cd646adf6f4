import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// Stripe.js itself is the network's: here it arrives, fails, or never comes.
const loadStripe = vi.hoisted(() => vi.fn());
vi.mock('@stripe/stripe-js/dist/pure.mjs', () => ({ loadStripe }));

const { GIVE_UP_MS, loadStripeWithin, StripeUnavailable } = await import('./stripe-js.ts');

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  loadStripe.mockReset();
});

describe('Stripe.js, given up on (stripe-js has no timeout of its own)', () => {
  it('gives up after about ten seconds when the script never arrives', async () => {
    loadStripe.mockReturnValue(new Promise(() => undefined));
    const loading = loadStripeWithin('pk_test_x', { locale: 'en-GB' });
    const outcome = loading.then(() => 'loaded', (error: unknown) => error);
    await vi.advanceTimersByTimeAsync(GIVE_UP_MS - 1);
    expect(await Promise.race([outcome, Promise.resolve('waiting')])).toBe('waiting');
    await vi.advanceTimersByTimeAsync(1);
    const error = await outcome;
    expect(error).toBeInstanceOf(StripeUnavailable);
    expect((error as Error).message).toBe('Stripe.js did not load within 10 s');
    expect(GIVE_UP_MS).toBe(10_000);
  });

  it('fails at once when the script fails, and resolves with the instance when it comes', async () => {
    loadStripe.mockRejectedValueOnce(new Error('Failed to load Stripe.js'));
    await expect(loadStripeWithin('pk_test_x', {})).rejects.toThrow('Stripe.js could not be loaded');
    const stripe = { elements: vi.fn() };
    loadStripe.mockResolvedValueOnce(stripe);
    await expect(loadStripeWithin('pk_test_x', {})).resolves.toBe(stripe);
    expect(loadStripe).toHaveBeenLastCalledWith('pk_test_x', {});
  });
});

describe("the page's own Stripe.js (the gateway pins its version)", () => {
  afterEach(() => {
    delete (window as { Stripe?: unknown }).Stripe;
    document.querySelectorAll('script').forEach((script) => script.remove());
  });

  it('is used as it is, with new, without stripe-js (which would warn that its version is not the one it expects)', async () => {
    const made: unknown[] = [];
    (window as { Stripe?: unknown }).Stripe = class {
      constructor(key: string, options: unknown) {
        made.push([key, options]);
      }
    };
    await expect(loadStripeWithin('pk_test_x', { locale: 'en-GB' })).resolves.toBeTruthy();
    expect(made).toEqual([['pk_test_x', { locale: 'en-GB' }]]);
    expect(loadStripe).not.toHaveBeenCalled();
  });

  it('is waited for when its script tag is still loading', async () => {
    const tag = document.createElement('script');
    tag.type = 'text/plain'; // happy-dom would try to fetch it
    tag.setAttribute('src', 'https://js.stripe.com/clover/stripe.js');
    document.head.append(tag);
    const loading = loadStripeWithin('pk_test_x', {});
    (window as { Stripe?: unknown }).Stripe = class {};
    tag.dispatchEvent(new Event('load'));
    await expect(loading).resolves.toBeTruthy();
    expect(loadStripe).not.toHaveBeenCalled();
  });
});
