/**
 * What the tracking plugins print on a storefront page, modelled as data: GA4 for WooCommerce's gtag
 * set-up (consent defaults, config) and `ga4w` data, WooCommerce's `wc_order_attribution`, WP
 * Statistics' tracker objects, the payment provider's queued tracks, and the WP Consent API. The page
 * code prints them (pages/partials/tracking-head.ts). The gtag.js and consent API scripts are the
 * demo's stand-ins (tracking/browser/), so everything stays on this shop.
 */
import { loadCart } from '../domain/cart.ts';
import type { ProductRow } from '../domain/catalogue.ts';
import type { OrderRow } from '../domain/orders.ts';
import { currencyOf } from '../domain/shop-settings.ts';
import { REST_API_BASE } from '../endpoints/registry.ts';
import type { RequestContext } from '../shop-context.ts';
import { ENABLED_EVENTS, formattedCart, formattedOrder, formattedProduct, markOrderTracked, MEASUREMENT_ID, takeAddedToCart } from './ga4-data.ts';
import { STATISTICS_ROUTE } from './collectors.ts';
import { ATTRIBUTION_FIELDS, FIELD_PREFIX } from './order-attribution.ts';

/** What a page shows, for the trackers: the WooCommerce hooks that would run while rendering it. */
export interface PageTracking {
  /** A product loop: its products and the list's name ('Shop', 'Category: Hoodies', 'Search Results', 'Product List'). */
  readonly list?: { readonly products: readonly ProductRow[]; readonly name: string };
  /** The single product page's product. */
  readonly product?: ProductRow;
  /** The classic checkout form is shown. */
  readonly checkout?: boolean;
  /** The order-received page's order (its key checked). */
  readonly order?: OrderRow;
  /** A product search results page. */
  readonly search?: boolean;
}

export const CONSENT_COOKIE_PREFIX = 'wp_consent';
export const STATISTICS_ENDPOINT = `${REST_API_BASE}/${STATISTICS_ROUTE}`;
export const ADMIN_AJAX = '/shop/wp-admin/admin-ajax.php';
/** Consent Mode v2 defaults of GA4 for WooCommerce: denied in the EEA, the UK and Switzerland. */
const CONSENT_REGIONS = ['AT', 'BE', 'BG', 'HR', 'CY', 'CZ', 'DK', 'EE', 'FI', 'FR', 'DE', 'GR', 'HU', 'IS', 'IE', 'IT', 'LV', 'LI', 'LT', 'LU', 'MT', 'NL', 'NO', 'PL', 'PT', 'RO', 'SK', 'SI', 'ES', 'SE', 'GB', 'CH'];
const DOWNLOAD_EXTENSIONS = ['pdf', 'zip', 'rar', 'doc', 'docx', 'xls', 'xlsx', 'csv', 'mp3', 'mp4'];

/** The visitor's WP Consent API choice for a category, read as the API's 'optout' consent type does. */
export function consentAllows(ctx: RequestContext, category: string): boolean {
  return ctx.req.cookies[`${CONSENT_COOKIE_PREFIX}_${category}`] !== 'deny';
}

function ga4Data(ctx: RequestContext, page: PageTracking): Record<string, unknown> {
  const db = ctx.shop.db;
  const data: Record<string, unknown> = { cart: formattedCart(db, loadCart(db, ctx.session.id)) };
  const events: string[] = [];
  const added = takeAddedToCart(db, ctx.session.id);
  if (added) {
    data.added_to_cart = added;
    events.push('add_to_cart');
  }
  if (page.product) data.product = formattedProduct(db, page.product);
  data.list_name = page.list?.name ?? 'Product List';
  if (page.list?.products.length) {
    data.products = page.list.products.map((p) => formattedProduct(db, p));
    events.push('view_item_list');
  }
  if (page.product) events.push('view_item');
  if (page.search) events.push('search');
  if (page.checkout) events.push('begin_checkout');
  if (page.order && markOrderTracked(db, page.order.id)) {
    data.order = formattedOrder(db, page.order);
    events.push('purchase');
  }
  data.events = events;
  return data;
}

/** What GA4 for WooCommerce's gtag snippet sets up, and where the page loads gtag.js and the WP Consent API from. */
export interface GtagSetup {
  readonly gtagScript: string;
  readonly consentApiScript: string;
  readonly measurementId: string;
  /** `gtag('consent', 'default', …)` per region group (Consent Mode v2). */
  readonly consentDefaults: readonly Record<string, unknown>[];
  /** `gtag('config', measurementId, config)`. */
  readonly config: Record<string, unknown>;
}

const GTAG_SETUP: GtagSetup = {
  gtagScript: `/shop/demo/gtag/js?id=${MEASUREMENT_ID}`,
  consentApiScript: '/shop/demo/wp-consent-api.js',
  measurementId: MEASUREMENT_ID,
  consentDefaults: [{ analytics_storage: 'denied', ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', region: CONSENT_REGIONS }],
  config: { track_404: false, allow_google_signals: true, logged_in: false, linker: { domains: [], allow_incoming: false }, custom_map: { dimension1: 'logged_in' } },
};

/** The globals a page with the tracking widget gets, and the gtag set-up its `<head>` prints. */
export function trackingForPage(ctx: RequestContext, page: PageTracking): { settings: Record<string, unknown>; gtag: GtagSetup } {
  const nonce = (action: string, session = ctx.session.id): string => ctx.shop.nonces.createNonce(session, action);
  const sourceType = page.product ? 'product' : page.search ? 'search' : page.list ? 'archive' : 'page';
  const sourceId = String(page.product?.id ?? 0);
  const hitParams = { wp_statistics_hit: '1', source_type: sourceType, source_id: sourceId, search_query: '', signature: nonce(`wp_statistics_hit|${sourceType}|${sourceId}`, '') };
  const currency = currencyOf(ctx.shop.db);
  const settings: Record<string, unknown> = {
    ga4w: {
      data: ga4Data(ctx, page),
      settings: {
        tracker_function_name: 'gtag',
        events: ENABLED_EVENTS,
        identifier: 'product_sku',
        currency: { decimalSeparator: currency.decimalSeparator, thousandSeparator: currency.thousandSeparator, precision: currency.minorUnit },
      },
    },
    wc_order_attribution: {
      params: { lifetime: 1e-5, session: 30, base64: false, ajaxurl: ADMIN_AJAX, prefix: FIELD_PREFIX, allowTracking: consentAllows(ctx, 'marketing'), consentCategory: 'marketing' },
      fields: ATTRIBUTION_FIELDS,
    },
    WP_Statistics_Tracker_Object: {
      requestUrl: STATISTICS_ENDPOINT,
      ajaxUrl: ADMIN_AJAX,
      hitParams: { ...hitParams, endpoint: 'hit' },
      onlineParams: { ...hitParams, endpoint: 'online' },
      option: { dntEnabled: '', bypassAdBlockers: '', consentLevel: 'statistics', isWpConsentApiActive: true, trackAnonymously: false, isPreview: false, userOnline: true },
      jsCheckTime: '60000',
      isLegacyEventLoaded: '',
      customEventAjaxUrl: `${ADMIN_AJAX}?action=wp_statistics_custom_event&nonce=${nonce('wp_statistics_custom_event')}`,
    },
    WP_Statistics_DataPlus_Event_Object: {
      eventAjaxUrl: `${ADMIN_AJAX}?action=wp_statistics_event&nonce=${nonce('wp_statistics_event')}`,
      fileExtensions: DOWNLOAD_EXTENSIONS,
      options: { downloadTracker: true, linkTracker: true },
    },
  };
  if (page.product) {
    settings.wc_woopayments_frontend_tracks_params = {
      ajaxUrl: ADMIN_AJAX,
      nonce: nonce('platform_tracks_nonce'),
      events: [{ event: 'product_page_view', properties: { theme_type: 'short_code', record_event_data: { is_admin_event: false, track_on_all_stores: true } } }],
    };
  }
  return { settings, gtag: GTAG_SETUP };
}
