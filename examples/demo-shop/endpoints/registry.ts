import type { InputProblem } from '../input/schema-errors.ts';
import type { FormFields } from '../input/form-fields.ts';
import type { RequestContext } from '../shop-context.ts';

export type NonceField = 'security' | '_ajax_nonce' | 'nonce' | '_wpnonce' | 'tracksNonce';
/** Query + form fields of an ajax request (body winning, like $_REQUEST); typed by the spec's schema once valid. */
export type FormData = FormFields;

/** A JSON Schema (Fastify/Ajv) for an endpoint's input. */
export type InputSchema = Readonly<Record<string, unknown>>;

/** A JSON answer already serialised (e.g. read from a cache), sent as application/json unchanged. */
export class JsonText {
  constructor(readonly json: string) {}
}

/**
 * An ajax handler returns a JSON-able value, a `JsonText`, or a string sent as text/html
 * (like wp_die / echo).
 */
export type AjaxHandler<D = FormData> = (ctx: RequestContext, data: D) => unknown;

export interface AjaxSpec<D = FormData> {
  /** When set, the request must carry a nonce for this action, else 403 `-1` (check_ajax_referer). */
  nonceAction?: string;
  nonceField?: NonceField;
  /**
   * The request's fields (without `action` / `wc-ajax` and the nonce), checked with Fastify's
   * validator; declared types are coerced ('5' → 5). Unknown fields are refused unless the schema
   * allows them.
   */
  schema?: InputSchema;
  /** The answer to input the schema refuses, in the endpoint's own error shape (default: 400 `0`). */
  invalid?: (ctx: RequestContext, problems: InputProblem[], data: FormData) => unknown;
  handler: AjaxHandler<D>;
}

export type StoreMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export interface StoreResponse { status?: number; body: unknown }
/** Store API handler: `params` from the path (`:id`), JSON (or form) body. */
export type StoreHandler = (ctx: RequestContext, input: { params: Record<string, string>; query: Record<string, string>; body: Record<string, unknown> }) => StoreResponse;
export interface StoreRoute {
  method: StoreMethod;
  path: string;
  handler: StoreHandler;
  /** JSON Schema of the body: Fastify validates it; refusals answer rest_invalid_param like WordPress. */
  body?: InputSchema;
}

/** Where WordPress answers REST requests (`rest_url()`). */
export const REST_API_BASE = '/shop/wp-json';

/** A REST route another plugin registers (register_rest_route), e.g. WP Statistics' `wp-statistics/v2/hit`. */
export interface RestSpec<B = Record<string, unknown>> {
  /** JSON Schema of the body (form-encoded or JSON): Fastify validates it, coercing declared types. */
  body: InputSchema;
  /** The answer to a body the schema refuses, in the plugin's own shape. */
  invalid: (ctx: RequestContext, problems: InputProblem[]) => StoreResponse;
  handler: (ctx: RequestContext, body: B) => StoreResponse;
}
export interface RestRoute extends RestSpec<never> {
  method: StoreMethod;
  /** Namespace and route, e.g. 'wp-statistics/v2/hit'. */
  route: string;
}

export interface EndpointRegistry {
  /** `POST|GET /shop/wp-admin/admin-ajax.php?action={name}` */
  registerAjaxAction<D = FormData>(name: string, spec: AjaxSpec<D>): void;
  /** `/?wc-ajax={endpoint}` and `/shop/?wc-ajax={endpoint}` */
  registerWcAjax<D = FormData>(endpoint: string, spec: AjaxSpec<D>): void;
  /** `/shop/wp-json/wc/store/v1/{path}`; path uses Fastify params, e.g. 'products/:id'. Mutations need the `Nonce` header. */
  registerStoreRoute(method: StoreMethod, path: string, handler: StoreHandler, body?: InputSchema): void;
  /** `/shop/wp-json/{route}` for a plugin's own REST namespace (not the Store API). */
  registerRestRoute<B>(method: StoreMethod, route: string, spec: RestSpec<B>): void;
  ajaxAction(name: string): AjaxSpec<never> | undefined;
  wcAjax(endpoint: string): AjaxSpec<never> | undefined;
  /** Every registered admin-ajax action and wc-ajax endpoint, by name. */
  ajaxNames(): { actions: string[]; wcAjax: string[] };
  storeRoutes(): StoreRoute[];
  restRoutes(): RestRoute[];
}

export function createEndpointRegistry(): EndpointRegistry {
  const ajax = new Map<string, AjaxSpec<never>>();
  const wc = new Map<string, AjaxSpec<never>>();
  const store: StoreRoute[] = [];
  const rest: RestRoute[] = [];
  const unique = (map: Map<string, AjaxSpec<never>>, kind: string, name: string, spec: AjaxSpec<never>): void => {
    if (map.has(name)) throw new Error(`${kind} "${name}" is already registered`);
    map.set(name, spec);
  };
  return {
    registerAjaxAction: (name, spec) => unique(ajax, 'admin-ajax action', name, spec as AjaxSpec<never>),
    registerWcAjax: (endpoint, spec) => unique(wc, 'wc-ajax endpoint', endpoint, spec as AjaxSpec<never>),
    registerStoreRoute: (method, path, handler, body) => {
      if (store.some((r) => r.method === method && r.path === path)) throw new Error(`Store API route ${method} ${path} is already registered`);
      store.push({ method, path: path.replace(/^\/+/, ''), handler, ...(body ? { body } : {}) });
    },
    registerRestRoute: (method, route, spec) => {
      const path = route.replace(/^\/+/, '');
      if (path.startsWith('wc/store/')) throw new Error(`${route} is a Store API route: use registerStoreRoute`);
      if (rest.some((r) => r.method === method && r.route === path)) throw new Error(`REST route ${method} ${path} is already registered`);
      rest.push({ ...(spec as RestSpec<never>), method, route: path });
    },
    ajaxAction: (name) => ajax.get(name),
    wcAjax: (endpoint) => wc.get(endpoint),
    ajaxNames: () => ({ actions: [...ajax.keys()], wcAjax: [...wc.keys()] }),
    storeRoutes: () => [...store],
    restRoutes: () => [...rest],
  };
}
