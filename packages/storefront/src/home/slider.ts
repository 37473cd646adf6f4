/**
 * The home page's featured-product slider, on the HOST page's slick-carousel
 * (window.jQuery.fn.slick; never bundled): one slide at a time, dots, infinite loop, no arrows,
 * pausing on hover and focus, autoplay only when the shopper has not asked for reduced motion.
 * Without slick the list stays a plain, accessible list.
 */
import { numeric, optional, readDataAttributes } from '@shop-islands/core';
import { prefersReducedMotion } from '../motion.ts';

export const SLIDER_SELECTOR = '.si-featured-slider';
export const DEFAULT_AUTOPLAY_MS = 5000;

interface SlickHost {
  (element: Element): { slick(options: Record<string, unknown>): unknown };
  fn?: { slick?: unknown };
}

function hostSlick(view: Window): SlickHost | null {
  const jq = (view as unknown as { jQuery?: SlickHost }).jQuery;
  return typeof jq === 'function' && typeof jq.fn?.slick === 'function' ? jq : null;
}

/** Slick's options for `list`; `data-autoplay-speed` (ms) may set the autoplay interval. */
export function sliderOptions(list: HTMLElement, reducedMotion: boolean): Record<string, unknown> {
  const { 'autoplay-speed': autoplaySpeed } = readDataAttributes(list, { 'autoplay-speed': optional(numeric, DEFAULT_AUTOPLAY_MS) });
  return {
    slidesToShow: 1,
    slidesToScroll: 1,
    dots: true,
    infinite: true,
    arrows: false,
    autoplay: !reducedMotion,
    autoplaySpeed,
    pauseOnHover: true,
    pauseOnFocus: true,
    pauseOnDotsHover: true,
    speed: reducedMotion ? 0 : 500,
  };
}

export function startSliders(doc: Document): void {
  const view = doc.defaultView;
  const slick = view ? hostSlick(view) : null;
  if (!view || !slick) return;
  for (const list of doc.querySelectorAll<HTMLElement>(SLIDER_SELECTOR)) {
    slick(list).slick(sliderOptions(list, prefersReducedMotion(view)));
    // Slick wraps the slides in its own <div>s, so the list is no longer a list: expose it as a group.
    list.setAttribute('role', 'group');
    const label = list.closest('[aria-label]')?.getAttribute('aria-label');
    if (label && !list.hasAttribute('aria-label')) list.setAttribute('aria-label', label);
  }
}
