/**
 * One intent per cart for a method that cannot defer its intent (BLIK, pre-authorised debits): made once however
 * often the form is asked for, and kept in the session's storage so a reload of the same cart uses it again
 * instead of leaving another unused intent at the provider. Concurrent callers share one request.
 */
export interface RememberedSecret {
  readonly id: string;
  readonly clientSecret: string;
}

const STORAGE_PREFIX = 'shop-islands/stripe-intent/';

function read(storage: Storage | null, key: string): RememberedSecret | null {
  try {
    const value: unknown = JSON.parse(storage?.getItem(STORAGE_PREFIX + key) ?? 'null');
    if (typeof value !== 'object' || value === null) return null;
    const { id, clientSecret } = value as Record<string, unknown>;
    return typeof id === 'string' && typeof clientSecret === 'string' ? { id, clientSecret } : null;
  } catch {
    return null;
  }
}

/** `(key, make) => intent`: the remembered one for `key`, or the one `make` gives (remembered from then on). */
export function rememberedIntent(storage: Storage | null): (key: string, make: () => Promise<RememberedSecret>) => Promise<RememberedSecret> {
  const pending = new Map<string, Promise<RememberedSecret>>();
  return (key, make) => {
    const known = read(storage, key);
    if (known) return Promise.resolve(known);
    let request = pending.get(key);
    if (!request) {
      request = make().then(
        (secret) => {
          try {
            storage?.setItem(STORAGE_PREFIX + key, JSON.stringify(secret));
          } catch {
            // Storage full or refused: the intent still serves this page.
          }
          return secret;
        },
        (error: unknown) => {
          pending.delete(key);
          throw error;
        },
      );
      pending.set(key, request);
    }
    return request;
  };
}

/** Forgets the remembered intents (after an order went through, the next cart gets its own). */
export function forgetIntents(storage: Storage | null): void {
  try {
    for (let i = (storage?.length ?? 0) - 1; i >= 0; i--) {
      const key = storage?.key(i);
      if (key?.startsWith(STORAGE_PREFIX)) storage?.removeItem(key);
    }
  } catch {
    // Nothing remembered that could be read.
  }
}
