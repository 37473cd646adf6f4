import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { revealOnScroll } from './reveal.ts';

type Callback = (entries: Array<{ isIntersecting: boolean; target: Element }>) => void;

/** IntersectionObservers the test drives: `show(elements)` plays the browser reporting them visible. */
function drivenObservers(): { show(elements: Element[]): void } {
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
    show(elements) {
      for (const { callback, targets } of observers) {
        const visible = elements.filter((element) => targets.has(element));
        if (visible.length > 0) callback(visible.map((target) => ({ isIntersecting: true, target })));
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

describe('revealOnScroll', () => {
  beforeEach(() => {
    document.body.className = 'home';
  });
  afterEach(() => {
    document.body.innerHTML = '';
    vi.unstubAllGlobals();
  });

  it('hides items only once enhanced and reveals them with their group stagger as they scroll in', () => {
    document.body.innerHTML = HOME;
    reducedMotion(false);
    const browser = drivenObservers();
    revealOnScroll(document);
    const all = [...document.querySelectorAll<HTMLElement>('.product-category, .si-feature, .post')];
    expect(all.every((item) => item.classList.contains('si-reveal--armed') && !item.classList.contains('si-reveal--in'))).toBe(true);

    browser.show(all);
    const delays = (selector: string): string[] =>
      [...document.querySelectorAll<HTMLElement>(selector)].map((item) => item.style.getPropertyValue('--si-reveal-delay'));
    expect(delays('.product-category')).toEqual(['0ms', '120ms', '240ms']);
    expect(delays('.si-feature')).toEqual(['0ms', '180ms']);
    expect(delays('.post')).toEqual(['0ms', '250ms']);
    expect(all.every((item) => item.classList.contains('si-reveal--in'))).toBe(true);
  });

  it('reveals only what has scrolled into view', () => {
    document.body.innerHTML = HOME;
    reducedMotion(false);
    const browser = drivenObservers();
    revealOnScroll(document);
    const posts = [...document.querySelectorAll('.post')];
    browser.show([posts[1] as Element]);
    expect(posts.map((post) => post.classList.contains('si-reveal--in'))).toEqual([false, true]);
  });

  it('hides nothing when the shopper prefers reduced motion', () => {
    document.body.innerHTML = HOME;
    reducedMotion(true);
    drivenObservers();
    revealOnScroll(document);
    expect(document.querySelectorAll('.si-reveal--armed')).toHaveLength(0);
  });
});
