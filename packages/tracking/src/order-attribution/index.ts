/**
 * Order attribution: a drop-in for WooCommerce's order-attribution script and the sourcebuster
 * library it loads. Each page view updates the sbjs cookies (source, session, visits), then the
 * attribution fields are written into the checkout's `<wc-order-attribution-inputs>` and the block
 * checkout's extension data (that code loads only on pages with such a form). When tracking is not
 * allowed (the store's setting, or the visitor's WP Consent API choice for the 'marketing' category),
 * the cookies are deleted and the fields are empty.
 *
 * It answers `getAttributionData()` and `setOrderTracking(allow)`, which the entry puts on
 * `window.wc_order_attribution` for other scripts, as WooCommerce's script does.
 */
import type { ConsentSource } from '../consent.ts';
import { documentCookieJar } from './cookie-jar.ts';
import { attributionValues, type AttributionValues } from './fields.ts';
import { SBJS_CONTAINERS, sbjsCookie } from './sbjs-cookies.ts';
import type { AttributionSettings } from './settings.ts';
import { visitWrites } from './visit.ts';

/** The element WooCommerce prints in classic checkout and registration forms to hold the fields. */
export const INPUTS_ELEMENT = 'wc-order-attribution-inputs';
/** WooCommerce's checkout block, whose Store API checkout takes the fields as extension data. */
const CHECKOUT_BLOCK = '.wp-block-woocommerce-checkout';

/** What other scripts may call, as on WooCommerce's `window.wc_order_attribution`. */
export interface AttributionApi {
  getAttributionData(): AttributionValues;
  setOrderTracking(allow: boolean): void;
}

/** Starts with the settings the widget's entry read: counts this page view (when tracking is allowed) and follows consent. */
export function startOrderAttribution(win: Window, { params, fields }: AttributionSettings, consent: ConsentSource): AttributionApi {
  const { document: doc, location } = win;
  const jar = documentCookieJar(doc, params.base64);
  let values = attributionValues(fields, null);
  let counted = false;
  let write: ((values: AttributionValues) => void) | undefined;

  const setOrderTracking = (allow: boolean): void => {
    if (!allow) {
      for (const container of SBJS_CONTAINERS) jar.remove(sbjsCookie(container));
      counted = false;
    } else if (!counted) {
      // A page view counts once, even when consent is given again.
      const page = { href: location.href, query: location.search.slice(1), referrer: doc.referrer, hostname: location.hostname, userAgent: win.navigator.userAgent, now: new Date() };
      for (const { name, value, minutes } of visitWrites(jar.read, page, { lifetimeMonths: params.lifetime, sessionMinutes: params.session })) jar.write(name, value, minutes);
      counted = true;
    }
    values = attributionValues(fields, allow ? jar.read : null);
    write?.(values);
  };
  const follow = (): void => {
    const api = consent.api();
    setOrderTracking(api ? api.allows(params.consentCategory) : params.allowTracking);
  };

  follow();
  consent.onChange((category, allowed) => {
    if (category === params.consentCategory) setOrderTracking(allowed);
  });
  consent.onTypeDefined(follow);
  if (doc.querySelector(`${INPUTS_ELEMENT}, ${CHECKOUT_BLOCK}`)) {
    // Form and block checkout code loads only on pages with such a form (not wherever wp.data is: product pages have it).
    import('./form-fields.ts').then(
      ({ fieldWriter }) => {
        write = fieldWriter(win, INPUTS_ELEMENT, Object.keys(fields), params.prefix, () => values);
        write(values);
      },
      (error: unknown) => console.warn('[shop-islands] tracking: the attribution fields could not load', error),
    );
  }
  return { getAttributionData: () => values, setOrderTracking };
}
