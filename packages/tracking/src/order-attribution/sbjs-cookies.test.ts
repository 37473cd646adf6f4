import { describe, expect, it } from 'vitest';
import { cookieContent, cookieValue, pack, unpack } from './sbjs-cookies.ts';

// A cookie as sourcebuster 1.1 writes it for a utm visit (WooCommerce 10.9's copy).
const SOURCEBUSTER_COOKIE = 'typ%3Dutm%7C%7C%7Csrc%3Dnews%7C%7C%7Cmdm%3Demail%7C%7C%7Ccmp%3Dspring%2520sale%7C%7C%7Ccnt%3D%28none%29%7C%7C%7Ctrm%3D%28none%29%7C%7C%7Cid%3D%28none%29%7C%7C%7Cplt%3D%28none%29%7C%7C%7Cfmt%3D%28none%29%7C%7C%7Ctct%3D%28none%29';

describe('the sbjs cookie format', () => {
  it("reads sourcebuster's cookies, values decoded", () => {
    expect(unpack(cookieValue(SOURCEBUSTER_COOKIE))).toEqual({
      typ: 'utm', src: 'news', mdm: 'email', cmp: 'spring sale', cnt: '(none)', trm: '(none)', id: '(none)', plt: '(none)', fmt: '(none)', tct: '(none)',
    });
  });

  it('writes them byte for byte as sourcebuster does', () => {
    const value = pack({ typ: 'utm', src: 'news', mdm: 'email', cmp: 'spring%20sale', ...Object.fromEntries(['cnt', 'trm', 'id', 'plt', 'fmt', 'tct'].map((k) => [k, '(none)'])) });
    expect(cookieContent(value, false)).toBe(SOURCEBUSTER_COOKIE);
  });

  it('base64 cookies (the wc_order_attribution_use_base64_cookies filter) round-trip without padding', () => {
    const content = cookieContent('vst=1|||uip=(none)|||uag=Test', true);
    expect(content).toMatch(/^[A-Za-z0-9+/]+$/);
    expect(unpack(cookieValue(content))).toEqual({ vst: '1', uip: '(none)', uag: 'Test' });
  });
});
