/**
 * Colour arithmetic for the adaptive product background: the average of an image's pixels and the
 * WCAG 2 contrast ratio, used to pick a text colour that keeps AA contrast (4.5:1) on it.
 */
export interface Rgb {
  readonly r: number;
  readonly g: number;
  readonly b: number;
}

export const BLACK: Rgb = { r: 0, g: 0, b: 0 };
export const WHITE: Rgb = { r: 255, g: 255, b: 255 };
export const AA_CONTRAST = 4.5;

/** Mean colour of RGBA pixel data, each pixel weighted by its alpha; null when every pixel is transparent. */
export function averageRgba(data: ArrayLike<number>): Rgb | null {
  let r = 0;
  let g = 0;
  let b = 0;
  let weight = 0;
  for (let i = 0; i + 3 < data.length; i += 4) {
    const alpha = data[i + 3] ?? 0;
    r += (data[i] ?? 0) * alpha;
    g += (data[i + 1] ?? 0) * alpha;
    b += (data[i + 2] ?? 0) * alpha;
    weight += alpha;
  }
  return weight === 0 ? null : { r: Math.round(r / weight), g: Math.round(g / weight), b: Math.round(b / weight) };
}

function channel(value: number): number {
  const c = value / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** WCAG relative luminance, 0 (black) to 1 (white). */
export function luminance({ r, g, b }: Rgb): number {
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** WCAG contrast ratio, 1 to 21. */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** Black or white, whichever contrasts more with `background` (always at least 4.58:1, so AA). */
export function readableTextOn(background: Rgb): Rgb {
  return contrastRatio(background, BLACK) >= contrastRatio(background, WHITE) ? BLACK : WHITE;
}

export function toCss({ r, g, b }: Rgb): string {
  return `rgb(${r}, ${g}, ${b})`;
}
