/**
 * The text domain every shopper-facing string is translated in. Call `__()` from
 * `@wordpress/i18n` with it: `__('Nothing found', TEXT_DOMAIN)`. In the browser bundles
 * `@wordpress/i18n` is the host page's `wp.i18n`, so the site's loaded translations apply.
 */
export const TEXT_DOMAIN = 'shop-islands';
