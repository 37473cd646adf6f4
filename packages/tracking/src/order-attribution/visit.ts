/**
 * One page view's step of the attribution session, as a pure function of the cookies and the page:
 * it answers the cookie writes (sourcebuster's), the caller performs them.
 * - the source: a new one (utm, organic, referral, typein) replaces the current one and records its
 *   entry page, time and referrer; the first ever source is kept apart;
 * - the visitor: visit count (+1 when a new session starts) and user agent;
 * - the session: pages seen and the current page; it lasts the session length after the last page.
 */
import { pack, unpack, NONE, sbjsCookie, type SbjsContainer } from './sbjs-cookies.ts';
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
  const writes: CookieWrite[] = [];
  const get = (container: SbjsContainer): string | null => read(sbjsCookie(container));
  const write = (container: SbjsContainer, value: string, minutes = lifetime): void => void writes.push({ name: sbjsCookie(container), value, minutes });
  /** A counter of a packed cookie, +1 when `more`; 1 without the cookie. */
  const count = (packed: string | null, key: string, more: boolean): string => String(packed ? (parseInt(unpack(packed)[key] ?? '', 10) || 1) + (more ? 1 : 0) : 1);

  const session = get('session');
  const current = get('current');
  const first = get('first');
  if (!first && !get('migrations')) write('migrations', MIGRATED);

  const source = classifyVisit({
    query: page.query,
    referrer: page.referrer,
    siteHost: page.hostname.replace(/^www\./, ''),
    inSession: Boolean(session),
    known: Boolean(first || current),
  });
  let currentValue = current ?? '';
  if (source) {
    const entry = pack({ fd: utcStamp(page.now), ep: page.href, rf: page.referrer || NONE });
    write('current_add', entry);
    if (!get('first_add')) write('first_add', entry);
    currentValue = pack(source);
  }
  write('current', currentValue);
  if (!first) write('first', currentValue);
  write('udata', pack({ vst: count(get('udata'), 'vst', !session), uip: NONE, uag: page.userAgent }));
  write('session', pack({ pgs: count(session, 'pgs', true), cpg: page.href }), options.sessionMinutes > 0 ? Math.trunc(options.sessionMinutes) : 30);
  return writes;
}
