// @vitest-environment jsdom
// (jsdom: a same-origin frame's document, as the plugin's payment box is.)
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adoptBoxClose } from './box-close.ts';

/** A frame holding the box page's header as Stripe Payments prints it, with the box's own click handler. */
function boxFrame(header: string): { iframe: HTMLIFrameElement; boxDoc: Document; boxHandler: ReturnType<typeof vi.fn> } {
  const iframe = document.createElement('iframe');
  document.body.append(iframe);
  const boxDoc = iframe.contentDocument!;
  boxDoc.body.innerHTML = `<div id="modal-header">${header}<div id="item-name">Gift card</div></div><form id="payment-form"><input id="amount"></form>`;
  const boxHandler = vi.fn();
  // The box goes back in history from its close button: run alongside ours, the page would go back twice.
  boxDoc.getElementById('modal-close-btn')?.addEventListener('click', boxHandler);
  return { iframe, boxDoc, boxHandler };
}

const BOX_CLOSE = '<span id="modal-close-btn" title="Close" tabindex="0"><svg width="20" height="20"></svg></span>';
const key = (target: EventTarget, name: string): void => void target.dispatchEvent(new KeyboardEvent('keydown', { key: name, bubbles: true, cancelable: true }));

afterEach(() => {
  document.body.innerHTML = '';
});

describe("the payment box's own close button", () => {
  it("becomes the pop-up's close button for the keyboard and screen readers: a button named by its title, Enter and Space clicking it (the box's own handler closes through its history entry)", () => {
    const { iframe, boxHandler } = boxFrame(BOX_CLOSE);
    const onClose = vi.fn();
    const button = adoptBoxClose(iframe, onClose);
    expect(button?.id).toBe('modal-close-btn');
    expect(button?.getAttribute('role')).toBe('button');
    expect(button?.title).toBe('Close');
    expect(button?.tabIndex).toBe(0);
    key(button!, 'Enter');
    key(button!.querySelector('svg')!, ' ');
    expect(boxHandler).toHaveBeenCalledTimes(2);
    // The box's handler goes back over its entry; the box then calls WPASPClosePaymentPopup (popup.ts).
    expect(onClose).not.toHaveBeenCalled();
  });

  it('Escape pressed anywhere in the box closes the pop-up, and no other key does', () => {
    const { iframe, boxDoc, boxHandler } = boxFrame(BOX_CLOSE);
    const onClose = vi.fn();
    adoptBoxClose(iframe, onClose);
    key(boxDoc.getElementById('amount')!, 'Enter');
    key(boxDoc.getElementById('amount')!, 'Escape');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(boxHandler).not.toHaveBeenCalled();
  });

  it('leaves the pop-up its own button when the box shows none (none printed, or hidden), Escape still closing', () => {
    for (const header of ['', '<span id="modal-close-btn" style="display:none" tabindex="0"></span>']) {
      const { iframe, boxDoc } = boxFrame(header);
      const onClose = vi.fn();
      expect(adoptBoxClose(iframe, onClose)).toBeNull();
      key(boxDoc.body, 'Escape');
      expect(onClose).toHaveBeenCalledTimes(1);
    }
  });

  it('has nothing to adopt in a box on another origin', () => {
    const iframe = document.createElement('iframe');
    // A frame on another origin has no contentDocument for the page (null, as browsers give it).
    Object.defineProperty(iframe, 'contentDocument', { get: () => null });
    expect(adoptBoxClose(iframe, vi.fn())).toBeNull();
  });
});
