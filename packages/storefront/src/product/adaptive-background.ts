/**
 * The single product page's adaptive background: once the main product image has loaded, its
 * average colour (a small canvas average, see README for why not fast-average-color) becomes the
 * product container's background, with black or white text for WCAG AA contrast, through the
 * custom properties --si-product-bg and --si-product-fg and the class `si-adaptive`.
 * A cross-origin (tainted) or unreadable image leaves the theme's colours, silently.
 */
import { averageRgba, readableTextOn, toCss, type Rgb } from './colour.ts';

export const PRODUCT_CONTAINER = '.single-product div.product';
export const MAIN_IMAGE = '.woocommerce-product-gallery img';
export const ADAPTIVE_CLASS = 'si-adaptive';
/** The image is scaled down to at most this many pixels a side before averaging. */
const SAMPLE_SIZE = 100;

/**
 * The average colour of a loaded image, or null when it cannot be read: empty, no canvas, or from
 * another origin without CORS (the browser taints the canvas and refuses to read it back, whatever
 * the image's address says after redirects; that refusal is the one cross-origin check).
 */
export function imageAverage(image: HTMLImageElement): Rgb | null {
  if (!image.naturalWidth || !image.naturalHeight) return null;
  const scale = Math.min(1, SAMPLE_SIZE / Math.max(image.naturalWidth, image.naturalHeight));
  const canvas = image.ownerDocument.createElement('canvas');
  canvas.width = Math.max(1, Math.round(image.naturalWidth * scale));
  canvas.height = Math.max(1, Math.round(image.naturalHeight * scale));
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) return null;
  try {
    context.imageSmoothingQuality = 'high';
    context.drawImage(image, 0, 0, canvas.width, canvas.height);
    return averageRgba(context.getImageData(0, 0, canvas.width, canvas.height).data);
  } catch {
    // A tainted canvas (an image served without CORS) cannot be read: keep the theme's colours.
    return null;
  }
}

export function applyAdaptiveColours(container: HTMLElement, background: Rgb): void {
  container.style.setProperty('--si-product-bg', toCss(background));
  container.style.setProperty('--si-product-fg', toCss(readableTextOn(background)));
  container.classList.add(ADAPTIVE_CLASS);
}

export function adaptProductBackground(doc: Document): void {
  const container = doc.querySelector<HTMLElement>(PRODUCT_CONTAINER);
  const image = container?.querySelector<HTMLImageElement>(MAIN_IMAGE);
  if (!container || !image) return;
  const apply = (): void => {
    const average = imageAverage(image);
    if (average) applyAdaptiveColours(container, average);
  };
  if (image.complete && image.naturalWidth > 0) apply();
  else image.addEventListener('load', apply, { once: true });
}
