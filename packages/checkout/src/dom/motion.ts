/**
 * Slides and scrolls with SPEC 9.5's timings, instant when the shopper asked for reduced motion.
 * Slides animate the height as jQuery's slideDown/slideUp do; the element ends shown or `display: none`.
 */
import { isShown } from './elements.ts';

export { isShown };

function reducedMotion(view: Window | null): boolean {
  return !view || (typeof view.matchMedia === 'function' && view.matchMedia('(prefers-reduced-motion: reduce)').matches);
}

/** Slides `element` open or shut over `ms`; resolves when done. A slide in progress is cut short. */
export function slide(element: HTMLElement, open: boolean, ms: number): Promise<void> {
  const view = element.ownerDocument.defaultView;
  element.getAnimations?.().forEach((animation) => animation.cancel());
  const wasShown = isShown(element);
  if (open) {
    element.style.display = '';
    if (view?.getComputedStyle(element).display === 'none') element.style.display = 'block';
  }
  const done = (): void => {
    if (!open) element.style.display = 'none';
  };
  if (wasShown === open || reducedMotion(view) || !element.animate) return Promise.resolve(done());
  const shut = { height: '0px', paddingTop: '0px', paddingBottom: '0px', marginTop: '0px', marginBottom: '0px', overflow: 'hidden' };
  const full = { height: `${element.scrollHeight}px`, overflow: 'hidden' };
  const animation = element.animate(open ? [shut, full] : [{ ...full, height: `${element.offsetHeight}px` }, shut], { duration: ms, easing: 'ease-in-out' });
  return animation.finished.then(done, () => undefined);
}

/** Scrolls the page so that `element` sits `offsetPx` below the top, over `ms` (jQuery's swing easing). */
export function scrollToElement(element: Element, offsetPx: number, ms: number): void {
  const view = element.ownerDocument.defaultView;
  if (!view) return;
  const from = view.scrollY;
  const to = Math.max(0, element.getBoundingClientRect().top + from - offsetPx);
  if (reducedMotion(view) || ms <= 0) {
    view.scrollTo(0, to);
    return;
  }
  const start = view.performance.now();
  const step = (now: number): void => {
    const progress = Math.min(1, (now - start) / ms);
    view.scrollTo(0, from + (to - from) * (0.5 - Math.cos(progress * Math.PI) / 2));
    if (progress < 1) view.requestAnimationFrame(step);
  };
  view.requestAnimationFrame(step);
}
