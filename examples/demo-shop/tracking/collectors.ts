/**
 * The demo's tracking collectors, storing what they receive in SQLite (events-store.ts). Their input
 * is validated by route schemas (input/tracking-fields.ts); what a schema cannot say is checked here.
 * - visitor statistics: WP Statistics' REST `hit` and `online` routes (form-encoded, the page source
 *   signed, base64 `page_uri` and `referred`, answering `status`), and its custom and DataPlus link
 *   events (admin-ajax, nonce);
 * - provider tracks: admin-ajax `platform_tracks` with `tracksNonce`;
 * - GA4: the gtag stand-in posts each event to `/shop/demo/gtag/collect` (JSON). Like the provider's
 *   routes, it stands in for a third party (Google), so it is mounted on the server, not the shop's registry.
 * Order attribution is collected with the order itself (tracking/order-attribution.ts).
 * A bad field gets a 400 answer saying what is wrong; a bad nonce a 403.
 */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { createBundleCache } from '../browser-bundles.ts';
import type { EndpointRegistry, NonceField, StoreResponse } from '../endpoints/registry.ts';
import {
  CUSTOM_EVENT, ga4HitSchema, LINK_EVENT, MAX_JSON_FIELD, PROVIDER_TRACK, STATISTICS_HIT,
  type CustomEvent, type Ga4Hit, type LinkEvent, type ProviderTrack, type StatisticsHit,
} from '../input/tracking-fields.ts';
import { inputProblems, type InputProblem } from '../input/schema-errors.ts';
import type { RequestContext, ShopContext } from '../shop-context.ts';
import { recordEvent, type Collector } from './events-store.ts';
import { MEASUREMENT_ID } from './ga4-data.ts';

const BROWSER = join(dirname(fileURLToPath(import.meta.url)), 'browser');
export const GA4_COLLECT_PATH = '/shop/demo/gtag/collect';
/** WP Statistics' REST namespace (under /shop/wp-json/). */
export const STATISTICS_ROUTE = 'wp-statistics/v2';
const MAX_TEXT = 500;

const problemsText = (problems: readonly InputProblem[]): string => problems.map((p) => p.message).join(' ');

/** The text of a base64 field (UTF-8); the schema has checked it is base64. */
const fromBase64 = (value: string): string => Buffer.from(value, 'base64').toString('utf8');

/** A JSON object inside a form field, or null. */
function jsonObject(text: string): Record<string, unknown> | null {
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** An event for a collector (its name and payload), or the message saying why it is refused. */
export type Checked = { ok: true; name: string; payload: Record<string, unknown> } | { ok: false; message: string };

/** The page a hit reports: its source must carry the page's signature, its address be a path, its referrer an address or nothing. */
export function checkStatisticsHit(shop: ShopContext, hit: StatisticsHit): Checked {
  if (!shop.nonces.verifyNonce('', `wp_statistics_hit|${hit.source_type}|${hit.source_id}`, hit.signature)) return { ok: false, message: 'The signature does not match the page source.' };
  const pageUri = fromBase64(hit.page_uri);
  const referred = fromBase64(hit.referred);
  if (!pageUri.startsWith('/')) return { ok: false, message: 'page_uri must be a base64 path.' };
  if (referred !== '' && !/^https?:\/\//.test(referred)) return { ok: false, message: 'referred must be a base64 address, or empty.' };
  return { ok: true, name: hit.endpoint ?? 'hit', payload: { source_type: hit.source_type, source_id: hit.source_id, page_uri: pageUri.slice(0, MAX_TEXT), referred: referred.slice(0, MAX_TEXT) } };
}

const withJson = (name: string, text: string, field: string): Checked => {
  const payload = jsonObject(text);
  return payload ? { ok: true, name, payload } : { ok: false, message: `${field} must be a JSON object (at most ${MAX_JSON_FIELD / 1000} KB).` };
};

/** The admin-ajax collectors: action, its nonce, the fields' schema, where it lands and what it records. */
interface AjaxCollector<D> {
  action: string;
  nonceAction: string;
  nonceField: NonceField;
  schema: Readonly<Record<string, unknown>>;
  collector: Collector;
  read(data: D): Checked;
}

const collector = <D>(spec: AjaxCollector<D>): AjaxCollector<never> => spec as AjaxCollector<never>;

const AJAX_COLLECTORS: ReadonlyArray<AjaxCollector<never>> = [
  collector<ProviderTrack>({
    action: 'platform_tracks', nonceAction: 'platform_tracks_nonce', nonceField: 'tracksNonce', schema: PROVIDER_TRACK, collector: 'provider',
    read: (track) => withJson(track.tracksEventName, track.tracksEventProp, 'tracksEventProp'),
  }),
  collector<CustomEvent>({
    action: 'wp_statistics_custom_event', nonceAction: 'wp_statistics_custom_event', nonceField: 'nonce', schema: CUSTOM_EVENT, collector: 'statistics',
    read: (event) => withJson(event.event_name, event.event_data, 'event_data'),
  }),
  collector<LinkEvent>({
    action: 'wp_statistics_event', nonceAction: 'wp_statistics_event', nonceField: 'nonce', schema: LINK_EVENT, collector: 'statistics',
    read: (event) => ({ ok: true, name: event.en, payload: event }),
  }),
];

/** Refused input, in admin-ajax's JSON error shape (wp_send_json_error) with a 400. */
function ajaxRefusal(ctx: RequestContext, message: string): unknown {
  void ctx.reply.code(400);
  return { success: false, data: message };
}

const refererOf = (req: FastifyRequest): string => String(req.headers.referer ?? '').slice(0, MAX_TEXT);

/** admin-ajax actions: platform_tracks, wp_statistics_custom_event, wp_statistics_event; and WP Statistics' REST hit and online routes. */
export function registerTrackingEndpoints(r: EndpointRegistry): void {
  for (const { action, nonceAction, nonceField, schema, collector: into, read } of AJAX_COLLECTORS) {
    r.registerAjaxAction<never>(action, {
      nonceAction,
      nonceField,
      schema,
      invalid: (ctx, problems) => ajaxRefusal(ctx, problemsText(problems)),
      handler: (ctx, data) => {
        const event = read(data);
        if (!event.ok) return ajaxRefusal(ctx, event.message);
        recordEvent(ctx.shop.db, { collector: into, name: event.name, payload: event.payload, page: refererOf(ctx.req), sessionId: ctx.session.id });
        return { success: true, data: null };
      },
    });
  }

  const refused = (message: string): StoreResponse => ({ status: 400, body: { status: false, message } });
  for (const endpoint of ['hit', 'online'] as const) {
    r.registerRestRoute<StatisticsHit>('POST', `${STATISTICS_ROUTE}/${endpoint}`, {
      body: STATISTICS_HIT,
      invalid: (_ctx, problems) => refused(problemsText(problems)),
      handler: (ctx, hit) => {
        const checked = checkStatisticsHit(ctx.shop, hit);
        if (!checked.ok) return refused(checked.message);
        recordEvent(ctx.shop.db, { collector: 'statistics', name: endpoint, payload: checked.payload, page: String(checked.payload.page_uri), sessionId: ctx.session.id });
        return { body: { status: true, message: endpoint === 'hit' ? 'Visitor Hit was recorded successfully.' : 'User is online, the data is updated successfully.' } };
      },
    });
  }
}

/** The gtag.js and WP Consent API stand-ins, and the GA4 collector they post to. */
export function registerTrackingStandIns(app: FastifyInstance, shop: ShopContext, sessionOf: (req: FastifyRequest) => RequestContext['session']): void {
  const scripts = createBundleCache({ gtag: join(BROWSER, 'gtag.ts'), 'wp-consent-api': join(BROWSER, 'wp-consent-api.ts') });
  for (const [url, name] of [['/shop/demo/gtag/js', 'gtag'], ['/shop/demo/wp-consent-api.js', 'wp-consent-api']] as const) {
    app.get(url, async (_req, reply) => reply.type('text/javascript; charset=UTF-8').header('Cache-Control', 'no-cache').send(await scripts(name)));
  }

  app.post(GA4_COLLECT_PATH, { schema: { body: ga4HitSchema(MEASUREMENT_ID) }, attachValidation: true, bodyLimit: 2 * MAX_JSON_FIELD }, async (req, reply) => {
    if (req.validationError) return reply.code(400).send({ error: problemsText(inputProblems(req.validationError.validation)) });
    const hit = req.body as Ga4Hit;
    recordEvent(shop.db, { collector: 'ga4', name: hit.name, payload: { ...hit.params, consent: hit.consent }, page: hit.page, sessionId: sessionOf(req).id });
    return reply.code(204).send();
  });
}
