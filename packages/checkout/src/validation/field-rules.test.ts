import { describe, expect, it } from 'vitest';
import { checkField, isValidEmail, isValidPhone, type FieldRules } from './field-rules.ts';

const text = (value: string) => ({ checkbox: false, value, checked: false });
const box = (checked: boolean) => ({ checkbox: true, value: '1', checked });
const rules = (r: Partial<FieldRules>): FieldRules => ({ required: false, email: false, phone: false, ...r });

describe('email rule (RFC-style, Unicode allowed)', () => {
  it.each([
    'jo@example.com',
    'first.last+tag@sub.example.co.uk',
    "o'brien@example.ie",
    'josé@correo.es',
    'user@münchen.de',
    '用户@例子.广告',
    '"john smith"@example.com',
    'trailing@example.com.',
  ])('accepts %s', (address) => expect(isValidEmail(address)).toBe(true));

  it.each([
    'plainaddress',
    'no-domain@',
    '@no-local.com',
    'a@localhost',
    'two@@example.com',
    'a..b@example.com',
    '.a@example.com',
    'a.@example.com',
    'a b@example.com',
    'user@-example.com',
    'user@example-.com',
    'user@example.123',
    'user@exa mple.com',
  ])('rejects %s', (address) => expect(isValidEmail(address)).toBe(false));
});

describe('phone rule', () => {
  it.each(['+44 (0)20 7946 0958', '020-7946-0958', '555.123.4567', '#123_4/5', ''])('accepts %j', (phone) =>
    expect(isValidPhone(phone)).toBe(true),
  );
  it.each(['0207 946 0958 ext 2', 'call me', '+44 20 7946 095８', '1234*'])('rejects %j', (phone) => expect(isValidPhone(phone)).toBe(false));
});

describe('checkField', () => {
  it('requires a non-empty value, or a ticked checkbox', () => {
    expect(checkField(rules({ required: true }), text(''))).toBe('invalid-required');
    expect(checkField(rules({ required: true }), text('x'))).toBe('validated');
    expect(checkField(rules({ required: true }), box(false))).toBe('invalid-required');
    expect(checkField(rules({ required: true }), box(true))).toBe('validated');
  });

  it('checks the email only when there is one', () => {
    expect(checkField(rules({ email: true }), text(''))).toBe('validated');
    expect(checkField(rules({ email: true }), text('nope'))).toBe('invalid-email');
    expect(checkField(rules({ required: true, email: true }), text(''))).toBe('invalid-required');
  });

  it('checks the phone', () => {
    expect(checkField(rules({ phone: true }), text('01632 960001'))).toBe('validated');
    expect(checkField(rules({ phone: true, required: true }), text('phone me'))).toBe('invalid-phone');
  });

  it('passes a field without rules', () => {
    expect(checkField(rules({}), text(''))).toBe('validated');
  });
});
