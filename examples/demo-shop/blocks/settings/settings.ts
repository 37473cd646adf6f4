/**
 * `wc.wcSettings` (script handle wc-settings): the settings WooCommerce prints as `wcSettings` before the script.
 * `getSetting('stripe_data')` reads a payment method's data from `paymentMethodData.stripe`, as 10.9.1 does for
 * any name ending in `_data` that is not a setting of its own.
 */
export type Filter = (value: unknown, fallback: unknown) => unknown;

export interface SettingsApi {
  readonly allSettings: Readonly<Record<string, unknown>>;
  getSetting<T = unknown>(name: string, fallback?: unknown, filter?: Filter): T;
  getSettingWithCoercion<T>(name: string, fallback: T, typeGuard: (value: unknown) => value is T): T;
  getPaymentMethodData<T = unknown>(name: string, fallback?: T | null): T | null;
  readonly CURRENCY: Readonly<Record<string, unknown>>;
  readonly CURRENT_USER_IS_ADMIN: boolean;
  readonly HOME_URL: string;
  readonly STORE_PAGES: Readonly<Record<string, unknown>>;
}

const DEFAULTS: Record<string, unknown> = {
  adminUrl: '',
  countries: [],
  currency: { code: 'USD', precision: 2, symbol: '$', symbolPosition: 'left', decimalSeparator: '.', priceFormat: '%1$s%2$s', thousandSeparator: ',' },
  currentUserId: 0,
  currentUserIsAdmin: false,
  homeUrl: '',
  storePages: [],
};

export function createSettings(printed: unknown): SettingsApi {
  const allSettings: Record<string, unknown> = { ...DEFAULTS, ...(typeof printed === 'object' && printed !== null ? printed : {}) };
  const getSetting = <T,>(name: string, fallback: unknown = false, filter: Filter = (value, fb) => (value !== undefined ? value : fb)): T => {
    let value = fallback;
    if (name in allSettings) value = allSettings[name];
    else if (name.includes('_data')) {
      const methods = getSetting<Record<string, unknown>>('paymentMethodData', {});
      const method = name.replace('_data', '');
      value = method in methods ? methods[method] : fallback;
    }
    return filter(value, fallback) as T;
  };
  return {
    allSettings,
    getSetting,
    getSettingWithCoercion: (name, fallback, typeGuard) => {
      const value = name in allSettings ? allSettings[name] : fallback;
      return typeGuard(value) ? value : fallback;
    },
    getPaymentMethodData: <T,>(name: string, fallback: T | null = null) => (getSetting<Record<string, T>>('paymentMethodData', {})[name] ?? fallback),
    CURRENCY: allSettings.currency as Record<string, unknown>,
    CURRENT_USER_IS_ADMIN: allSettings.currentUserIsAdmin === true,
    HOME_URL: String(allSettings.homeUrl),
    STORE_PAGES: allSettings.storePages as Record<string, unknown>,
  };
}
