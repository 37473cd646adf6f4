/**
 * Installs and starts the real store once per run: unpacks the released archives into a scratch folder,
 * installs PHP + MariaDB with apt when missing, creates a fresh database and site, installs Shop Islands
 * from its zip (inactive: the legacy profile) and serves the site with PHP's built-in server.
 * Used by `run.ts` (the suite) and the real-store benchmark.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startStripeProvider } from './stripe-provider.ts';

export const ROOT: string = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
export const HERE: string = join(ROOT, 'tests', 'real-store');
export const WORK: string = process.env.SHOP_ISLANDS_REAL_STORE_WORK ?? join(HERE, '.work');
const STORE_DIR: string = join(HERE, 'store');

/** The archives, as `../shared/wordpress/` beside the repo or wherever SHOP_ISLANDS_WP_ARCHIVES points. */
export const ARCHIVES: string = resolve(process.env.SHOP_ISLANDS_WP_ARCHIVES ?? join(ROOT, '..', 'shared', 'wordpress'));

export const ARCHIVE_FILES = {
  wordpress: 'wordpress-7.1.0.tar.xz',
  woocommerce: 'woocommerce-10.9.1.tar.xz',
  storefront: 'storefront-4.6.2.tar.xz',
  aws: 'advanced-woo-search-3.67.tar.xz',
  asp: 'stripe-payments-2.0.98.tar.xz',
  stripe: 'woocommerce-gateway-stripe-10.8.3.tar.xz',
  ga4: 'woocommerce-google-analytics-integration-2.3.0.tar.xz',
  statistics: 'wp-statistics-14.16.4.tar.xz',
  consent: 'wp-consent-api-1.0.8.tar.xz',
} as const;

/** The sample catalogue the store imports (the same bytes as the one beside the archives). */
export const CATALOGUE: string = join(ROOT, 'examples', 'demo-shop', 'data', 'woocommerce-sample-products.csv');

/**
 * The store's database. SHOP_ISLANDS_REAL_STORE_DB names another one, so two checkouts of the repo can run the
 * suite at once on one MariaDB (each also has its own `.work/` and a free port).
 */
const DB = { name: process.env.SHOP_ISLANDS_REAL_STORE_DB ?? 'shopislands_realstore', user: 'shopislands_rs', password: 'shopislands-real-store-pw' } as const;

export interface StoreInfo {
  pages: Record<string, number>;
  urls: Record<string, string>;
  products: Record<string, { id: number; url: string }>;
  asp_product: number;
  /** A 10 % coupon's code. */
  coupon: string;
  subscriber_id: number;
  product_count: number;
  versions: Record<string, string>;
}

export interface RunningStore {
  url: string;
  /** The test-mode Stripe provider's origin (harness/stripe-provider.ts). */
  providerUrl: string;
  providerRequestLog: string;
  /** Token of the test control endpoint (store/mu-plugins/shop-islands-test-control.php), new each run. */
  token: string;
  site: string;
  infoFile: string;
  debugLog: string;
  zip: string;
  info: StoreInfo;
  stop: () => Promise<void>;
}

const log = (message: string): void => console.log(`[real-store] ${message}`);

/** Why the suite cannot run here (archives missing), or null when it can. */
export function skipReason(): string | null {
  const missing = Object.values(ARCHIVE_FILES).filter((file) => !existsSync(join(ARCHIVES, file)));
  if (missing.length === Object.values(ARCHIVE_FILES).length) return `no WordPress archives in ${ARCHIVES} (set SHOP_ISLANDS_WP_ARCHIVES to their folder)`;
  if (missing.length > 0) return `${missing.join(', ')} missing from ${ARCHIVES}`;
  return null;
}

function run(command: string, args: readonly string[], options: { input?: string; env?: NodeJS.ProcessEnv; cwd?: string } = {}): string {
  const result = spawnSync(command, args, { encoding: 'utf8', input: options.input, env: options.env ?? process.env, cwd: options.cwd, maxBuffer: 64 * 1024 * 1024 });
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} failed (${result.status}):\n${result.stdout}\n${result.stderr}`.trim());
  }
  return result.stdout;
}

const has = (command: string): boolean => spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;

/** PHP with the extensions WordPress + WooCommerce need, MariaDB, zip tools: installed with apt when missing. */
export function ensureSystemPackages(): void {
  const phpModules = has('php') ? run('php', ['-m']).toLowerCase() : '';
  const need = !has('php') || !has('mariadbd') && !has('mysqld') || !has('unzip') || !has('zip') || !['mysqli', 'xml', 'mbstring', 'curl', 'intl'].every((m) => phpModules.includes(`\n${m}\n`));
  if (!need) return;
  log('installing php, mariadb and zip tools with apt-get');
  const packages = ['php-cli', 'php-mysql', 'php-xml', 'php-mbstring', 'php-curl', 'php-intl', 'php-gd', 'php-zip', 'mariadb-server', 'mariadb-client', 'zip', 'unzip'];
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const install = (): boolean => spawnSync('apt-get', ['install', '-y', '-o', 'DPkg::Lock::Timeout=600', '--no-install-recommends', ...packages], { env, stdio: 'ignore' }).status === 0;
  if (install()) return;
  run('apt-get', ['update'], { env });
  if (!install()) throw new Error(`apt-get install ${packages.join(' ')} failed`);
}

const mariaUp = (): boolean => spawnSync('mysqladmin', ['ping'], { stdio: 'ignore' }).status === 0;

/** Starts MariaDB when it is not running (it keeps running afterwards, like a system service). */
export async function ensureMariaDb(): Promise<void> {
  if (mariaUp()) return;
  log('starting MariaDB');
  mkdirSync('/run/mysqld', { recursive: true });
  spawnSync('chown', ['mysql:mysql', '/run/mysqld']);
  if (!existsSync('/var/lib/mysql/mysql')) run('mariadb-install-db', ['--user=mysql', '--datadir=/var/lib/mysql']);
  const daemon = spawn('mysqld_safe', ['--user=mysql'], { detached: true, stdio: 'ignore' });
  daemon.unref();
  for (let i = 0; i < 120 && !mariaUp(); i++) await new Promise((r) => setTimeout(r, 250));
  if (!mariaUp()) throw new Error('MariaDB did not start');
}

function freshDatabase(): void {
  if (!/^\w{1,64}$/.test(DB.name)) throw new Error(`SHOP_ISLANDS_REAL_STORE_DB: '${DB.name}' is not a database name (letters, digits, _)`);
  run('mariadb', ['-uroot'], {
    input: [
      `DROP DATABASE IF EXISTS \`${DB.name}\`;`,
      `CREATE DATABASE \`${DB.name}\` DEFAULT CHARACTER SET utf8mb4;`,
      `CREATE USER IF NOT EXISTS '${DB.user}'@'localhost' IDENTIFIED BY '${DB.password}';`,
      `ALTER USER '${DB.user}'@'localhost' IDENTIFIED BY '${DB.password}';`,
      `GRANT ALL PRIVILEGES ON \`${DB.name}\`.* TO '${DB.user}'@'localhost';`,
      'FLUSH PRIVILEGES;',
    ].join('\n'),
  });
}

export async function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolvePort(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

function unpack(site: string): void {
  const scratch = join(WORK, 'unpacked');
  rmSync(scratch, { recursive: true, force: true });
  mkdirSync(scratch, { recursive: true });
  for (const file of Object.values(ARCHIVE_FILES)) run('tar', ['-xJf', join(ARCHIVES, file), '-C', scratch]);
  rmSync(site, { recursive: true, force: true });
  cpSync(join(scratch, 'wordpress'), site, { recursive: true });
  const plugins = join(site, 'wp-content', 'plugins');
  for (const plugin of ['woocommerce', 'advanced-woo-search', 'stripe-payments', 'woocommerce-gateway-stripe', 'woocommerce-google-analytics-integration', 'wp-statistics', 'wp-consent-api']) {
    cpSync(join(scratch, plugin), join(plugins, plugin), { recursive: true });
  }
  cpSync(join(scratch, 'storefront'), join(site, 'wp-content', 'themes', 'storefront'), { recursive: true });
  cpSync(join(STORE_DIR, 'mu-plugins'), join(site, 'wp-content', 'mu-plugins'), { recursive: true });
  rmSync(scratch, { recursive: true, force: true });
}

function writeConfig(site: string, url: string, debugLog: string, token: string, providerUrl: string): void {
  const salt = (): string => randomBytes(36).toString('base64').replace(/[^A-Za-z0-9]/g, '');
  const keys = ['AUTH_KEY', 'SECURE_AUTH_KEY', 'LOGGED_IN_KEY', 'NONCE_KEY', 'AUTH_SALT', 'SECURE_AUTH_SALT', 'LOGGED_IN_SALT', 'NONCE_SALT'];
  writeFileSync(
    join(site, 'wp-config.php'),
    [
      '<?php',
      `define( 'DB_NAME', '${DB.name}' );`,
      `define( 'DB_USER', '${DB.user}' );`,
      `define( 'DB_PASSWORD', '${DB.password}' );`,
      "define( 'DB_HOST', 'localhost' );",
      "define( 'DB_CHARSET', 'utf8mb4' );",
      "define( 'DB_COLLATE', '' );",
      ...keys.map((key) => `define( '${key}', '${salt()}' );`),
      `define( 'WP_HOME', '${url}' );`,
      `define( 'WP_SITEURL', '${url}' );`,
      "define( 'WP_DEBUG', true );",
      "define( 'WP_DEBUG_DISPLAY', false );",
      `define( 'WP_DEBUG_LOG', '${debugLog}' );`,
      "define( 'DISABLE_WP_CRON', true );",
      "define( 'AUTOMATIC_UPDATER_DISABLED', true );",
      "define( 'WP_HTTP_BLOCK_EXTERNAL', true );",
      "define( 'WP_ENVIRONMENT_TYPE', 'local' );",
      `define( 'SHOP_ISLANDS_TEST_TOKEN', '${token}' );`,
      `define( 'SHOP_ISLANDS_STRIPE_PROVIDER', '${providerUrl}' );`,
      "$table_prefix = 'wp_';",
      "if ( ! defined( 'ABSPATH' ) ) { define( 'ABSPATH', __DIR__ . '/' ); }",
      "require_once ABSPATH . 'wp-settings.php';",
      '',
    ].join('\n'),
  );
}

/** Builds the plugin zip from dist/ (built first when missing), the way a shop owner gets it. */
export function pluginZip(out: string, dist: string = join(ROOT, 'dist')): string {
  if (!existsSync(join(dist, 'manifest.json'))) {
    log('dist/ missing: running npm run build');
    run('npm', ['run', '--silent', 'build'], { cwd: ROOT });
  }
  run('npx', ['tsx', join(ROOT, 'plugin-php-shim', 'build-zip.ts'), '--dist', dist, '--out', out], { cwd: ROOT });
  return out;
}

/** Replaces the installed plugin's files with the contents of a zip (the store and its options stay). */
export function installPluginFiles(site: string, zip: string): void {
  const plugins = join(site, 'wp-content', 'plugins');
  rmSync(join(plugins, 'shop-islands'), { recursive: true, force: true });
  run('unzip', ['-q', '-o', zip, '-d', plugins]);
}

export const PHP_ARGS: readonly string[] = ['-d', 'memory_limit=512M', '-d', 'opcache.enable_cli=1', '-d', 'opcache.validate_timestamps=1', '-d', 'opcache.revalidate_freq=0'];

function waitForHttp(url: string, server: ChildProcess): Promise<void> {
  return new Promise((resolveReady, reject) => {
    let tries = 0;
    const attempt = (): void => {
      if (server.exitCode !== null) {
        reject(new Error(`php -S exited (${server.exitCode})`));
        return;
      }
      fetch(url, { signal: AbortSignal.timeout(5000) })
        .then(() => resolveReady())
        .catch(() => (++tries > 200 ? reject(new Error(`${url} did not answer`)) : setTimeout(attempt, 100)));
    };
    attempt();
  });
}

/** Installs a fresh store and serves it. */
export async function startStore(): Promise<RunningStore> {
  const started = Date.now();
  ensureSystemPackages();
  await ensureMariaDb();
  mkdirSync(WORK, { recursive: true });
  const site = join(WORK, 'site');
  const debugLog = join(WORK, 'debug.log');
  const infoFile = join(WORK, 'store.json');
  const zip = pluginZip(join(WORK, 'shop-islands.zip'));
  const port = Number(process.env.SHOP_ISLANDS_STORE_PORT ?? (await freePort()));
  const url = `http://127.0.0.1:${port}`;
  const env = { ...process.env, SHOP_ISLANDS_STORE_URL: url };
  const token = randomBytes(24).toString('hex');

  log('unpacking the archives');
  unpack(site);
  freshDatabase();
  rmSync(join(WORK, 'stripe-requests.jsonl'), { force: true });
  const provider = await startStripeProvider(await freePort(), url, WORK);
  process.once('exit', () => void provider.stop());
  writeConfig(site, url, debugLog, token, provider.url);
  rmSync(debugLog, { force: true });
  installPluginFiles(site, zip);
  log('installing WordPress, WooCommerce, Storefront, the catalogue and the plugins');
  const base = run('php', [...PHP_ARGS, join(STORE_DIR, 'install.php'), 'base', site], { env });
  if (!base.includes('installed base')) throw new Error(`install.php base: ${base}`);
  const shop = run('php', [...PHP_ARGS, join(STORE_DIR, 'install.php'), 'shop', site, CATALOGUE, infoFile], { env });
  if (!shop.includes('installed shop')) throw new Error(`install.php shop: ${shop}`);

  const server = spawn('php', [...PHP_ARGS, '-S', `127.0.0.1:${port}`, '-t', site, join(STORE_DIR, 'router.php')], {
    env: { ...env, PHP_CLI_SERVER_WORKERS: process.env.SHOP_ISLANDS_PHP_WORKERS ?? '4' },
    stdio: ['ignore', 'ignore', 'pipe'],
    // Its own process group: the server forks workers, and stopping the group stops them all.
    detached: true,
  });
  const killGroup = (): void => {
    try {
      if (server.pid) process.kill(-server.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  };
  process.once('exit', killGroup);
  const serverLog: string[] = [];
  server.stderr?.on('data', (chunk: Buffer) => {
    serverLog.push(chunk.toString());
    if (serverLog.length > 200) serverLog.shift();
  });
  await waitForHttp(`${url}/wp-login.php`, server);
  const info = JSON.parse(readFileSync(infoFile, 'utf8')) as StoreInfo;
  log(`store ready at ${url} in ${Math.round((Date.now() - started) / 1000)} s (${info.product_count} products)`);
  return {
    url,
    providerUrl: provider.url,
    providerRequestLog: provider.requestLog,
    token,
    site,
    infoFile,
    debugLog,
    zip,
    info,
    stop: async () => {
      process.removeListener('exit', killGroup);
      const exited = server.exitCode !== null ? Promise.resolve() : new Promise<void>((r) => server.once('exit', () => r()));
      killGroup();
      await exited;
      await provider.stop();
      writeFileSync(join(WORK, 'php-server.log'), serverLog.join(''));
    },
  };
}

/** Environment the journey files read the running store from. */
export function storeEnv(store: RunningStore): Record<string, string> {
  return {
    SHOP_ISLANDS_STORE_URL: store.url,
    SHOP_ISLANDS_STORE_TOKEN: store.token,
    SHOP_ISLANDS_STORE_SITE: store.site,
    SHOP_ISLANDS_STORE_INFO: store.infoFile,
    SHOP_ISLANDS_STORE_DEBUG_LOG: store.debugLog,
    SHOP_ISLANDS_STORE_ZIP: store.zip,
    SHOP_ISLANDS_PROVIDER_URL: store.providerUrl,
    SHOP_ISLANDS_PROVIDER_REQUEST_LOG: store.providerRequestLog,
  };
}

