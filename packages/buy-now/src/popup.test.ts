// @vitest-environment-options {"settings":{"navigation":{"disableChildFrameNavigation":true}}}
// (The pop-up's frame navigates without fetching its page, which is not under test here; happy-dom logs nothing for it.)
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPaymentPopup, type PaymentPopup } from './popup.ts';
import { printPopupTemplate } from './fixtures/popup-template.ts';

let popup: PaymentPopup | null = null;
let consoleErrors: ReturnType<typeof vi.spyOn>;

function setUp(): { opener: HTMLButtonElement; popup: PaymentPopup } {
  document.body.innerHTML = '<p style="height:3000px">Long post</p><button id="buy">Buy Now</button>';
  printPopupTemplate();
  const opener = document.getElementById('buy') as HTMLButtonElement;
  popup = createPaymentPopup('abc123xyz', '15', 'https://shop.example/shop/asp-payment-box/?product_id=15', null, '');
  return { opener, popup };
}

const dialog = (): HTMLDialogElement => document.querySelector('[role="dialog"]') as HTMLDialogElement;

beforeEach(() => {
  // Nothing is silenced: the pop-up must log no error.
  consoleErrors = vi.spyOn(console, 'error');
});

afterEach(() => {
  expect(consoleErrors).not.toHaveBeenCalled();
  popup?.close();
  popup = null;
  document.body.innerHTML = '';
  delete (window as unknown as Record<string, unknown>).WPASPClosePaymentPopup;
});

describe('payment pop-up (a payment box on another origin: the page keeps its own history entry)', () => {
  it('is created hidden: a labelled native modal dialog holding the payment box frame', () => {
    setUp();
    expect(dialog().tagName).toBe('DIALOG');
    expect(dialog().hidden).toBe(true);
    expect(dialog().open).toBe(false);
    // Modal by showModal() itself (no aria-modal needed on a native dialog).
    expect(dialog().getAttribute('aria-label')).toBe('Payment');
    const frame = dialog().querySelector('iframe');
    expect(frame?.getAttribute('src')).toBe('https://shop.example/shop/asp-payment-box/?product_id=15');
    expect(frame?.title).toBe('Payment form');
    expect(dialog().querySelector('button')?.getAttribute('aria-label')).toBe('Close');
  });

  it('opens as a modal dialog (the browser keeps focus in it and the page inert) and pushes a history entry', () => {
    const { popup } = setUp();
    const before = history.length;
    const showModal = vi.spyOn(dialog(), 'showModal');
    popup.show(null);
    expect(showModal).toHaveBeenCalledTimes(1);
    expect(dialog().open).toBe(true);
    expect(dialog().hidden).toBe(false);
    expect(history.length).toBe(before + 1);
  });

  // Focus going back to the opener is the browser's own doing for a modal dialog (happy-dom does not model it):
  // tests/e2e/buy-now.test.ts checks it in Chromium, after Escape and after Back.
  it('closes as the browser closes it on Escape: its history entry is dropped', () => {
    const { popup } = setUp();
    const back = vi.spyOn(history, 'back');
    popup.show(null);
    dialog().close();
    expect(dialog().hidden).toBe(true);
    expect(back).toHaveBeenCalledTimes(1);
  });

  it("closes when the browser's Back button pops its history entry", () => {
    const { popup } = setUp();
    const back = vi.spyOn(history, 'back');
    popup.show(null);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
    expect(dialog().open).toBe(false);
    expect(dialog().hidden).toBe(true);
    expect(back).not.toHaveBeenCalled();
  });

  it('closes from its close button', () => {
    const { popup } = setUp();
    popup.show(null);
    (dialog().querySelector('button') as HTMLButtonElement).click();
    expect(dialog().open).toBe(false);
    expect(dialog().hidden).toBe(true);
  });

  it('is reused on later clicks', () => {
    const { popup } = setUp();
    popup.show(null);
    popup.close();
    popup.show(null);
    expect(document.querySelectorAll('[role="dialog"]')).toHaveLength(1);
    expect(dialog().open).toBe(true);
  });

  it('leaves the history alone on close when its entry is no longer the current one', () => {
    const { popup } = setUp();
    const back = vi.spyOn(history, 'back');
    popup.show(null);
    history.pushState({ other: 1 }, '');
    dialog().close();
    expect(dialog().hidden).toBe(true);
    expect(back).not.toHaveBeenCalled();
  });
});

describe("payment pop-up with a box on the page's own origin (Stripe Payments' box keeps the history entry)", () => {
  const sameOrigin = (): { popup: PaymentPopup; boxHistory: () => History } => {
    document.body.innerHTML = '<button id="buy">Buy Now</button>';
    printPopupTemplate();
    popup = createPaymentPopup('abc123xyz', '15', `${location.origin}/shop/asp-payment-box/?product_id=15`, null, '');
    const boxHistory = (): History => (dialog().querySelector('iframe') as HTMLIFrameElement).contentDocument!.defaultView!.history;
    return { popup, boxHistory };
  };
  const legacyClose = (): unknown => (window as unknown as Record<string, unknown>).WPASPClosePaymentPopup;

  it('pushes no entry of its own, and answers to WPASPClosePaymentPopup (which the box calls on Back) while open', () => {
    const { popup } = sameOrigin();
    const before = history.length;
    expect(legacyClose()).toBeUndefined();
    popup.show(null);
    expect(history.length).toBe(before);
    expect(typeof legacyClose()).toBe('function');
    (legacyClose() as () => void)();
    expect(dialog().open).toBe(false);
    expect(dialog().hidden).toBe(true);
  });

  it("takes the box's entry back when closed another way (Escape, a close button), and only while it is the current one", () => {
    const { popup, boxHistory } = sameOrigin();
    const back = vi.spyOn(boxHistory(), 'back').mockImplementation(() => undefined);
    popup.show(null);
    // Not pushed (the box had not loaded): nothing to take back.
    dialog().close();
    expect(back).not.toHaveBeenCalled();

    popup.show(null);
    boxHistory().replaceState({ aspPopup: 1 }, '');
    dialog().close();
    expect(back).toHaveBeenCalledTimes(1);

    // An entry pushed since (by the page) is the current one: left alone.
    popup.show(null);
    history.pushState({ other: 1 }, '');
    dialog().close();
    expect(back).toHaveBeenCalledTimes(1);
  });
});
