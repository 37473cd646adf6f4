import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { revealOnScroll } from './reveal.ts';

type Callback = (entries: Array<{ isIntersecting: boolean; target: Element }>) => void;

/** IntersectionObservers the test drives: `report(elements, visible)` plays the browser's part. */
function drivenObservers(): { report(elements: Element[], visible: boolean): void } {
  const observers: Array<{ callback: Callback; targets: Set<Element> }> = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      private readonly record: { callback: Callback; targets: Set<Element> };
      constructor(callback: Callback) {
        this.record = { callback, targets: new Set() };
        observers.push(this.record);
      }
      observe(target: Element): void {
        this.record.targets.add(target);
      }
      unobserve(target: Element): void {
        this.record.targets.delete(target);
      }
      disconnect(): void {
        this.record.targets.clear();
      }
    },
  );
  return {
    report(elements, isIntersecting) {
      for (const { callback, targets } of observers) {
        const seen = elements.filter((element) => targets.has(element));
        if (seen.length > 0) callback(seen.map((target) => ({ isIntersecting, target })));
      }
    },
  };
}

const HOME = `
  <ul class="products"><li class="product-category">Clothing</li><li class="product-category">Music</li><li class="product-category">Posters</li></ul>
  <div class="si-feature">Free delivery</div><div class="si-feature">Returns</div>
  <section class="si-blog"><article class="post">News</article><article class="post">More news</article></section>`;

function reducedMotion(matches: boolean): void {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches, media: query }));
}

const items = (selector: string): HTMLElement[] => [...document.querySelectorAll<HTMLElement>(selector)];
const ALL = '.product-category, .si-feature, .post';

describe('revealOnScroll', () => {
  beforeEach(() => {
    document.body.className = 'home';
    document.body.innerHTML = HOME;
  });
  afterEach(() => {
    document.body.innerHTML = '';
    vi.unstubAllGlobals();
  });

  it('hides items that start out of view and reveals them with their group stagger as they scroll in', () => {
    reducedMotion(false);
    const browser = drivenObservers();
    revealOnScroll(document);
    expect(items('.si-reveal--armed')).toHaveLength(0);
    browser.report(items(ALL), false);
    expect(items(ALL).every((item) => item.classList.contains('si-reveal--armed') && !item.classList.contains('si-reveal--in'))).toBe(true);

    browser.report(items(ALL), true);
    const delays = (selector: string): string[] => items(selector).map((item) => item.style.getPropertyValue('--si-reveal-delay'));
    expect(delays('.product-category')).toEqual(['0ms', '120ms', '240ms']);
    expect(delays('.si-feature')).toEqual(['0ms', '180ms']);
    expect(delays('.post')).toEqual(['0ms', '250ms']);
    expect(items(ALL).every((item) => item.classList.contains('si-reveal--in'))).toBe(true);
  });

  it('leaves items that start in view alone, and reveals only what scrolls into view', () => {
    reducedMotion(false);
    const browser = drivenObservers();
    revealOnScroll(document);
    const posts = items('.post');
    browser.report(items('.product-category'), true);
    browser.report(posts, false);
    browser.report([posts[1] as Element], true);
    expect(items('.product-category').some((item) => item.className.includes('si-reveal'))).toBe(false);
    expect(posts.map((post) => post.classList.contains('si-reveal--in'))).toEqual([false, true]);
  });

  it('hides nothing when the shopper prefers reduced motion', () => {
    reducedMotion(true);
    const browser = drivenObservers();
    revealOnScroll(document);
    browser.report(items(ALL), false);
    expect(items('.si-reveal--armed')).toHaveLength(0);
  });
});
