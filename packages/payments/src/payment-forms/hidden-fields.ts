/**
 * The fields the gateway's PHP reads from the submitted form (SPEC 3.13), by the names it reads them under
 * (`wc-{gateway}-payment-method` …). They go with the order as the payment setup's data.
 */

export const paymentMethodField = (gatewayId: string): string => `wc-${gatewayId}-payment-method`;
export const setupIntentField = (gatewayId: string): string => `wc-${gatewayId}-setup-intent`;
export const PAYMENT_INTENT_FIELD = 'wc_payment_intent_id';
/** The type chosen, for the gateway (printed empty by the gateway in the card's box). */
export const SELECTED_TYPE_FIELD = 'wc_stripe_selected_upe_payment_type';

export interface HiddenFieldsInput {
  readonly gatewayId: string;
  readonly type: string;
  readonly paymentMethodId: string;
  /** The intent made when the form loaded, for a method that cannot defer it. */
  readonly intentId: string | null;
}

/**
 * The fields a new payment method is submitted with. The gateway's own form fields (the save checkbox, 'update
 * all subscriptions', a saved token's radio) go with the form as they are.
 */
export function newMethodFields({ gatewayId, type, paymentMethodId, intentId }: HiddenFieldsInput): Record<string, string> {
  return {
    [paymentMethodField(gatewayId)]: paymentMethodId,
    [SELECTED_TYPE_FIELD]: type,
    ...(intentId ? { [PAYMENT_INTENT_FIELD]: intentId } : {}),
  };
}
