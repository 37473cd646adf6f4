/**
 * The event viewer `/shop/debug/events`: what the demo's tracking collectors received, newest first,
 * with the visitor's consent controls (WP Consent API cookies).
 */
import { formatPrice, toMinorUnits } from '@shop-islands/core/money';
import { SHOP_CURRENCIES } from '../domain/money.ts';
import { CONSENT_FORM, type ConsentForm } from '../input/tracking-fields.ts';
import type { InputProblem } from '../input/schema-errors.ts';
import type { FormFields } from '../input/form-fields.ts';
import type { RequestContext } from '../shop-context.ts';
import { COLLECTORS, listEvents, type Collector, type TrackedEvent } from '../tracking/events-store.ts';
import { consentAllows, CONSENT_COOKIE_PREFIX } from '../tracking/page-tracking.ts';
import { html, type SafeHtml } from './html.ts';
import { noticesHtml, type Notice } from './partials/notices.ts';
import { page, redirect, type PageRegistry, type PageResult } from './registry.ts';
import { commonSettings } from './settings.ts';

export const EVENTS_PAGE = '/shop/debug/events';
const SHOWN = 200;
const CONSENT_CATEGORIES = ['statistics', 'marketing'] as const;
const COLLECTOR_LABELS: Record<Collector, string> = { ga4: 'GA4', statistics: 'Visitor statistics', 'order-attribution': 'Order attribution', provider: 'Provider tracks' };
/** A GA4 value (major units) as the shop prints money, '£45.00', when its currency is one the shop knows. */
function moneyText(value: unknown, code: unknown): string {
  const currency = SHOP_CURRENCIES[String(code) as keyof typeof SHOP_CURRENCIES];
  return typeof value === 'number' && currency ? formatPrice(toMinorUnits(value, currency.minorUnit), currency) : `${String(value)} ${String(code ?? '')}`.trim();
}

/** The payload's main facts in a line: 'value £45.00 · 1 item', 'page /shop/', 'Source: News' … */
function summary(event: TrackedEvent): string {
  const p = event.payload;
  const items = Array.isArray(p.items) ? `${p.items.length} ${p.items.length === 1 ? 'item' : 'items'}` : '';
  const facts = [
    p.value !== undefined ? `value ${moneyText(p.value, p.currency)}` : '',
    items,
    typeof p.origin === 'string' ? p.origin : '',
    typeof p.page_uri === 'string' ? `page ${p.page_uri}` : '',
    typeof p.tu === 'string' ? `link ${p.tu}` : '',
    typeof p.content_id === 'string' || typeof p.content_id === 'number' ? `product ${String(p.content_id)}` : '',
  ];
  return facts.filter(Boolean).join(' · ');
}

function eventRow(event: TrackedEvent): SafeHtml {
  return html`<tr><td data-title="Received"><time datetime="${event.receivedAt.replace(' ', 'T')}Z">${event.receivedAt.slice(11, 23)}</time></td>
<td data-title="Collector">${COLLECTOR_LABELS[event.collector]}</td><td data-title="Event"><code>${event.name}</code></td>
<td data-title="Details">${summary(event)}<details><summary>Payload</summary><pre>${JSON.stringify(event.payload, null, 2)}</pre></details></td>
<td data-title="Page">${event.page}</td></tr>`;
}

function consentControls(ctx: RequestContext): SafeHtml {
  const state = (category: string): string => (consentAllows(ctx, category) ? 'allowed' : 'refused');
  return html`<section class="tracking-consent" aria-labelledby="tracking-consent-title"><h2 id="tracking-consent-title">Your tracking consent</h2>
<p>Through the WP Consent API: statistics are <strong>${state('statistics')}</strong>; marketing (order attribution, GA4 ads signals) is <strong>${state('marketing')}</strong>.</p>
<form method="post" action="${EVENTS_PAGE}"><input type="hidden" name="_wpnonce" value="${ctx.shop.nonces.createNonce(ctx.session.id, 'tracking_consent')}">
<button type="submit" class="button" name="consent" value="deny">Refuse tracking</button> <button type="submit" class="button" name="consent" value="allow">Allow tracking</button></form></section>`;
}

function eventsPage(ctx: RequestContext, query: FormFields, notices: Notice[] = [], status?: number): PageResult {
  const collector = COLLECTORS.find((c) => c === query.collector);
  const events = listEvents(ctx.shop.db, { collector, limit: SHOWN });
  const filter = (value: Collector | undefined, label: string): SafeHtml =>
    html`<li><a href="${value ? `${EVENTS_PAGE}?collector=${value}` : EVENTS_PAGE}"${value === collector ? html` aria-current="page"` : ''}>${label}</a></li>`;
  const content = html`<article class="page type-page"><header class="entry-header"><h1 class="entry-title">Tracking events</h1></header><div class="entry-content">
${noticesHtml(notices)}<p>What this shop's collectors received, newest first: GA4 e-commerce events from the pages' gtag, visitor statistics, the attribution stored on orders and the payment provider's tracks.</p>
<nav class="tracking-collectors" aria-label="Collectors"><ul>${filter(undefined, 'All')}${COLLECTORS.map((c) => filter(c, COLLECTOR_LABELS[c]))}</ul></nav>
${consentControls(ctx)}
${events.length === 0
    ? html`<p class="woocommerce-info" role="status">No events yet. Browse the shop, then come back.</p>`
    : html`<table class="shop_table shop_table_responsive tracking-events"><caption>The latest ${events.length} ${events.length === 1 ? 'event' : 'events'}${collector ? ` (${COLLECTOR_LABELS[collector]})` : ''}</caption>
<thead><tr><th scope="col">Received (UTC)</th><th scope="col">Collector</th><th scope="col">Event</th><th scope="col">Details</th><th scope="col">Page</th></tr></thead>
<tbody>${events.map(eventRow)}</tbody></table>`}
</div></article>`;
  return page({ title: 'Tracking events', bodyClass: 'page tracking-events-page', content, status, widgets: ['storefront'], hostScripts: ['jquery', 'wp-i18n'], settings: commonSettings() });
}

/** The consent form's refusals: what was wrong, and nothing changed. */
const invalidConsentForm = (ctx: RequestContext, problems: InputProblem[]): PageResult =>
  eventsPage(ctx, {}, problems.map((p) => ({ type: 'error', message: p.param === 'consent' ? 'Choose to allow or to refuse tracking.' : p.message })), 400);

export function registerTrackingPages(r: PageRegistry): void {
  r.registerPage('GET', EVENTS_PAGE, (ctx, { query }) => eventsPage(ctx, query));
  r.registerForm<ConsentForm>(EVENTS_PAGE, { body: CONSENT_FORM, invalid: invalidConsentForm }, (ctx, { body }) => {
    if (!ctx.shop.nonces.verifyNonce(ctx.session.id, 'tracking_consent', body._wpnonce)) {
      return eventsPage(ctx, {}, [{ type: 'error', message: 'Your session has expired. Please try again.' }], 403);
    }
    for (const category of CONSENT_CATEGORIES) {
      void ctx.reply.setCookie(`${CONSENT_COOKIE_PREFIX}_${category}`, body.consent, { path: '/', maxAge: 30 * 86_400, sameSite: 'lax' });
    }
    return redirect(EVENTS_PAGE);
  });
}
