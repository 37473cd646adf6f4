/**
 * JSON Schemas (validated by Fastify) of what the tracking collectors receive: the gtag stand-in's
 * GA4 events, WP Statistics' hits and events, the provider's tracks, and the event viewer's consent
 * form. Like the widgets' other endpoints, unknown fields are refused, so a misspelt field fails loudly.
 * What a schema cannot say (a signature, a base64 text's content, JSON inside a field) the collector checks.
 */

/** A GA4 / WP Statistics / tracks event name: 1–40 letters, digits or underscores, starting with a letter. */
const EVENT_NAME = { type: 'string', pattern: '^[A-Za-z][A-Za-z0-9_]{0,39}$' } as const;
/** A form field's text. */
const TEXT = { type: 'string', maxLength: 500 } as const;
/** An address the visitor was on or came from. */
const ADDRESS = { type: 'string', maxLength: 2000 } as const;
/** Base64 text (WP Statistics sends `page_uri` and `referred` so). */
const BASE64 = { type: 'string', maxLength: 4000, pattern: '^[A-Za-z0-9+/]*={0,2}$' } as const;
/** A JSON document inside a form field, at most 16 KB. */
export const MAX_JSON_FIELD = 16_000;
const JSON_TEXT = { type: 'string', maxLength: MAX_JSON_FIELD } as const;

/** What the gtag stand-in posts for each `gtag('event', …)`: the measurement id, the event, the Consent Mode state. */
export interface Ga4Hit {
  tid: string;
  name: string;
  params: Record<string, unknown>;
  consent: Record<string, string>;
  page: string;
}

export function ga4HitSchema(measurementId: string) {
  return {
    type: 'object',
    required: ['tid', 'name', 'params', 'consent'],
    properties: {
      tid: { type: 'string', enum: [measurementId] },
      name: EVENT_NAME,
      params: { type: 'object' },
      consent: { type: 'object', additionalProperties: { type: 'string', enum: ['granted', 'denied'] } },
      page: { ...ADDRESS, default: '' },
      t: { type: 'integer' },
    },
    additionalProperties: false,
  } as const;
}

/** WP Statistics' page sources (the `source_type` a hit is signed for). */
export const SOURCE_TYPES = ['home', 'page', 'post', 'product', 'archive', 'search', 'category', 'post_tag', 'product_cat', '404'] as const;

/** A WP Statistics hit or 'online' ping: the page's signed hit parameters, plus the page and referrer in base64. */
export interface StatisticsHit {
  wp_statistics_hit: '1';
  source_type: (typeof SOURCE_TYPES)[number];
  source_id: string;
  search_query?: string;
  signature: string;
  endpoint?: 'hit' | 'online';
  page_uri: string;
  referred: string;
}

export const STATISTICS_HIT = {
  type: 'object',
  required: ['wp_statistics_hit', 'source_type', 'source_id', 'signature', 'page_uri', 'referred'],
  properties: {
    wp_statistics_hit: { type: 'string', enum: ['1'] },
    source_type: { type: 'string', enum: SOURCE_TYPES },
    source_id: { type: 'string', pattern: '^[0-9]{1,10}$' },
    search_query: TEXT,
    signature: { type: 'string', maxLength: 64 },
    endpoint: { type: 'string', enum: ['hit', 'online'] },
    page_uri: BASE64,
    referred: BASE64,
  },
  additionalProperties: false,
} as const;

/** `wp_statistics_event(name, data)`: the event's name and its data as a JSON object. */
export interface CustomEvent {
  event_name: string;
  event_data: string;
}

export const CUSTOM_EVENT = {
  type: 'object',
  required: ['event_name', 'event_data'],
  properties: { event_name: EVENT_NAME, event_data: JSON_TEXT },
  additionalProperties: false,
} as const;

/** A DataPlus link or download click: its kind, the link's address and what the tracker read from the link. */
export const LINK_EVENT_FIELDS = ['en', 'et', 'eid', 'ec', 'ev', 'mb', 'fn', 'fx', 'm', 'tu', 'pid', 'wcdl', 'df', 'dk'] as const;
export type LinkEvent = { en: 'click' | 'file_download'; tu: string } & Partial<Record<(typeof LINK_EVENT_FIELDS)[number], string>>;

export const LINK_EVENT = {
  type: 'object',
  required: ['en', 'tu'],
  properties: {
    ...Object.fromEntries(LINK_EVENT_FIELDS.map((field) => [field, TEXT])),
    en: { type: 'string', enum: ['click', 'file_download'] },
    tu: { ...ADDRESS, pattern: '^https?://' },
  },
  additionalProperties: false,
} as const;

/** A provider track (`platform_tracks`): the event's name and its properties as a JSON object. */
export interface ProviderTrack {
  tracksEventName: string;
  tracksEventProp: string;
}

export const PROVIDER_TRACK = {
  type: 'object',
  required: ['tracksEventName'],
  properties: { tracksEventName: EVENT_NAME, tracksEventProp: { ...JSON_TEXT, default: '{}' } },
  additionalProperties: false,
} as const;

/** The event viewer's consent form: refuse or allow tracking (both WP Consent API categories). */
export interface ConsentForm {
  consent: 'allow' | 'deny';
  _wpnonce: string;
}

export const CONSENT_FORM = {
  type: 'object',
  required: ['consent', '_wpnonce'],
  properties: { consent: { type: 'string', enum: ['allow', 'deny'] }, _wpnonce: TEXT },
  additionalProperties: false,
} as const;
