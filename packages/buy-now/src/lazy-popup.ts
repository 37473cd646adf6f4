/**
 * The pop-up's code (dialog, frame bridge, focus trap, scroll lock) is fetched when a pop-up is first
 * needed (first click, or page load with `preload`), so it stays off the page's initial load. If it
 * cannot be fetched, the shopper is sent to the payment box page itself, which works on its own.
 */
import type { PaymentPopup, PopupOptions } from './popup.ts';

export interface LazyPopup {
  /** Fetches and creates the pop-up ahead of the first click (`preload`). */
  preload(): void;
  /** Shows the pop-up for `opener` with the custom amount (or null). */
  open(opener: HTMLElement, amount: string | null): void;
  destroy(): void;
}

export function lazyPopup(options: PopupOptions): LazyPopup {
  let popup: Promise<PaymentPopup> | null = null;
  const load = (): Promise<PaymentPopup> =>
    (popup ??= import('./popup.ts')
      .then(({ createPaymentPopup }) => createPaymentPopup(options))
      .catch((error: unknown) => {
        popup = null;
        throw error;
      }));
  const goToBox = (amount: string | null): void => {
    const url = new URL(options.frameUrl);
    if (amount !== null) url.searchParams.set('price', amount);
    (options.doc ?? document).defaultView?.location.assign(url.href);
  };
  return {
    preload: () => void load().catch(() => undefined),
    open: (opener, amount) => void load().then((created) => created.show(opener, amount), () => goToBox(amount)),
    destroy: () => void popup?.then((created) => created.destroy(), () => undefined),
  };
}
