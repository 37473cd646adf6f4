import { describe, expect, it, vi } from 'vitest';
import { nameByNumber, numberToCopy, startTestNumberCopy } from './copy-test-number.ts';

// The gateway's PHP (expand_copy_button_markup), as printed in the card's payment box in test mode.
const INSTRUCTIONS = `<p><strong>Test mode:</strong> use the test VISA card
<button type="button" class="wc-stripe-copy-test-number" aria-label="Copy to clipboard" title="Copy to clipboard"><i></i><span>4242 4242 4242 4242</span></button>
or refer to our <a href="https://docs.stripe.com/testing">testing guide</a>.</p>`;

describe("the gateway's test-mode card numbers", () => {
  it('names each button by the number it shows, its title describing it', () => {
    document.body.innerHTML = INSTRUCTIONS;
    nameByNumber(document);
    const button = document.querySelector('button')!;
    expect(button.hasAttribute('aria-label')).toBe(false);
    expect(button.textContent).toBe('4242 4242 4242 4242');
    expect(button.title).toBe('Copy to clipboard');
  });

  it('copies the number without spaces on a click on the button or inside it, and nothing else', () => {
    document.body.innerHTML = INSTRUCTIONS;
    expect(numberToCopy(document.querySelector('span'))).toBe('4242424242424242');
    expect(numberToCopy(document.querySelector('button'))).toBe('4242424242424242');
    expect(numberToCopy(document.querySelector('a'))).toBeNull();
    expect(numberToCopy(null)).toBeNull();
  });

  it('writes it to the clipboard, and names the buttons printed again after a totals update', async () => {
    document.body.innerHTML = INSTRUCTIONS;
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(window.navigator, 'clipboard', { value: { writeText }, configurable: true });
    startTestNumberCopy(document);
    document.querySelector('span')!.click();
    expect(writeText).toHaveBeenCalledWith('4242424242424242');
    await vi.waitFor(() => expect(document.querySelector('button')!.classList.contains('state--success')).toBe(true));
    document.body.innerHTML = INSTRUCTIONS;
    document.body.dispatchEvent(new CustomEvent('updated_checkout'));
    expect(document.querySelector('button')!.hasAttribute('aria-label')).toBe(false);
  });
});
