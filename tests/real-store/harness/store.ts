/**
 * The running real store, as the journey files see it (started once per run by `run.ts`, which passes
 * its address in SHOP_ISLANDS_STORE_* variables): its pages, profile switching by options, and plain
 * HTTP requests with a cookie jar.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { writeFixtureDist } from './fixture-dist.ts';
import { installPluginFiles, pluginZip, WORK, type StoreInfo } from './setup.ts';

const env = (name: string): string => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the journeys through tests/real-store/run.ts`);
  return value;
};

export const STORE_URL: string = env('SHOP_ISLANDS_STORE_URL');
const STORE_TOKEN: string = env('SHOP_ISLANDS_STORE_TOKEN');
export const STORE_SITE: string = env('SHOP_ISLANDS_STORE_SITE');
export const STORE_DEBUG_LOG: string = env('SHOP_ISLANDS_STORE_DEBUG_LOG');
export const STORE_ZIP: string = env('SHOP_ISLANDS_STORE_ZIP');
export const PROVIDER_URL: string = env('SHOP_ISLANDS_PROVIDER_URL');
/** The provider's log of the requests it answered this run (harness/stripe-provider.ts). */
export const PROVIDER_REQUEST_LOG: string = env('SHOP_ISLANDS_PROVIDER_REQUEST_LOG');
export const info: StoreInfo = JSON.parse(readFileSync(env('SHOP_ISLANDS_STORE_INFO'), 'utf8')) as StoreInfo;

export const PLUGIN_FILE = 'shop-islands/shop-islands.php';
export const PLUGIN_DIR: string = join(STORE_SITE, 'wp-content', 'plugins', 'shop-islands');

/** Runs one command of the store's test control (store/mu-plugins/shop-islands-test-control.php). */
export async function wp<T = unknown>(command: string, args: unknown): Promise<T> {
  const res = await fetch(`${STORE_URL}/?shop_islands_test=${command}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-shop-islands-test-token': STORE_TOKEN },
    body: JSON.stringify(args),
    signal: AbortSignal.timeout(60_000),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`test control ${command} failed (${res.status}): ${text.slice(0, 500)}`);
  return JSON.parse(text) as T;
}

export async function setOptions(options: Record<string, unknown>): Promise<void> {
  await wp('options', options);
}

export async function getOption<T = unknown>(name: string): Promise<T | null> {
  return (await wp<Record<string, T | null>>('get', [name]))[name] ?? null;
}

/** Shop Islands settings as the settings page stores them (any part left out takes its default). */
export interface ShopIslandsSettings {
  widgets?: Record<string, boolean>;
  replace_legacy?: Record<string, boolean>;
  search?: Record<string, unknown>;
  storefront?: Record<string, boolean>;
}

/** Every widget the plugin replaces legacy scripts for, with 'Replace legacy scripts' ticked. */
export const REPLACE_ALL: ShopIslandsSettings = {
  replace_legacy: { storefront: true, 'live-search': true, 'buy-now': true, checkout: true, payments: true, 'express-checkout': true, tracking: true },
};

export type ProfileName = 'legacy' | 'shop-islands';

/**
 * Switches the store between the two profiles by changing options, never by reinstalling:
 * - legacy: Shop Islands deactivated, so every page is what the legacy plugins print;
 * - shop-islands: Shop Islands active with 'Replace legacy scripts' ticked (or the given settings).
 */
export async function useProfile(name: ProfileName, settings: ShopIslandsSettings = REPLACE_ALL): Promise<void> {
  if (name === 'legacy') {
    await wp('plugins', { [PLUGIN_FILE]: false });
    await setOptions({ shop_islands_settings: null });
    return;
  }
  await setOptions({ shop_islands_settings: settings });
  await wp('plugins', { [PLUGIN_FILE]: true });
}

/** The optional plugins of the store (installed; each set-up switches them on or off). */
export const OPTIONAL_PLUGINS = {
  ga4: 'woocommerce-google-analytics-integration/woocommerce-google-analytics-integration.php',
  statistics: 'wp-statistics/wp-statistics.php',
  consent: 'wp-consent-api/wp-consent-api.php',
} as const;

/**
 * A store set-up: which optional plugins are on. Every set-up has WooCommerce's own order attribution (and
 * AWS, Stripe Payments and the Stripe Gateway).
 */
export interface SetUp {
  readonly name: string;
  /** Google Analytics for WooCommerce. */
  readonly ga4: boolean;
  /** WP Statistics. */
  readonly statistics: boolean;
  /** The WP Consent API. */
  readonly consent?: boolean;
}

/** The store as installed: GA4 for WooCommerce on, WP Statistics and the WP Consent API off. */
export const INSTALLED_SET_UP: SetUp = { name: 'GA4 for WooCommerce', ga4: true, statistics: false };

/** The set-ups the byte comparison runs in: with and without GA4 for WooCommerce, with and without WP Statistics. */
export const SET_UPS: readonly SetUp[] = [
  INSTALLED_SET_UP,
  { name: 'WooCommerce only', ga4: false, statistics: false },
  { name: 'WP Statistics', ga4: false, statistics: true },
  { name: 'GA4 for WooCommerce + WP Statistics', ga4: true, statistics: true },
];

/** Switches the optional plugins on the warm store (activating and deactivating, never reinstalling). */
export async function useSetUp(setUp: SetUp): Promise<void> {
  await wp('plugins', { [OPTIONAL_PLUGINS.ga4]: setUp.ga4, [OPTIONAL_PLUGINS.statistics]: setUp.statistics, [OPTIONAL_PLUGINS.consent]: setUp.consent ?? false });
}

export type Bundles = 'built' | 'fixture';

/**
 * Which bundles the installed plugin carries: the build's (from the run's zip), or the fixture dist with
 * every widget the plugin knows, for checking its rules and settings for widgets not built yet. Swapping
 * replaces the plugin's files only; the store and its options stay.
 */
export function usePluginBundles(bundles: Bundles): void {
  if (bundles === 'built') {
    installPluginFiles(STORE_SITE, STORE_ZIP);
    return;
  }
  const dist = join(WORK, 'fixture-dist');
  writeFixtureDist(dist);
  installPluginFiles(STORE_SITE, pluginZip(join(WORK, 'shop-islands-fixture.zip'), dist));
}

export interface Order {
  id: number;
  status: string;
  payment_method: string;
  total: string;
  email: string;
  /** The order's addresses as WooCommerce stores them (first_name, address_1, city, postcode, country, …). */
  billing: Record<string, string>;
  shipping: Record<string, string>;
  /** Shipping method ids of its shipping lines (free_shipping, flat_rate). */
  shipping_lines: string[];
  items: { name: string; quantity: number }[];
}

/** Orders stored after the order with id `after`, newest first. */
export async function ordersAfter(after: number): Promise<Order[]> {
  return wp<Order[]>('orders', { after });
}

export async function latestOrderId(): Promise<number> {
  return (await wp<Order[]>('orders', { after: 0 }))[0]?.id ?? 0;
}

export interface Response {
  status: number;
  html: string;
  headers: Headers;
}
export type Jar = Map<string, string>;

/** One HTTP request to the store (no redirects followed), keeping cookies in `jar` when given. */
export async function request(path: string, init: { method?: string; body?: URLSearchParams; json?: unknown; jar?: Jar; headers?: Record<string, string> } = {}): Promise<Response> {
  const headers: Record<string, string> = { ...init.headers };
  if (init.jar && init.jar.size > 0) headers.cookie = [...init.jar].map(([k, v]) => `${k}=${v}`).join('; ');
  if (init.body) headers['content-type'] = 'application/x-www-form-urlencoded';
  if (init.json !== undefined) headers['content-type'] = 'application/json';
  const body = init.json !== undefined ? JSON.stringify(init.json) : init.body;
  const res = await fetch(new URL(path, STORE_URL), { method: init.method ?? 'GET', body, headers, redirect: 'manual', signal: AbortSignal.timeout(60_000) });
  if (init.jar) {
    for (const line of res.headers.getSetCookie()) {
      const pair = line.split(';')[0] ?? '';
      const eq = pair.indexOf('=');
      const value = pair.slice(eq + 1);
      if (/expires=Thu, 01-Jan-1970|Max-Age=0/i.test(line) || value === 'deleted') init.jar.delete(pair.slice(0, eq));
      else init.jar.set(pair.slice(0, eq), value);
    }
  }
  return { status: res.status, html: await res.text(), headers: res.headers };
}

/** Logs a user in through wp-login.php and returns the cookie jar. */
export async function login(user: string, password: string): Promise<Jar> {
  const jar: Jar = new Map([['wordpress_test_cookie', 'WP%20Cookie%20check']]);
  const res = await request('/wp-login.php', {
    method: 'POST',
    jar,
    body: new URLSearchParams({ log: user, pwd: password, 'wp-submit': 'Log In', redirect_to: `${STORE_URL}/wp-admin/`, testcookie: '1' }),
  });
  if (res.status !== 302 || ![...jar.keys()].some((k) => k.startsWith('wordpress_logged_in_'))) throw new Error(`login of ${user} failed (${res.status})`);
  return jar;
}

export const ADMIN = { user: 'admin', password: 'admin-password' } as const;
export const SUBSCRIBER = { user: 'subscriber', password: 'subscriber-password' } as const;
