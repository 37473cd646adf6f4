import type { RequestContext } from '../shop-context.ts';
import type { HostScript } from '../assets.ts';
import type { SafeHtml } from './html.ts';
import type { PageTracking } from '../tracking/page-tracking.ts';

export interface PageView {
  title: string;
  bodyClass: string;
  content: SafeHtml;
  /** Widget bundle names from dist/manifest.json, e.g. 'storefront'. */
  widgets: string[];
  /** Printed as `var NAME = {...};` before the scripts (localized settings). */
  settings: Record<string, unknown>;
  hostScripts: HostScript[];
  status?: number;
  /** What the page shows, for the tracking widget's data (see tracking/page-tracking.ts). */
  tracking?: PageTracking;
  /** Tags plugins print in <head> (wp_head). */
  head?: SafeHtml;
}

export type PageResult = ({ kind: 'page' } & PageView) | { kind: 'redirect'; location: string };
export type PageHandler = (ctx: RequestContext, input: { params: Record<string, string>; query: Record<string, string>; body: Record<string, string> }) => PageResult;
export interface PageRoute { method: 'GET' | 'POST'; path: string; handler: PageHandler }

export interface PageRegistry {
  /** Adds a page; `path` uses Fastify syntax ('/shop/product/:slug/'). */
  registerPage(method: 'GET' | 'POST', path: string, handler: PageHandler): void;
  routes(): PageRoute[];
}

export function createPageRegistry(): PageRegistry {
  const routes: PageRoute[] = [];
  return {
    registerPage(method, path, handler) {
      if (routes.some((r) => r.method === method && r.path === path)) throw new Error(`Page ${method} ${path} is already registered`);
      routes.push({ method, path, handler });
    },
    routes: () => [...routes],
  };
}

export function page(view: PageView): PageResult {
  return { kind: 'page', ...view };
}

export function redirect(location: string): PageResult {
  return { kind: 'redirect', location };
}
