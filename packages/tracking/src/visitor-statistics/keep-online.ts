/**
 * The 'online' ping: repeated every interval while the visitor is active, paused after 30 minutes
 * without a click, key press or scroll (SPEC 9.4), resumed when they are active again.
 */
export const INACTIVITY_LIMIT_MS = 30 * 60_000;
const ACTIVITY = ['click', 'keypress', 'scroll'] as const;

export interface Timers {
  setInterval(handler: () => void, ms: number): unknown;
  clearInterval(id: unknown): void;
  setTimeout(handler: () => void, ms: number): unknown;
  clearTimeout(id: unknown): void;
}

/** Starts pinging; returns the function that stops for good. */
export function keepOnline(win: Window, ping: () => void, everyMs: number, timers: Timers = win as unknown as Timers): () => void {
  let interval: unknown = null;
  let idle: unknown = null;
  const pause = (): void => {
    if (interval !== null) timers.clearInterval(interval);
    interval = null;
  };
  const active = (): void => {
    if (interval === null) interval = timers.setInterval(ping, everyMs);
    if (idle !== null) timers.clearTimeout(idle);
    idle = timers.setTimeout(pause, INACTIVITY_LIMIT_MS);
  };
  active();
  for (const type of ACTIVITY) win.addEventListener(type, active, { passive: true });
  return () => {
    pause();
    if (idle !== null) timers.clearTimeout(idle);
    for (const type of ACTIVITY) win.removeEventListener(type, active);
  };
}
