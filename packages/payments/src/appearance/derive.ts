/**
 * The Payment Element's look derived from the shop's theme (SPEC 4.11, 9.6), as a pure function of computed
 * styles read from the page (read-theme.ts): the background (the first opaque one, else white), a light
 * theme's 'stripe' or a dark theme's 'night', the theme's fonts and sizes (2 px larger with the optimized
 * checkout), inputs, labels and text as the theme draws them, and tabs whose hover is the tab darkened by 7 on
 * a bright tab (brightness over 50) or lightened by 7 otherwise. Web fonts: fonts.ts.
 */
import type { Appearance } from '@stripe/stripe-js';
import { brightness, isLight, parseColor, readableOn, shiftLightness, toRgbString } from './color.ts';

/** Computed style properties by their camelCase names. */
export type Styles = Readonly<Record<string, string>>;

export interface ThemeSnapshot {
  /** Background colours of the payment area's containers, innermost first. */
  readonly backgrounds: readonly string[];
  readonly input: Styles;
  readonly invalidInput: Styles;
  readonly label: Styles;
  readonly text: Styles;
  readonly isOCEnabled: boolean;
}

export const FALLBACK_BACKGROUND = '#ffffff';

const SPACING = ['color', 'padding', 'paddingTop', 'paddingRight', 'paddingBottom', 'paddingLeft'];
const TYPE = ['fontFamily', 'fontSize', 'lineHeight', 'letterSpacing', 'fontWeight', 'textDecoration', 'textShadow', 'textTransform'];
const BOX = ['border', 'borderRadius', 'borderWidth', 'borderColor', 'borderStyle', 'outline', 'backgroundColor', 'boxShadow'];
const RULE_PROPERTIES: Readonly<Record<string, readonly string[]>> = {
  '.Input': [...SPACING, ...TYPE, ...BOX],
  '.Label': [...SPACING, ...TYPE],
  '.Tab': ['backgroundColor', 'color', 'fontFamily'],
  '.Text': [...SPACING, ...TYPE],
};

function pick(styles: Styles, rule: string): Record<string, string> {
  const picked: Record<string, string> = {};
  for (const property of RULE_PROPERTIES[rule] ?? []) if (styles[property]) picked[property] = styles[property]!;
  return picked;
}

/** The first background that is not transparent, else white. */
export function backgroundOf(backgrounds: readonly string[]): string {
  return backgrounds.find((value) => (parseColor(value)?.a ?? 0) > 0) ?? FALLBACK_BACKGROUND;
}

/** '16px' with 2 px more for the optimized checkout (SPEC 9.6). */
export function fontSizeBase(size: string | undefined, isOCEnabled: boolean): string | undefined {
  if (!size || !isOCEnabled) return size;
  const number = /(\d+(?:\.\d+)?)/.exec(size)?.[1];
  return number ? `${Number(number) + 2}px` : size;
}

/** The tab's hover: darkened by 7 when its brightness is over 50, else lightened by 7; its text kept readable. */
export function tabHover(tab: Styles): Record<string, string> {
  const background = parseColor(tab.backgroundColor);
  const color = parseColor(tab.color);
  if (!background || !color) return { ...tab };
  const hover = shiftLightness(background, brightness(background) > 50 ? -7 : 7);
  return { ...tab, backgroundColor: toRgbString(hover), color: toRgbString(readableOn(hover, color)) };
}

export function deriveAppearance(theme: ThemeSnapshot): Appearance {
  const background = backgroundOf(theme.backgrounds);
  const light = isLight(parseColor(background) ?? { r: 255, g: 255, b: 255, a: 1 });
  const tab = pick(theme.input, '.Tab');
  const variables: Record<string, string> = { colorBackground: background };
  const colorText = light ? theme.input.color : theme.text.color;
  if (colorText) variables.colorText = colorText;
  if (theme.text.fontFamily) variables.fontFamily = theme.text.fontFamily;
  const size = fontSizeBase(theme.text.fontSize, theme.isOCEnabled);
  if (size) variables.fontSizeBase = size;
  return {
    theme: light ? 'stripe' : 'night',
    labels: 'above',
    variables,
    rules: {
      '.Input': pick(theme.input, '.Input'),
      '.Input--invalid': pick(theme.invalidInput, '.Input'),
      '.Label': pick(theme.label, '.Label'),
      '.Tab': tab,
      '.Tab:hover': tabHover(tab),
      '.Text': pick(light ? theme.input : theme.text, '.Text'),
    },
  };
}
