import type { PaymentIntent, PaymentMethod, SetupIntent } from '@stripe/stripe-js';
import type { StripeApiError } from './errors.ts';
import type { CardBehaviour } from './test-cards.ts';

/** Outcome of a provider call: the Stripe object, or the Stripe error the API would answer with. */
export type StripeResult<T> = { ok: true; value: T } | { ok: false; error: StripeApiError };

export type Metadata = Record<string, string>;

/** A PaymentIntent as the server-side API returns it (the browser-visible shape plus server-only fields). */
export interface ProviderPaymentIntent extends PaymentIntent {
  payment_method: string | null;
  next_action: ProviderNextAction | null;
  metadata: Metadata;
  amount_received: number;
  latest_charge: string | null;
}

export interface ProviderSetupIntent extends SetupIntent {
  payment_method: string | null;
  next_action: ProviderNextAction | null;
  metadata: Metadata;
}

export type ProviderPaymentMethod = PaymentMethod;

/** What a payment method does when used: card test-number behaviour or the flow of its method type. */
export type MethodBehaviour =
  | CardBehaviour
  | 'redirect'
  | 'voucher'
  | 'wallet'
  | 'processing';

export function ok<T>(value: T): StripeResult<T> {
  return { ok: true, value };
}

export function err<T>(error: StripeApiError): StripeResult<T> {
  return { ok: false, error };
}

export function now(): number {
  return Math.floor(Date.now() / 1000);
}

export interface VoucherDetails {
  number: string;
  expires_at: number;
  hosted_voucher_url: string;
}

/** `next_action` with the method-specific members Stripe returns besides redirect_to_url and use_stripe_sdk. */
export type ProviderNextAction = PaymentIntent.NextAction & {
  boleto_display_details?: VoucherDetails & { pdf: string };
  multibanco_display_details?: { entity: string; reference: string; expires_at: number; hosted_voucher_url: string };
  oxxo_display_details?: VoucherDetails;
  cashapp_handle_redirect_or_display_qr_code?: {
    hosted_instructions_url: string;
    mobile_auth_url: string;
    qr_code: { expires_at: number; image_url_png: string; image_url_svg: string };
  };
};
