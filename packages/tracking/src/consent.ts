/**
 * The WP Consent API as a page offers it (the 'WP Consent API' plugin's globals and events):
 * consent per category ('statistics', 'marketing', …), decided by the visitor through a consent banner.
 * Every part of the tracking widget asks here; none reads the consent cookies itself.
 */
export const CONSENT_CHANGE_EVENT = 'wp_listen_for_consent_change';
export const CONSENT_TYPE_DEFINED_EVENT = 'wp_consent_type_defined';

interface ConsentGlobals {
  wp_has_consent?: (category: string) => boolean;
  consent_api_get_cookie?: (name: string) => string;
  consent_api?: { cookie_prefix?: string };
}

export interface WpConsent {
  /** `wp_has_consent(category)`: the visitor allows the category (or the consent type lets it by default). */
  allows(category: string): boolean;
  /** The visitor made a choice for the category (its consent cookie is set). */
  decided(category: string): boolean;
}

/** The page's WP Consent API, or null when the plugin is not active. */
export function wpConsentApi(win: Window): WpConsent | null {
  const api = win as unknown as ConsentGlobals;
  const has = api.wp_has_consent;
  if (typeof has !== 'function') return null;
  return {
    allows: (category) => Boolean(has(category)),
    decided: (category) =>
      typeof api.consent_api_get_cookie === 'function' && api.consent_api_get_cookie(`${api.consent_api?.cookie_prefix ?? 'wp_consent'}_${category}`) !== '',
  };
}

/** Calls `listener(category, allowed)` for every category a consent change names. Returns the function that stops listening. */
export function onConsentChange(doc: Document, listener: (category: string, allowed: boolean) => void): () => void {
  const handler = (event: Event): void => {
    const detail: unknown = (event as CustomEvent).detail;
    if (detail && typeof detail === 'object') {
      for (const [category, value] of Object.entries(detail)) listener(category, value === 'allow');
    }
  };
  doc.addEventListener(CONSENT_CHANGE_EVENT, handler);
  return () => doc.removeEventListener(CONSENT_CHANGE_EVENT, handler);
}

/** The page's consent, as the parts loaded on demand receive it (they import nothing the entry has). */
export interface ConsentSource {
  /** The WP Consent API, or null without it. */
  api(): WpConsent | null;
  /** Returns the function that stops listening. */
  onChange(listener: (category: string, allowed: boolean) => void): () => void;
  /** The consent banner has set the consent type (the API's answers may have changed). */
  onTypeDefined(listener: () => void): void;
}

export function pageConsent(win: Window): ConsentSource {
  return {
    api: () => wpConsentApi(win),
    onChange: (listener) => onConsentChange(win.document, listener),
    onTypeDefined: (listener) => win.document.addEventListener(CONSENT_TYPE_DEFINED_EVENT, listener),
  };
}
