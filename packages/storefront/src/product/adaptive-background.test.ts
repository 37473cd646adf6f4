import { afterEach, describe, expect, it } from 'vitest';
import { adaptProductBackground, applyAdaptiveColours, imageAverage } from './adaptive-background.ts';

describe('adaptive product background', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('sets the background and a readable text colour on the product container', () => {
    document.body.innerHTML = '<div class="product"></div>';
    const container = document.querySelector('.product') as HTMLElement;
    applyAdaptiveColours(container, { r: 20, g: 30, b: 80 });
    expect(container.style.getPropertyValue('--si-product-bg')).toBe('rgb(20, 30, 80)');
    expect(container.style.getPropertyValue('--si-product-fg')).toBe('rgb(255, 255, 255)');
    expect(container.classList.contains('si-adaptive')).toBe(true);
  });

  it('does not read a cross-origin image (its canvas would be tainted)', () => {
    const image = document.createElement('img');
    Object.defineProperty(image, 'naturalWidth', { value: 10 });
    Object.defineProperty(image, 'naturalHeight', { value: 10 });
    image.src = 'https://cdn.elsewhere.test/hoodie.jpg';
    expect(imageAverage(image)).toBeNull();
  });

  it('waits for the main image to load and keeps the theme colours when it cannot be read', () => {
    document.body.innerHTML = `
      <div class="single-product"><div class="product">
        <div class="woocommerce-product-gallery"><img src="https://cdn.elsewhere.test/hoodie.jpg" alt="Hoodie"></div>
      </div></div>`;
    adaptProductBackground(document);
    const image = document.querySelector('img') as HTMLImageElement;
    Object.defineProperty(image, 'naturalWidth', { value: 10 });
    Object.defineProperty(image, 'naturalHeight', { value: 10 });
    image.dispatchEvent(new Event('load'));
    expect(document.querySelector('.product')?.classList.contains('si-adaptive')).toBe(false);
  });
});
