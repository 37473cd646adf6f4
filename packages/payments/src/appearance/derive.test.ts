import { describe, expect, it } from 'vitest';
import { backgroundOf, deriveAppearance, fontSizeBase, tabHover, type ThemeSnapshot } from './derive.ts';
import { fontsFrom } from './fonts.ts';

const LIGHT: ThemeSnapshot = {
  backgrounds: ['rgba(0, 0, 0, 0)', 'rgb(250, 250, 250)', 'rgb(0, 0, 0)'],
  input: { color: 'rgb(51, 51, 51)', backgroundColor: 'rgb(255, 255, 255)', fontFamily: 'Source Sans Pro', fontSize: '16px', borderColor: 'rgb(200, 200, 200)', padding: '8px' },
  invalidInput: { color: 'rgb(51, 51, 51)', borderColor: 'rgb(230, 0, 0)' },
  label: { color: 'rgb(20, 20, 20)', fontWeight: '600', fontSize: '15px' },
  text: { color: 'rgb(67, 69, 75)', fontFamily: 'Source Sans Pro', fontSize: '16px' },
  isOCEnabled: false,
};

describe("the form's look from the theme (SPEC 4.11, 9.6)", () => {
  it("takes the first opaque background, and a light one gets Stripe's default theme with the input's text colour", () => {
    const appearance = deriveAppearance(LIGHT);
    expect(appearance.theme).toBe('stripe');
    expect(appearance.variables).toEqual({ colorBackground: 'rgb(250, 250, 250)', colorText: 'rgb(51, 51, 51)', fontFamily: 'Source Sans Pro', fontSizeBase: '16px' });
    expect(appearance.rules?.['.Input']).toMatchObject({ borderColor: 'rgb(200, 200, 200)', padding: '8px' });
    expect(appearance.rules?.['.Input--invalid']).toMatchObject({ borderColor: 'rgb(230, 0, 0)' });
    expect(appearance.rules?.['.Label']).toMatchObject({ fontWeight: '600' });
  });

  it("falls back to white when every background is transparent; a dark one gets 'night' and the theme's text colour", () => {
    expect(backgroundOf(['rgba(0, 0, 0, 0)', 'transparent'])).toBe('#ffffff');
    const dark = deriveAppearance({ ...LIGHT, backgrounds: ['rgb(20, 20, 30)'], text: { ...LIGHT.text, color: 'rgb(230, 230, 230)' } });
    expect(dark.theme).toBe('night');
    expect(dark.variables?.colorText).toBe('rgb(230, 230, 230)');
  });

  it('adds 2 px to the base font size with the optimized checkout', () => {
    expect(fontSizeBase('16px', true)).toBe('18px');
    expect(fontSizeBase('15.5px', true)).toBe('17.5px');
    expect(fontSizeBase('16px', false)).toBe('16px');
    expect(deriveAppearance({ ...LIGHT, isOCEnabled: true }).variables?.fontSizeBase).toBe('18px');
  });

  it('darkens a bright tab by 7 on hover and lightens a dark one by 7, keeping its text readable', () => {
    expect(tabHover({ backgroundColor: 'rgb(255, 255, 255)', color: 'rgb(0, 0, 0)' })).toEqual({ backgroundColor: 'rgb(237, 237, 237)', color: 'rgb(0, 0, 0)' });
    expect(tabHover({ backgroundColor: 'rgb(20, 20, 20)', color: 'rgb(240, 240, 240)' })).toEqual({ backgroundColor: 'rgb(38, 38, 38)', color: 'rgb(240, 240, 240)' });
    // Dark text on a dark tab is unreadable: white takes its place.
    expect(tabHover({ backgroundColor: 'rgb(20, 20, 20)', color: 'rgb(40, 40, 40)' }).color).toBe('rgb(255, 255, 255)');
  });

  it("passes web fonts through only from known font hosts, the shop's permitted ones included, over https", () => {
    expect(fontsFrom([
      'https://fonts.googleapis.com/css2?family=Inter', 'https://shop.example/wp-content/themes/x/style.css', 'https://fonts.bunny.net/css?family=a',
      'http://fonts.googleapis.com/css?family=b', 'https://cdn.example/fonts.css', 'not a url',
    ], ['cdn.example'])).toEqual([
      { cssSrc: 'https://fonts.googleapis.com/css2?family=Inter' }, { cssSrc: 'https://fonts.bunny.net/css?family=a' }, { cssSrc: 'https://cdn.example/fonts.css' },
    ]);
  });
});
