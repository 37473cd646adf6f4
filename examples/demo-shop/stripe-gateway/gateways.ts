/**
 * The Stripe gateway's checkout methods (WC_Stripe_UPE_Payment_Gateway for the card, WC_Stripe_UPE_Payment_Method_*
 * for the others, `stripe_{type}`): each offered where its currency and limits allow, its payment box carrying
 * the gateway's UPE form (pages/partials/stripe-payment-fields.ts), its payment taken by payment.ts.
 */
import type { Gateway } from '../domain/gateways.ts';
import { availableFor, gatewayIdOf, STRIPE_METHODS } from './methods.ts';
import { processStripePayment, type GatewayShop } from './payment.ts';

export function stripeGateways(shop: GatewayShop): Gateway[] {
  return STRIPE_METHODS.map((method) => ({
    id: gatewayIdOf(method.type),
    title: method.title,
    description: method.description,
    form: 'stripe-upe' as const,
    upeType: method.type,
    isAvailable: (currency: string, total: number) => availableFor(method, currency, total),
    process: (order, request) => (request ? processStripePayment(shop, method, order, request) : { status: 'failed' as const, notice: 'Invalid payment method.' }),
  }));
}
