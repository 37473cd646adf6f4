import type { Db } from './open.ts';
import { hashPassword } from '../domain/passwords.ts';

export const DEMO_CUSTOMER = { email: 'customer@example.com', password: 'shopper' } as const;

const POSTS = [
  ['Styling a hoodie for every season', 'Layers, colours and the one hoodie that works all year round.'],
  ['Behind the seams: how our tees are made', 'From organic cotton to your doorstep, a look at our supply chain.'],
  ['Five gift ideas under £25', 'Small, thoughtful presents picked by the team.'],
  ['Caring for merino', 'Wash less, air more: keep your knitwear soft for years.'],
] as const;

/** Seeds the coupons, the demo customer and blog posts. Idempotent. */
export function seedShop(db: Db): void {
  db.transaction(() => {
    const coupon = db.prepare(
      'INSERT OR IGNORE INTO coupons (code, type, amount, minimum_spend, usage_limit, description) VALUES (?, ?, ?, ?, ?, ?)',
    );
    coupon.run('welcome10', 'percent', 10, null, null, '10% off your order');
    coupon.run('fiver', 'fixed_cart', 500, 2000, null, '£5 off orders over £20');
    coupon.run('expired', 'percent', 50, null, 0, 'Fully used coupon');
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
