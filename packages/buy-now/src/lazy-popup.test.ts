// @vitest-environment-options {"settings":{"navigation":{"disableChildFrameNavigation":true}}}
// (The pop-up's frame navigates without fetching its page, which is not under test here; happy-dom logs nothing for it.)
import { afterEach, describe, expect, it, vi } from 'vitest';

/** Pop-ups are created once their code has been fetched; a loaded test machine may take a moment. */
const SOON = { timeout: 5000 };

const options = {
  uniqId: 'u1',
  productId: '15',
  frameUrl: 'https://shop.example/shop/asp-payment-box/?product_id=15',
  parentForm: null,
  thankyouPageUrl: '',
  safariLike: false,
};

afterEach(() => {
  vi.doUnmock('./popup.ts');
  vi.resetModules();
});

describe('lazyPopup', () => {
  it('creates the pop-up on first use and reuses it', async () => {
    const consoleErrors = vi.spyOn(console, 'error');
    const { lazyPopup } = await import('./lazy-popup.ts');
    document.body.innerHTML = '<button id="b">Buy</button>';
    const popup = lazyPopup(options);
    expect(document.querySelector('[role="dialog"]')).toBeNull();
    const opener = document.getElementById('b') as HTMLElement;
    popup.open(opener, null);
    popup.open(opener, null);
    await vi.waitFor(() => expect(document.querySelector<HTMLElement>('[role="dialog"]')?.hidden).toBe(false), SOON);
    expect(document.querySelectorAll('[role="dialog"]')).toHaveLength(1);
    popup.destroy();
    await vi.waitFor(() => expect(document.querySelector('[role="dialog"]')).toBeNull(), SOON);
    expect(consoleErrors).not.toHaveBeenCalled();
  });

  it('sends the shopper to the payment box page, with the amount, when the pop-up code cannot be fetched', async () => {
    vi.doMock('./popup.ts', () => {
      throw new Error('Failed to fetch dynamically imported module');
    });
    const { lazyPopup } = await import('./lazy-popup.ts');
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    lazyPopup(options).open(document.body, '40.00');
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('https://shop.example/shop/asp-payment-box/?product_id=15&price=40.00'), SOON);
  });
});
