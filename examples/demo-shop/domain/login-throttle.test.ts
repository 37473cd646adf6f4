// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { memoryShop } from '../testing/db.ts';
import { login } from './customers.ts';
import { FIRST_WAIT_MS, LOGIN_LIMITS, LOGIN_WINDOW_MS } from './login-throttle.ts';
import { messageText } from './message.ts';
import type { Result } from './result.ts';

const T0 = Date.parse('2026-06-01T12:00:00Z');
const said = (r: Result<unknown>): string => (r.ok ? 'logged in' : messageText(r.error.message));

describe('failed logins are slowed down', () => {
  it('per account: after 5 failures the next try waits, even with the right password, with WooCommerce’s wording', () => {
    const db = memoryShop();
    for (let i = 0; i < LOGIN_LIMITS.account; i += 1) {
      expect(said(login(db, 'customer@example.com', 'wrong', { address: `10.0.0.${i}`, now: T0 + i }))).toMatch(/is incorrect\.$/);
    }
    expect(said(login(db, 'customer@example.com', 'shopper', { address: '10.0.1.1', now: T0 + 10 }))).toBe('Error: Too many requests. Please wait 30 seconds before trying again.');
    expect(said(login(db, 'CUSTOMER@example.com', 'shopper', { address: '10.0.1.1', now: T0 + 20_000 }))).toBe('Error: Too many requests. Please wait 11 seconds before trying again.');
    expect(said(login(db, 'customer@example.com', 'shopper', { address: '10.0.1.1', now: T0 + FIRST_WAIT_MS + 10 }))).toBe('logged in');
  });

  it('doubles the wait for each further failure, and a login clears the account’s count', () => {
    const db = memoryShop();
    let now = T0;
    const fail = () => login(db, 'customer@example.com', 'wrong', { address: '10.0.0.1', now });
    for (let i = 0; i < LOGIN_LIMITS.account; i += 1) fail();
    now += FIRST_WAIT_MS;
    fail();
    expect(said(login(db, 'customer@example.com', 'shopper', { address: '10.0.0.1', now }))).toBe('Error: Too many requests. Please wait 60 seconds before trying again.');
    now += 60_000;
    expect(said(login(db, 'customer@example.com', 'shopper', { address: '10.0.0.1', now }))).toBe('logged in');
    expect(said(login(db, 'customer@example.com', 'wrong', { address: '10.0.0.2', now }))).toMatch(/is incorrect\.$/);
    expect(said(login(db, 'customer@example.com', 'shopper', { address: '10.0.0.2', now }))).toBe('logged in');
  });

  it('per address: one address guessing many accounts waits too, other addresses do not', () => {
    const db = memoryShop();
    for (let i = 0; i < LOGIN_LIMITS.address; i += 1) login(db, `someone${i}@example.com`, 'x', { address: '203.0.113.9', now: T0 + i });
    expect(said(login(db, 'customer@example.com', 'shopper', { address: '203.0.113.9', now: T0 + 100 }))).toBe('Error: Too many requests. Please wait 30 seconds before trying again.');
    expect(said(login(db, 'customer@example.com', 'shopper', { address: '198.51.100.7', now: T0 + 100 }))).toBe('logged in');
  });

  it('forgets failures older than the window', () => {
    const db = memoryShop();
    for (let i = 0; i < LOGIN_LIMITS.account - 1; i += 1) login(db, 'customer@example.com', 'wrong', { address: '10.0.0.1', now: T0 });
    const later = T0 + LOGIN_WINDOW_MS + 1;
    login(db, 'customer@example.com', 'wrong', { address: '10.0.0.1', now: later });
    expect(said(login(db, 'customer@example.com', 'shopper', { address: '10.0.0.1', now: later + 1 }))).toBe('logged in');
  });
});
