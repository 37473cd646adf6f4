/**
 * Each enabled method type registered with the page's payment registry, in WooCommerce Blocks' shape (core's
 * registry on classic pages, Blocks' own on a block checkout): its form as content, and canMakePayment from its
 * billing countries, the cart's currency and total (SPEC 4.10) as the cart is now (core's cart state). The
 * classic checkout's host renders the content into the gateway's payment box.
 */
import { createElement, type ReactElement } from 'react';
import { cartTotalOf } from '@shop-islands/core/checkout/cart-state';
import type { CanMakePaymentArgument, PaymentRegistry } from '@shop-islands/core/checkout/payment-registry';
import { toStripeAmount } from '../amounts/stripe-amount.ts';
import { PaymentForm } from '../payment-forms/payment-form.tsx';
import { gatewayIdOf } from '../payment-methods/method-types.ts';
import { isOffered } from '../payment-methods/visibility.ts';
import type { MethodConfig } from '../settings/upe-params.ts';
import type { PaymentsPage } from './payments-page.ts';

/** What the gateway supports for a method (WC_Stripe_UPE_Payment_Gateway's `supports`): reusable methods pay for subscriptions. */
export function featuresOf(config: Pick<MethodConfig, 'isReusable'>): string[] {
  const base = ['products', 'refunds'];
  return config.isReusable ? [...base, 'tokenization', 'add_payment_method', 'subscriptions', 'subscription_cancellation', 'subscription_suspension', 'subscription_reactivation', 'subscription_amount_changes', 'subscription_date_changes', 'subscription_payment_method_change', 'subscription_payment_method_change_customer', 'multiple_subscriptions'] : base;
}

/** The cart's total and currency for the question: Blocks' cart totals when given, else what the forms were made for. */
function cartAmount(page: PaymentsPage, argument: CanMakePaymentArgument): { amount: number; currency: string } {
  const total = cartTotalOf(argument.cartTotals);
  if (total) return { amount: toStripeAmount(total.amount, total.minorUnit, total.currency), currency: total.currency };
  const { amount, currency } = page.forms.store.getState();
  return { amount, currency };
}

/** What a method renders: its content, and (block checkout) what shows when one of its saved tokens is chosen. */
export interface MethodViews {
  content(type: string): ReactElement;
  savedToken?(type: string): ReactElement;
}

const classicViews = (page: PaymentsPage): MethodViews => ({ content: (type) => createElement(PaymentForm, { type, page }) });

export function registerMethods(page: PaymentsPage, registry: PaymentRegistry, views: MethodViews = classicViews(page)): void {
  for (const [type, config] of Object.entries(page.settings.methods)) {
    const gatewayId = gatewayIdOf(type, page.settings.gatewayId);
    const content = views.content(type);
    registry.registerPaymentMethod({
      name: gatewayId,
      paymentMethodId: gatewayId,
      label: config.title || type,
      ariaLabel: config.title || type,
      content,
      edit: content,
      canMakePayment: (argument) => {
        const { amount, currency } = cartAmount(page, argument);
        return isOffered({ type, config, country: argument.billingAddress?.country || page.billingCountry(), currency, amount });
      },
      supports: { features: featuresOf(config), showSavedCards: config.isReusable, showSaveOption: config.showSaveOption },
      ...(views.savedToken && config.isReusable ? { savedTokenComponent: views.savedToken(type) } : {}),
    });
  }
}
