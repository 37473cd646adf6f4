/**
 * Where a visit comes from (SPEC 3.7, 4.4), classified as sourcebuster does for WooCommerce:
 * - utm: campaign parameters in the address (utm_*, or Google's gclid / Yandex's yclid);
 * - organic: a known search engine's results page sent the visitor;
 * - referral: another site sent the visitor, at the start of a session;
 * - typein: the first visit, with neither (source '(direct)', medium '(none)').
 * Otherwise the current source is kept (null).
 */
import { NONE, type Packed } from './sbjs-cookies.ts';

export type SourceType = 'utm' | 'organic' | 'referral' | 'typein';

/** sourcebuster's source fields, each with the campaign parameter (`utm_{name}`) it is read from. */
const UTM_FIELDS = {
  src: 'source', mdm: 'medium', cmp: 'campaign', cnt: 'content', trm: 'term', id: 'id',
  plt: 'source_platform', fmt: 'creative_format', tct: 'marketing_tactic',
} as const;
type SourceField = keyof typeof UTM_FIELDS;

/** Search engines known by host and query parameter: 'host parameter name'. */
const SEARCH_ENGINES = [
  'bing.com q bing', 'yahoo.com p yahoo', 'about.com q about', 'aol.com q aol', 'ask.com q ask', 'globososo.com q globo',
  'go.mail.ru q go.mail.ru', 'rambler.ru query rambler', 'tut.by query tut.by',
].map((entry) => entry.split(' '));
const YANDEX = /^(?:.*\.)?yandex\..{2,9}$/i;
/** Referrers reported under another name. */
const RENAMED_REFERRERS: Record<string, string> = { 't.co': 'twitter.com', 'plus.url.google.com': 'plus.google.com' };

export interface VisitSource {
  /** The address's query string, without '?'. */
  readonly query: string;
  readonly referrer: string;
  /** The site's host without 'www.'. */
  readonly siteHost: string;
  /** A session cookie exists (the visitor is mid-session). */
  readonly inSession: boolean;
  /** A current or first source cookie exists. */
  readonly known: boolean;
}

/** `host` is `domain` or one of its subdomains. */
const onDomain = (host: string, domain: string): boolean => host === domain || host.endsWith(`.${domain}`);

/** The source fields typ, src, mdm, cmp, cnt, trm, id, plt, fmt, tct; '(none)' where not given. */
function sourceFields(type: SourceType, fields: Partial<Record<SourceField, string>>): Packed {
  const packed: Packed = { typ: type };
  for (const key of Object.keys(UTM_FIELDS) as SourceField[]) packed[key] = fields[key] || NONE;
  return packed;
}

/** The search engine's name when `referrer` is a known search engine's results page. */
function searchEngine({ hostname, search }: URL): string | undefined {
  const query = search.slice(1).toLowerCase();
  if (query.includes('text=') && YANDEX.test(hostname)) return 'yandex';
  if (/^(?:www\.)?google\..{2,9}$/.test(hostname)) return 'google';
  return query ? SEARCH_ENGINES.find(([domain = '', param]) => onDomain(hostname, domain) && query.includes(`${param}=`))?.[2] : undefined;
}

/** The new source of this visit, or null to keep the current one. */
export function classifyVisit(visit: VisitSource): Packed | null {
  // Values as written in the address: not decoded, the first of repeated names wins, a name without '=' has none.
  const params = new Map<string, string>();
  for (const [name = '', value] of visit.query.split('&').map((pair) => pair.split('='))) if (value !== undefined && !params.has(name)) params.set(name, value);
  let referrer: URL | null = null;
  try {
    referrer = new URL(visit.referrer);
  } catch {
    // no referrer, or not an address
  }

  const utm: Partial<Record<SourceField, string>> = {};
  for (const [key, name] of Object.entries(UTM_FIELDS) as Array<[SourceField, string]>) {
    const value = params.get(`utm_${name}`);
    if (value !== undefined) utm[key] = value;
  }
  const ad = params.has('gclid') ? 'google' : params.has('yclid') ? 'yandex' : '';
  if (ad || Object.keys(utm).length) {
    return sourceFields('utm', {
      ...utm,
      src: utm.src ?? ad,
      mdm: utm.mdm ?? (ad && 'cpc'),
      cmp: utm.cmp ?? (ad && `${ad}_cpc`),
      trm: utm.trm ?? (referrer && YANDEX.test(referrer.hostname) ? referrer.searchParams.get('text') ?? undefined : undefined),
    });
  }

  // URL hosts are lower case already.
  const referrerHost = referrer?.hostname.replace(/^www\./, '') ?? '';
  // Only another site counts; the shop's own pages (any subdomain) never do.
  if (referrer && referrerHost && !onDomain(referrerHost, visit.siteHost.toLowerCase())) {
    const engine = searchEngine(referrer);
    if (engine) return sourceFields('organic', { src: engine, mdm: 'organic' });
    if (!visit.inSession) {
      const renamed = Object.keys(RENAMED_REFERRERS).find((host) => onDomain(referrer.hostname, host));
      return sourceFields('referral', { src: renamed ? RENAMED_REFERRERS[renamed] : referrerHost, mdm: 'referral', cnt: referrer.pathname });
    }
  }
  return visit.known ? null : sourceFields('typein', { src: '(direct)' });
}
