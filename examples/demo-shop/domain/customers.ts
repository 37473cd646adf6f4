import type { Db } from '../db/open.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
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

/** Login by email or username (the demo uses emails); WooCommerce's messages on failure. */
export function login(db: Db, username: string, password: string): Result<Customer> {
  if (username.trim() === '') return fail('login_error', [{ strong: 'Error:' }, ' Username is required.']);
  const row = db.prepare('SELECT * FROM customers WHERE email = ?').get(username.trim()) as CustomerRow | undefined;
  if (!row) return fail('login_error', [{ strong: 'Error:' }, ' The username ', { strong: username.trim() }, ' is not registered on this site. If you are unsure of your username, try your email address instead.']);
  if (!verifyPassword(password, row.password_hash)) {
    return fail('login_error', [{ strong: 'Error:' }, ' The password you entered for the email address ', { strong: row.email }, ' is incorrect.']);
  }
  return ok(toCustomer(row));
}

export function registerCustomer(db: Db, email: string, password: string, names: { first_name?: string; last_name?: string } = {}): Result<Customer> {
  const clean = email.trim();
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(clean)) return fail('registration-error-invalid-email', 'Please provide a valid email address.');
  if (password.length === 0) return fail('registration-error-missing-password', 'Please enter an account password.');
  if (db.prepare('SELECT 1 FROM customers WHERE email = ?').get(clean)) {
    return fail('registration-error-email-exists', ['An account is already registered with your email address. ', { href: '/shop/my-account/', text: 'Please log in.', className: 'showlogin' }]);
  }
  const id = Number(db.prepare('INSERT INTO customers (email, password_hash, first_name, last_name) VALUES (?, ?, ?, ?)')
    .run(clean, hashPassword(password), names.first_name ?? '', names.last_name ?? '').lastInsertRowid);
  return ok(getCustomer(db, id)!);
}
