import type { GtagSetup } from '../../tracking/page-tracking.ts';
import { html, scriptJson, type SafeHtml } from '../html.ts';

/**
 * What the tracking plugins print in `<head>` (wp_head): the WP Consent API's script, gtag.js, and GA4
 * for WooCommerce's inline snippet (Consent Mode defaults, then the config), as its
 * `woocommerce-google-analytics-integration-gtag-js-after` script reads.
 */
export function trackingHead(gtag: GtagSetup, scriptNonce: string): SafeHtml {
  return html`<script src="${gtag.consentApiScript}" id="wp-consent-api-js"></script>
<script async src="${gtag.gtagScript}" id="google-tag-manager-js"></script>
<script nonce="${scriptNonce}" id="woocommerce-google-analytics-integration-gtag-js-after">
window.dataLayer = window.dataLayer || [];
function gtag(){dataLayer.push(arguments);}
for (const mode of ${scriptJson(gtag.consentDefaults)} || []) { gtag("consent", "default", { "wait_for_update": 500, ...mode }); }
gtag("js", new Date());
gtag("set", "developer_id.dOGY3NW", true);
gtag("config", ${scriptJson(gtag.measurementId)}, ${scriptJson(gtag.config)});
</script>`;
}
