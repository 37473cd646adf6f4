import { describe, expect, it } from 'vitest';
import { appearanceCss } from './appearance.ts';

describe('appearance', () => {
  it('turns theme and variables into custom properties, merchant variables winning', () => {
    const css = appearanceCss({ theme: 'night', variables: { colorPrimary: '#7f54b3', fontSizeBase: '18px' } });
    expect(css).toContain('--colorPrimary:#7f54b3;');
    expect(css).toContain('--colorBackground:#30313d;');
    expect(css).toContain('--fontSizeBase:18px;');
  });

  it('writes rules for .Input, .Label and .Tab with CSS property names', () => {
    const css = appearanceCss({ rules: { '.Input': { borderColor: '#ccc', boxShadow: 'none' }, '.Label': { fontWeight: '600' }, '.Tab--selected': { color: 'red' } } });
    expect(css).toContain('.Input{border-color:#ccc;box-shadow:none;}');
    expect(css).toContain('.Label{font-weight:600;}');
    expect(css).toContain('.Tab--selected{color:red;}');
  });

  it('cannot be used to break out of a declaration or the style element', () => {
    const css = appearanceCss({ variables: { colorText: 'red;}</style><script>' }, rules: { 'body}*{': { color: 'blue' }, '.Input': { color: 'x;}body{display:none' } } });
    expect(css).not.toContain('</style>');
    expect(css).not.toContain('body}');
    expect(css).toContain('.Input{color:xbodydisplay:none;}');
  });
});
