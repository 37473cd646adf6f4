import { parseArgs } from 'node:util';
import { createShop } from './app.ts';

/** CLI: tsx examples/demo-shop/server.ts -- --port N --db PATH --import FILE.csv --products N --currency GBP|EUR|JPY */
async function main(): Promise<void> {
  const { values } = parseArgs({
    args: process.argv.slice(2).filter((a) => a !== '--'),
    options: { port: { type: 'string' }, db: { type: 'string' }, import: { type: 'string' }, products: { type: 'string' }, host: { type: 'string' }, currency: { type: 'string' } },
  });
  const port = Number(values.port ?? process.env.PORT ?? 8080);
  const products = values.products !== undefined ? Number(values.products) : undefined;
  if (!Number.isInteger(port) || port < 0) throw new Error(`--port must be a number, got "${values.port}"`);
  if (products !== undefined && (!Number.isInteger(products) || products < 0)) throw new Error(`--products must be a whole number, got "${values.products}"`);
  const currency = values.currency ?? process.env.SHOP_CURRENCY;
  const shop = await createShop({ port, host: values.host ?? '0.0.0.0', dbPath: values.db, importCsv: values.import, products, currency });
  console.log(`Shop Islands demo shop: http://localhost:${new URL(shop.url).port}/ (prices in ${shop.context.currency.code})`);
  const stop = (): void => {
    shop.close().then(() => process.exit(0), () => process.exit(1));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(`demo-shop: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
