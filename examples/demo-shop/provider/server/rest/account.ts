/**
 * The account and its settings the gateway reads while a shop owner opens its settings or a page loads:
 * /v1/account, /v1/payment_method_configurations (which methods are on), /v1/webhook_endpoints, /v1/events.
 */
import type Stripe from 'stripe';
import { err, ok, type StripeResult } from '../types.ts';
import type { RestContext } from './context.ts';
import { noSuch } from './errors.ts';
import { form, type FormObject } from './form.ts';
import {
  accountObject,
  ACCOUNT_ID,
  DEFAULT_PREFERENCES,
  isConfigurableMethod,
  list,
  paymentMethodConfigurationObject,
  type ConfigurationPreferences,
} from './objects.ts';
import type { WebhookEndpoint } from './webhooks.ts';

export const CONFIGURATION_ID = 'pmc_1ShopIslandsTestMode';

export function accountResources(ctx: RestContext, endpoint: WebhookEndpoint | null) {
  const preferences = (): ConfigurationPreferences => ctx.store.setting<ConfigurationPreferences>('payment_method_configuration') ?? DEFAULT_PREFERENCES;
  const configuration = (): Stripe.PaymentMethodConfiguration => paymentMethodConfigurationObject(CONFIGURATION_ID, preferences());
  const webhookEndpoint = (): Stripe.WebhookEndpoint | null =>
    endpoint
      ? {
          id: 'we_1ShopIslandsTestMode', object: 'webhook_endpoint', api_version: null, application: null, created: 1700000000, description: null,
          enabled_events: ['*'], livemode: false, metadata: {}, status: 'enabled', url: endpoint.url,
        }
      : null;
  return {
    account(id?: string): StripeResult<Stripe.Account> {
      if (id && id !== ACCOUNT_ID) return err(noSuch('account', id, 'account'));
      return ok(accountObject());
    },
    configurations(): StripeResult<Stripe.ApiList<Stripe.PaymentMethodConfiguration>> {
      return ok(list('/v1/payment_method_configurations', [configuration()]));
    },
    configuration(id: string): StripeResult<Stripe.PaymentMethodConfiguration> {
      return id === CONFIGURATION_ID ? ok(configuration()) : err(noSuch('payment_method_configuration', id, 'configuration'));
    },
    /** `card[display_preference][preference]=on|off` for each method, as the gateway's settings page saves them. */
    updateConfiguration(id: string, params: FormObject): StripeResult<Stripe.PaymentMethodConfiguration> {
      if (id !== CONFIGURATION_ID) return err(noSuch('payment_method_configuration', id, 'configuration'));
      const next = { ...preferences() };
      for (const [method, value] of Object.entries(params)) {
        const preference = form.string(form.object(form.object(value)?.display_preference)?.preference);
        if (isConfigurableMethod(method) && (preference === 'on' || preference === 'off')) next[method] = preference;
      }
      ctx.store.setSetting('payment_method_configuration', next);
      return ok(configuration());
    },
    webhookEndpoints(): StripeResult<Stripe.ApiList<Stripe.WebhookEndpoint>> {
      const known = webhookEndpoint();
      return ok(list('/v1/webhook_endpoints', known ? [known] : []));
    },
    events(params: FormObject): StripeResult<Stripe.ApiList<Stripe.Event>> {
      return ok(list('/v1/events', ctx.webhooks.list(form.string(params.type))));
    },
    event(id: string): StripeResult<Stripe.Event> {
      const event = ctx.webhooks.retrieve(id);
      return event ? ok(event) : err(noSuch('event', id, 'id'));
    },
  };
}
