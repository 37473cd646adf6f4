/**
 * The demo's stand-in for the WP Consent API plugin's script: consent per category in
 * `wp_consent_{category}` cookies ('allow' / 'deny'), the 'optout' consent type (allowed until the
 * visitor refuses), `wp_has_consent()`, `wp_set_consent()` and the events a consent banner causes.
 */
const PREFIX = 'wp_consent';
const CONSENT_TYPE = 'optout';

function consentCookie(name: string): string {
  const found = document.cookie.split(';').map((c) => c.trim()).find((c) => c.startsWith(`${name}=`));
  return found ? decodeURIComponent(found.slice(name.length + 1)) : '';
}

function setConsentCookie(name: string, value: string): void {
  document.cookie = `${name}=${encodeURIComponent(value)}; path=/; max-age=${30 * 86_400}; SameSite=Lax`;
}

function hasConsent(category: string): boolean {
  if (category === 'functional') return true;
  const value = consentCookie(`${PREFIX}_${category}`);
  return (window as unknown as { wp_consent_type?: string }).wp_consent_type === 'optin' ? value === 'allow' : value !== 'deny';
}

function setConsent(category: string, value: 'allow' | 'deny'): void {
  setConsentCookie(`${PREFIX}_${category}`, value);
  document.dispatchEvent(new CustomEvent('wp_listen_for_consent_change', { detail: { [category]: value } }));
}

Object.assign(window, {
  consent_api: { consent_type: CONSENT_TYPE, cookie_prefix: PREFIX, cookie_expiry: 30 },
  wp_consent_type: CONSENT_TYPE,
  consent_api_get_cookie: consentCookie,
  consent_api_set_cookie: setConsentCookie,
  wp_has_consent: hasConsent,
  wp_set_consent: setConsent,
});
document.dispatchEvent(new CustomEvent('wp_consent_type_defined'));
