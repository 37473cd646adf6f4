/**
 * Consent Mode v2 from the WP Consent API: the 'statistics' category drives `analytics_storage`, the
 * 'marketing' category the three `ad_*` signals. The defaults (denied in the EEA, the UK and
 * Switzerland) are the gtag snippet's; this sends `gtag('consent', 'update', …)` for the categories
 * the visitor has decided and for every later change.
 */
import type { ConsentSource } from '../consent.ts';

export const CONSENT_SIGNALS: Readonly<Record<string, readonly string[]>> = {
  statistics: ['analytics_storage'],
  marketing: ['ad_storage', 'ad_user_data', 'ad_personalization'],
};

export type ConsentState = 'granted' | 'denied';

/** The Consent Mode update for these category decisions; categories without signals are ignored. */
export function consentUpdate(decisions: Readonly<Record<string, boolean>>): Record<string, ConsentState> {
  const update: Record<string, ConsentState> = {};
  for (const [category, allowed] of Object.entries(decisions)) {
    for (const signal of CONSENT_SIGNALS[category] ?? []) update[signal] = allowed ? 'granted' : 'denied';
  }
  return update;
}

export function startConsentMode(win: Window, consent: ConsentSource, gtag: (...args: unknown[]) => void, signal?: AbortSignal): void {
  const send = (decisions: Record<string, boolean>): void => {
    const update = consentUpdate(decisions);
    if (Object.keys(update).length) gtag('consent', 'update', update);
  };
  const api = consent.api();
  if (api) {
    const scope = win as unknown as { wp_consent_type?: string };
    // As GA4 for WooCommerce does: without a consent type from a banner, consent is opt-in.
    scope.wp_consent_type ??= 'optin';
    const decided = Object.keys(CONSENT_SIGNALS).filter((category) => api.decided(category));
    send(Object.fromEntries(decided.map((category) => [category, api.allows(category)])));
  }
  const stop = consent.onChange((category, allowed) => send({ [category]: allowed }));
  signal?.addEventListener('abort', stop, { once: true });
}
