/**
 * Fault injection with Chromium's request interception: the next request to an endpoint fails the way networks,
 * servers and plugins fail in the field. Every fault but the hand-made 500 is built from the shop's real answer.
 *
 *   const fault = await failNext(page, /wc-ajax=checkout/, 'answer-lost');
 *   await page.locator('#place_order').click();
 *   await fault.reached;          // the request was intercepted (and, for 'answer-lost', answered by the shop)
 */
import type { Page, Route } from 'playwright-core';

export type Fault =
  /** The connection drops before the request reaches the shop. */
  | 'dropped'
  /** The shop does the work, and the connection drops before its answer is back. */
  | 'answer-lost'
  /** The request is held until the test calls `release()` (past any notice or patience the client has), then reaches the shop. */
  | 'delayed'
  /** A fatal error: 500 with the server's error page. */
  | 'http-500'
  /** A page where JSON belongs (a cache, a firewall or a login page answering): the shop's home page, 200. */
  | 'html'
  /** The shop's real answer with PHP notices printed before it (a plugin with display_errors on). */
  | 'php-notices'
  /** The request reaches the shop with its nonce field replaced by an expired one: the shop's real refusal. */
  | 'expired-nonce'
  /** The shop's real success answer with its `redirect` sent off the site over plain http (a filter or plugin gone wrong). */
  | 'off-site-redirect';

export interface InjectedFault {
  /** Resolves once the request was intercepted and the fault applied (for 'delayed': once it is being held). */
  readonly reached: Promise<void>;
  /** Lets a 'delayed' request go on to the shop. */
  release(): void;
}

/** What a PHP notice printed before an answer looks like with display_errors on (WordPress's debug mode). */
export const PHP_NOTICES =
  '<br />\n<b>Notice</b>:  Undefined index: shipping_phone in <b>/var/www/html/wp-content/plugins/some-plugin/some-plugin.php</b> on line <b>42</b><br />\n' +
  '<br />\n<b>Deprecated</b>:  Function create_function() is deprecated in <b>/var/www/html/wp-content/plugins/some-plugin/some-plugin.php</b> on line <b>7</b><br />\n';

const SERVER_ERROR_PAGE = '<!DOCTYPE html><html><head><title>500 Internal Server Error</title></head><body><h1>Internal Server Error</h1><p>The server encountered an internal error.</p></body></html>';

const EXPIRED_NONCE = 'deadbeef00';

/** Where 'off-site-redirect' sends a success: another site, over http (the checkout follows only https off the site). */
export const OFF_SITE_REDIRECT = 'http://elsewhere.example/thank-you/';

/** The posted form with `field` set to an expired nonce. */
function withExpiredNonce(postData: string, field: string): string {
  const form = new URLSearchParams(postData);
  form.set(field, EXPIRED_NONCE);
  return form.toString();
}

/**
 * Applies `fault` to the next request whose URL matches `url`; later requests reach the shop untouched.
 * `nonceField` names the field 'expired-nonce' replaces (default `security`, as WooCommerce's AJAX actions post it);
 * `nonceHeader` names a header it replaces instead (a Store API request's, e.g. X-WCSTRIPE-EXPRESS-CHECKOUT-NONCE).
 */
export async function failNext(page: Page, url: RegExp, fault: Fault, options: { nonceField?: string; nonceHeader?: string } = {}): Promise<InjectedFault> {
  let reached!: () => void;
  let release!: () => void;
  const reachedPromise = new Promise<void>((resolve) => (reached = resolve));
  const released = new Promise<void>((resolve) => (release = resolve));
  const handler = async (route: Route): Promise<void> => {
    const request = route.request();
    switch (fault) {
      case 'dropped':
        await route.abort('connectionreset');
        break;
      case 'answer-lost':
        await route.fetch();
        await route.abort('connectionreset');
        break;
      case 'delayed':
        reached();
        await released;
        await route.continue();
        return;
      case 'http-500':
        await route.fulfill({ status: 500, contentType: 'text/html; charset=UTF-8', body: SERVER_ERROR_PAGE });
        break;
      case 'html': {
        const home = await route.fetch({ url: new URL('/', request.url()).href, method: 'GET', postData: undefined });
        await route.fulfill({ status: 200, contentType: 'text/html; charset=UTF-8', body: await home.text() });
        break;
      }
      case 'php-notices': {
        const answer = await route.fetch();
        await route.fulfill({ response: answer, body: PHP_NOTICES + (await answer.text()) });
        break;
      }
      case 'off-site-redirect': {
        const answer = await route.fetch();
        const body = { ...((await answer.json()) as Record<string, unknown>), redirect: OFF_SITE_REDIRECT };
        await route.fulfill({ response: answer, body: JSON.stringify(body) });
        break;
      }
      case 'expired-nonce':
        if (options.nonceHeader) await route.continue({ headers: { ...(await request.allHeaders()), [options.nonceHeader.toLowerCase()]: EXPIRED_NONCE } });
        else await route.continue({ postData: withExpiredNonce(request.postData() ?? '', options.nonceField ?? 'security') });
        break;
    }
    reached();
  };
  await page.route(url, (route) => handler(route).finally(reached), { times: 1 });
  return { reached: reachedPromise, release };
}

/** Console lines Chromium prints for the faults (a failed or refused request): the harness lets a test ignore these. */
export const FAULT_CONSOLE_NOISE = /net::ERR_CONNECTION_RESET|Failed to load resource: the server responded with a status of (403|500)/;

// ── The classic checkout's order request, shared by the demo's faults (faults.test.ts) and the real store's
//    (tests/real-store/journeys/checkout-faults.test.ts, checkout-idempotency.test.ts). ──

/** The classic checkout's order request, `?wc-ajax=checkout`. */
export const CHECKOUT = /[?&]wc-ajax=checkout(&|$)/;
/** SPEC 8.3, 'other request failure'. */
export const CONNECTION_ERROR = 'An error occurred while connecting to the server. Please try again.';
/** SPEC 8.2: the configured generic error (wc_checkout_params.i18n_checkout_error, WooCommerce's text on the demo and the real store). */
export const GENERIC_ERROR = 'There was an error processing your order. Please check for any charges in your payment method and review your order history before placing the order again.';
/** WooCommerce's answer to a checkout posted with an expired nonce (WC_Checkout::process_checkout). */
export const UNABLE_TO_PROCESS = 'We were unable to process your order, please try again.';
export const STILL_PLACING = 'Your order is still being placed. Please stay on this page.';

const squash = (text: string | null): string => (text ?? '').replace(/\s+/g, ' ').trim();

/** Every field of the checkout form but its nonce (which a refresh renews), as posted. */
export const typedFields = (page: Page): Promise<[string, string][]> =>
  page.locator('form.checkout').evaluate((form) => [...new FormData(form as HTMLFormElement)].filter(([name]) => !name.includes('nonce')).map(([n, v]) => [n, String(v)] as [string, string]));

/** Clicks Place order with `fault` on the order request, and returns the notice the checkout shows once it gives the form back. */
export async function placeWithFault(page: Page, fault: Fault, options: { nonceField?: string } = {}): Promise<string> {
  await page.locator('.woocommerce-NoticeGroup-checkout, .woocommerce-error').evaluateAll((notices) => notices.forEach((n) => n.setAttribute('data-seen', '')));
  const injected = await failNext(page, CHECKOUT, fault, options);
  await page.getByRole('button', { name: 'Place order' }).click();
  await injected.reached;
  const notice = page.locator('.woocommerce-NoticeGroup-checkout:not([data-seen]) .woocommerce-error').first();
  await notice.waitFor();
  await page.waitForFunction(() => !document.querySelector('form.checkout.processing, form.checkout .blockOverlay'));
  return squash(await notice.textContent());
}
