import type { Message } from './message.ts';

/** Outcome of a domain operation: a value, or a shopper-facing error with its Store API code. */
export type Result<T> = { ok: true; value: T } | { ok: false; error: DomainError };
export interface DomainError { code: string; message: Message; status: number }

export function ok<T>(value: T): Result<T> {
  return { ok: true, value };
}

export function fail<T>(code: string, message: Message, status = 400): Result<T> {
  return { ok: false, error: { code, message, status } };
}
