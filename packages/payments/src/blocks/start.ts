/**
 * Start-up in the Checkout block: the gateway's settings as its blocks integration prints them
 * (`wc.wcSettings.getSetting('stripe_data')`: its javascript_params() with typed values, plus the blocks' keys),
 * one session and intents client, the forms, the page object the classic pages use (kind 'checkout'), fed by
 * the block's props instead of a classic form, and every enabled method type registered with
 * `wc.wcBlocksRegistry` under the gateway's names.
 */
import { createElement } from 'react';
import type { PaymentRegistry } from '@shop-islands/core/checkout/payment-registry';
import { flag, optional, SettingsError, shape } from '@shop-islands/core/settings';
import { lookFor } from '../classic/look.ts';
import { createPaymentsPage } from '../classic/payments-page.ts';
import { registerMethods } from '../classic/register.ts';
import type { IntentsApi } from '../intents/api.ts';
import { nonceSettings } from '../intents/nonce-names.ts';
import { createPaymentForms } from '../payment-forms/forms-runner.ts';
import { readUpeParams, type UpeSettings } from '../settings/upe-params.ts';
import { createBlockInputs } from './block-inputs.ts';
import { BlocksMethod, SavedToken } from './method.tsx';

/** The gateway's payment method data in wcSettings (get_payment_method_data of its blocks integration). */
export const STRIPE_DATA_SETTING = 'stripe_data';

interface WcSettings {
  getSetting(name: string, fallback?: unknown): unknown;
}

const readBlocksKeys = shape({ showSavedCards: optional(flag, false) });

/** The gateway's settings in the block, or null (reported once) when it printed none or they cannot be read. */
export function readStripeData(win: object): (UpeSettings & { showSavedCards: boolean }) | null {
  const wcSettings = (win as { wc?: { wcSettings?: WcSettings } }).wc?.wcSettings;
  const data = wcSettings?.getSetting(STRIPE_DATA_SETTING, null);
  if (typeof data !== 'object' || data === null) return null;
  try {
    const settings = readUpeParams(data, STRIPE_DATA_SETTING);
    // The block's look, where the gateway saved one for blocks; a saved classic look is not the block's (SPEC 4.11).
    return { ...settings, appearance: settings.blocksAppearance, ...readBlocksKeys(data, STRIPE_DATA_SETTING) };
  } catch (error) {
    if (!(error instanceof SettingsError)) throw error;
    console.error(`[shop-islands] ${error.message}`);
    return null;
  }
}

export function startBlocksPayments(doc: Document = document): void {
  const view = doc.defaultView ?? window;
  const registry = (view as { wc?: { wcBlocksRegistry?: PaymentRegistry } }).wc?.wcBlocksRegistry;
  const settings = registry ? readStripeData(view) : null;
  if (!registry || !settings) return;
  let client: Promise<IntentsApi> | null = null;
  // The session and the client are fetched with the first call to the gateway (an intent, a flow), not with the page.
  const api = (): Promise<IntentsApi> =>
    (client ??= Promise.all([import('@shop-islands/core/session'), import('../intents/api.ts')]).then(([{ pageSession }, { createIntentsApi }]) =>
      createIntentsApi(pageSession({ wcAjaxUrl: settings.ajaxUrl, nonces: nonceSettings(settings.nonces) }, view), settings),
    ));
  const inputs = createBlockInputs();
  const forms = createPaymentForms({ doc, settings, api, appearance: lookFor(doc, settings, api, true), saveChecked: () => inputs.save, storage: view.sessionStorage });
  const page = createPaymentsPage({ doc, kind: 'checkout', settings: { ...settings, isCheckout: true }, forms, api });
  Object.assign(page, {
    billingValues: () => inputs.billing,
    billingCountry: () => inputs.billing.billing_country || settings.customerBillingCountry,
    saveChecked: () => inputs.save,
  });
  registerMethods(page, registry, {
    content: (type) => createElement(BlocksMethod, { type, page, inputs }),
    ...(settings.showSavedCards ? { savedToken: (type: string) => createElement(SavedToken, { type, page }) } : {}),
  });
}
