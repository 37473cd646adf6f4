/**
 * The page-wide cart and session client: one per page, registered on the page and found by every
 * bundle (`pageSession()`), so a nonce the server rotates for one widget is the nonce every other
 * widget sends next.
 *
 * - Store API (`/wc/store/v1/…`): JSON with the `Nonce` header, and the `Cart-Token` header once the
 *   client has a token (from an answer, or given by a page whose cart came from one). `Nonce` and
 *   `Cart-Token` are read from every answer, 2xx or not. An answer `woocommerce_rest_invalid_nonce` (WooCommerce sends a
 *   fresh `Nonce` with it) is retried once with the fresh nonce.
 * - wc-ajax (`?wc-ajax=…`): form posts carrying a nonce the page printed, by its settings name
 *   (`update_order_review_nonce`, the gateway's per-endpoint nonces). A page served from a full-page
 *   cache carries nonces of another session, which WordPress refuses with 403 `-1`: the client then
 *   asks `?wc-ajax=shop_islands_nonces` for fresh ones, once, and retries once.
 */
import { endpointUrl, parseJson, postForm, postFormForText, send, type FormBody, type RequestOptions } from './http.ts';
import { pageShared } from './page-shared.ts';
import { recordOf, shape, text } from './settings.ts';
import { isRequestError } from './request-error.ts';
import { isStoreApiError, STORE_API_NONCE_HEADER, toStoreApiError } from './store-api.ts';

export const CART_TOKEN_HEADER = 'Cart-Token';
/** The Store API's error code for a stale or foreign nonce. */
export const INVALID_NONCE_CODE = 'woocommerce_rest_invalid_nonce';
/** The wc-ajax endpoint (our plugin's and the demo's) answering fresh nonces for the visitor's session. */
export const NONCE_REFRESH_ENDPOINT = 'shop_islands_nonces';
/** The name the Store API nonce is held under (its WordPress nonce action). */
export const STORE_API_NONCE = 'wc_store_api';

export interface SessionSettings {
  /** Store API root, e.g. '/shop/wp-json/wc/store/v1'. */
  readonly storeApiRoot?: string;
  readonly storeApiNonce?: string;
  /** `wc_ajax_url`, with its %%endpoint%% placeholder. */
  readonly wcAjaxUrl?: string;
  /** wc-ajax nonces under their settings names, e.g. { update_order_review_nonce: '…' }. */
  readonly nonces?: Readonly<Record<string, string>>;
  /** The cart's token where the page has one (a cart made through the Store API elsewhere). */
  readonly cartToken?: string;
}

/** The Store API as widgets use it (paths relative to the root: 'cart', 'cart/remove-item'). */
export interface StoreApi {
  get(path: string, options?: RequestOptions): Promise<unknown>;
  post(path: string, body: unknown, options?: RequestOptions): Promise<unknown>;
}

export interface WcAjaxOptions extends RequestOptions {
  /** Settings name of the nonce to send, e.g. 'update_order_review_nonce'. */
  readonly nonce?: string;
  /** The field it goes in; WooCommerce's 'security' unless the endpoint reads another ('_ajax_nonce'). */
  readonly nonceField?: string;
  /** The endpoint's address when the page prints it (`wc_checkout_params.checkout_url`); else from `wcAjaxUrl`. */
  readonly url?: string;
}

export interface ShopSession extends StoreApi {
  /** Adds what a bundle's settings know. Nonces already held (perhaps rotated since) are kept. */
  configure(settings: SessionSettings): void;
  /** The newest value of a nonce (STORE_API_NONCE for the Store API's). */
  nonce(name: string): string | undefined;
  /** The Cart-Token sent with Store API requests: the newest answer's, or the one the page gave. */
  cartToken(): string | null;
  /** Whether a bundle told the client where the Store API is. */
  hasStoreApi(): boolean;
  /** POSTs `fields` (or a serialized form) to ?wc-ajax={endpoint} with the named nonce; resolves to the answer's text. */
  wcAjax(endpoint: string, fields: FormBody, options?: WcAjaxOptions): Promise<string>;
  /** Fetches fresh values of every nonce held; concurrent callers share one request. */
  refreshNonces(): Promise<void>;
}

const readFreshNonces = shape({ nonces: recordOf(text) });

/** WordPress's check_ajax_referer() failing: 403 with the body '-1'. */
function isRefusedNonce(error: unknown): boolean {
  return isRequestError(error) && error.status === 403 && error.body?.trim() === '-1';
}

function createSession(): ShopSession {
  const nonces = new Map<string, string>();
  let root = '';
  let ajaxUrl = '';
  let token: string | null = null;
  let refreshing: Promise<void> | null = null;

  const remember = (headers: Headers | null): void => {
    const nonce = headers?.get(STORE_API_NONCE_HEADER);
    if (nonce) nonces.set(STORE_API_NONCE, nonce);
    token = headers?.get(CART_TOKEN_HEADER) || token;
  };

  const refreshNonces = (): Promise<void> =>
    (refreshing ??= postForm(endpointUrl(ajaxUrl, NONCE_REFRESH_ENDPOINT), { names: [...nonces.keys()].join(',') })
      .then((answer) => {
        for (const [name, value] of Object.entries(readFreshNonces(answer, NONCE_REFRESH_ENDPOINT).nonces)) nonces.set(name, value);
      })
      .finally(() => {
        refreshing = null;
      }));

  async function storeApi(method: string, path: string, body: unknown, options: RequestOptions = {}, retried = false): Promise<unknown> {
    const url = `${root}/${path.replace(/^\/+/, '')}`;
    const sent = nonces.get(STORE_API_NONCE) ?? '';
    const headers: Record<string, string> = { Accept: 'application/json', [STORE_API_NONCE_HEADER]: sent };
    if (token) headers[CART_TOKEN_HEADER] = token;
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    try {
      const answer = await send(url, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) }, options);
      remember(answer.headers);
      return answer.text === '' ? null : parseJson(answer.text, url, options.jsonStartsWith);
    } catch (error) {
      if (isRequestError(error)) remember(error.headers);
      const failure = toStoreApiError(error);
      if (retried || !isStoreApiError(failure) || failure.code !== INVALID_NONCE_CODE) throw failure;
      // WooCommerce sends a fresh nonce with the refusal; without one (a proxy dropped it), ask for it.
      if (nonces.get(STORE_API_NONCE) === sent && ajaxUrl) await refreshNonces().catch(() => undefined);
      if (nonces.get(STORE_API_NONCE) === sent) throw failure;
      return storeApi(method, path, body, options, true);
    }
  }

  /** `fields` with the nonce's newest value in `field`. */
  const withNonce = (fields: FormBody, field: string, value = ''): FormBody => {
    if (!(fields instanceof URLSearchParams)) return { ...fields, [field]: value };
    const params = new URLSearchParams(fields);
    params.set(field, value);
    return params;
  };

  async function wcAjax(endpoint: string, fields: FormBody, options: WcAjaxOptions = {}, retried = false): Promise<string> {
    const { nonce, nonceField = 'security', url = endpointUrl(ajaxUrl, endpoint), ...request } = options;
    // A nonce this page never printed is sent empty: the refusal then fetches it.
    if (nonce !== undefined && !nonces.has(nonce)) nonces.set(nonce, '');
    const body = nonce === undefined ? fields : withNonce(fields, nonceField, nonces.get(nonce));
    try {
      return await postFormForText(url, body, request);
    } catch (error) {
      if (retried || nonce === undefined || !isRefusedNonce(error)) throw error;
      await refreshNonces();
      return wcAjax(endpoint, fields, options, true);
    }
  }

  return {
    configure(settings) {
      root ||= (settings.storeApiRoot ?? '').replace(/\/+$/, '');
      ajaxUrl ||= settings.wcAjaxUrl ?? '';
      token ||= settings.cartToken || null;
      const given = { ...settings.nonces, [STORE_API_NONCE]: settings.storeApiNonce ?? '' };
      for (const [name, value] of Object.entries(given)) if (value && !nonces.get(name)) nonces.set(name, value);
    },
    nonce: (name) => nonces.get(name),
    cartToken: () => token,
    hasStoreApi: () => root !== '',
    get: (path, options) => storeApi('GET', path, undefined, options),
    post: (path, body, options) => storeApi('POST', path, body, options),
    wcAjax: (endpoint, fields, options) => wcAjax(endpoint, fields, options),
    refreshNonces,
  };
}

/**
 * The page's one session client, created by whichever bundle asks first; `settings` adds what this
 * bundle's settings know. `win` is the page's window (tests pass their own).
 */
export function pageSession(settings: SessionSettings = {}, win: object = window): ShopSession {
  const session = pageShared('session/1', createSession, win);
  session.configure(settings);
  return session;
}
