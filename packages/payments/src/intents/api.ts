/**
 * The one typed client for the gateway's endpoints (SPEC 7.4): `?wc-ajax=wc_stripe_{name}` through the
 * settings' `%%endpoint%%` template and admin-ajax for `wc_stripe_create_and_confirm_setup_intent`, each with
 * its nonce in `_ajax_nonce`. Requests go through core's page session, so a nonce refused with 403 (a page
 * from a full-page cache) is refreshed once and the request retried. The answers are WordPress's
 * `{success, data}` (or `{result, messages}`); a refusal throws IntentsError with the server's message.
 */
import { endpointUrl, parseJson } from '@shop-islands/core/http';
import type { FormFields } from '@shop-islands/core/form-encoding';
import type { ShopSession } from '@shop-islands/core/session';
import type { UpeSettings } from '../settings/upe-params.ts';
import { NONCE_NAMES } from './nonce-names.ts';

/** The endpoints' prefix (`?wc-ajax=wc_stripe_create_payment_intent`). */
export const ENDPOINT_PREFIX = 'wc_stripe_';
export const CREATE_AND_CONFIRM_SETUP_INTENT_ACTION = 'wc_stripe_create_and_confirm_setup_intent';
/** The field every endpoint reads its nonce from. */
export const NONCE_FIELD = '_ajax_nonce';


/** The server refused: its message for the shopper (an Error for the code that catches it). */
export class IntentsError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'IntentsError';
  }
}

export interface IntentSecret {
  readonly id: string;
  readonly clientSecret: string;
}

/** What creating and confirming a setup intent answered (add-payment-method, SPEC 4.8). */
export interface SetupIntentAnswer {
  readonly id: string;
  readonly status: string;
  readonly clientSecret: string;
  readonly paymentType: string;
  /** URL-encoded, as the gateway sends it. */
  readonly returnUrl: string;
  readonly redirectUrl: string | null;
}

type Json = Record<string, unknown>;
const isJson = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const str = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');

/** The server's message in a refusal: `data.error.message`, `data.error` as text, `data` as text, or `messages`. */
function refusalMessage(answer: Json): string {
  const data = answer.data;
  if (isJson(data) && isJson(data.error)) return str(data.error.message);
  if (isJson(data)) return str(data.error);
  return str(data) || str(answer.messages);
}

/** `data` of a `{success: true, data}` answer; anything else throws IntentsError. */
function successData(answer: unknown): Json {
  if (isJson(answer) && answer.success === true && isJson(answer.data)) return answer.data;
  if (isJson(answer) && answer.result === 'failure') throw new IntentsError(str(answer.messages));
  throw new IntentsError(isJson(answer) ? refusalMessage(answer) : '');
}

function secretOf(data: Json): IntentSecret {
  const id = str(data.id);
  const clientSecret = str(data.client_secret);
  if (!id || !clientSecret) throw new IntentsError('');
  return { id, clientSecret };
}

export interface IntentsApi {
  /** init_setup_intent: a setup intent for a method that cannot defer it (adding a method, a free order). */
  initSetupIntent(type: string): Promise<IntentSecret>;
  /** create_payment_intent: for a method that cannot defer its intent; `orderId` on order-pay. */
  createPaymentIntent(type: string, orderId: string): Promise<IntentSecret>;
  /** update_payment_intent (never for a setup intent): the order and the saving choice. */
  updatePaymentIntent(input: { intentId: string; orderId: string; savePaymentMethod: boolean; type: string }): Promise<void>;
  /** update_order_status, or confirm_change_payment when changing a subscription's method: where to go next. */
  reportConfirmedIntent(input: { endpoint: 'update_order_status' | 'confirm_change_payment'; orderId: string; intentId: string; paymentMethodId: string | null; nonce: string }): Promise<string>;
  /** update_failed_order: the server records the failure; its answer is not waited for by the shopper. */
  updateFailedOrder(intentId: string, orderId: string): Promise<void>;
  /** save_appearance: the theme's derived appearance, kept by the shop for the next pages. */
  saveAppearance(appearance: unknown, isBlockCheckout: boolean, themeName: string): Promise<void>;
  /** admin-ajax wc_stripe_create_and_confirm_setup_intent (add-payment-method). */
  createAndConfirmSetupIntent(input: { paymentMethodId: string; type: string; updateAllSubscriptions: boolean }): Promise<SetupIntentAnswer>;
}

export function createIntentsApi(session: ShopSession, settings: Pick<UpeSettings, 'ajaxUrl' | 'wpAjaxUrl'>): IntentsApi {
  const post = async (endpoint: string, fields: FormFields, nonce?: string, url?: string): Promise<unknown> => {
    const text = await session.wcAjax(endpoint, fields, { ...(nonce ? { nonce, nonceField: NONCE_FIELD } : {}), ...(url ? { url } : {}) });
    return parseJson(text, endpoint);
  };
  const gateway = (name: string, fields: FormFields, nonce?: string): Promise<unknown> =>
    post(`${ENDPOINT_PREFIX}${name}`, fields, nonce, endpointUrl(settings.ajaxUrl, `${ENDPOINT_PREFIX}${name}`));

  return {
    async initSetupIntent(type) {
      return secretOf(successData(await gateway('init_setup_intent', { payment_method_type: type }, NONCE_NAMES.createSetupIntent)));
    },
    async createPaymentIntent(type, orderId) {
      return secretOf(successData(await gateway('create_payment_intent', { stripe_order_id: orderId, payment_method_type: type }, NONCE_NAMES.createPaymentIntent)));
    },
    async updatePaymentIntent({ intentId, orderId, savePaymentMethod, type }) {
      if (intentId.startsWith('seti_')) return;
      const answer = await gateway('update_payment_intent', {
        stripe_order_id: orderId, wc_payment_intent_id: intentId, save_payment_method: savePaymentMethod ? 'yes' : 'no', selected_upe_payment_type: type,
      }, NONCE_NAMES.updatePaymentIntent);
      if (isJson(answer) && (answer.result === 'failure' || answer.success === false)) throw new IntentsError(refusalMessage(answer) || str(answer.messages));
    },
    async reportConfirmedIntent({ endpoint, orderId, intentId, paymentMethodId, nonce }) {
      const data = successData(await gateway(endpoint, { order_id: orderId, intent_id: intentId, payment_method_id: paymentMethodId ?? '', [NONCE_FIELD]: nonce }));
      const returnUrl = str(data.return_url);
      if (!returnUrl) throw new IntentsError('');
      return returnUrl;
    },
    async updateFailedOrder(intentId, orderId) {
      await gateway('update_failed_order', { intent_id: intentId, order_id: orderId }, NONCE_NAMES.updateFailedOrder);
    },
    async saveAppearance(appearance, isBlockCheckout, themeName) {
      successData(await gateway('save_appearance', { appearance: JSON.stringify(appearance), is_block_checkout: isBlockCheckout ? 'true' : 'false', theme_name: themeName }, NONCE_NAMES.saveAppearance));
    },
    async createAndConfirmSetupIntent({ paymentMethodId, type, updateAllSubscriptions }) {
      const data = successData(
        await post(CREATE_AND_CONFIRM_SETUP_INTENT_ACTION, {
          action: CREATE_AND_CONFIRM_SETUP_INTENT_ACTION,
          'wc-stripe-payment-method': paymentMethodId,
          'wc-stripe-payment-type': type,
          ...(updateAllSubscriptions ? { update_all_subscription_payment_methods: 'true' } : {}),
        }, NONCE_NAMES.createAndConfirmSetupIntent, settings.wpAjaxUrl),
      );
      const next = isJson(data.next_action) ? data.next_action : null;
      const redirect = next && next.type === 'redirect_to_url' && isJson(next.redirect_to_url) ? str(next.redirect_to_url.url) : '';
      return {
        id: str(data.id),
        status: str(data.status),
        clientSecret: str(data.client_secret),
        paymentType: str(data.payment_type),
        returnUrl: str(data.return_url),
        redirectUrl: redirect || null,
      };
    },
  };
}
