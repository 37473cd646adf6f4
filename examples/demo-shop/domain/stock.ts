/**
 * Stock at checkout: WC_Cart::check_cart_item_stock() before an order is made, and wc_reduce_stock_levels()
 * inside the transaction that stores it, so two shoppers can never buy the last item twice.
 */
import type { Db } from '../db/open.ts';
import { statement } from '../db/statements.ts';
import type { Cart } from './cart.ts';
import type { Message } from './message.ts';

/** WooCommerce's stock notices (en-GB, as the cart's own quantity notice). */
export function notInStockMessage(name: string): Message {
  return `Sorry, "${name}" is not in stock. Please edit your basket and try again. We apologise for any inconvenience caused.`;
}

export function notEnoughStockMessage(name: string, available: number): Message {
  return `Sorry, we do not have enough "${name}" in stock to fulfil your order (${available} available). We apologise for any inconvenience caused.`;
}

interface StockRow { name: string; stock_status: string; stock_quantity: number | null }

/** What each product of the cart asks for, summed over its lines (two lines may hold the same variation). */
function wanted(cart: Cart): Map<number, number> {
  const byItem = new Map<number, number>();
  for (const line of cart.lines) byItem.set(line.item.id, (byItem.get(line.item.id) ?? 0) + line.quantity);
  return byItem;
}

/** The cart's stock problems as they stand in the database now, one notice per product. */
export function stockProblems(db: Db, cart: Cart): Message[] {
  const read = statement(db, 'SELECT name, stock_status, stock_quantity FROM products WHERE id = ?');
  return [...wanted(cart)].flatMap(([id, quantity]): Message[] => {
    const row = read.get(id) as StockRow | undefined;
    if (!row || row.stock_status === 'outofstock') return [notInStockMessage(row?.name ?? '')];
    if (row.stock_quantity !== null && row.stock_status !== 'onbackorder' && quantity > row.stock_quantity) {
      return [notEnoughStockMessage(row.name, Math.max(row.stock_quantity, 0))];
    }
    return [];
  });
}

/**
 * Takes the cart's quantities off managed stock; a product left with none is out of stock. Returns false,
 * changing nothing it cannot undo, when a product no longer has enough: call it inside the order's
 * transaction and roll back on false.
 */
export function reduceStock(db: Db, cart: Cart): boolean {
  const take = statement(
    db,
    `UPDATE products SET stock_quantity = stock_quantity - ?,
       stock_status = CASE WHEN stock_quantity - ? <= 0 AND stock_status != 'onbackorder' THEN 'outofstock' ELSE stock_status END
     WHERE id = ? AND stock_status != 'outofstock' AND (stock_quantity IS NULL OR stock_status = 'onbackorder' OR stock_quantity >= ?)`,
  );
  const unmanaged = statement(db, "SELECT 1 FROM products WHERE id = ? AND stock_quantity IS NULL AND stock_status != 'outofstock'");
  return [...wanted(cart)].every(([id, quantity]) => {
    if (unmanaged.get(id)) return true;
    return take.run(quantity, quantity, id, quantity).changes === 1;
  });
}
