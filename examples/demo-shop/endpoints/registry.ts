import type { RequestContext } from '../shop-context.ts';

export type NonceField = 'security' | '_ajax_nonce' | 'nonce' | '_wpnonce' | 'tracksNonce';
export type FormData = Record<string, string>;

/** A JSON answer already serialised (e.g. read from a cache), sent as application/json unchanged. */
export class JsonText {
  constructor(readonly json: string) {}
}

/**
 * An ajax handler returns a JSON-able value, a `JsonText`, or a string sent as text/html
 * (like wp_die / echo).
 */
export type AjaxHandler = (ctx: RequestContext, data: FormData) => unknown;

export interface AjaxSpec {
  /** When set, the request must carry a nonce for this action, else 403 `-1` (check_ajax_referer). */
  nonceAction?: string;
  nonceField?: NonceField;
  handler: AjaxHandler;
}

export type StoreMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export interface StoreResponse { status?: number; body: unknown }
/** Store API handler: `params` from the path (`:id`), JSON (or form) body. */
export type StoreHandler = (ctx: RequestContext, input: { params: Record<string, string>; query: Record<string, string>; body: Record<string, unknown> }) => StoreResponse;
export interface StoreRoute { method: StoreMethod; path: string; handler: StoreHandler }

export interface EndpointRegistry {
  /** `POST|GET /shop/wp-admin/admin-ajax.php?action={name}` */
  registerAjaxAction(name: string, spec: AjaxSpec): void;
  /** `/?wc-ajax={endpoint}` and `/shop/?wc-ajax={endpoint}` */
  registerWcAjax(endpoint: string, spec: AjaxSpec): void;
  /** `/shop/wp-json/wc/store/v1/{path}`; path uses Fastify params, e.g. 'products/:id'. Mutations need the `Nonce` header. */
  registerStoreRoute(method: StoreMethod, path: string, handler: StoreHandler): void;
  ajaxAction(name: string): AjaxSpec | undefined;
  wcAjax(endpoint: string): AjaxSpec | undefined;
  storeRoutes(): StoreRoute[];
}

export function createEndpointRegistry(): EndpointRegistry {
  const ajax = new Map<string, AjaxSpec>();
  const wc = new Map<string, AjaxSpec>();
  const store: StoreRoute[] = [];
  const unique = (map: Map<string, AjaxSpec>, kind: string, name: string, spec: AjaxSpec): void => {
    if (map.has(name)) throw new Error(`${kind} "${name}" is already registered`);
    map.set(name, spec);
  };
  return {
    registerAjaxAction: (name, spec) => unique(ajax, 'admin-ajax action', name, spec),
    registerWcAjax: (endpoint, spec) => unique(wc, 'wc-ajax endpoint', endpoint, spec),
    registerStoreRoute: (method, path, handler) => {
      if (store.some((r) => r.method === method && r.path === path)) throw new Error(`Store API route ${method} ${path} is already registered`);
      store.push({ method, path: path.replace(/^\/+/, ''), handler });
    },
    ajaxAction: (name) => ajax.get(name),
    wcAjax: (endpoint) => wc.get(endpoint),
    storeRoutes: () => [...store],
  };
}
