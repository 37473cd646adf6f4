/**
 * The account and its settings the gateway reads while a shop owner opens its settings or a page loads:
 * /v1/account, /v1/payment_method_configurations (which methods are on), /v1/webhook_endpoints (which it
 * reconfigures), /v1/payment_method_domains (where wallets may run), /v1/events.
 */
import type Stripe from 'stripe';
import { err, now, ok, type StripeResult } from '../types.ts';
import type { RestContext } from './context.ts';
import { invalidParam, missingParam, noSuch } from './errors.ts';
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
import { restId } from './store.ts';

export const CONFIGURATION_ID = 'pmc_1ShopIslandsTestMode';

export function accountResources(ctx: RestContext) {
  const preferences = (): ConfigurationPreferences => ctx.store.setting<ConfigurationPreferences>('payment_method_configuration') ?? DEFAULT_PREFERENCES;
  const configuration = (): Stripe.PaymentMethodConfiguration => paymentMethodConfigurationObject(CONFIGURATION_ID, preferences());
  const endpoint = (id: string): StripeResult<Stripe.WebhookEndpoint> => {
    const found = ctx.webhooks.endpoints.retrieve(id);
    return found ? ok(found) : err(noSuch('webhook_endpoint', id, 'id'));
  };
  const domains = (): Stripe.PaymentMethodDomain[] => ctx.store.setting<Stripe.PaymentMethodDomain[]>('payment_method_domains') ?? [];
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
      return ok(list('/v1/webhook_endpoints', ctx.webhooks.endpoints.list()));
    },
    webhookEndpoint: endpoint,
    /** As the Stripe Gateway configures its webhooks: `url`, `enabled_events[]`, `api_version`; the answer carries the new secret. */
    createWebhookEndpoint(params: FormObject): StripeResult<Stripe.WebhookEndpoint> {
      const url = form.string(params.url);
      if (!url) return err(missingParam('url'));
      if (!URL.canParse(url) || !/^https?:$/.test(new URL(url).protocol)) return err(invalidParam('url', 'Invalid URL: URL must be publicly accessible and use http or https.'));
      const events = form.strings(params.enabled_events);
      if (!events?.length) return err(missingParam('enabled_events'));
      return ok(ctx.webhooks.endpoints.create({ url, enabled_events: events, api_version: form.string(params.api_version) ?? null, description: form.string(params.description) ?? null, metadata: form.metadata(params.metadata) ?? {} }));
    },
    updateWebhookEndpoint(id: string, params: FormObject): StripeResult<Stripe.WebhookEndpoint> {
      const disabled = form.bool(params.disabled);
      const updated = ctx.webhooks.endpoints.update(id, {
        ...(form.string(params.url) ? { url: form.string(params.url) } : {}),
        ...(form.strings(params.enabled_events)?.length ? { enabled_events: form.strings(params.enabled_events) } : {}),
        ...(params.description !== undefined ? { description: form.string(params.description) ?? null } : {}),
        ...(disabled !== undefined ? { status: disabled ? 'disabled' : 'enabled' } : {}),
      });
      return updated ? ok(updated) : err(noSuch('webhook_endpoint', id, 'id'));
    },
    deleteWebhookEndpoint(id: string): StripeResult<Stripe.DeletedWebhookEndpoint> {
      const deleted = ctx.webhooks.endpoints.delete(id);
      return deleted ? ok(deleted) : err(noSuch('webhook_endpoint', id, 'id'));
    },
    /** A domain registered for wallets (the Stripe Gateway registers the shop's for Apple Pay): every wallet active on it. */
    createPaymentMethodDomain(params: FormObject): StripeResult<Stripe.PaymentMethodDomain> {
      const name = form.string(params.domain_name);
      if (!name) return err(missingParam('domain_name'));
      const existing = domains().find((d) => d.domain_name === name);
      if (existing) return ok(existing);
      const active = { status: 'active' as const };
      const domain: Stripe.PaymentMethodDomain = {
        id: restId('pmd'), object: 'payment_method_domain', amazon_pay: active, apple_pay: active, created: now(), domain_name: name,
        enabled: form.bool(params.enabled) ?? true, google_pay: active, klarna: active, link: active, livemode: false, paypal: active,
      };
      ctx.store.setSetting('payment_method_domains', [...domains(), domain]);
      return ok(domain);
    },
    paymentMethodDomains(): StripeResult<Stripe.ApiList<Stripe.PaymentMethodDomain>> {
      return ok(list('/v1/payment_method_domains', domains()));
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
