import { mkdtempSync } from 'node:fs';
import { AsyncLocalStorage } from 'node:async_hooks';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { createAssetService } from './assets.ts';
import { generateProducts } from './db/generate.ts';
import { importWooCsv } from './db/import-woo-csv.ts';
import { openDb, type Db } from './db/open.ts';
import { seedShop } from './db/seed.ts';
import { ensureSearchIndex } from './db/search-index.ts';
import { BACS, COD, createGatewayRegistry } from './domain/gateways.ts';
import { stripeGateways } from './stripe-gateway/gateways.ts';
import { createNonceService } from './domain/nonces.ts';
import { openShopSettings, type ShopSettings } from './domain/shop-settings.ts';
import { formFields, urlEncodedFields } from './input/form-fields.ts';
import { createSessionIds, loadSession, SESSION_COOKIE, SESSION_COOKIE_OPTIONS, type Session } from './domain/sessions.ts';
import { mountEndpoints } from './endpoints/dispatch.ts';
import { registerEndpoints } from './endpoints/index.ts';
import { createEndpointRegistry } from './endpoints/registry.ts';
import { registerPages } from './pages/index.ts';
import { createPageRegistry } from './pages/registry.ts';
import { mountPages, sendPage } from './pages/render.ts';
import { registerPaymentBox } from './payment-box/routes.ts';
import { registerStripeProvider } from './provider/server/routes.ts';
import { registerTrackingStandIns } from './tracking/collectors.ts';
import { mountModelScripts } from './blocks/scripts.ts';
import { notFound } from './pages/catalogue-pages.ts';
import type { ShopContext } from './shop-context.ts';
import { registerContentSecurityPolicy } from './security/content-security-policy.ts';
import { originForHost, ownHosts } from './security/request-origin.ts';

const HERE = dirname(fileURLToPath(import.meta.url));
/** WooCommerce's sample product export (GPL, see README), shipped with the demo. */
export const SAMPLE_CSV = join(HERE, 'data', 'woocommerce-sample-products.csv');

export interface ShopOptions {
  /** 0 = a free port. Default 8080. */
  port?: number;
  host?: string;
  /** Default: a fresh database in a temp dir. An existing database is reused as is. */
  dbPath?: string;
  /** Generated products added after the CSV import (default 300). */
  products?: number;
  /** WooCommerce product CSV to import (default: the sample CSV). */
  importCsv?: string;
  /** Widget bundles + manifest.json (default: the repository's dist/). */
  distDir?: string;
  quiet?: boolean;
  /** The currency a new database sells in: GBP (default), EUR, JPY, BRL or PLN. An existing database keeps its own. */
  currency?: string;
  /** The shop's clock (ms since the epoch), for tests that move time on; default Date.now. */
  now?: () => number;
  /** The Stripe gateway with its 22 method types (default on); off, the checkout offers the offline methods alone. */
  stripeGateway?: boolean;
}

export interface Shop { url: string; db: Db; app: FastifyInstance; context: ShopContext; close(): Promise<void> }

function seedCatalogue(db: Db, opts: ShopOptions): void {
  const empty = (db.prepare('SELECT COUNT(*) AS n FROM products').get() as { n: number }).n === 0;
  if (!empty) return;
  importWooCsv(db, opts.importCsv ?? SAMPLE_CSV);
  generateProducts(db, opts.products ?? 300);
}

/** Starts a demo shop: fresh (or given) SQLite database, catalogue, pages and endpoints. */
export async function createShop(opts: ShopOptions = {}): Promise<Shop> {
  const dbPath = opts.dbPath ?? join(mkdtempSync(join(tmpdir(), 'demo-shop-')), 'shop.db');
  const db = openDb(dbPath);
  let settings: ShopSettings;
  try {
    settings = openShopSettings(db, opts.currency);
    seedCatalogue(db, opts);
    seedShop(db);
    ensureSearchIndex(db);
  } catch (error) {
    db.close();
    throw error;
  }
  const app = Fastify({
    logger: false,
    // One form flattener for query strings and bodies (input/form-fields.ts).
    routerOptions: { ignoreTrailingSlash: true, querystringParser: urlEncodedFields },
    // Route schemas refuse unknown fields (rather than dropping them) and report every bad field.
    ajv: { customOptions: { removeAdditional: false, allErrors: true } },
  });
  const log = (msg: string): void => { if (!opts.quiet) console.warn(msg); };
  let origin = '';
  let own: ReadonlySet<string> = new Set();
  // The origin of the request being answered (security/request-origin.ts), for every URL a page or answer names.
  const requestOrigin = new AsyncLocalStorage<string>();
  const gateways = createGatewayRegistry();
  gateways.register(BACS);
  gateways.register(COD);
  const context: ShopContext = {
    db,
    nonces: createNonceService(),
    sessionIds: createSessionIds(),
    gateways,
    endpoints: createEndpointRegistry(),
    pages: createPageRegistry(),
    assets: createAssetService(opts.distDir ?? resolve(HERE, '../../dist'), log),
    currency: settings.currency,
    now: opts.now ?? Date.now,
    origin: () => requestOrigin.getStore() ?? origin,
  };
  // The Stripe gateway with every method type of SPEC 1 enabled (each offered where its currency allows).
  if (opts.stripeGateway !== false) for (const gateway of stripeGateways(context)) gateways.register(gateway);
  registerEndpoints(context.endpoints);
  registerPages(context.pages);

  // Entered when the request arrives and again once its body is read (parsing may leave the request's async context).
  const enterOrigin = (req: FastifyRequest, _reply: unknown, done: () => void): void => requestOrigin.run(originForHost(req.headers.host, own, origin), done);
  app.addHook('onRequest', enterOrigin);
  app.addHook('preHandler', enterOrigin);
  await app.register(cookie);
  registerContentSecurityPolicy(app, context.origin);
  await app.register(formbody, { parser: urlEncodedFields });
  // WooCommerce's add-to-cart and account forms post multipart/form-data; their fields are plain text.
  app.addContentTypeParser('multipart/form-data', { parseAs: 'buffer' }, async (req: FastifyRequest, body: Buffer) =>
    formFields(await new Response(new Uint8Array(body), { headers: { 'content-type': String(req.headers['content-type']) } }).formData()));
  const sessions = new WeakMap<FastifyRequest, Session>();
  app.addHook('onRequest', async (req, reply) => {
    // Sessions are stored lazily (domain/sessions.ts): a visitor's id is in the cookie, its row comes with its cart.
    const { session, fresh } = loadSession(db, context.sessionIds, req.cookies[SESSION_COOKIE]);
    sessions.set(req, session);
    if (fresh) void reply.setCookie(SESSION_COOKIE, session.id, SESSION_COOKIE_OPTIONS);
  });
  const sessionOf = (req: FastifyRequest): Session => {
    const s = sessions.get(req);
    if (!s) throw new Error('session hook did not run');
    return s;
  };
  await context.assets.mount(app);
  mountEndpoints(app, context, sessionOf);
  mountPages(app, context, sessionOf);
  registerPaymentBox(app, context, sessionOf);
  registerStripeProvider(app, context);
  registerTrackingStandIns(app, context, sessionOf);
  mountModelScripts(app);
  app.setNotFoundHandler(async (req, reply) => sendPage({ shop: context, session: sessionOf(req), req, reply }, notFound()));

  const address = await app.listen({ port: opts.port ?? 8080, host: opts.host ?? '127.0.0.1' });
  const port = new URL(address).port;
  origin = `http://${opts.host && opts.host !== '0.0.0.0' ? opts.host : 'localhost'}:${port}`;
  own = ownHosts(opts.host ?? '127.0.0.1', port);
  return {
    url: `${origin}/`,
    db,
    app,
    context,
    async close() {
      await app.close();
      db.close();
    },
  };
}
