/**
 * Scroll reveal on the home page: product category cards, feature blocks and blog posts fade and
 * rise in over about 900 ms as they enter the viewport, staggered by 120, 180 and 250 ms within
 * their group (SPEC 9.4). Items are hidden only through the class this script adds (and only those
 * that start out of view), so nothing is hidden without JavaScript, without IntersectionObserver or
 * when motion is reduced.
 */
import { prefersReducedMotion } from '../motion.ts';

/** Added by this script: only items carrying it are hidden (see style.css). */
export const REVEAL_CLASS = 'si-reveal--armed';
export const REVEALED_CLASS = 'si-reveal--in';

export interface RevealGroup {
  readonly selector: string;
  readonly staggerMs: number;
}

export const REVEAL_GROUPS: readonly RevealGroup[] = [
  { selector: '.home .product-category', staggerMs: 120 },
  { selector: '.home .si-feature', staggerMs: 180 },
  { selector: '.home .si-blog .post', staggerMs: 250 },
];

export function revealOnScroll(doc: Document, groups: readonly RevealGroup[] = REVEAL_GROUPS): () => void {
  const view = doc.defaultView;
  if (!view || typeof view.IntersectionObserver !== 'function' || prefersReducedMotion(view)) return () => undefined;
  const observers = groups.map(({ selector, staggerMs }) => {
    // The first report for an item says whether it starts in view: those stay as they are (no flash
    // of content disappearing), the others are hidden until they scroll in.
    const reported = new WeakSet<Element>();
    const observer = new view.IntersectionObserver(
      (entries) => {
        let entering = 0;
        for (const entry of entries) {
          const item = entry.target as HTMLElement;
          const first = !reported.has(item);
          reported.add(item);
          if (!entry.isIntersecting) {
            item.classList.add(REVEAL_CLASS);
            continue;
          }
          if (!first) {
            item.style.setProperty('--si-reveal-delay', `${entering * staggerMs}ms`);
            item.classList.add(REVEALED_CLASS);
            entering += 1;
          }
          observer.unobserve(item);
        }
      },
      { rootMargin: '0px 0px -10% 0px' },
    );
    doc.querySelectorAll<HTMLElement>(selector).forEach((item) => observer.observe(item));
    return observer;
  });
  return () => observers.forEach((observer) => observer.disconnect());
}
