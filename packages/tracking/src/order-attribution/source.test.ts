import { describe, expect, it } from 'vitest';
import { classifyVisit, type VisitSource } from './source.ts';

const visit = (changes: Partial<VisitSource>): VisitSource => ({ query: '', referrer: '', siteHost: 'shop.example', inSession: false, known: false, ...changes });
const NONE = '(none)';

describe('visit source classification', () => {
  it('utm: campaign parameters, as written in the address; missing ones are (none)', () => {
    expect(classifyVisit(visit({ query: 'utm_source=news&utm_medium=email&utm_campaign=spring%20sale&utm_content=hero&utm_term=hats&utm_id=42' }))).toEqual({
      typ: 'utm', src: 'news', mdm: 'email', cmp: 'spring%20sale', cnt: 'hero', trm: 'hats', id: '42', plt: NONE, fmt: NONE, tct: NONE,
    });
    expect(classifyVisit(visit({ query: 'utm_source_platform=meta&utm_creative_format=video&utm_marketing_tactic=remarketing' }))).toMatchObject({
      typ: 'utm', src: NONE, mdm: NONE, plt: 'meta', fmt: 'video', tct: 'remarketing',
    });
  });

  it('utm wins over any referrer and over the current session', () => {
    expect(classifyVisit(visit({ query: 'utm_source=news', referrer: 'https://www.google.com/', inSession: true, known: true }))).toMatchObject({ typ: 'utm', src: 'news' });
  });

  it("utm: Google's gclid and Yandex's yclid are paid search", () => {
    expect(classifyVisit(visit({ query: 'gclid=abc' }))).toMatchObject({ typ: 'utm', src: 'google', mdm: 'cpc', cmp: 'google_cpc' });
    expect(classifyVisit(visit({ query: 'yclid=1', referrer: 'https://yandex.ru/search/?text=hats' }))).toMatchObject({ typ: 'utm', src: 'yandex', mdm: 'cpc', cmp: 'yandex_cpc', trm: 'hats' });
  });

  it('a parameter without a value is not a campaign', () => {
    expect(classifyVisit(visit({ query: 'utm_source' }))).toMatchObject({ typ: 'typein' });
  });

  it('organic: known search engines, by host (and query parameter)', () => {
    expect(classifyVisit(visit({ referrer: 'https://www.google.co.uk/' }))).toEqual({
      typ: 'organic', src: 'google', mdm: 'organic', cmp: NONE, cnt: NONE, trm: NONE, id: NONE, plt: NONE, fmt: NONE, tct: NONE,
    });
    expect(classifyVisit(visit({ referrer: 'https://www.bing.com/search?q=beanie' }))).toMatchObject({ typ: 'organic', src: 'bing' });
    expect(classifyVisit(visit({ referrer: 'https://search.yahoo.com/search?p=beanie' }))).toMatchObject({ typ: 'organic', src: 'yahoo' });
    expect(classifyVisit(visit({ referrer: 'https://yandex.ru/search/?text=beanie' }))).toMatchObject({ typ: 'organic', src: 'yandex' });
    // Mid-session too: a new search starts a new source.
    expect(classifyVisit(visit({ referrer: 'https://www.google.com/', inSession: true, known: true }))).toMatchObject({ typ: 'organic' });
  });

  it('referral: another site at the start of a session, with its path; some hosts are renamed', () => {
    expect(classifyVisit(visit({ referrer: 'https://www.blog.example/posts/hats?x=1' }))).toEqual({
      typ: 'referral', src: 'blog.example', mdm: 'referral', cmp: NONE, cnt: '/posts/hats', trm: NONE, id: NONE, plt: NONE, fmt: NONE, tct: NONE,
    });
    expect(classifyVisit(visit({ referrer: 'https://www.bing.com/' }))).toMatchObject({ typ: 'referral', src: 'bing.com' });
    expect(classifyVisit(visit({ referrer: 'https://t.co/abc' }))).toMatchObject({ typ: 'referral', src: 'twitter.com' });
    expect(classifyVisit(visit({ referrer: 'https://blog.example/', inSession: true, known: true }))).toBeNull();
  });

  it("typein: the first visit without campaign or referrer is '(direct)' / '(none)'", () => {
    expect(classifyVisit(visit({}))).toEqual({ typ: 'typein', src: '(direct)', mdm: NONE, cmp: NONE, cnt: NONE, trm: NONE, id: NONE, plt: NONE, fmt: NONE, tct: NONE });
  });

  it("keeps the current source for a known visitor, and for the shop's own pages (any subdomain) as referrer", () => {
    expect(classifyVisit(visit({ known: true }))).toBeNull();
    expect(classifyVisit(visit({ referrer: 'https://shop.example/shop/', known: true }))).toBeNull();
    expect(classifyVisit(visit({ referrer: 'https://www.shop.example/cart/', known: true }))).toBeNull();
    expect(classifyVisit(visit({ referrer: 'https://blog.shop.example/', known: true }))).toBeNull();
    expect(classifyVisit(visit({ referrer: 'not an address', known: true }))).toBeNull();
  });
});
