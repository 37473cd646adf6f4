/**
 * Shopper-facing texts of the checkout controllers, in WooCommerce's exact English (SPEC 5.3, 5.4),
 * translated through `@wordpress/i18n` (the page's `wp.i18n` in the bundles). Texts WooCommerce prints
 * into settings (`i18n_checkout_error`, `i18n_optional_text`, the select messages) come from there.
 */
import { TEXT_DOMAIN } from '@shop-islands/core/i18n';
import { __, sprintf } from '@wordpress/i18n';

/** '%s is a required field.' with the field's label. */
export const requiredFieldText = (label: string): string => sprintf(__('%s is a required field.', TEXT_DOMAIN), label);

export const invalidEmailText = (label: string): string => sprintf(__('%s is not a valid email address.', TEXT_DOMAIN), label);

export const invalidPhoneText = (label: string): string => sprintf(__('%s is not a valid phone number.', TEXT_DOMAIN), label);

