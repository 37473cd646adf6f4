/**
 * The Stripe plugins' recorded requests (fixtures/stripe-gateway-requests.json, written by the real-store suite
 * with SHOP_ISLANDS_RECORD=1) replayed against a provider, in order: the ids the recording's answers gave are
 * mapped to the ones the replay's answers give, so each later request names the replay's own objects.
 */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { API_BASE } from '../keys.ts';
import type { RecordedRequest } from './index.ts';

export const REPLAY_FIXTURE = join(dirname(fileURLToPath(import.meta.url)), 'fixtures', 'stripe-gateway-requests.json');

/** The store's address in the recording. */
export const RECORDED_STORE_ORIGIN = 'http://store.test';

/** A recorded request as the fixture keeps it: the answer reduced to its object type and the ids it gave. */
export type ReplayEntry = Omit<RecordedRequest, 'response'> & {
  /** The answer's `object` ('error' for an error answer). */
  object: string | null;
  /** Ids and client secrets the answer gave, by their path in it. */
  ids: Record<string, string>;
};

const ID = /^(?:pi|seti|pm|cus|ch|re|txn|tok|ctoken|card|evt|we|pmd)_[A-Za-z0-9]+(?:_secret_[A-Za-z0-9]+)?$/;

/** Every id-like string in an answer, by path (`data.0.id`, `latest_charge`, `client_secret`, …). */
export function recordedIds(value: unknown, path = ''): Record<string, string> {
  if (typeof value === 'string') return ID.test(value) ? { [path]: value } : {};
  if (!value || typeof value !== 'object') return {};
  return Object.entries(value).reduce<Record<string, string>>((ids, [key, item]) => ({ ...ids, ...recordedIds(item, path ? `${path}.${key}` : key) }), {});
}

export interface ReplayTarget {
  /** The provider's origin. */
  url: string;
  secretKey: string;
  publishableKey: string;
  /** Stands in for the recorded store's address (webhook and return URLs). */
  storeOrigin: string;
}

export interface ReplayedEntry {
  entry: ReplayEntry;
  status: number;
  response: unknown;
}

/** Sends each recorded request in turn, with ids mapped, and gives each answer beside its recording. */
export async function replay(entries: readonly ReplayEntry[], target: ReplayTarget): Promise<ReplayedEntry[]> {
  const mapped = new Map<string, string>();
  const rewrite = (text: string): string => {
    let out = text.split(RECORDED_STORE_ORIGIN).join(target.storeOrigin).split(encodeURIComponent(RECORDED_STORE_ORIGIN)).join(encodeURIComponent(target.storeOrigin));
    // Longest first: a client secret before the intent id it starts with.
    for (const [recorded, now] of [...mapped].sort((a, b) => b[0].length - a[0].length)) out = out.split(recorded).join(now);
    return out;
  };
  const results: ReplayedEntry[] = [];
  for (const entry of entries) {
    const browser = entry.source === 'browser';
    const key = entry.keyAccepted ? (browser ? target.publishableKey : target.secretKey) : browser ? 'pk_test_not_accepted' : 'sk_test_not_accepted';
    const headers: Record<string, string> = { Authorization: `Bearer ${key}` };
    if (entry.idempotencyKey) headers['Idempotency-Key'] = rewrite(entry.idempotencyKey);
    const hasBody = entry.method !== 'GET' && entry.method !== 'DELETE';
    if (hasBody) headers['Content-Type'] = browser ? 'application/json' : 'application/x-www-form-urlencoded';
    const url = rewrite(entry.url);
    const res = await fetch(`${target.url}${browser && !url.startsWith(API_BASE) ? API_BASE : ''}${url}`, { method: entry.method, headers, body: hasBody ? rewrite(entry.body) : undefined });
    const response = (await res.json()) as unknown;
    const now = recordedIds(response);
    for (const [path, id] of Object.entries(entry.ids)) {
      const replayed = now[path];
      if (replayed && !mapped.has(id)) mapped.set(id, replayed);
    }
    results.push({ entry, status: res.status, response });
  }
  return results;
}
