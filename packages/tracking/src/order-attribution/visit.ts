/**
 * One page view's step of the attribution session, as a pure function of the cookies and the page:
 * it answers the cookie writes (sourcebuster's), the caller performs them.
 * - the source: a new one (utm, organic, referral, typein) replaces the current one and records its
 *   entry page, time and referrer; the first ever source is kept apart;
 * - the visitor: visit count (+1 when a new session starts) and user agent;
 * - the session: pages seen and the current page; it lasts the session length after the last page.
 */
import { pack, unpack, NONE, SBJS_COOKIES, MIGRATIONS_COOKIE } from './sbjs-cookies.ts';
import { classifyVisit } from './source.ts';

export interface PageVisit {
  readonly href: string;
  /** location.search without '?'. */
  readonly query: string;
  readonly referrer: string;
  readonly hostname: string;
  readonly userAgent: string;
  readonly now: Date;
}

export interface SessionOptions {
  /** Cookie lifetime in months (sourcebuster's unit); below a minute the cookies last the browser session. */
  readonly lifetimeMonths: number;
  readonly sessionMinutes: number;
}

export interface CookieWrite {
  readonly name: string;
  readonly value: string;
  /** 0: a session cookie. */
  readonly minutes: number;
}

/** sourcebuster's migration marker, written on a first visit so old-format migrations never run. */
const MIGRATED = '1418474375998=1';

/** 'YYYY-MM-DD HH:MM:SS' in UTC. */
export const utcStamp = (date: Date): string => date.toISOString().slice(0, 19).replace('T', ' ');

export function visitWrites(read: (name: string) => string | null, page: PageVisit, options: SessionOptions): CookieWrite[] {
  const lifetime = Math.trunc((options.lifetimeMonths > 0 ? options.lifetimeMonths : 6) * 30 * 24 * 60);
  const sessionMinutes = options.sessionMinutes > 0 ? Math.trunc(options.sessionMinutes) : 30;
  const writes: CookieWrite[] = [];
  const write = (name: string, value: string, minutes = lifetime): void => void writes.push({ name, value, minutes });

  const session = read(SBJS_COOKIES.session);
  const current = read(SBJS_COOKIES.current);
  const first = read(SBJS_COOKIES.first);
  if (!first && !read(MIGRATIONS_COOKIE)) write(MIGRATIONS_COOKIE, MIGRATED);

  const source = classifyVisit({
    query: page.query,
    referrer: page.referrer,
    siteHost: page.hostname.replace(/^www\./, ''),
    inSession: Boolean(session),
    known: Boolean(first || current),
  });
  let currentValue = current ?? '';
  if (source) {
    const entry = pack([['fd', utcStamp(page.now)], ['ep', page.href], ['rf', page.referrer || NONE]]);
    write(SBJS_COOKIES.current_add, entry);
    if (!read(SBJS_COOKIES.first_add)) write(SBJS_COOKIES.first_add, entry);
    currentValue = pack(Object.entries(source));
  }
  write(SBJS_COOKIES.current, currentValue);
  if (!first) write(SBJS_COOKIES.first, currentValue);

  const udata = read(SBJS_COOKIES.udata);
  const visits = udata ? (parseInt(unpack(udata).vst ?? '', 10) || 1) + (session ? 0 : 1) : 1;
  write(SBJS_COOKIES.udata, pack([['vst', String(visits)], ['uip', NONE], ['uag', page.userAgent]]));

  const pages = session ? (parseInt(unpack(session).pgs ?? '', 10) || 1) + 1 : 1;
  write(SBJS_COOKIES.session, pack([['pgs', String(pages)], ['cpg', page.href]]), sessionMinutes);
  return writes;
}
