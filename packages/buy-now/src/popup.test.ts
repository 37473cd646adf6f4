// @vitest-environment-options {"settings":{"navigation":{"disableChildFrameNavigation":true}}}
// (The pop-up's frame navigates without fetching its page, which is not under test here; happy-dom logs nothing for it.)
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPaymentPopup, FADE_MS, type PaymentPopup } from './popup.ts';

let popup: PaymentPopup | null = null;
let consoleErrors: ReturnType<typeof vi.spyOn>;

function setUp(): { opener: HTMLButtonElement; popup: PaymentPopup } {
  document.body.innerHTML = '<p style="height:3000px">Long post</p><button id="buy">Buy Now</button>';
  const opener = document.getElementById('buy') as HTMLButtonElement;
  popup = createPaymentPopup({
    uniqId: 'abc123xyz',
    productId: '15',
    frameUrl: 'https://shop.example/shop/asp-payment-box/?product_id=15',
    parentForm: null,
    thankyouPageUrl: '',
    safariLike: false,
  });
  return { opener, popup };
}

const dialog = (): HTMLElement => document.querySelector('[role="dialog"]') as HTMLElement;

beforeEach(() => {
  vi.useFakeTimers();
  // Nothing is silenced: the pop-up must log no error.
  consoleErrors = vi.spyOn(console, 'error');
});

afterEach(() => {
  expect(consoleErrors).not.toHaveBeenCalled();
  popup?.destroy();
  popup = null;
  vi.useRealTimers();
});

describe('payment pop-up', () => {
  it('is created hidden: a labelled modal dialog holding the payment box frame', () => {
    setUp();
    expect(dialog().hidden).toBe(true);
    expect(dialog().getAttribute('aria-modal')).toBe('true');
    const label = document.getElementById(dialog().getAttribute('aria-labelledby') ?? '');
    expect(label?.textContent).toBe('Payment');
    const frame = dialog().querySelector('iframe');
    expect(frame?.getAttribute('src')).toBe('https://shop.example/shop/asp-payment-box/?product_id=15');
    expect(frame?.title).toBe('Payment form');
  });

  it('opens with focus inside, scrolling locked and a history entry', () => {
    const { opener, popup } = setUp();
    window.scrollTo(0, 500);
    const before = history.length;
    opener.focus();
    popup.show(opener, null);
    expect(dialog().hidden).toBe(false);
    expect(dialog().contains(document.activeElement)).toBe(true);
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Close');
    expect(document.body.style.position).toBe('fixed');
    expect(history.length).toBe(before + 1);
  });

  it('closes on Escape with a fade-out, restores scrolling and focus, and drops its history entry', () => {
    const { opener, popup } = setUp();
    window.scrollTo(0, 500);
    const back = vi.spyOn(history, 'back');
    popup.show(opener, null);
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));

    expect(dialog().classList.contains('is-closing')).toBe(true);
    expect(dialog().hidden).toBe(false);
    expect(document.body.style.position).toBe('');
    expect(window.scrollY).toBe(500);
    expect(document.activeElement).toBe(opener);
    expect(back).toHaveBeenCalledTimes(1);

    vi.advanceTimersByTime(FADE_MS);
    expect(dialog().hidden).toBe(true);
  });

  it("closes when the browser's Back button pops its history entry", () => {
    const { opener, popup } = setUp();
    const back = vi.spyOn(history, 'back');
    popup.show(opener, null);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
    vi.advanceTimersByTime(FADE_MS);
    expect(dialog().hidden).toBe(true);
    expect(back).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(opener);
  });

  it('closes from its close button', () => {
    const { opener, popup } = setUp();
    popup.show(opener, null);
    (dialog().querySelector('button') as HTMLButtonElement).click();
    vi.advanceTimersByTime(FADE_MS);
    expect(dialog().hidden).toBe(true);
  });

  it('is reused on later clicks', () => {
    const { opener, popup } = setUp();
    popup.show(opener, null);
    popup.close();
    popup.show(opener, null);
    expect(document.querySelectorAll('[role="dialog"]')).toHaveLength(1);
    expect(dialog().hidden).toBe(false);
    expect(dialog().classList.contains('is-closing')).toBe(false);
  });

  it('keeps Tab inside the dialog', () => {
    const { opener, popup } = setUp();
    popup.show(opener, null);
    opener.focus();
    expect(dialog().contains(document.activeElement)).toBe(true);
  });

  it('sends Tab leaving the frame (onto the guard after it) back to Close, and Shift+Tab on Close on towards the frame', () => {
    const { opener, popup } = setUp();
    popup.show(opener, null);
    const close = document.activeElement as HTMLElement;
    const guard = dialog().querySelector<HTMLElement>('.asp-popup-guard')!;
    expect([...dialog().children].slice(-2).map((el) => el.tagName)).toEqual(['IFRAME', 'SPAN']);
    guard.focus();
    expect(document.activeElement).toBe(close);
    // Shift+Tab on Close: focus waits on the guard, for the browser's Shift+Tab to carry it into the frame.
    const key = new KeyboardEvent('keydown', { key: 'Tab', shiftKey: true, bubbles: true, cancelable: true });
    close.dispatchEvent(key);
    expect(document.activeElement).toBe(guard);
    expect(key.defaultPrevented).toBe(false);
  });

  it('leaves the history alone on close when its entry is no longer the current one', () => {
    const { opener, popup } = setUp();
    const back = vi.spyOn(history, 'back');
    popup.show(opener, null);
    history.pushState({ other: 1 }, '');
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(dialog().classList.contains('is-closing')).toBe(true);
    expect(back).not.toHaveBeenCalled();
  });
});
