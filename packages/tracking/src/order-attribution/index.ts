/**
 * Order attribution: a drop-in for WooCommerce's order-attribution script and the sourcebuster
 * library it loads. Each page view updates the sbjs cookies (source, session, visits), then the
 * attribution fields are written into the checkout's `<wc-order-attribution-inputs>` and the block
 * checkout's extension data (that code loads only on pages with such a form). When tracking is not
 * allowed (the store's setting, or the visitor's WP Consent API choice for the 'marketing' category), the cookies are deleted and the fields are empty.
 *
 * It answers `getAttributionData()` and `setOrderTracking(allow)`, which the entry puts on
 * `window.wc_order_attribution` for other scripts, as WooCommerce's script does.
 */
import type { ConsentSource } from '../consent.ts';
import { warnOnFailure } from '../send.ts';
import { documentCookieJar } from './cookie-jar.ts';
import { attributionValues, readSbjsState, type AttributionValues } from './fields.ts';
import { ALL_SBJS_COOKIES } from './sbjs-cookies.ts';
import type { AttributionSettings } from './settings.ts';

/** The element WooCommerce prints in classic checkout and registration forms to hold the fields. */
export const INPUTS_ELEMENT = 'wc-order-attribution-inputs';

/** What other scripts may call, as on WooCommerce's `window.wc_order_attribution`. */
export interface AttributionApi {
  getAttributionData(): AttributionValues;
  setOrderTracking(allow: boolean): void;
}
import { visitWrites } from './visit.ts';

/** Starts with the settings the widget's entry read (this part loads on demand). */
export function startOrderAttribution(win: Window, { params, fields }: AttributionSettings, consent: ConsentSource): AttributionApi {
  const doc = win.document;
  const jar = documentCookieJar(doc, params.base64);
  let values: AttributionValues = attributionValues(fields, null);
  let counted = false;
  let write: ((values: AttributionValues) => void) | null = null;

  const setOrderTracking = (allow: boolean): void => {
    if (allow) {
      // A page view counts once, even when consent is given again.
      if (!counted) {
        const page = { href: win.location.href, query: win.location.search.slice(1), referrer: doc.referrer, hostname: win.location.hostname, userAgent: win.navigator.userAgent, now: new Date() };
        for (const { name, value, minutes } of visitWrites(jar.read, page, { lifetimeMonths: params.lifetime, sessionMinutes: params.session })) {
          jar.write(name, value, minutes);
        }
        counted = true;
      }
      values = attributionValues(fields, readSbjsState(jar.read));
    } else {
      ALL_SBJS_COOKIES.forEach(jar.remove);
      counted = false;
      values = attributionValues(fields, null);
    }
    write?.(values);
  };

  const api = consent.api();
  setOrderTracking(api ? api.allows(params.consentCategory) : params.allowTracking);
  consent.onChange((category, allowed) => {
    if (category === params.consentCategory) setOrderTracking(allowed);
  });
  consent.onTypeDefined(() => {
    const defined = consent.api();
    if (defined) setOrderTracking(defined.allows(params.consentCategory));
  });
  if (doc.querySelector(INPUTS_ELEMENT) || (win as unknown as { wp?: { data?: unknown } }).wp?.data) {
    // Form and block checkout code loads only on pages with such a form.
    warnOnFailure(
      import('./form-fields.ts').then(({ fieldWriter }) => {
        write = fieldWriter(win, INPUTS_ELEMENT, Object.keys(fields), params.prefix, () => values);
        write(values);
      }),
    );
  }
  return { getAttributionData: () => values, setOrderTracking };
}
