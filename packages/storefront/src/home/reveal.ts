/**
 * Scroll reveal on the home page: product category cards, feature blocks and blog posts fade and
 * rise in over about 900 ms as they enter the viewport, staggered by 120, 180 and 250 ms within
 * their group (SPEC 9.4). Items are hidden only through the class this script adds, so nothing is
 * hidden without JavaScript, without IntersectionObserver or when motion is reduced.
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
    const observer = new view.IntersectionObserver(
      (entries) => {
        entries
          .filter((entry) => entry.isIntersecting)
          .forEach((entry, index) => {
            const item = entry.target as HTMLElement;
            item.style.setProperty('--si-reveal-delay', `${index * staggerMs}ms`);
            item.classList.add(REVEALED_CLASS);
            observer.unobserve(item);
          });
      },
      { rootMargin: '0px 0px -10% 0px' },
    );
    for (const item of doc.querySelectorAll<HTMLElement>(selector)) {
      item.classList.add(REVEAL_CLASS);
      observer.observe(item);
    }
    return observer;
  });
  return () => observers.forEach((observer) => observer.disconnect());
}
