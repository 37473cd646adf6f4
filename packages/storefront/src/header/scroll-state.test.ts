import { afterEach, describe, expect, it, vi } from 'vitest';
import { watchScrollState } from './scroll-state.ts';

/** An IntersectionObserver the test drives: `report(visible)` plays the browser's part. */
class DrivenObserver {
  static last: DrivenObserver | null = null;
  readonly targets: Element[] = [];
  constructor(private readonly callback: (entries: Array<{ isIntersecting: boolean; target: Element }>) => void) {
    DrivenObserver.last = this;
  }
  observe(target: Element): void {
    this.targets.push(target);
  }
  disconnect(): void {
    this.targets.length = 0;
  }
  report(isIntersecting: boolean): void {
    this.callback(this.targets.map((target) => ({ isIntersecting, target })));
  }
}

describe('watchScrollState', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    vi.unstubAllGlobals();
  });

  it('marks the body scrolling once the header-tall sentinel leaves the viewport, and back', () => {
    vi.stubGlobal('IntersectionObserver', DrivenObserver);
    document.body.innerHTML = '<header class="site-header">Header</header><main>Content</main>';
    const header = document.querySelector('header') as HTMLElement;
    Object.defineProperty(header, 'offsetHeight', { value: 120 });
    const stop = watchScrollState(header);
    const observer = DrivenObserver.last as DrivenObserver;
    const sentinel = observer.targets[0] as HTMLElement;
    expect(sentinel.style.height).toBe('120px');
    expect(sentinel.getAttribute('aria-hidden')).toBe('true');

    observer.report(false);
    expect(document.body.classList.contains('scrolling')).toBe(true);
    observer.report(true);
    expect(document.body.classList.contains('scrolling')).toBe(false);
    observer.report(false);
    stop();
    expect(document.body.classList.contains('scrolling')).toBe(false);
    expect(sentinel.isConnected).toBe(false);
  });
});
