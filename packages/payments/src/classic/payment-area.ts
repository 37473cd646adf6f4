/**
 * The order-pay page's payment area (`#payment`) hidden while a flow hash runs and shown again after a failure,
 * over SPEC 9.6's 500 ms (a fade), at once where the shopper asked for reduced motion.
 */
export const PAYMENT_AREA_MS = 500;

export function showPaymentArea(area: HTMLElement, shown: boolean): Promise<void> {
  const view = area.ownerDocument.defaultView;
  const reduced = view?.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  // The latest call wins: a hide still fading out when the area is shown again does not hide it at its end.
  area.dataset.siPaymentShown = String(shown);
  if (shown) area.style.display = '';
  const settle = (): void => {
    if (area.dataset.siPaymentShown === 'false') area.style.display = 'none';
  };
  if (reduced || typeof area.animate !== 'function') return Promise.resolve(settle());
  const frames = shown ? [{ opacity: 0 }, { opacity: 1 }] : [{ opacity: 1 }, { opacity: 0 }];
  return area.animate(frames, { duration: PAYMENT_AREA_MS, easing: 'ease' }).finished.then(settle, settle);
}
