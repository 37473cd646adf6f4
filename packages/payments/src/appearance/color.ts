/**
 * The little colour arithmetic the appearance needs (after tinycolor's rules): read a CSS colour, its
 * brightness, lighter or darker in HSL lightness, and which of two text colours reads best on a background.
 */

export interface Rgba {
  readonly r: number;
  readonly g: number;
  readonly b: number;
  readonly a: number;
}

/** 'rgb(1, 2, 3)', 'rgba(1, 2, 3, 0.5)', '#abc', '#aabbcc'; null for anything else. */
export function parseColor(value: string | undefined): Rgba | null {
  if (!value) return null;
  const text = value.trim().toLowerCase();
  const rgb = /^rgba?\(\s*([\d.]+)[\s,]+([\d.]+)[\s,]+([\d.]+)(?:[\s,/]+([\d.]+%?))?\s*\)$/.exec(text);
  if (rgb) {
    const alpha = rgb[4] === undefined ? 1 : rgb[4].endsWith('%') ? Number.parseFloat(rgb[4]) / 100 : Number(rgb[4]);
    return { r: Number(rgb[1]), g: Number(rgb[2]), b: Number(rgb[3]), a: alpha };
  }
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/.exec(text)?.[1];
  if (!hex) return null;
  const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
  return { r: parseInt(full.slice(0, 2), 16), g: parseInt(full.slice(2, 4), 16), b: parseInt(full.slice(4, 6), 16), a: 1 };
}

/** Perceived brightness, 0–255 (W3C's formula). */
export function brightness({ r, g, b }: Rgba): number {
  return (r * 299 + g * 587 + b * 114) / 1000;
}

export function isLight(color: Rgba): boolean {
  return brightness(color) >= 128;
}

export function toRgbString({ r, g, b, a }: Rgba): string {
  const round = (n: number): number => Math.round(Math.min(255, Math.max(0, n)));
  return a < 1 ? `rgba(${round(r)}, ${round(g)}, ${round(b)}, ${a})` : `rgb(${round(r)}, ${round(g)}, ${round(b)})`;
}

function toHsl({ r, g, b }: Rgba): [number, number, number] {
  const [rr, gg, bb] = [r / 255, g / 255, b / 255];
  const max = Math.max(rr, gg, bb);
  const min = Math.min(rr, gg, bb);
  const l = (max + min) / 2;
  if (max === min) return [0, 0, l];
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  const h = max === rr ? (gg - bb) / d + (gg < bb ? 6 : 0) : max === gg ? (bb - rr) / d + 2 : (rr - gg) / d + 4;
  return [h / 6, s, l];
}

function fromHsl(h: number, s: number, l: number, a: number): Rgba {
  if (s === 0) return { r: l * 255, g: l * 255, b: l * 255, a };
  const q = l < 0.5 ? l * (1 + s) : l + s - l * s;
  const p = 2 * l - q;
  const channel = (t0: number): number => {
    const t = t0 < 0 ? t0 + 1 : t0 > 1 ? t0 - 1 : t0;
    if (t < 1 / 6) return p + (q - p) * 6 * t;
    if (t < 1 / 2) return q;
    if (t < 2 / 3) return p + (q - p) * (2 / 3 - t) * 6;
    return p;
  };
  return { r: channel(h + 1 / 3) * 255, g: channel(h) * 255, b: channel(h - 1 / 3) * 255, a };
}

/** Lightness moved by `amount` percentage points (negative darkens), clamped. */
export function shiftLightness(color: Rgba, amount: number): Rgba {
  const [h, s, l] = toHsl(color);
  return fromHsl(h, s, Math.min(1, Math.max(0, l + amount / 100)), color.a);
}

function luminance({ r, g, b }: Rgba): number {
  const channel = (c: number): number => {
    const v = c / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

export function contrast(a: Rgba, b: Rgba): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

const BLACK: Rgba = { r: 0, g: 0, b: 0, a: 1 };
const WHITE: Rgba = { r: 255, g: 255, b: 255, a: 1 };

/** `color` when it reads on `background` (WCAG AA, 4.5:1), else black or white, whichever reads better. */
export function readableOn(background: Rgba, color: Rgba): Rgba {
  if (contrast(background, color) >= 4.5) return color;
  return contrast(background, BLACK) >= contrast(background, WHITE) ? BLACK : WHITE;
}
