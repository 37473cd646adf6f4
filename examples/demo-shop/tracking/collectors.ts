/**
 * The demo's tracking collectors, on this shop's own endpoints, storing what they receive in SQLite:
 * - GA4: the gtag stand-in posts each event to `/shop/demo/gtag/collect` (JSON);
 * - visitor statistics: WP Statistics' REST hit and online endpoints (form-encoded, base64 `page_uri`
 *   and `referred`, answering `status`), and its custom and DataPlus link events (admin-ajax, nonce);
 * - provider tracks: admin-ajax `platform_tracks` with `tracksNonce`.
 * Order attribution is collected with the order itself (tracking/order-attribution.ts).
 * Every input is validated; a bad one gets a 400 answer saying what is wrong, a bad nonce a 403.
 */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { EndpointRegistry, FormData, NonceField } from '../endpoints/registry.ts';
import type { RequestContext, ShopContext } from '../shop-context.ts';
import { recordEvent, type Collector } from './events-store.ts';
import { MEASUREMENT_ID } from './ga4-data.ts';
import { STATISTICS_ENDPOINT } from './page-tracking.ts';

const BROWSER = join(dirname(fileURLToPath(import.meta.url)), 'browser');
export const GA4_COLLECT_PATH = '/shop/demo/gtag/collect';
const MAX_PAYLOAD = 16_000;
const EVENT_NAME = /^[a-z][a-z0-9_]{0,39}$/i;
const SOURCE_TYPES = new Set(['home', 'page', 'post', 'product', 'archive', 'search', 'category', 'post_tag', 'product_cat', '404']);

export type Checked<T> = { ok: true; value: T } | { ok: false; message: string };
const bad = (message: string): { ok: false; message: string } => ({ ok: false, message });

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A base64 text (UTF-8), or null when it is not base64. */
function fromBase64(value: string | undefined): string | null {
  if (value === undefined || !/^[A-Za-z0-9+/]*={0,2}$/.test(value)) return null;
  return Buffer.from(value, 'base64').toString('utf8');
}

/** A GA4 event from the gtag stand-in: { tid, name, params, consent, page }. */
export function checkGa4Event(body: unknown): Checked<{ name: string; params: Record<string, unknown>; consent: Record<string, unknown>; page: string }> {
  if (!isRecord(body)) return bad('Expected a JSON object.');
  if (body.tid !== MEASUREMENT_ID) return bad(`Unknown measurement id; this collector takes ${MEASUREMENT_ID}.`);
  if (typeof body.name !== 'string' || !EVENT_NAME.test(body.name)) return bad('The event name must be 1–40 letters, digits or underscores.');
  if (!isRecord(body.params) || !isRecord(body.consent)) return bad('The event params and consent must be objects.');
  if (JSON.stringify(body.params).length > MAX_PAYLOAD) return bad('The event params are too large.');
  return { ok: true, value: { name: body.name, params: body.params, consent: body.consent, page: typeof body.page === 'string' ? body.page.slice(0, 500) : '' } };
}

/** A WP Statistics hit or online request: signed page source, base64 page address and referrer. */
export function checkStatisticsHit(shop: ShopContext, data: FormData): Checked<Record<string, string>> {
  if (data.wp_statistics_hit !== '1') return bad('wp_statistics_hit must be 1.');
  const type = data.source_type ?? '';
  const id = data.source_id ?? '';
  if (!SOURCE_TYPES.has(type) || !/^\d{1,10}$/.test(id)) return bad('Unknown page source.');
  if (!shop.nonces.verifyNonce('', `wp_statistics_hit|${type}|${id}`, data.signature)) return bad('The signature does not match the page source.');
  const pageUri = fromBase64(data.page_uri);
  const referred = fromBase64(data.referred);
  if (pageUri === null || !pageUri.startsWith('/')) return bad('page_uri must be a base64 path.');
  if (referred === null || (referred !== '' && !/^https?:\/\//.test(referred))) return bad('referred must be a base64 address, or empty.');
  return { ok: true, value: { source_type: type, source_id: id, page_uri: pageUri.slice(0, 500), referred: referred.slice(0, 500) } };
}

/** An event for a collector: its name and payload. */
export interface CollectedEvent {
  name: string;
  payload: Record<string, unknown>;
}

/** A JSON object in a form field, or a message saying what is wrong with it. */
function jsonObject(text: string | undefined, field: string): Checked<Record<string, unknown>> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text ?? '');
  } catch {
    return bad(`${field} must be JSON.`);
  }
  return isRecord(parsed) && (text ?? '').length <= MAX_PAYLOAD ? { ok: true, value: parsed } : bad(`${field} must be a JSON object (at most 16 KB).`);
}

/** A WP Statistics custom event: event_name and event_data (a JSON object). */
export function checkCustomEvent(data: FormData): Checked<CollectedEvent> {
  if (!EVENT_NAME.test(data.event_name ?? '')) return bad('The event name must be 1–40 letters, digits or underscores.');
  const payload = jsonObject(data.event_data, 'event_data');
  return payload.ok ? { ok: true, value: { name: data.event_name!, payload: payload.value } } : payload;
}

/** A DataPlus link or download click. */
export function checkLinkEvent(data: FormData): Checked<CollectedEvent> {
  if (data.en !== 'click' && data.en !== 'file_download') return bad('en must be click or file_download.');
  if (!/^https?:\/\//.test(data.tu ?? '')) return bad('tu must be the link address.');
  const keys = ['en', 'et', 'eid', 'ec', 'ev', 'mb', 'fn', 'fx', 'tu', 'pid', 'wcdl', 'df', 'dk'];
  return { ok: true, value: { name: data.en, payload: Object.fromEntries(keys.filter((k) => data[k] !== undefined).map((k) => [k, data[k]!.slice(0, 500)])) } };
}

/** A provider track: tracksEventName and tracksEventProp (JSON object). */
export function checkTrack(data: FormData): Checked<CollectedEvent> {
  if (!EVENT_NAME.test(data.tracksEventName ?? '')) return bad('tracksEventName must be 1–40 letters, digits or underscores.');
  const payload = jsonObject(data.tracksEventProp ?? '{}', 'tracksEventProp');
  return payload.ok ? { ok: true, value: { name: data.tracksEventName!, payload: payload.value } } : payload;
}

/** The admin-ajax collectors: action, its nonce, where it lands and how its fields are checked. */
const AJAX_COLLECTORS: ReadonlyArray<{ action: string; nonceAction: string; nonceField: NonceField; collector: Collector; check: (data: FormData) => Checked<CollectedEvent> }> = [
  { action: 'platform_tracks', nonceAction: 'platform_tracks_nonce', nonceField: 'tracksNonce', collector: 'provider', check: checkTrack },
  { action: 'wp_statistics_custom_event', nonceAction: 'wp_statistics_custom_event', nonceField: 'nonce', collector: 'statistics', check: checkCustomEvent },
  { action: 'wp_statistics_event', nonceAction: 'wp_statistics_event', nonceField: 'nonce', collector: 'statistics', check: checkLinkEvent },
];

/** admin-ajax actions: platform_tracks, wp_statistics_custom_event, wp_statistics_event. A bad field answers 400 (admin-ajax style). */
export function registerTrackingAjax(r: EndpointRegistry): void {
  for (const { action, nonceAction, nonceField, collector, check } of AJAX_COLLECTORS) {
    r.registerAjaxAction(action, {
      nonceAction,
      nonceField,
      handler: (ctx, data) => {
        const event = check(data);
        if (!event.ok) {
          void ctx.reply.code(400);
          return { success: false, data: event.message };
        }
        recordEvent(ctx.shop.db, { collector, ...event.value, page: String(ctx.req.headers.referer ?? '').slice(0, 500), sessionId: ctx.session.id });
        return { success: true, data: null };
      },
    });
  }
}

/** The browser stand-ins, built with esbuild on first request and kept for the life of the server. */
function standInScripts(): (name: 'gtag' | 'wp-consent-api') => Promise<string> {
  const built = new Map<string, Promise<string>>();
  return (name) => {
    const cached = built.get(name);
    if (cached) return cached;
    const bundle = build({ entryPoints: [join(BROWSER, `${name}.ts`)], bundle: true, minify: true, format: 'iife', target: 'es2020', write: false, logLevel: 'silent' }).then(
      (out) => out.outputFiles[0]?.text ?? '',
      (error: unknown) => {
        built.delete(name);
        throw error;
      },
    );
    built.set(name, bundle);
    return bundle;
  };
}

/** The gtag.js and WP Consent API stand-ins, the GA4 collector and WP Statistics' REST endpoints. */
export function registerTrackingCollectors(app: FastifyInstance, shop: ShopContext, sessionOf: (req: FastifyRequest) => RequestContext['session']): void {
  const scripts = standInScripts();
  const script = async (reply: FastifyReply, name: 'gtag' | 'wp-consent-api'): Promise<FastifyReply> =>
    reply.type('text/javascript; charset=UTF-8').header('Cache-Control', 'no-cache').send(await scripts(name));
  app.get('/shop/demo/gtag/js', async (_req, reply) => script(reply, 'gtag'));
  app.get('/shop/demo/wp-consent-api.js', async (_req, reply) => script(reply, 'wp-consent-api'));

  app.post(GA4_COLLECT_PATH, { bodyLimit: MAX_PAYLOAD * 2 }, async (req, reply) => {
    const event = checkGa4Event(req.body);
    if (!event.ok) return reply.code(400).send({ error: event.message });
    recordEvent(shop.db, { collector: 'ga4', name: event.value.name, payload: { ...event.value.params, consent: event.value.consent }, page: event.value.page, sessionId: sessionOf(req).id });
    return reply.code(204).send();
  });

  for (const endpoint of ['hit', 'online'] as const) {
    app.post(`${STATISTICS_ENDPOINT}/${endpoint}`, async (req, reply) => {
      const hit = checkStatisticsHit(shop, (req.body ?? {}) as FormData);
      if (!hit.ok) return reply.code(400).send({ status: false, message: hit.message });
      recordEvent(shop.db, { collector: 'statistics', name: endpoint, payload: hit.value, page: hit.value.page_uri ?? '', sessionId: sessionOf(req).id });
      return reply.send({ status: true, message: endpoint === 'hit' ? 'Visitor Hit was recorded successfully.' : 'User is online, the data is updated successfully.' });
    });
  }
}
