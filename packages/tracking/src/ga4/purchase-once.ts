/**
 * `purchase` is reported once per order. The server prints an order's data only the first time its
 * order-received page is shown; this browser-side record also keeps a cached or re-rendered page
 * from reporting the same transaction again.
 */
export const PURCHASES_KEY = 'shop_islands_ga4_purchases';
const REMEMBERED = 50;

/** True the first time `transactionId` is seen in this browser (and remembers it); storage failures count as first. */
export function isFirstReport(storage: Storage | null, transactionId: string): boolean {
  try {
    if (!storage) return true;
    const seen: unknown = JSON.parse(storage.getItem(PURCHASES_KEY) ?? '[]');
    const ids = Array.isArray(seen) ? seen.map(String) : [];
    if (ids.includes(transactionId)) return false;
    storage.setItem(PURCHASES_KEY, JSON.stringify([...ids, transactionId].slice(-REMEMBERED)));
    return true;
  } catch {
    return true;
  }
}

/** window.localStorage, or null where reading it throws (blocked storage). */
export function localStore(win: Window): Storage | null {
  try {
    return win.localStorage;
  } catch {
    return null;
  }
}
