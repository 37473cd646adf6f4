// @vitest-environment node
/**
 * The demo server under load, through its real HTTP endpoints on loopback (tests/bench/load.ts; the bench prints
 * the figures): 50 buyers racing for 10 items make exactly 10 orders and 40 clear out-of-stock refusals, the stock
 * ends at 0 and is never negative; 200 concurrent searches all answer. Nothing here is timed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { concurrentSearches, raceForStock, startLoadShop } from '../bench/load.ts';

describe('the demo server under load', () => {
  let shop: Awaited<ReturnType<typeof startLoadShop>>;
  beforeAll(async () => {
    shop = await startLoadShop();
  });
  afterAll(async () => shop?.close());

  it('50 buyers racing for the last 10: exactly 10 orders, 40 out-of-stock refusals, stock 0 and never below', async () => {
    const race = await raceForStock(shop, 50, 10);
    expect(race.other).toEqual([]);
    expect({ orders: race.orders, outOfStock: race.outOfStock, stockLeft: race.stockLeft }).toEqual({ orders: 10, outOfStock: 40, stockLeft: 0 });
    expect(race.lowestStock).toBeGreaterThanOrEqual(0);
  }, 120_000);

  it('200 concurrent searches all answer with results', async () => {
    const load = await concurrentSearches(shop, 200);
    expect(load.errors).toEqual([]);
    expect(load.search.count).toBe(200);
  }, 120_000);
});
