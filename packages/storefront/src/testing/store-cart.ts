/** Store API cart answers for tests, shaped like WooCommerce's GET /cart. */
export interface TestLine {
  key: string;
  id: number;
  name: string;
  quantity: number;
  /** Unit price in pence. */
  price: number;
}

/** The currency fields WooCommerce's Store API prints on prices and totals (GBP, en-GB). */
const GBP_FIELDS = {
  currency_code: 'GBP',
  currency_symbol: '£',
  currency_minor_unit: 2,
  currency_decimal_separator: '.',
  currency_thousand_separator: ',',
  currency_prefix: '£',
  currency_suffix: '',
};

/** Unit prices include 20% VAT, as the demo shop's do; totals split out the tax like the Store API. */
export function storeCartJson(lines: readonly TestLine[]): string {
  const gross = lines.reduce((sum, line) => sum + line.price * line.quantity, 0);
  const totalItems = Math.round(gross / 1.2);
  return JSON.stringify({
    items: lines.map((line) => ({
      key: line.key,
      id: line.id,
      name: line.name,
      quantity: line.quantity,
      prices: { price: String(line.price), ...GBP_FIELDS },
      totals: { line_total: String(line.price * line.quantity) },
    })),
    items_count: lines.reduce((sum, line) => sum + line.quantity, 0),
    totals: { total_items: String(totalItems), total_items_tax: String(gross - totalItems), total_price: String(gross), ...GBP_FIELDS },
  });
}
