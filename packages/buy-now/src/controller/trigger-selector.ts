/**
 * The one check the entry makes for link and attach triggers (SPEC 2.7): whether the page has candidates, links to
 * the payment box and `asp-attach-product-{id}` elements. Only then is the trigger chunk (trigger.ts) fetched; its
 * matchers (triggers.ts) decide which candidates are triggers.
 */

export const SHOW_PP_MARKER = 'asp_action=show_pp&product_id=';
export const ATTACH_CLASS_PREFIX = 'asp-attach-product-';

/** CSS selector for the candidates; matchTriggerLink / matchAttachClass decide. */
export function triggerSelector(ppSlug: string): string {
  return `a[href*="${SHOW_PP_MARKER}"],${ppSlug ? `a[href*="${ppSlug.replace(/["\\]/g, '')}"],` : ''}[class*="${ATTACH_CLASS_PREFIX}"]`;
}
