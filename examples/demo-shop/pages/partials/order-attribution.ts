import { attributionOf, originLabel } from '../../tracking/order-attribution.ts';
import { html, type SafeHtml } from '../html.ts';

/** The order attribution details WooCommerce's order screen shows, in its order and words. */
const ATTRIBUTION_LABELS: ReadonlyArray<readonly [string, string]> = [
  ['source_type', 'Source type'], ['utm_campaign', 'Campaign'], ['utm_source', 'Source'], ['utm_medium', 'Medium'],
  ['utm_source_platform', 'Source platform'], ['utm_creative_format', 'Creative format'], ['utm_marketing_tactic', 'Marketing tactic'],
  ['utm_content', 'Content'], ['utm_term', 'Term'], ['utm_id', 'ID'], ['device_type', 'Device type'], ['session_pages', 'Session page views'],
];

/** The order-received page's 'Order attribution' section, as WooCommerce's order screen shows it. */
export function orderAttributionSection(meta: Readonly<Record<string, unknown>>): SafeHtml {
  const values = attributionOf(meta);
  const details = ATTRIBUTION_LABELS.filter(([field]) => values[field] !== undefined);
  return html`<section class="woocommerce-order-attribution" aria-labelledby="order-attribution-title"><h2 id="order-attribution-title">Order attribution</h2>
${values.source_type === undefined
    ? html`<p>No attribution was recorded for this order (tracking was not allowed).</p>`
    : html`<dl class="order-attribution"><dt>Origin</dt><dd class="order-attribution-origin">${originLabel(values.source_type, values.utm_source)}</dd>${details.map(([field, label]) => html`<dt>${label}</dt><dd class="order-attribution-${field}">${values[field]}</dd>`)}</dl>`}
</section>`;
}
