/** The on-demand part: the theme's appearance for the Payment Element, read from the page and derived (SPEC 4.11). */
import type { Appearance } from '@stripe/stripe-js';
import { deriveAppearance } from './derive.ts';
import { readTheme } from './read-theme.ts';

export function themeAppearance(doc: Document, isOCEnabled: boolean): Appearance {
  return deriveAppearance(readTheme(doc, isOCEnabled));
}
