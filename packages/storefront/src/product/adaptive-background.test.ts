import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { adaptProductBackground, applyAdaptiveColours, imageAverage } from './adaptive-background.ts';

/**
 * happy-dom has no 2D canvas, so canvases here get one that behaves as a browser's does for this
 * code: drawing an image copies its pixels (one flat colour per image, from its `data-colour`), and
 * an image from another origin without CORS taints the canvas, after which reading it throws a
 * SecurityError. The tests then hold the widget to what a browser would let it see.
 */
class BrowserLikeContext {
  imageSmoothingQuality = 'low';
  private colour: [number, number, number, number] = [0, 0, 0, 0];
  private tainted = false;

  constructor(private readonly canvas: HTMLCanvasElement) {}

  drawImage(image: HTMLImageElement): void {
    const doc = image.ownerDocument;
    const origin = new URL(image.src, doc.baseURI).origin;
    if (origin !== doc.location.origin && image.crossOrigin === null) this.tainted = true;
    this.colour = (image.dataset.colour ?? '0,0,0,0').split(',').map(Number) as [number, number, number, number];
  }

  getImageData(): { data: Uint8ClampedArray } {
    if (this.tainted) throw new DOMException('The canvas has been tainted by cross-origin data.', 'SecurityError');
    const data = new Uint8ClampedArray(this.canvas.width * this.canvas.height * 4);
    for (let i = 0; i < data.length; i += 4) data.set(this.colour, i);
    return { data };
  }
}

function loadedImage(src: string, colour: string): HTMLImageElement {
  const image = document.createElement('img');
  image.src = src;
  image.dataset.colour = colour;
  Object.defineProperty(image, 'naturalWidth', { value: 400 });
  Object.defineProperty(image, 'naturalHeight', { value: 300 });
  return image;
}

const PRODUCT_PAGE = (src: string): string => `
  <div class="single-product"><div class="product">
    <div class="woocommerce-product-gallery"><img src="${src}" alt="Hoodie" data-colour="20,30,80,255"></div>
  </div></div>`;

/** Loads the page's main image as the browser would: its size is known, then `load` fires. */
function loadMainImage(): void {
  const image = document.querySelector('img') as HTMLImageElement;
  Object.defineProperty(image, 'naturalWidth', { value: 400 });
  Object.defineProperty(image, 'naturalHeight', { value: 300 });
  image.dispatchEvent(new Event('load'));
}

const product = (): HTMLElement => document.querySelector('.product') as HTMLElement;

describe('adaptive product background', () => {
  beforeEach(() => {
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(function (this: HTMLCanvasElement) {
      return new BrowserLikeContext(this) as unknown as CanvasRenderingContext2D;
    } as unknown as typeof HTMLCanvasElement.prototype.getContext);
  });
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('sets the background and a readable text colour on the product container', () => {
    document.body.innerHTML = '<div class="product"></div>';
    applyAdaptiveColours(product(), { r: 20, g: 30, b: 80 });
    expect(product().style.getPropertyValue('--si-product-bg')).toBe('rgb(20, 30, 80)');
    expect(product().style.getPropertyValue('--si-product-fg')).toBe('rgb(255, 255, 255)');
    expect(product().classList.contains('si-adaptive')).toBe(true);
  });

  it('averages an image from the page origin', () => {
    expect(imageAverage(loadedImage('/wp-content/uploads/hoodie.jpg', '200,180,40,255'))).toEqual({ r: 200, g: 180, b: 40 });
  });

  it('gives no colour for an image from another origin (its canvas is tainted), and throws nothing', () => {
    expect(imageAverage(loadedImage('https://cdn.elsewhere.test/hoodie.jpg', '200,180,40,255'))).toBeNull();
  });

  it('reads an image from another origin served with CORS (crossorigin attribute)', () => {
    const image = loadedImage('https://cdn.elsewhere.test/hoodie.jpg', '200,180,40,255');
    image.crossOrigin = 'anonymous';
    expect(imageAverage(image)).toEqual({ r: 200, g: 180, b: 40 });
  });

  it('colours the product once its main image has loaded, with AA-contrast text', () => {
    document.body.innerHTML = PRODUCT_PAGE('/wp-content/uploads/hoodie.jpg');
    adaptProductBackground(document);
    expect(product().classList.contains('si-adaptive')).toBe(false);
    loadMainImage();
    expect(product().style.getPropertyValue('--si-product-bg')).toBe('rgb(20, 30, 80)');
    expect(product().style.getPropertyValue('--si-product-fg')).toBe('rgb(255, 255, 255)');
  });

  it("keeps the theme's colours when the main image is from another origin", () => {
    document.body.innerHTML = PRODUCT_PAGE('https://cdn.elsewhere.test/hoodie.jpg');
    adaptProductBackground(document);
    expect(() => loadMainImage()).not.toThrow();
    expect(product().classList.contains('si-adaptive')).toBe(false);
    expect(product().getAttribute('style')).toBeNull();
  });
});
