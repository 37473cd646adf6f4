/**
 * The extension's own texts, in the spec's exact English (SPEC 5.4, 8.3), through `@wordpress/i18n` (the page's
 * `wp.i18n` in the bundles). Messages keyed by Stripe error code come from the gateway's settings instead.
 */
import { TEXT_DOMAIN } from '@shop-islands/core/i18n';
import { __, sprintf } from '@wordpress/i18n';

export { invalidWalletTypeText, unknownErrorText } from '@shop-islands/core/payment-messages';
export const paymentFailedText = (): string => __('Payment failed. Please try again.', TEXT_DOMAIN);
export const requiredFieldText = (field: string): string => sprintf(__('%s is a required field.', TEXT_DOMAIN), field);
export const blikInvalidText = (): string => __('BLIK Code is invalid', TEXT_DOMAIN);
export const loadErrorOnSubmitText = (): string => __('Invalid or missing payment details. Please ensure the provided payment method is correctly entered.', TEXT_DOMAIN);
export const failedToLoadText = (title: string): string => sprintf(__('Failed to load %s payment method. Please refresh the page and try again.', TEXT_DOMAIN), title);
export const voucherNoReturnText = (): string => __('There was a problem processing the payment. Please refresh the page to try again.', TEXT_DOMAIN);
export const genericPaymentErrorText = (): string => __('There was a problem processing the payment. Please check your email inbox and refresh the page to try again.', TEXT_DOMAIN);
export const cashAppNoticeText = (): string => __('Please note that, depending on your account and transaction history, Cash App Pay may reject your transaction due to its amount.', TEXT_DOMAIN);
