/**
 * Failure switches for tests and demos, read from the page URL (`?stripe_fail=<switch>`) or from
 * `data-fail` on the double's script tag. 'load' and 'slow' are handled by the server (the script
 * 404s or arrives late); the double itself honours:
 *   loaderror – every Payment Element emits 'loaderror' instead of 'ready'
 *   network   – every call to the provider API fails as if offline (api_connection_error)
 *   nowallet  – the browser offers no wallet: every Express Checkout Element shows nothing and its 'ready' lists none
 */
export type FailureSwitch = 'loaderror' | 'network' | 'nowallet';

export interface Switches {
  has(name: FailureSwitch): boolean;
}

export function readSwitches(pageUrl: string, scriptValue: string | null | undefined): Switches {
  const values = new Set<string>([...new URL(pageUrl).searchParams.getAll('stripe_fail'), ...(scriptValue ?? '').split(',')].map((v) => v.trim()));
  return { has: (name) => values.has(name) };
}
