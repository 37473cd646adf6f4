/**
 * WooCommerce's order attribution settings, `window.wc_order_attribution = { params, fields }`
 * (printed by OrderAttributionController): cookie lifetime (months), session length (minutes), base64
 * cookies, the input name prefix, whether tracking is allowed, and the fields to send with their
 * sourcebuster paths ('source_type' → 'current.typ' …).
 */
import { flag, loadGlobalSettings, numeric, optional, recordOf, shape, text } from '@shop-islands/core';
import type { SETTINGS_GLOBALS } from '@shop-islands/core';

/** Spelt in core's SETTINGS_GLOBALS; the type keeps this copy identical without bundling core's table. */
export const ORDER_ATTRIBUTION_GLOBAL: (typeof SETTINGS_GLOBALS)['orderAttribution'] = 'wc_order_attribution';

/**
 * Where the plugin's stand-in for `wc_order_attribution.setOrderTracking` (printed after WooCommerce's settings, in its
 * script's place: Shop_Islands_Legacy::ORDER_ATTRIBUTION_STAND_IN) queues the calls classic scripts make before this
 * module runs: the Stripe Gateway's upe-blocks.js calls it as it loads. The PHP spells it too; src/index.test.ts
 * asserts the stand-in uses this name.
 */
export const EARLY_CALLS = 'shopIslandsEarlyCalls';

export interface AttributionParams {
  /** Cookie lifetime in months; WooCommerce's 0.00001 makes them session cookies. */
  readonly lifetime: number;
  /** Session length in minutes. */
  readonly session: number;
  readonly base64: boolean;
  readonly prefix: string;
  readonly allowTracking: boolean;
  /** The WP Consent API category that governs attribution (WooCommerce: 'marketing'). */
  readonly consentCategory: string;
}

export interface AttributionSettings {
  readonly params: AttributionParams;
  /** Field name → sourcebuster path, e.g. { source_type: 'current.typ', session_pages: 'session.pgs' }. */
  readonly fields: Readonly<Record<string, string>>;
}

const readSettings = shape<AttributionSettings>({
  params: shape<AttributionParams>({
    lifetime: optional(numeric, 0.00001),
    session: optional(numeric, 30),
    base64: optional(flag, false),
    prefix: optional(text, 'wc_order_attribution_'),
    allowTracking: optional(flag, true),
    consentCategory: optional(text, 'marketing'),
  }),
  fields: recordOf(text),
});

export function loadAttributionSettings(win: Window): AttributionSettings | null {
  return ORDER_ATTRIBUTION_GLOBAL in win ? loadGlobalSettings(ORDER_ATTRIBUTION_GLOBAL, readSettings, win) : null;
}
