import type { PaymentIntent, SetupIntent, StripeError } from '@stripe/stripe-js';
import type { ProviderApi } from './api.ts';
import { openDialog } from './dialog.ts';
import { h } from './dom.ts';
import { qrCode } from './qr.ts';

export type Intent = PaymentIntent | SetupIntent;

/** Where handling an intent's next action ended. */
export type ActionOutcome<T extends Intent> = { intent: T } | { error: StripeError } | { redirecting: true };

/** Next-action members the provider adds besides Stripe.js's typed ones. */
interface ExtraNextAction {
  type: string;
  redirect_to_url?: { url: string | null; return_url: string | null };
  boleto_display_details?: { number: string; expires_at: number };
  multibanco_display_details?: { entity: string; reference: string; expires_at: number };
  oxxo_display_details?: { number: string; expires_at: number };
  wechat_pay_display_qr_code?: { data: string };
  cashapp_handle_redirect_or_display_qr_code?: { qr_code: { image_url_svg: string } };
}

export function formatAmount(amount: number, currency: string): string {
  return new Intl.NumberFormat(document.documentElement.lang || 'en-GB', { style: 'currency', currency: currency.toUpperCase() }).format(amount / 100);
}

function formatDate(seconds: number): string {
  return new Intl.DateTimeFormat(document.documentElement.lang || 'en-GB', { dateStyle: 'long' }).format(new Date(seconds * 1000));
}

/** A failed intent (after a declined charge or failed authentication) as Stripe.js reports it: an error carrying the intent. */
export function intentError<T extends Intent>(intent: T): { error: StripeError } | null {
  const last = 'last_payment_error' in intent ? intent.last_payment_error : intent.last_setup_error;
  if (intent.status !== 'requires_payment_method' || !last) return null;
  const key = intent.object === 'payment_intent' ? 'payment_intent' : 'setup_intent';
  return { error: { ...last, type: last.type, message: last.message, [key]: intent } as StripeError };
}

function intentPath(intent: Intent): string {
  return `/${intent.object === 'payment_intent' ? 'payment_intents' : 'setup_intents'}/${intent.id}`;
}

/** Asks the shopper (3D Secure page, wallet app) and reports the answer to the provider. */
function decide<T extends Intent>(
  api: ProviderApi,
  intent: T,
  dialog: { title: string; body: (Node | string)[]; approve: string; fail: string },
): Promise<ActionOutcome<T>> {
  return new Promise((resolve) => {
    const answer = async (outcome: 'complete' | 'fail'): Promise<void> => {
      handle.setBusy(true);
      const result = await api.post<T>(`${intentPath(intent)}/authenticate`, { client_secret: intent.client_secret, outcome });
      handle.close();
      if (!result.ok) return resolve({ error: result.error });
      resolve(intentError(result.value) ?? { intent: result.value });
    };
    const handle = openDialog({
      title: dialog.title,
      body: dialog.body,
      actions: [
        { label: dialog.approve, primary: true, run: () => void answer('complete') },
        { label: dialog.fail, run: () => void answer('fail') },
      ],
      onEscape: () => void answer('fail'),
    });
  });
}

function showVoucher<T extends Intent>(intent: T, title: string, rows: [string, string][]): Promise<ActionOutcome<T>> {
  return new Promise((resolve) => {
    const list = h('dl', {}, ...rows.flatMap(([term, value]) => [h('dt', {}, term), h('dd', {}, value)]));
    const handle = openDialog({
      title,
      body: [list],
      actions: [{ label: 'Close', primary: true, run: () => { handle.close(); resolve({ intent }); } }],
      onEscape: () => { handle.close(); resolve({ intent }); },
    });
  });
}

/**
 * Carries out `intent.next_action` as Stripe.js does: the 3D Secure challenge, a redirect to the
 * bank's page, a voucher to keep, or a wallet QR code. Intents without a next action pass through.
 */
export function handleNextAction<T extends Intent>(api: ProviderApi, intent: T, navigate: (url: string) => void): Promise<ActionOutcome<T>> {
  const action = intent.next_action as ExtraNextAction | null;
  const amount = intent.object === 'payment_intent' ? formatAmount(intent.amount, intent.currency) : '';
  if (intent.status !== 'requires_action' || !action) return Promise.resolve(intentError(intent) ?? { intent });
  if (action.type === 'use_stripe_sdk') {
    return decide(api, intent, {
      title: '3D Secure 2 Test Page',
      body: [h('p', {}, `This is a test page for 3D Secure authentication. Complete or fail the authentication of ${amount ? `a payment of ${amount}` : 'this card'} to test your integration.`)],
      approve: 'Complete authentication',
      fail: 'Fail authentication',
    });
  }
  if (action.type === 'redirect_to_url' && action.redirect_to_url?.url) {
    navigate(action.redirect_to_url.url);
    return Promise.resolve({ redirecting: true });
  }
  if (action.boleto_display_details) {
    const d = action.boleto_display_details;
    return showVoucher(intent, 'Boleto voucher', [['Boleto number', d.number], ['Amount', amount], ['Expires', formatDate(d.expires_at)]]);
  }
  if (action.multibanco_display_details) {
    const d = action.multibanco_display_details;
    return showVoucher(intent, 'Multibanco reference', [['Entity', d.entity], ['Reference', d.reference], ['Amount', amount], ['Expires', formatDate(d.expires_at)]]);
  }
  if (action.oxxo_display_details) {
    const d = action.oxxo_display_details;
    return showVoucher(intent, 'OXXO voucher', [['Voucher number', d.number], ['Amount', amount], ['Expires', formatDate(d.expires_at)]]);
  }
  const qrData = action.wechat_pay_display_qr_code?.data ?? action.cashapp_handle_redirect_or_display_qr_code?.qr_code.image_url_svg;
  if (qrData) {
    const wallet = action.wechat_pay_display_qr_code ? 'WeChat Pay' : 'Cash App Pay';
    return decide(api, intent, {
      title: `Scan with ${wallet}`,
      body: [qrCode(qrData, `${wallet} QR code`), h('p', {}, `Scan the code with ${wallet} to pay ${amount}. In test mode, approve or fail the payment here.`)],
      approve: 'Approve test payment',
      fail: 'Fail test payment',
    });
  }
  return Promise.resolve({ error: { type: 'invalid_request_error', message: `Unsupported next action: ${action.type}` } });
}
