import { createHash } from 'node:crypto';
import type { Db } from '../../db/open.ts';
import { invalidRequest } from './errors.ts';
import { err, now, type StripeResult } from './types.ts';

/**
 * Runs `operation` once per idempotency key, as Stripe does: a repeated request with the same key
 * gets the first response back (success or error) without running again; the same key with
 * different parameters is refused. Without a key the operation simply runs.
 * The caller runs this inside a transaction so the check and the write are atomic.
 */
export function idempotent<T>(
  db: Db,
  key: string | undefined,
  scope: string,
  params: unknown,
  operation: () => StripeResult<T>,
): StripeResult<T> {
  if (!key) return operation();
  const requestHash = createHash('sha256').update(JSON.stringify(params) ?? '').digest('hex');
  const row = db.prepare('SELECT request_hash, response FROM stripe_idempotency_keys WHERE key = ? AND operation = ?').get(key, scope) as
    | { request_hash: string; response: string }
    | undefined;
  if (row) {
    if (row.request_hash !== requestHash) {
      return err({
        ...invalidRequest(
          'idempotency_key_in_use',
          `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
        ),
        type: 'idempotency_error',
      });
    }
    return JSON.parse(row.response) as StripeResult<T>;
  }
  const result = operation();
  db.prepare('INSERT INTO stripe_idempotency_keys (key, operation, request_hash, response, created) VALUES (?, ?, ?, ?, ?)').run(
    key, scope, requestHash, JSON.stringify(result), now(),
  );
  return result;
}
