import { afterEach, describe, expect, it, vi } from 'vitest';
import { sliderOptions, startSliders } from './slider.ts';

const SLIDES = '<section aria-label="Featured products"><ul class="si-featured-slider" data-autoplay-speed="1500"><li>Hoodie</li><li>Beanie</li></ul></section>';

function reducedMotion(matches: boolean): void {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: matches && query.includes('reduce'), media: query }));
}

describe('featured slider', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    delete (window as { jQuery?: unknown }).jQuery;
    vi.unstubAllGlobals();
  });

  it("starts the host page's slick with one slide, dots, infinite loop, no arrows and pausing on hover and focus", () => {
    document.body.innerHTML = SLIDES;
    reducedMotion(false);
    const calls: Array<{ element: Element; options: Record<string, unknown> }> = [];
    const jq = Object.assign((element: Element) => ({ slick: (options: Record<string, unknown>) => calls.push({ element, options }) }), {
      fn: { slick: () => undefined },
    });
    (window as { jQuery?: unknown }).jQuery = jq;
    startSliders(document);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.element).toBe(document.querySelector('ul'));
    expect(calls[0]?.options).toMatchObject({
      slidesToShow: 1,
      dots: true,
      infinite: true,
      arrows: false,
      autoplay: true,
      autoplaySpeed: 1500,
      pauseOnHover: true,
      pauseOnFocus: true,
    });
    const list = document.querySelector('ul') as HTMLElement;
    expect(list.getAttribute('role')).toBe('group');
    expect(list.getAttribute('aria-label')).toBe('Featured products');
  });

  it('does not autoplay when the shopper prefers reduced motion', () => {
    document.body.innerHTML = SLIDES;
    expect(sliderOptions(document.querySelector('ul') as HTMLElement, true)).toMatchObject({ autoplay: false, speed: 0 });
  });

  it('leaves the plain list when the page has no slick', () => {
    document.body.innerHTML = SLIDES;
    reducedMotion(false);
    (window as { jQuery?: unknown }).jQuery = Object.assign(() => ({}), { fn: {} });
    startSliders(document);
    expect(document.body.innerHTML).toBe(SLIDES);
  });
});
