/**
 * Slows down password guessing: failed logins are counted per account (the name typed) and per address
 * (the client's IP). After too many within the window, that account or address must wait before the
 * next try, a wait that doubles with each further failure; the password is not even checked meanwhile.
 * The wording is WooCommerce's rate limiter's (StoreApi\Authentication, 'Too many requests…').
 */
import type { Db } from '../db/open.ts';
import { statement } from '../db/statements.ts';
import type { Message } from './message.ts';

export type ThrottleScope = 'account' | 'address';

/** Failures allowed within the window before waiting starts, per scope. */
export const LOGIN_LIMITS: Readonly<Record<ThrottleScope, number>> = { account: 5, address: 20 };
/** Failures older than this are forgotten (ms). */
export const LOGIN_WINDOW_MS = 15 * 60_000;
/** The first wait, doubled per further failure, up to the longest (ms). */
export const FIRST_WAIT_MS = 30_000;
export const LONGEST_WAIT_MS = 15 * 60_000;

export interface LoginSubject { account: string; address: string }

interface FailureRow { failures: number; first_at: number; locked_until: number }

const subjectFor = (scope: ThrottleScope, who: LoginSubject): string => (scope === 'account' ? who.account.trim().toLowerCase() : who.address);

/** Seconds to wait before this login may be tried, or 0. */
export function loginWait(db: Db, who: LoginSubject, now: number): number {
  const read = statement(db, 'SELECT failures, first_at, locked_until FROM login_failures WHERE scope = ? AND subject = ?');
  const until = (['account', 'address'] as const).reduce((latest, scope) => {
    const row = read.get(scope, subjectFor(scope, who)) as FailureRow | undefined;
    return Math.max(latest, row?.locked_until ?? 0);
  }, 0);
  return until > now ? Math.ceil((until - now) / 1000) : 0;
}

/** Counts a failed login against the account and the address, starting or lengthening their wait. */
export function recordLoginFailure(db: Db, who: LoginSubject, now: number): void {
  const read = statement(db, 'SELECT failures, first_at, locked_until FROM login_failures WHERE scope = ? AND subject = ?');
  const write = statement(db, 'INSERT OR REPLACE INTO login_failures (scope, subject, failures, first_at, locked_until) VALUES (?, ?, ?, ?, ?)');
  for (const scope of ['account', 'address'] as const) {
    const subject = subjectFor(scope, who);
    const row = read.get(scope, subject) as FailureRow | undefined;
    const fresh = !row || (now - row.first_at > LOGIN_WINDOW_MS && row.locked_until <= now);
    const failures = fresh ? 1 : row.failures + 1;
    const over = failures - LOGIN_LIMITS[scope];
    const lockedUntil = over >= 0 ? now + Math.min(FIRST_WAIT_MS * 2 ** over, LONGEST_WAIT_MS) : 0;
    write.run(scope, subject, failures, fresh ? now : row.first_at, lockedUntil);
  }
}

/** A successful login clears the account's count (the address keeps its own until its window ends). */
export function clearLoginFailures(db: Db, who: LoginSubject): void {
  statement(db, "DELETE FROM login_failures WHERE scope = 'account' AND subject = ?").run(subjectFor('account', who));
}

export function tooManyLoginsMessage(seconds: number): Message {
  return [{ strong: 'Error:' }, ` Too many requests. Please wait ${seconds} seconds before trying again.`];
}
