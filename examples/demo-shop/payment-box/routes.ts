/**
 * Serves the payment box page and its script:
 *   GET /shop/asp-payment-box/?product_id={id}[&price={major units}][&ckey={key}]
 *   GET /shop/demo/payment-box/box.js   (payment-box/browser/box.ts, bundled by esbuild on first request)
 * The page is a document of its own (it lives in the pop-up's frame), not a page of the shop layout.
 */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { buyNowAmount, buyNowProduct, requestedAmount } from '../domain/buy-now.ts';
import type { Session } from '../domain/sessions.ts';
import { BUY_NOW_NONCE_ACTION } from '../endpoints/buy-now.ts';
import { DEMO_PUBLISHABLE_KEY } from '../provider/server/index.ts';
import type { ShopContext } from '../shop-context.ts';
import { paymentBoxError, paymentBoxPage } from './page.ts';
import { BOX_SCRIPT_PATH } from './vars.ts';

const HERE = dirname(fileURLToPath(import.meta.url));
export const PAYMENT_BOX_PATH = '/shop/asp-payment-box/';

async function bundleBoxScript(): Promise<string> {
  // Loaded on first use: only a page that asks for this script needs the bundler.
  const { build } = await import('esbuild');
  const out = await build({
    entryPoints: [join(HERE, 'browser', 'box.ts')],
    bundle: true,
    minify: true,
    format: 'esm',
    target: 'es2020',
    write: false,
    platform: 'browser',
    logLevel: 'silent',
  });
  const file = out.outputFiles[0];
  if (!file) throw new Error('esbuild produced no payment box script');
  return file.text;
}

export function registerPaymentBox(app: FastifyInstance, shop: ShopContext, sessionOf: (req: FastifyRequest) => Session): void {
  let script: Promise<string> | null = null;

  app.get(PAYMENT_BOX_PATH, async (req, reply) => {
    const query = req.query as Record<string, string | undefined>;
    void reply.type('text/html; charset=UTF-8').header('Cache-Control', 'no-store');
    const product = buyNowProduct(shop.db, Number(query.product_id));
    if (!product.ok) return reply.code(product.error.status).send(paymentBoxError(product.error.message));
    const amount = buyNowAmount(product.value, requestedAmount(query.price, shop.currency), shop.currency);
    if (!amount.ok) return reply.code(400).send(paymentBoxError(amount.error.message));
    return reply.send(
      paymentBoxPage({
        productId: product.value.id,
        productName: product.value.name,
        amount: amount.value,
        currency: shop.currency.code,
        publishableKey: DEMO_PUBLISHABLE_KEY,
        ajaxUrl: '/shop/wp-admin/admin-ajax.php',
        nonce: shop.nonces.createNonce(sessionOf(req).id, BUY_NOW_NONCE_ACTION),
        parentOrigins: [shop.origin()],
      }),
    );
  });

  app.get(BOX_SCRIPT_PATH, async (_req, reply) => {
    script ??= bundleBoxScript().catch((error: unknown) => {
      script = null;
      throw error;
    });
    return reply.type('text/javascript; charset=UTF-8').header('Cache-Control', 'no-cache').send(await script);
  });
}
