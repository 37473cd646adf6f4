import type { FormFields } from '../input/form-fields.ts';
import type { InputProblem } from '../input/schema-errors.ts';
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
  /** Other classic scripts, in WordPress's print order, after the host scripts (the block checkout's, blocks/scripts.ts). */
  scripts?: SafeHtml;
  /** Tags for <head> (stylesheets a page needs beyond the theme's). */
  head?: SafeHtml;
  status?: number;
  /** What the page shows, for the tracking widget's data (see tracking/page-tracking.ts). */
  tracking?: PageTracking;
}

export type PageResult = ({ kind: 'page' } & PageView) | { kind: 'redirect'; location: string };
export type PageHandler<B = FormFields> = (ctx: RequestContext, input: { params: Record<string, string>; query: FormFields; body: B }) => PageResult;

/**
 * A page's form: Fastify validates the posted fields against `body` (a JSON Schema; declared types
 * are coerced, '3' → 3) before the handler runs; refused input gets `invalid`'s page instead.
 */
export interface PageForm {
  body: Readonly<Record<string, unknown>>;
  invalid(ctx: RequestContext, problems: InputProblem[]): PageResult;
}

export interface PageRoute { method: 'GET' | 'POST'; path: string; handler: PageHandler<never>; form?: PageForm }

export interface PageRegistry {
  /** Adds a page; `path` uses Fastify syntax ('/shop/product/:slug/'). */
  registerPage(method: 'GET' | 'POST', path: string, handler: PageHandler): void;
  /** Adds a page whose posted form is validated by `form.body`; the handler gets the typed fields. */
  registerForm<B>(path: string, form: PageForm, handler: PageHandler<B>): void;
  routes(): PageRoute[];
}

export function createPageRegistry(): PageRegistry {
  const routes: PageRoute[] = [];
  const add = (route: PageRoute): void => {
    if (routes.some((r) => r.method === route.method && r.path === route.path)) throw new Error(`Page ${route.method} ${route.path} is already registered`);
    routes.push(route);
  };
  return {
    registerPage: (method, path, handler) => add({ method, path, handler: handler as PageHandler<never> }),
    registerForm: (path, form, handler) => add({ method: 'POST', path, handler: handler as PageHandler<never>, form }),
    routes: () => [...routes],
  };
}

export function page(view: PageView): PageResult {
  return { kind: 'page', ...view };
}

export function redirect(location: string): PageResult {
  return { kind: 'redirect', location };
}
