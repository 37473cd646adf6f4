/**
 * `purchase` is reported once per order. The server prints an order's data only the first time its
 * order-received page is shown; this browser-side record also keeps a cached or re-rendered page
 * from reporting the same transaction again.
 */
export const PURCHASES_KEY = 'shop_islands_ga4_purchases';
const REMEMBERED = 50;

/** True the first time `transactionId` is seen in this browser (and remembers it); blocked or failing storage counts as first. */
export function isFirstReport(win: Window, transactionId: string): boolean {
  try {
    const storage = win.localStorage;
    const seen: unknown = JSON.parse(storage.getItem(PURCHASES_KEY) ?? '[]');
    const ids = Array.isArray(seen) ? seen.map(String) : [];
    if (ids.includes(transactionId)) return false;
    storage.setItem(PURCHASES_KEY, JSON.stringify([...ids, transactionId].slice(-REMEMBERED)));
  } catch {
    // no storage: the server's once-only printing still holds
  }
  return true;
}
