import { createHash } from 'node:crypto';
import { AUTHORIZE_PATH, PROVIDER_BASE } from './keys.ts';
import type { ProviderNextAction } from './types.ts';

export interface ActionTarget {
  /** pi_… or seti_… */
  intentId: string;
  clientSecret: string;
  methodType: string;
  returnUrl: string | null;
  created: number;
}

function authorizeUrl(target: ActionTarget): string {
  const query = new URLSearchParams({ intent: target.intentId, client_secret: target.clientSecret });
  return `${AUTHORIZE_PATH}?${query}`;
}

/** Deterministic voucher digits from the intent id, so a voucher reads the same every time it is shown. */
function digits(seed: string, length: number): string {
  const hex = createHash('sha256').update(seed).digest('hex');
  return [...hex].map((c) => String(parseInt(c, 16) % 10)).join('').slice(0, length);
}

const DAY = 86400;

/** The 3D Secure challenge a card with behaviour 'authenticate' needs. */
export function threeDSecureAction(target: ActionTarget): ProviderNextAction {
  return { type: 'use_stripe_sdk', use_stripe_sdk: { type: 'three_d_secure_redirect', stripe_js: authorizeUrl(target) } };
}

export function redirectAction(target: ActionTarget): ProviderNextAction {
  return { type: 'redirect_to_url', redirect_to_url: { url: authorizeUrl(target), return_url: target.returnUrl } };
}

export function voucherAction(target: ActionTarget): ProviderNextAction {
  // The client secret in the address, as Stripe's hosted voucher links carry a secret token: an id alone shows nothing.
  const hosted = `${PROVIDER_BASE}/voucher/?${new URLSearchParams({ intent: target.intentId, client_secret: target.clientSecret })}`;
  const expiresAt = target.created + 3 * DAY;
  switch (target.methodType) {
    case 'boleto':
      return { type: 'boleto_display_details', boleto_display_details: { number: digits(target.intentId, 47), expires_at: expiresAt, hosted_voucher_url: hosted, pdf: hosted } };
    case 'multibanco':
      return { type: 'multibanco_display_details', multibanco_display_details: { entity: digits(`${target.intentId}e`, 5), reference: digits(target.intentId, 9), expires_at: expiresAt, hosted_voucher_url: hosted } };
    default:
      return { type: 'oxxo_display_details', oxxo_display_details: { number: digits(target.intentId, 18), expires_at: expiresAt, hosted_voucher_url: hosted } };
  }
}

export function walletAction(target: ActionTarget): ProviderNextAction {
  const data = `${authorizeUrl(target)}&wallet=${target.methodType}`;
  if (target.methodType === 'cashapp') {
    return {
      type: 'cashapp_handle_redirect_or_display_qr_code',
      cashapp_handle_redirect_or_display_qr_code: {
        hosted_instructions_url: data,
        mobile_auth_url: data,
        qr_code: { expires_at: target.created + 30 * 60, image_url_png: data, image_url_svg: data },
      },
    };
  }
  return { type: 'wechat_pay_display_qr_code', wechat_pay_display_qr_code: { data, image_data_url: '' } };
}
