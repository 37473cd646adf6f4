import { PROVIDER_REST_MIGRATION } from '../provider/server/rest/schema.ts';
import { PROVIDER_MIGRATION } from '../provider/server/schema.ts';
import { TRACKING_MIGRATION } from '../tracking/schema.ts';
import { STRIPE_GATEWAY_MIGRATION } from '../stripe-gateway/schema.ts';

/** Migrations as code: each entry runs once, in order, tracked by `PRAGMA user_version`. */
export const MIGRATIONS: readonly string[] = [
  `
  CREATE TABLE categories (
    id INTEGER PRIMARY KEY,
    parent_id INTEGER REFERENCES categories(id),
    name TEXT NOT NULL,
    slug TEXT NOT NULL UNIQUE,
    description TEXT NOT NULL DEFAULT '',
    image TEXT
  );
  CREATE TABLE tags (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    slug TEXT NOT NULL UNIQUE
  );
  CREATE TABLE products (
    id INTEGER PRIMARY KEY,
    type TEXT NOT NULL CHECK (type IN ('simple','variable','variation','grouped','external')),
    parent_id INTEGER REFERENCES products(id),
    slug TEXT NOT NULL UNIQUE,
    name TEXT NOT NULL,
    sku TEXT UNIQUE,
    regular_price INTEGER,
    sale_price INTEGER,
    stock_status TEXT NOT NULL DEFAULT 'instock' CHECK (stock_status IN ('instock','outofstock','onbackorder')),
    stock_quantity INTEGER,
    featured INTEGER NOT NULL DEFAULT 0,
    status TEXT NOT NULL DEFAULT 'publish',
    short_description TEXT NOT NULL DEFAULT '',
    description TEXT NOT NULL DEFAULT '',
    external_url TEXT,
    button_text TEXT,
    downloadable INTEGER NOT NULL DEFAULT 0,
    virtual INTEGER NOT NULL DEFAULT 0,
    menu_order INTEGER NOT NULL DEFAULT 0,
    total_sales INTEGER NOT NULL DEFAULT 0,
    average_rating REAL NOT NULL DEFAULT 0,
    created_order INTEGER NOT NULL
  );
  CREATE INDEX products_parent ON products(parent_id);
  CREATE TABLE product_images (
    product_id INTEGER NOT NULL REFERENCES products(id) ON DELETE CASCADE,
    position INTEGER NOT NULL,
    file TEXT NOT NULL,
    alt TEXT NOT NULL DEFAULT '',
    PRIMARY KEY (product_id, position)
  );
  CREATE TABLE product_categories (
    product_id INTEGER NOT NULL REFERENCES products(id) ON DELETE CASCADE,
    category_id INTEGER NOT NULL REFERENCES categories(id),
    PRIMARY KEY (product_id, category_id)
  );
  CREATE TABLE product_tags (
    product_id INTEGER NOT NULL REFERENCES products(id) ON DELETE CASCADE,
    tag_id INTEGER NOT NULL REFERENCES tags(id),
    PRIMARY KEY (product_id, tag_id)
  );
  CREATE TABLE product_attributes (
    product_id INTEGER NOT NULL REFERENCES products(id) ON DELETE CASCADE,
    position INTEGER NOT NULL,
    name TEXT NOT NULL,
    slug TEXT NOT NULL,
    options TEXT NOT NULL,
    visible INTEGER NOT NULL DEFAULT 1,
    is_global INTEGER NOT NULL DEFAULT 0,
    used_for_variations INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (product_id, position)
  );
  CREATE TABLE variation_attributes (
    variation_id INTEGER NOT NULL REFERENCES products(id) ON DELETE CASCADE,
    slug TEXT NOT NULL,
    name TEXT NOT NULL,
    value TEXT NOT NULL,
    PRIMARY KEY (variation_id, slug)
  );
  CREATE TABLE grouped_children (
    parent_id INTEGER NOT NULL REFERENCES products(id) ON DELETE CASCADE,
    child_id INTEGER NOT NULL REFERENCES products(id) ON DELETE CASCADE,
    position INTEGER NOT NULL,
    PRIMARY KEY (parent_id, child_id)
  );
  CREATE TABLE product_downloads (
    product_id INTEGER NOT NULL REFERENCES products(id) ON DELETE CASCADE,
    position INTEGER NOT NULL,
    name TEXT NOT NULL,
    url TEXT NOT NULL,
    PRIMARY KEY (product_id, position)
  );
  CREATE TABLE customers (
    id INTEGER PRIMARY KEY,
    email TEXT NOT NULL UNIQUE COLLATE NOCASE,
    password_hash TEXT NOT NULL,
    first_name TEXT NOT NULL DEFAULT '',
    last_name TEXT NOT NULL DEFAULT '',
    billing TEXT NOT NULL DEFAULT '{}',
    shipping TEXT NOT NULL DEFAULT '{}',
    created_at TEXT NOT NULL DEFAULT (datetime('now'))
  );
  CREATE TABLE sessions (
    id TEXT PRIMARY KEY,
    customer_id INTEGER REFERENCES customers(id),
    data TEXT NOT NULL DEFAULT '{}',
    created_at TEXT NOT NULL DEFAULT (datetime('now'))
  );
  CREATE TABLE carts (
    session_id TEXT PRIMARY KEY REFERENCES sessions(id) ON DELETE CASCADE,
    coupons TEXT NOT NULL DEFAULT '[]',
    chosen_shipping TEXT,
    updated_at TEXT NOT NULL DEFAULT (datetime('now'))
  );
  CREATE TABLE cart_items (
    session_id TEXT NOT NULL REFERENCES carts(session_id) ON DELETE CASCADE,
    item_key TEXT NOT NULL,
    product_id INTEGER NOT NULL REFERENCES products(id),
    variation_id INTEGER REFERENCES products(id),
    variation TEXT NOT NULL DEFAULT '[]',
    quantity INTEGER NOT NULL CHECK (quantity > 0),
    position INTEGER NOT NULL,
    PRIMARY KEY (session_id, item_key)
  );
  CREATE TABLE coupons (
    id INTEGER PRIMARY KEY,
    code TEXT NOT NULL UNIQUE COLLATE NOCASE,
    type TEXT NOT NULL CHECK (type IN ('percent','fixed_cart')),
    amount INTEGER NOT NULL,
    minimum_spend INTEGER,
    usage_limit INTEGER,
    usage_count INTEGER NOT NULL DEFAULT 0,
    description TEXT NOT NULL DEFAULT ''
  );
  CREATE TABLE orders (
    id INTEGER PRIMARY KEY,
    number TEXT NOT NULL,
    status TEXT NOT NULL,
    order_key TEXT NOT NULL,
    customer_id INTEGER REFERENCES customers(id),
    currency TEXT NOT NULL DEFAULT 'GBP',
    subtotal INTEGER NOT NULL,
    discount_total INTEGER NOT NULL,
    shipping_total INTEGER NOT NULL,
    tax_total INTEGER NOT NULL,
    total INTEGER NOT NULL,
    shipping_method TEXT,
    coupons TEXT NOT NULL DEFAULT '[]',
    billing TEXT NOT NULL,
    shipping TEXT NOT NULL,
    payment_method TEXT NOT NULL,
    payment_method_title TEXT NOT NULL,
    transaction_id TEXT,
    customer_note TEXT NOT NULL DEFAULT '',
    meta TEXT NOT NULL DEFAULT '{}',
    created_at TEXT NOT NULL DEFAULT (datetime('now'))
  );
  CREATE TABLE order_items (
    order_id INTEGER NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
    position INTEGER NOT NULL,
    product_id INTEGER NOT NULL,
    variation_id INTEGER,
    name TEXT NOT NULL,
    sku TEXT,
    quantity INTEGER NOT NULL,
    subtotal INTEGER NOT NULL,
    total INTEGER NOT NULL,
    variation TEXT NOT NULL DEFAULT '[]',
    PRIMARY KEY (order_id, position)
  );
  CREATE TABLE payment_tokens (
    id INTEGER PRIMARY KEY,
    customer_id INTEGER NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
    gateway TEXT NOT NULL,
    token TEXT NOT NULL,
    brand TEXT NOT NULL,
    last4 TEXT NOT NULL,
    exp_month INTEGER NOT NULL,
    exp_year INTEGER NOT NULL,
    is_default INTEGER NOT NULL DEFAULT 0
  );
  CREATE TABLE subscriptions (
    id INTEGER PRIMARY KEY,
    customer_id INTEGER NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
    status TEXT NOT NULL,
    product_id INTEGER NOT NULL REFERENCES products(id),
    payment_token_id INTEGER REFERENCES payment_tokens(id),
    next_payment TEXT
  );
  CREATE TABLE posts (
    id INTEGER PRIMARY KEY,
    slug TEXT NOT NULL UNIQUE,
    title TEXT NOT NULL,
    excerpt TEXT NOT NULL,
    content TEXT NOT NULL,
    image TEXT NOT NULL,
    published_at TEXT NOT NULL
  );
  `,
  // The test-mode card provider's tables (payment methods, intents, charges, idempotency keys).
  PROVIDER_MIGRATION,
  // Every product insert reads MAX(created_order): without an index, big catalogues take quadratic time.
  'CREATE INDEX products_created_order ON products(created_order);',
  // Checkout (issue 13): shop options (the currency), coupon expiry, the cart an order was made from,
  // idempotent order submits, and failed logins (per account and per address) for slowing them down.
  `
  CREATE TABLE options (
    name TEXT PRIMARY KEY,
    value TEXT NOT NULL
  );
  ALTER TABLE coupons ADD COLUMN date_expires TEXT;
  UPDATE coupons SET usage_limit = NULL, date_expires = '2024-01-01' WHERE code = 'expired';
  ALTER TABLE orders ADD COLUMN cart_hash TEXT NOT NULL DEFAULT '';
  CREATE TABLE checkout_requests (
    session_id TEXT NOT NULL,
    idempotency_key TEXT NOT NULL,
    order_id INTEGER NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
    answer TEXT NOT NULL,
    created_at TEXT NOT NULL DEFAULT (datetime('now')),
    PRIMARY KEY (session_id, idempotency_key)
  );
  CREATE TABLE login_failures (
    scope TEXT NOT NULL CHECK (scope IN ('account', 'address')),
    subject TEXT NOT NULL,
    failures INTEGER NOT NULL,
    first_at INTEGER NOT NULL,
    locked_until INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (scope, subject)
  );
  `,
  // What the tracking collectors (GA4, visitor statistics, order attribution, provider tracks) receive.
  TRACKING_MIGRATION,
  // The test-mode provider's REST face (issue 18): customers, refunds, account settings, webhook events.
  PROVIDER_REST_MIGRATION,
  // The Stripe gateway's orders' intents, subscription products and subscriptions (issue 19).
  STRIPE_GATEWAY_MIGRATION,
];
