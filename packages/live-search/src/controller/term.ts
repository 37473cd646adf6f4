/** Search term rules (SPEC 5.2). */

/** Characters Advanced Woo Search strips from a term before searching: brackets and slashes. */
const STRIPPED = /[<>{}[\]\\/]/g;

/** Strips bracket and slash characters, collapses runs of whitespace and trims. */
export function cleanTerm(raw: string): string {
  return raw.replace(STRIPPED, '').replace(/\s+/g, ' ').trim();
}

export const DEFAULT_DEBOUNCE_MS = 300;

/** The wait between the last keystroke and the request: the configured timeout only when it is above 100 ms. */
export function debounceDelay(configuredMs: number): number {
  return configuredMs > 100 ? configuredMs : DEFAULT_DEBOUNCE_MS;
}
