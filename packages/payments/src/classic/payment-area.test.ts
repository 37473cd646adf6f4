/** SPEC 9.6: the payment area's show and hide take 500 ms; with reduced motion, none. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { showPaymentArea } from './payment-area.ts';

function area(): { element: HTMLElement; animations: { frames: unknown; options: unknown }[] } {
  document.body.innerHTML = '<div id="payment"></div>';
  const element = document.getElementById('payment')!;
  const animations: { frames: unknown; options: unknown }[] = [];
  element.animate = ((frames: unknown, options: unknown) => (animations.push({ frames, options }), { finished: Promise.resolve() })) as unknown as HTMLElement['animate'];
  return { element, animations };
}

const reducedMotion = (reduce: boolean): void => {
  window.matchMedia = vi.fn((query: string) => ({ matches: reduce && query === '(prefers-reduced-motion: reduce)' })) as unknown as typeof window.matchMedia;
};

afterEach(() => vi.restoreAllMocks());

describe('the payment area (SPEC 9.6)', () => {
  it('fades out over 500 ms, then is hidden, and fades back in over 500 ms', async () => {
    reducedMotion(false);
    const { element, animations } = area();
    await showPaymentArea(element, false);
    expect(element.style.display).toBe('none');
    await showPaymentArea(element, true);
    expect(element.style.display).toBe('');
    expect(animations).toEqual([
      { frames: [{ opacity: 1 }, { opacity: 0 }], options: { duration: 500, easing: 'ease' } },
      { frames: [{ opacity: 0 }, { opacity: 1 }], options: { duration: 500, easing: 'ease' } },
    ]);
  });

  it('hides and shows at once with reduced motion', async () => {
    reducedMotion(true);
    const { element, animations } = area();
    await showPaymentArea(element, false);
    expect(element.style.display).toBe('none');
    await showPaymentArea(element, true);
    expect(element.style.display).toBe('');
    expect(animations).toEqual([]);
  });

  it('stays shown when shown again while the hide still fades out', async () => {
    reducedMotion(false);
    const { element } = area();
    let finish = (): void => undefined;
    element.animate = (() => ({ finished: new Promise<void>((resolve) => (finish = resolve)) })) as unknown as HTMLElement['animate'];
    const hiding = showPaymentArea(element, false);
    const hidingDone = finish;
    const showing = showPaymentArea(element, true);
    hidingDone();
    finish();
    await Promise.all([hiding, showing]);
    expect(element.style.display).toBe('');
  });
});
