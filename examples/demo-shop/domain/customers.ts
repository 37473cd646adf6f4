import type { Db } from '../db/open.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { isValidEmail } from './address.ts';
import { clearLoginFailures, loginWait, recordLoginFailure, tooManyLoginsMessage } from './login-throttle.ts';
import { fail, ok, type Result } from './result.ts';

export interface Customer { id: number; email: string; first_name: string; last_name: string; billing: Record<string, string>; shipping: Record<string, string> }

interface CustomerRow { id: number; email: string; password_hash: string; first_name: string; last_name: string; billing: string; shipping: string }

function toCustomer(r: CustomerRow): Customer {
  return { id: r.id, email: r.email, first_name: r.first_name, last_name: r.last_name, billing: JSON.parse(r.billing), shipping: JSON.parse(r.shipping) };
}

export function getCustomer(db: Db, id: number): Customer | undefined {
  const row = db.prepare('SELECT * FROM customers WHERE id = ?').get(id) as CustomerRow | undefined;
  return row ? toCustomer(row) : undefined;
}

/** Who is logging in from where, and when (for slowing down repeated failures). */
export interface LoginAttempt { address: string; now: number }

/**
 * Login by email or username (the demo uses emails); WooCommerce's messages on failure. Repeated
 * failures for an account or from an address make the next try wait (domain/login-throttle.ts).
 */
export function login(db: Db, username: string, password: string, attempt: LoginAttempt): Result<Customer> {
  const name = username.trim();
  if (name === '') return fail('login_error', [{ strong: 'Error:' }, ' Username is required.']);
  const who = { account: name, address: attempt.address };
  const wait = loginWait(db, who, attempt.now);
  if (wait > 0) return fail('login_throttled', tooManyLoginsMessage(wait), 429);
  const row = db.prepare('SELECT * FROM customers WHERE email = ?').get(name) as CustomerRow | undefined;
  if (!row || !verifyPassword(password, row.password_hash)) {
    recordLoginFailure(db, who, attempt.now);
    if (!row) return fail('login_error', [{ strong: 'Error:' }, ' The username ', { strong: name }, ' is not registered on this site. If you are unsure of your username, try your email address instead.']);
    return fail('login_error', [{ strong: 'Error:' }, ' The password you entered for the email address ', { strong: row.email }, ' is incorrect.']);
  }
  clearLoginFailures(db, who);
  return ok(toCustomer(row));
}

/** wc_create_new_customer(): a valid, unregistered email and a password, with WooCommerce's messages. */
export function registerCustomer(db: Db, email: string, password: string, names: { first_name?: string; last_name?: string } = {}): Result<Customer> {
  const clean = email.trim();
  if (!isValidEmail(clean)) return fail('registration-error-invalid-email', 'Please provide a valid email address.');
  if (db.prepare('SELECT 1 FROM customers WHERE email = ?').get(clean)) {
    return fail('registration-error-email-exists', `An account is already registered with ${clean}. Please log in or use a different email address.`);
  }
  if (password.length === 0) return fail('registration-error-missing-password', 'Please create a password for your account.');
  const id = Number(db.prepare('INSERT INTO customers (email, password_hash, first_name, last_name) VALUES (?, ?, ?, ?)')
    .run(clean, hashPassword(password), names.first_name ?? '', names.last_name ?? '').lastInsertRowid);
  return ok(getCustomer(db, id)!);
}

/**
 * Saves the addresses a checkout was placed with on the customer (WC_Checkout::process_customer), and
 * their names when the account has none yet. The checkout prefills them next time.
 */
export function saveCustomerAddresses(db: Db, id: number, billing: Record<string, string>, shipping: Record<string, string>): void {
  db.prepare(
    `UPDATE customers SET billing = ?, shipping = ?,
       first_name = CASE WHEN first_name = '' THEN ? ELSE first_name END,
       last_name = CASE WHEN last_name = '' THEN ? ELSE last_name END
     WHERE id = ?`,
  ).run(JSON.stringify(billing), JSON.stringify(shipping), billing.first_name ?? '', billing.last_name ?? '', id);
}
