/**
 * Buy-now purchases (the Stripe Payments plugin's single-product payments): what a product costs
 * through a buy-now button, and recording the order once its payment intent has succeeded.
 * An intent pays for one order only.
 */
import { randomBytes } from 'node:crypto';
import { MAX_AMOUNT_MINOR, parseAmount } from '@shop-islands/buy-now/amount';
import type { Db } from '../db/open.ts';
import { activePrice, type ProductRow } from './catalogue.ts';
import { formatPlain, type ShopCurrency } from './money.ts';
import { currencyOf } from './shop-settings.ts';
import { getOrder, type OrderRow } from './orders.ts';
import { fail, ok, type Result } from './result.ts';

export const BUY_NOW_GATEWAY = { id: 'stripe_buy_now', title: 'Credit / Debit Card (Buy now)' } as const;

/** Buy-now buttons sell simple products that are in stock. */
export function buyNowProduct(db: Db, productId: number): Result<ProductRow> {
  const product = db.prepare("SELECT * FROM products WHERE id = ? AND status = 'publish'").get(productId) as ProductRow | undefined;
  if (!product || product.type !== 'simple') return fail('asp_invalid_product', 'This product cannot be bought here.', 404);
  if (product.stock_status === 'outofstock') return fail('asp_out_of_stock', 'Sorry, this product is out of stock.', 409);
  return ok(product);
}

const ENTER_VALID_AMOUNT = 'Enter valid amount';

/**
 * A shopper-chosen amount as the payment box and its links send it ('1234.50', major units with a
 * point), read with the widget's strict parser: minor units; null when none was sent; NaN when the
 * text is not strictly an amount ('1e21', '12abc').
 */
export function requestedAmount(raw: string | undefined, currency: ShopCurrency): number | null {
  if (raw === undefined || raw.trim() === '') return null;
  return parseAmount(raw, { decimals: currency.minorUnit, decimalSeparator: '.', thousandSeparator: currency.thousandSeparator }) ?? Number.NaN;
}

/**
 * The amount to charge in minor units. A shopper-chosen amount (custom amount field or a price in
 * the payment box link) is a 'pay what you want' amount: it may not be below the product's price,
 * nor above what the provider can charge.
 */
export function buyNowAmount(product: ProductRow, requested: number | null, currency: ShopCurrency): Result<number> {
  const price = activePrice(product);
  if (requested === null) return price === null ? fail('asp_amount_required', ENTER_VALID_AMOUNT) : ok(price);
  // Infinity stands for digits beyond any maximum (see parseAmount).
  if (!(Number.isInteger(requested) || requested === Number.POSITIVE_INFINITY) || requested <= 0) return fail('asp_invalid_amount', ENTER_VALID_AMOUNT);
  if (price !== null && requested < price) return fail('asp_amount_too_low', `Minimum amount is ${formatPlain(price, currency)}`);
  if (requested > MAX_AMOUNT_MINOR) return fail('asp_amount_too_high', `Maximum amount is ${formatPlain(MAX_AMOUNT_MINOR, currency)}`);
  return ok(requested);
}

export interface PaidIntent {
  id: string;
  status: string;
  amount: number;
  amount_received: number;
  currency: string;
  metadata: Record<string, string>;
}

/**
 * Stores a paid order for `product` from a succeeded payment intent. Refuses intents that are not
 * paid, were made for another product, or already paid for an order (checked and written in one
 * transaction, so a double submission records one order).
 */
export function recordBuyNowOrder(db: Db, product: ProductRow, intent: PaidIntent): Result<OrderRow> {
  if (intent.status !== 'succeeded' || intent.amount_received < intent.amount) {
    return fail('asp_unpaid', 'This payment has not been completed, so no order was placed.', 402);
  }
  if (intent.metadata.product_id !== String(product.id)) return fail('asp_wrong_product', 'This payment was made for another product.', 409);
  // Only an amount the shop would have charged for this product becomes an order.
  const currency = currencyOf(db);
  const amount = buyNowAmount(product, intent.amount, currency);
  if (!amount.ok || intent.currency.toLowerCase() !== providerCurrency(currency)) return fail('asp_wrong_amount', 'This payment does not match the price of this product, so no order was placed.', 409);
  return db.transaction((): Result<OrderRow> => {
    const used = db.prepare('SELECT id FROM orders WHERE transaction_id = ?').get(intent.id) as { id: number } | undefined;
    if (used) return fail('asp_intent_used', 'This payment has already been used for an order.', 409);
    const id = Number(
      db.prepare(
        `INSERT INTO orders (number, status, order_key, customer_id, currency, subtotal, discount_total, shipping_total, tax_total, total,
          shipping_method, coupons, billing, shipping, payment_method, payment_method_title, transaction_id, meta)
         VALUES ('', 'processing', ?, NULL, ?, ?, 0, 0, 0, ?, NULL, '[]', '{}', '{}', ?, ?, ?, ?)`,
      ).run(
        `wc_order_${randomBytes(7).toString('base64url')}`, intent.currency.toUpperCase(), intent.amount, intent.amount,
        BUY_NOW_GATEWAY.id, BUY_NOW_GATEWAY.title, intent.id, JSON.stringify({ source: 'buy-now' }),
      ).lastInsertRowid,
    );
    db.prepare('UPDATE orders SET number = ? WHERE id = ?').run(String(id), id);
    db.prepare('INSERT INTO order_items (order_id, position, product_id, variation_id, name, sku, quantity, subtotal, total, variation) VALUES (?, 0, ?, NULL, ?, ?, 1, ?, ?, ?)')
      .run(id, product.id, product.name, product.sku, intent.amount, intent.amount, '[]');
    db.prepare('UPDATE products SET total_sales = total_sales + 1 WHERE id = ?').run(product.id);
    const order = getOrder(db, id);
    return order ? ok(order) : fail('asp_order_missing', 'The order could not be stored.', 500);
  })();
}

/** The shop's currency, lower-case as the provider wants it. */
export function providerCurrency(currency: ShopCurrency): string {
  return currency.code.toLowerCase();
}
