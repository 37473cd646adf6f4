/** A WP Consent API for tests: the visitor's choices per category, and the changes a banner announces. */
import type { ConsentSource } from '../consent.ts';

export interface FakeConsent extends ConsentSource {
  /** The visitor decides (or changes their mind) about a category; listeners hear it. */
  change(category: string, allowed: boolean): void;
}

/** `choices`: category → allowed, absent = not decided. `null`: the page has no consent API. */
export function fakeConsent(choices: Record<string, boolean> | null = {}): FakeConsent {
  const listeners = new Set<(category: string, allowed: boolean) => void>();
  const decided = { ...choices };
  return {
    api: () => (choices === null ? null : { allows: (category) => decided[category] === true, decided: (category) => category in decided }),
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    onTypeDefined: () => undefined,
    change(category, allowed) {
      decided[category] = allowed;
      listeners.forEach((listener) => listener(category, allowed));
    },
  };
}
