/**
 * Per-box settings (SPEC 3.2), read from the `.aws-container` data-* attributes with Advanced Woo
 * Search's defaults, and the shared labels from `aws_vars`.
 */
import { __ } from '@wordpress/i18n';
import { TEXT_DOMAIN } from '@shop-islands/core';

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
  /** Who answers: 'store-api' (WooCommerce's Store API products route, printed where AWS is not active), else AWS's `aws_action`. */
  readonly source: string;
}

/** AWS's yes spellings come first (an index past them is a no), as WordPress prints flags. */
const FLAG_WORDS = ['1', 'true', 'yes', 'on', '', '0', 'false', 'no', 'off'];

/**
 * Reads a box's settings; throws an Error naming the attribute when one is malformed, data-url is
 * missing or data-url is on another origin (what shoppers type is never sent to another site, whoever planted
 * the box: an author without `unfiltered_html` can print AWS's markup in a post). A reader of its own: core's
 * generic field checks would weigh more than the fourteen attributes they read.
 */
export function readBoxSettings(container: Element): BoxSettings {
  const doc = container.ownerDocument;
  // Worded as core's SettingsError words a bad setting (its class alone would outweigh this reader's checks).
  const fail = (key: string, expected: string, value: string | null): never => {
    const where = `<${container.tagName.toLowerCase()}${container.id ? `#${container.id}` : ''}>.${key}`;
    throw new Error(`Invalid setting ${where}: expected ${expected}, got ${value === null ? 'nothing' : JSON.stringify(value)}`);
  };
  const get = (key: string): string | null => container.getAttribute(`data-${key}`);
  const str = (key: string, fallback = ''): string => get(key) ?? fallback;
  const flag = (key: string, fallback: boolean): boolean => {
    const value = get(key);
    const index = value === null ? (fallback ? 0 : 5) : FLAG_WORDS.indexOf(value.trim().toLowerCase());
    return index < 0 ? fail(key, 'a yes/no flag', value) : index < 4;
  };
  const num = (key: string, fallback: number): number => {
    const value = get(key);
    const number = value === null ? fallback : Number(value.trim() || NaN);
    return isFinite(number) ? number : fail(key, 'a number', value);
  };
  const url = get('url') ?? fail('url', 'text', null);
  const origin = new URL(doc.URL).origin;
  let target = '';
  try {
    target = new URL(url, doc.baseURI).origin;
  } catch {
    // not an address: refused below
  }
  if (target !== origin) fail('url', `an address on this site, ${origin}`, url);
  return {
    url,
    siteUrl: str('siteurl'),
    lang: str('lang'),
    minChars: num('min-chars', 1),
    showLoader: flag('show-loader', true),
    showMore: flag('show-more', true),
    ajaxSearch: flag('ajax-search', true),
    showPage: flag('show-page', true),
    showClear: flag('show-clear', false),
    mobileScreen: flag('mobile-screen', false),
    useAnalytics: flag('use-analytics', false),
    searchTimeout: num('timeout', 300),
    pageId: str('page-id', '0'),
    tax: str('tax'),
    searchLogic: str('search-logic'),
    source: str('source'),
  };
}

export interface SearchLabels {
  readonly sale: string;
  readonly sku: string;
  readonly showMore: string;
  readonly noResults: string;
}

/** The drop-down labels: the site's `aws_vars` texts when printed (text only; anything else is ignored), else ours (SPEC 9.1), translatable. */
export function readLabels(scope: object = window): SearchLabels {
  const vars = (scope as { aws_vars?: Record<string, unknown> }).aws_vars;
  const label = (key: string, fallback: string): string => {
    const value = vars?.[key];
    return (typeof value === 'string' && value) || fallback;
  };
  return {
    sale: label('sale', __('Sale!', TEXT_DOMAIN)),
    sku: label('sku', __('SKU: ', TEXT_DOMAIN)),
    showMore: label('showmore', __('View all results', TEXT_DOMAIN)),
    noResults: label('noresults', __('Nothing found', TEXT_DOMAIN)),
  };
}
