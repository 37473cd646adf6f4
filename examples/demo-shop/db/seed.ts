import type { Db } from './open.ts';
import { hashPassword } from '../domain/passwords.ts';
import { formatPlain, minorUnits } from '../domain/money.ts';
import { currencyOf } from '../domain/shop-settings.ts';

export const DEMO_CUSTOMER = { email: 'customer@example.com', password: 'shopper' } as const;

const POSTS = [
  ['Styling a hoodie for every season', 'Layers, colours and the one hoodie that works all year round.'],
  ['Behind the seams: how our tees are made', 'From organic cotton to your doorstep, a look at our supply chain.'],
  ['Five gift ideas under £25', 'Small, thoughtful presents picked by the team.'],
  ['Caring for merino', 'Wash less, air more: keep your knitwear soft for years.'],
] as const;

/**
 * The demo's coupons, one per rule WooCommerce checks: a percentage, a fixed cart amount with a minimum
 * spend, one past its expiry date, one whose usage limit is reached and one that can be used once.
 * Amounts in the shop currency's major units, as a shop owner types them.
 */
const COUPONS = [
  { code: 'welcome10', type: 'percent', amount: 10, minimumSpend: null, usageLimit: null, usageCount: 0, expires: null },
  { code: 'fiver', type: 'fixed_cart', amount: 5, minimumSpend: 20, usageLimit: null, usageCount: 0, expires: null },
  { code: 'expired', type: 'percent', amount: 50, minimumSpend: null, usageLimit: null, usageCount: 0, expires: '2024-01-01' },
  { code: 'usedup', type: 'percent', amount: 20, minimumSpend: null, usageLimit: 1, usageCount: 1, expires: null },
  { code: 'once', type: 'fixed_cart', amount: 3, minimumSpend: null, usageLimit: 1, usageCount: 0, expires: null },
] as const;

function couponDescription(c: (typeof COUPONS)[number], db: Db): string {
  const currency = currencyOf(db);
  const off = c.type === 'percent' ? `${c.amount}% off` : `${formatPlain(minorUnits(c.amount, currency), currency)} off`;
  return c.minimumSpend === null ? `${off} your order` : `${off} orders over ${formatPlain(minorUnits(c.minimumSpend, currency), currency)}`;
}

/** Seeds the coupons, the demo customer and blog posts. Idempotent. */
export function seedShop(db: Db): void {
  const currency = currencyOf(db);
  db.transaction(() => {
    const coupon = db.prepare(
      'INSERT OR IGNORE INTO coupons (code, type, amount, minimum_spend, usage_limit, usage_count, date_expires, description) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
    );
    for (const c of COUPONS) {
      const amount = c.type === 'percent' ? c.amount : minorUnits(c.amount, currency);
      const minimum = c.minimumSpend === null ? null : minorUnits(c.minimumSpend, currency);
      coupon.run(c.code, c.type, amount, minimum, c.usageLimit, c.usageCount, c.expires, couponDescription(c, db));
    }
    const billing = {
      first_name: 'Sam', last_name: 'Shopper', company: '', country: 'GB', address_1: '1 High Street', address_2: '',
      city: 'London', state: '', postcode: 'SW1A 1AA', phone: '020 7946 0000', email: DEMO_CUSTOMER.email,
    };
    db.prepare(
      'INSERT OR IGNORE INTO customers (email, password_hash, first_name, last_name, billing, shipping) VALUES (?, ?, ?, ?, ?, ?)',
    ).run(DEMO_CUSTOMER.email, hashPassword(DEMO_CUSTOMER.password), 'Sam', 'Shopper', JSON.stringify(billing), JSON.stringify({ ...billing, phone: undefined, email: undefined }));
    const post = db.prepare('INSERT OR IGNORE INTO posts (slug, title, excerpt, content, image, published_at) VALUES (?, ?, ?, ?, ?, ?)');
    POSTS.forEach(([title, excerpt], i) => {
      const slug = title.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
      post.run(slug, title, excerpt, `${excerpt}\n\nPellentesque habitant morbi tristique senectus et netus et malesuada fames ac turpis egestas.`, `post-${slug}`, `2024-0${i + 1}-15`);
    });
  })();
}
