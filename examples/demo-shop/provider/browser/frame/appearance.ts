import type { FrameAppearance } from '../messages.ts';

const THEMES: Record<string, Record<string, string>> = {
  stripe: { colorPrimary: '#0570de', colorBackground: '#ffffff', colorText: '#30313d', colorDanger: '#df1b41', colorTextSecondary: '#6d6e78', borderRadius: '4px' },
  night: { colorPrimary: '#0085ff', colorBackground: '#30313d', colorText: '#ffffff', colorDanger: '#fe87a1', colorTextSecondary: '#cdcdd0', borderRadius: '5px' },
  flat: { colorPrimary: '#0570de', colorBackground: '#ffffff', colorText: '#30313d', colorDanger: '#df1b41', colorTextSecondary: '#6d6e78', borderRadius: '0px' },
};

const SAFE_SELECTOR = /^[.A-Za-z][A-Za-z0-9\-_.:\s>,()]*$/;
const kebab = (name: string): string => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
/** Drops anything that could end a declaration or open a rule. */
const clean = (value: string): string => value.replace(/[;{}<>\\]/g, '');

/**
 * The Elements Appearance API as CSS for the frame: the theme's and the merchant's `variables`
 * become custom properties the base styles use, `rules` ('.Input', '.Label', '.Tab', …) become rules.
 */
export function appearanceCss(appearance: FrameAppearance): string {
  const variables = { ...(THEMES[appearance.theme ?? 'stripe'] ?? THEMES.stripe), ...appearance.variables };
  const custom = Object.entries(variables)
    .filter((entry): entry is [string, string] => typeof entry[1] === 'string')
    .map(([name, value]) => `--${name.replace(/[^A-Za-z0-9]/g, '')}:${clean(value)};`)
    .join('');
  const rules = Object.entries(appearance.rules ?? {})
    .filter(([selector]) => SAFE_SELECTOR.test(selector))
    .map(([selector, declarations]) => {
      const body = Object.entries(declarations)
        .filter((entry): entry is [string, string] => typeof entry[1] === 'string')
        .map(([property, value]) => `${kebab(property.replace(/[^A-Za-z-]/g, ''))}:${clean(value)};`)
        .join('');
      return `${selector}{${body}}`;
    })
    .join('\n');
  return `:root{${custom}}\n${rules}`;
}
