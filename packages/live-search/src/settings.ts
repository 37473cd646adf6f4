/**
 * Per-box settings (SPEC 3.2), read from the `.aws-container` data-* attributes with Advanced Woo
 * Search's defaults, and the shared labels from `aws_vars`.
 */
import { __ } from '@wordpress/i18n';
import { flag, numeric, optional, readDataAttributes, readOptionalGlobalSettings, SettingsError, shape, text, TEXT_DOMAIN, type Reader } from '@shop-islands/core';

/** Named as AWS names its per-box options, since they travel in event details (`detail.data`). */
export interface BoxSettings {
  readonly url: string;
  readonly siteUrl: string;
  readonly lang: string;
  readonly minChars: number;
  readonly showLoader: boolean;
  readonly showMore: boolean;
  readonly ajaxSearch: boolean;
  readonly showPage: boolean;
  readonly showClear: boolean;
  readonly mobileScreen: boolean;
  readonly useAnalytics: boolean;
  readonly searchTimeout: number;
  readonly pageId: string;
  readonly tax: string;
  /**
   * How the back end combines the words of a term: 'and', 'or', or '' when the page does not say.
   * AWS never prints it (its search logic is a server-side option, OR unless AWS Pro is set to AND);
   * a site whose back end ANDs says so with `data-search-logic="and"`.
   */
  readonly searchLogic: string;
}

interface BoxAttributes {
  url: string;
  siteurl: string;
  lang: string;
  'min-chars': number;
  'show-loader': boolean;
  'show-more': boolean;
  'ajax-search': boolean;
  'show-page': boolean;
  'show-clear': boolean;
  'mobile-screen': boolean;
  'use-analytics': boolean;
  timeout: number;
  'page-id': string;
  tax: string;
  'search-logic': string;
}

/**
 * The search address, read only on the page's own origin: what shoppers type is never sent to another site,
 * whoever planted the box (an author without `unfiltered_html` can print AWS's markup in a post). Checked
 * here rather than with core's origin helpers, which would make a chunk of their own on a search's first load.
 */
const sameOriginUrl =
  (doc: Document): Reader<string> =>
  (value, path) => {
    const url = text(value, path);
    const origin = new URL(doc.URL).origin;
    let target = '';
    try {
      target = new URL(url, doc.baseURI).origin;
    } catch {
      // not an address: refused below
    }
    if (target !== origin) throw new SettingsError(path, `an address on this site, ${origin}`, url);
    return url;
  };

/**
 * Reads a box's settings; throws SettingsError naming the attribute when one is malformed, data-url is
 * missing or data-url is on another origin.
 */
export function readBoxSettings(container: Element): BoxSettings {
  const raw = readDataAttributes<BoxAttributes>(container, {
    url: sameOriginUrl(container.ownerDocument),
    siteurl: optional(text, ''),
    lang: optional(text, ''),
    'min-chars': optional(numeric, 1),
    'show-loader': optional(flag, true),
    'show-more': optional(flag, true),
    'ajax-search': optional(flag, true),
    'show-page': optional(flag, true),
    'show-clear': optional(flag, false),
    'mobile-screen': optional(flag, false),
    'use-analytics': optional(flag, false),
    timeout: optional(numeric, 300),
    'page-id': optional(text, '0'),
    tax: optional(text, ''),
    'search-logic': optional(text, ''),
  });
  return {
    url: raw.url,
    siteUrl: raw.siteurl,
    lang: raw.lang,
    minChars: raw['min-chars'],
    showLoader: raw['show-loader'],
    showMore: raw['show-more'],
    ajaxSearch: raw['ajax-search'],
    showPage: raw['show-page'],
    showClear: raw['show-clear'],
    mobileScreen: raw['mobile-screen'],
    useAnalytics: raw['use-analytics'],
    searchTimeout: raw.timeout,
    pageId: raw['page-id'],
    tax: raw.tax,
    searchLogic: raw['search-logic'],
  };
}

export interface SearchLabels {
  readonly sale: string;
  readonly sku: string;
  readonly showMore: string;
  readonly noResults: string;
}

interface AwsVars {
  sale: string;
  sku: string;
  showmore: string;
  noresults: string;
}

/** The drop-down labels: the site's `aws_vars` texts when printed, else ours (SPEC 9.1), translatable. */
export function readLabels(scope: object = window): SearchLabels {
  const vars = readOptionalGlobalSettings<AwsVars>(
    'aws_vars',
    shape({ sale: optional(text, ''), sku: optional(text, ''), showmore: optional(text, ''), noresults: optional(text, '') }),
    scope,
  );
  return {
    sale: vars?.sale || __('Sale!', TEXT_DOMAIN),
    sku: vars?.sku || __('SKU: ', TEXT_DOMAIN),
    showMore: vars?.showmore || __('View all results', TEXT_DOMAIN),
    noResults: vars?.noresults || __('Nothing found', TEXT_DOMAIN),
  };
}
