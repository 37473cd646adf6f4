import { describe, expect, it } from 'vitest';
import { INACTIVITY_LIMIT_MS, keepOnline, type Timers } from './keep-online.ts';

/** A clock the test moves by hand. */
function manualClock(): Timers & { advance(ms: number): void } {
  let now = 0;
  let nextId = 1;
  const timers = new Map<number, { at: number; every: number | null; run: () => void }>();
  return {
    setInterval: (run, ms) => (timers.set(nextId, { at: now + ms, every: ms, run }), nextId++),
    setTimeout: (run, ms) => (timers.set(nextId, { at: now + ms, every: null, run }), nextId++),
    clearInterval: (id) => void timers.delete(id as number),
    clearTimeout: (id) => void timers.delete(id as number),
    advance(ms) {
      const end = now + ms;
      for (;;) {
        const due = [...timers.entries()].filter(([, t]) => t.at <= end).sort((a, b) => a[1].at - b[1].at)[0];
        if (!due) break;
        const [id, timer] = due;
        now = timer.at;
        if (timer.every === null) timers.delete(id);
        else timer.at += timer.every;
        timer.run();
      }
      now = end;
    },
  };
}

describe("the 'online' ping", () => {
  it('repeats every interval while the visitor is active and stops after 30 minutes without activity', () => {
    const clock = manualClock();
    let pings = 0;
    const stop = keepOnline(window, () => (pings += 1), 60_000, clock);
    clock.advance(5 * 60_000);
    expect(pings).toBe(5);
    window.dispatchEvent(new Event('scroll'));
    clock.advance(INACTIVITY_LIMIT_MS);
    expect(pings).toBe(35);
    clock.advance(10 * 60_000);
    expect(pings).toBe(35);

    window.dispatchEvent(new Event('click'));
    clock.advance(2 * 60_000);
    expect(pings).toBe(37);
    stop();
    clock.advance(60 * 60_000);
    expect(pings).toBe(37);
  });
});
