/** Store API cart answers for tests, shaped like WooCommerce's GET /cart. */
export interface TestLine {
  key: string;
  id: number;
  name: string;
  quantity: number;
  /** Unit price in pence. */
  price: number;
}

export function storeCartJson(lines: readonly TestLine[]): string {
  const totalItems = lines.reduce((sum, line) => sum + line.price * line.quantity, 0);
  return JSON.stringify({
    items: lines.map((line) => ({
      key: line.key,
      id: line.id,
      name: line.name,
      quantity: line.quantity,
      prices: { price: String(line.price), currency_code: 'GBP', currency_minor_unit: 2 },
      totals: { line_total: String(line.price * line.quantity) },
    })),
    items_count: lines.reduce((sum, line) => sum + line.quantity, 0),
    totals: { total_items: String(totalItems), total_price: String(totalItems), currency_code: 'GBP', currency_minor_unit: 2 },
  });
}
