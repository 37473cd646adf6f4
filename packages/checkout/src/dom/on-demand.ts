/**
 * Code a page needs only once the shopper acts (field checks, coupons, the show-and-hide parts, placing the
 * order, the cart's changes, localising an address after a country change), fetched at the first sign of it.
 *
 * The page's start-up code keeps the one listener for those events (`defer`) and hands them to the part:
 * at once when it is in; before that, an event the part handles is queued, in order, and the part fetched.
 * Where the part would prevent the event's default (a link followed, a form sent), the listener prevents it
 * at once. Once the part is in, the queue is handed over; if it cannot be fetched (offline), each queued
 * event gets its fallback (what the page does without script: follow the link, send the form), and the next
 * event tries the fetch again.
 *
 * One instance per part and page; its state is the fetch in flight and the queue (I/O plumbing, not widget state).
 */
import { listen, type HeardEvent } from './listen.ts';

/** What a part loaded on demand exposes: one entry for every event the page hands it. */
export interface EventPart {
  /**
   * Handles an event (a DOM or jQuery event, live or replayed) heard on `at` (a page listens on its form and on
   * its body: an event that bubbles from one to the other comes once for each); false prevents a live event's default.
   */
  handle(event: HeardEvent, args: readonly unknown[], at: Element | Document): boolean | void;
}

/** How the start-up code takes an event for the part before it is in. */
export interface Claim {
  /** Prevent the default now (the part does what it would have done). */
  readonly prevent: boolean;
  /** Without the part (it could not be fetched): what the page does for this event without script. */
  readonly fallback?: () => void;
}

export interface OnDemand<Part extends EventPart> {
  /** Fetches the part once (again after a failure); resolves to it. */
  load(): Promise<Part>;
  /** The part once it is in, else null. */
  current(): Part | null;
  /** Resolves once no fetch is on its way and every queued event was handed over (or fell back). */
  settled(): Promise<void>;
  /** Hands `types` events on `target` to the part; before it is in, those `claim` takes are queued and fetch it. */
  defer(target: Element | Document, types: string, claim: (event: HeardEvent) => Claim | null): void;
  /** Starts fetching the part on `types` events on `target` for which `when` holds (the shopper is about to use it). */
  preload(target: Element | Document, types: string, when?: (event: HeardEvent) => boolean): void;
}

export function onDemand<Part extends EventPart>(fetchPart: () => Promise<Part>): OnDemand<Part> {
  let part: Part | null = null;
  let loading: Promise<Part> | null = null;
  const queue: Array<{ readonly event: HeardEvent; readonly args: readonly unknown[]; readonly at: Element | Document; readonly claim: Claim }> = [];

  const load = (): Promise<Part> =>
    (loading ??= fetchPart().then(
      (loaded) => {
        part = loaded;
        for (const { event, args, at } of queue.splice(0)) loaded.handle(event, args, at);
        return loaded;
      },
      (error: unknown) => {
        loading = null;
        for (const { claim } of queue.splice(0)) claim.fallback?.();
        throw error;
      },
    ));

  return {
    load,
    current: () => part,
    settled: () => (loading ? loading.then(() => undefined, () => undefined) : Promise.resolve()),
    defer(target, types, claim) {
      listen(target, types, (event, args) => {
        if (part) return part.handle(event, args, target);
        const taken = claim(event);
        if (!taken) return;
        queue.push({ event, args, at: target, claim: taken });
        load().catch(() => undefined);
        return taken.prevent ? false : undefined;
      });
    },
    preload(target, types, when = () => true) {
      listen(target, types, (event) => {
        if (!part && when(event)) load().catch(() => undefined);
      });
    },
  };
}
