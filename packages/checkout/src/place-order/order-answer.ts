/**
 * Reading the answer to an order submit (SPEC 4.5, 7.3.2): JSON, possibly wrapped in stray output
 * from the shop's plugins, in which case the part from `{"result` is rescued as WooCommerce does.
 */

export type OrderAnswer =
  /** `body` is the whole answer, for `checkout_place_order_success` handlers. */
  | { readonly kind: 'success'; readonly redirect: string; readonly body: Readonly<Record<string, unknown>> }
  /** A failure, or anything that is not a usable success; `messages` null means show the generic error. */
  | { readonly kind: 'failure'; readonly messages: string | null; readonly reload: boolean; readonly refresh: boolean };

const RESCUE_START = '{"result';
/** How many closing braces to try, from the last one back, when stray output follows the JSON. */
const RESCUE_ATTEMPTS = 20;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function parseObject(text: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(text);
    return isRecord(value) ? value : null;
  } catch {
    return null;
  }
}

/** The answer as an object: parsed whole, or the `{"result…}` part of it; null when neither works. */
export function rescueCheckoutJson(text: string): Record<string, unknown> | null {
  const whole = parseObject(text);
  if (whole !== null) return whole;
  const start = text.indexOf(RESCUE_START);
  if (start < 0) return null;
  let end = text.length;
  for (let attempt = 0; attempt < RESCUE_ATTEMPTS; attempt += 1) {
    end = text.lastIndexOf('}', end - 1);
    if (end <= start) return null;
    const rescued = parseObject(text.slice(start, end + 1));
    if (rescued !== null) return rescued;
  }
  return null;
}

/** An http(s) address (absolute, or relative to the page); anything else (javascript:, data:) is refused. */
export function safeRedirect(redirect: unknown, pageUrl: string): string | null {
  if (typeof redirect !== 'string' || redirect.trim() === '') return null;
  try {
    const url = new URL(redirect, pageUrl);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

export function readOrderAnswer(text: string, pageUrl: string): OrderAnswer {
  const body = rescueCheckoutJson(text);
  if (body === null) return { kind: 'failure', messages: null, reload: false, refresh: false };
  const redirect = body.result === 'success' ? safeRedirect(body.redirect, pageUrl) : null;
  if (redirect !== null) return { kind: 'success', redirect, body };
  return {
    kind: 'failure',
    messages: body.result === 'failure' && typeof body.messages === 'string' && body.messages.trim() !== '' ? body.messages : null,
    reload: body.reload === true,
    refresh: body.refresh === true,
  };
}
