/**
 * WooCommerce's order attribution, server side (OrderAttributionController + OrderAttributionMeta):
 * the fields the checkout posts as `wc_order_attribution_*`, validated and stored on the order as
 * `_wc_order_attribution_*` meta, plus the device type; and the 'Origin' label its admin shows.
 */
import type { Db } from '../db/open.ts';
import { recordEvent } from './events-store.ts';

/** Field → where WooCommerce's script reads it in the sbjs cookies (printed in `wc_order_attribution.fields`). */
export const ATTRIBUTION_FIELDS: Readonly<Record<string, string>> = {
  source_type: 'current.typ',
  referrer: 'current_add.rf',
  utm_campaign: 'current.cmp',
  utm_source: 'current.src',
  utm_medium: 'current.mdm',
  utm_content: 'current.cnt',
  utm_id: 'current.id',
  utm_term: 'current.trm',
  utm_source_platform: 'current.plt',
  utm_creative_format: 'current.fmt',
  utm_marketing_tactic: 'current.tct',
  session_entry: 'current_add.ep',
  session_start_time: 'current_add.fd',
  session_pages: 'session.pgs',
  session_count: 'udata.vst',
  user_agent: 'udata.uag',
};
export const FIELD_PREFIX = 'wc_order_attribution_';
export const META_PREFIX = `_${FIELD_PREFIX}`;
const NONE = '(none)';
/** Longest value kept (WooCommerce keeps any length; a demo database need not). */
const MAX_LENGTH = 500;

export type Attribution = Record<string, string>;

/** sanitize_text_field(): no tags, no percent-encoded octets, no line breaks or runs of spaces. */
export function sanitizeTextField(value: string): string {
  return value
    .replace(/<[^>]*>?/g, '')
    .replace(/%[a-f0-9]{2}/gi, '')
    .replace(/[\r\n\t ]+/g, ' ')
    .trim()
    .slice(0, MAX_LENGTH);
}

/** Mobile_Detect as WooCommerce uses it: tablets count as mobile too. */
export function deviceType(userAgent: string): 'Mobile' | 'Desktop' {
  return /Mobi|Android|iPhone|iPad|iPod|Tablet|Silk|Kindle|BlackBerry|Opera Mini|IEMobile/i.test(userAgent) ? 'Mobile' : 'Desktop';
}

/** get_unprefixed_field_values() + get_source_values(): the posted fields, '(none)' ones left out, plus device_type. */
export function attributionFromPost(posted: Readonly<Record<string, string | undefined>>): Attribution {
  const values: Attribution = {};
  for (const field of Object.keys(ATTRIBUTION_FIELDS)) {
    const value = sanitizeTextField(String(posted[`${FIELD_PREFIX}${field}`] ?? NONE));
    if (value !== NONE) values[field] = value;
  }
  if (values.user_agent) values.device_type = deviceType(values.user_agent);
  return values;
}

/** The order meta to store, or nothing when every value is empty (tracking was not allowed). */
export function attributionMeta(values: Attribution): Record<string, string> {
  if (!Object.values(values).some((v) => v !== '' && v !== '0')) return {};
  return Object.fromEntries(Object.entries(values).map(([field, value]) => [`${META_PREFIX}${field}`, value]));
}

/** The attribution stored on an order (from its meta). */
export function attributionOf(meta: Readonly<Record<string, unknown>>): Attribution {
  return Object.fromEntries(
    Object.entries(meta).filter(([key, value]) => key.startsWith(META_PREFIX) && typeof value === 'string').map(([key, value]) => [key.slice(META_PREFIX.length), value as string]),
  );
}

/** The 'Origin' WooCommerce shows for an order: 'Source: News', 'Organic: Google', 'Referral: Example.com', 'Direct' … */
export function originLabel(sourceType: string | undefined, source: string | undefined): string {
  const label = { utm: 'Source: %s', organic: 'Organic: %s', referral: 'Referral: %s' }[sourceType ?? ''];
  const fixed = { typein: 'Direct', mobile_app: 'Mobile app', admin: 'Web admin', pos: 'Point of Sale' }[sourceType ?? ''];
  if (!label) return fixed ?? 'Unknown';
  const trimmed = (source ?? '').replace(/^[()]+|[()]+$/g, '');
  return label.replace('%s', trimmed.charAt(0).toUpperCase() + trimmed.slice(1));
}

/** What the demo's 'order attribution' collector shows for a new order. */
export function recordOrderAttribution(db: Db, order: { number: string }, values: Attribution, sessionId: string): void {
  if (Object.keys(attributionMeta(values)).length === 0) return;
  recordEvent(db, { collector: 'order-attribution', name: `order #${order.number}`, payload: { origin: originLabel(values.source_type, values.utm_source), ...values }, sessionId });
}
