import { describe, expect, it } from 'vitest';
import { unpack } from './sbjs-cookies.ts';
import { visitWrites, type PageVisit, type CookieWrite } from './visit.ts';

const OPTIONS = { lifetimeMonths: 0.00001, sessionMinutes: 30 };
const page = (changes: Partial<PageVisit> = {}): PageVisit => ({
  href: 'https://shop.example/shop/?utm_source=news&utm_medium=email',
  query: 'utm_source=news&utm_medium=email',
  referrer: '',
  hostname: 'shop.example',
  userAgent: 'Test Browser',
  now: new Date('2025-03-04T05:06:07Z'),
  ...changes,
});

/** Applies the writes to a cookie map, as the browser would (session cookies kept). */
function browse(jar: Map<string, string>, visit: PageVisit): CookieWrite[] {
  const writes = visitWrites((name) => jar.get(name) ?? null, visit, OPTIONS);
  for (const write of writes) jar.set(write.name, write.value);
  return writes;
}

describe('an attribution session, page by page', () => {
  it('first page: source, entry page and time, first source, one visit, one page', () => {
    const jar = new Map<string, string>();
    const writes = browse(jar, page());
    expect(writes.map((w) => w.name)).toEqual(['sbjs_migrations', 'sbjs_current_add', 'sbjs_first_add', 'sbjs_current', 'sbjs_first', 'sbjs_udata', 'sbjs_session']);
    expect(unpack(jar.get('sbjs_current')!)).toMatchObject({ typ: 'utm', src: 'news', mdm: 'email', cmp: '(none)' });
    expect(jar.get('sbjs_first')).toBe(jar.get('sbjs_current'));
    expect(unpack(jar.get('sbjs_current_add')!)).toEqual({ fd: '2025-03-04 05:06:07', ep: 'https://shop.example/shop/?utm_source=news&utm_medium=email', rf: '(none)' });
    expect(unpack(jar.get('sbjs_udata')!)).toEqual({ vst: '1', uip: '(none)', uag: 'Test Browser' });
    expect(unpack(jar.get('sbjs_session')!)).toEqual({ pgs: '1', cpg: 'https://shop.example/shop/?utm_source=news&utm_medium=email' });
  });

  it('WooCommerce’s lifetime makes session cookies; the session cookie lasts the session length', () => {
    const writes = browse(new Map(), page());
    expect(writes.find((w) => w.name === 'sbjs_current')?.minutes).toBe(0);
    expect(writes.find((w) => w.name === 'sbjs_session')?.minutes).toBe(30);
  });

  it('next pages keep the source and count pages; a new session counts a visit', () => {
    const jar = new Map<string, string>();
    browse(jar, page());
    const source = jar.get('sbjs_current');
    browse(jar, page({ href: 'https://shop.example/shop/beanie/', query: '', referrer: 'https://shop.example/shop/' }));
    browse(jar, page({ href: 'https://shop.example/cart/', query: '', referrer: 'https://shop.example/shop/beanie/' }));
    expect(jar.get('sbjs_current')).toBe(source);
    expect(unpack(jar.get('sbjs_session')!)).toEqual({ pgs: '3', cpg: 'https://shop.example/cart/' });
    expect(unpack(jar.get('sbjs_udata')!).vst).toBe('1');

    jar.delete('sbjs_session'); // 30 minutes later
    browse(jar, page({ href: 'https://shop.example/', query: '', referrer: 'https://www.google.com/' }));
    expect(unpack(jar.get('sbjs_udata')!).vst).toBe('2');
    expect(unpack(jar.get('sbjs_current')!)).toMatchObject({ typ: 'organic', src: 'google' });
    expect(unpack(jar.get('sbjs_first')!)).toMatchObject({ typ: 'utm', src: 'news' });
    expect(unpack(jar.get('sbjs_first_add')!).fd).toBe('2025-03-04 05:06:07');
  });
});
