import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from './db/open.ts';
import type { GatewayRegistry } from './domain/gateways.ts';
import type { NonceService } from './domain/nonces.ts';
import type { Session, SessionIds } from './domain/sessions.ts';
import type { EndpointRegistry } from './endpoints/registry.ts';
import type { PageRegistry } from './pages/registry.ts';
import type { AssetService } from './assets.ts';
import type { ShopCurrency } from './domain/money.ts';

/** Everything one running shop owns. Created per `createShop()`; nothing lives at module level. */
export interface ShopContext {
  db: Db;
  nonces: NonceService;
  /** Issues and recognises session ids, so a session needs no row until something is kept in it. */
  sessionIds: SessionIds;
  gateways: GatewayRegistry;
  endpoints: EndpointRegistry;
  pages: PageRegistry;
  assets: AssetService;
  /** The currency every price of this shop is in (chosen when its database was made: domain/shop-settings.ts). */
  currency: ShopCurrency;
  /** The time (ms since the epoch): Date.now, or a test's clock. Coupon expiry and login waits read it. */
  now(): number;
  /** Base URL the server is reachable at, e.g. 'http://localhost:8080' (set once listening). */
  origin(): string;
}

/** What every handler (page, ajax, Store API) receives. */
export interface RequestContext {
  shop: ShopContext;
  session: Session;
  req: FastifyRequest;
  reply: FastifyReply;
}
