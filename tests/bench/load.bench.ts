/**
 * Load on the demo server (figures only; what must hold is asserted by tests/unit/load.test.ts): 50 buyers
 * racing for a product with 10 left, every order submitted at once through `?wc-ajax=checkout`, and 200
 * concurrent live searches (`aws_action`), on loopback. Prints orders made, refusals, stock left, throughput
 * and p50/p95 latency. Quick mode (CI): one round each; full: three rounds, each on a fresh shop.
 */
import type { BenchOptions } from './run.ts';
import { concurrentSearches, raceForStock, startLoadShop, type Timings } from './load.ts';

const ms = (value: number): string => `${Math.round(value)} ms`;
const perSecond = (t: Timings): string => `${t.throughput.toFixed(0)}/s`;

export default async function loadBench(options: BenchOptions = {}): Promise<void> {
  const rounds = options.quick ? 1 : 3;
  const rows: string[][] = [];
  for (let round = 1; round <= rounds; round += 1) {
    const shop = await startLoadShop();
    try {
      const race = await raceForStock(shop, 50, 10);
      rows.push([
        `checkout: 50 buyers, stock 10 (round ${round})`,
        `${race.orders} orders, ${race.outOfStock} out of stock${race.other.length > 0 ? `, ${race.other.length} other` : ''}, stock left ${race.stockLeft}`,
        perSecond(race.checkout),
        ms(race.checkout.p50Ms),
        ms(race.checkout.p95Ms),
      ]);
      const search = await concurrentSearches(shop, 200);
      rows.push([`search: 200 at once (round ${round})`, `${search.searches - search.errors.length} answered, ${search.errors.length} errors`, perSecond(search.search), ms(search.search.p50Ms), ms(search.search.p95Ms)]);
    } finally {
      await shop.close();
    }
  }
  const header = ['Load (demo server, loopback)', 'Outcome', 'Throughput', 'p50', 'p95'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]): string => cells.map((c, i) => c.padEnd(widths[i]!)).join('  ');
  console.log(line(header));
  for (const row of rows) console.log(line(row));
}
