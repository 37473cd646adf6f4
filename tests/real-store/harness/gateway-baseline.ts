/**
 * The legacy baseline the card-payment extension must reproduce: for each journey the Stripe Gateway's own
 * scripts and PHP completed on the real store, the order's status and the notes its PHP wrote, made
 * independent of the run (Stripe ids and order numbers replaced). Recorded with SHOP_ISLANDS_RECORD=1 into
 * tests/real-store/fixtures/stripe-gateway-orders.json; checked on every run.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { OrderRecord } from './card-shopper.ts';
import { HERE } from './setup.ts';

export const BASELINE_FILE = join(HERE, 'fixtures', 'stripe-gateway-orders.json');
export const RECORDING = process.env.SHOP_ISLANDS_RECORD === '1';

export interface BaselineOrder {
  status: string;
  paid: boolean;
  payment_method: string;
  refunded: string;
  /** The notes the order got, oldest first (the gateway's and WooCommerce's), normalised. */
  notes: string[];
}

/** Stripe ids (pi_…, ch_…, re_…, cus_…, pm_…, seti_…, src_…) and order numbers become placeholders. */
export function normalise(text: string): string {
  return text.replace(/\b(pi|ch|re|cus|pm|seti|src|txn|py)_[A-Za-z0-9]{8,}\b/g, '$1_…').replace(/#\d+\b/g, '#…');
}

export function baselineOf(record: OrderRecord): BaselineOrder {
  return { status: record.status, paid: record.paid, payment_method: record.payment_method, refunded: record.refunded, notes: record.notes.map((n) => normalise(n.content)) };
}

export function readBaseline(): Record<string, BaselineOrder> {
  return existsSync(BASELINE_FILE) ? (JSON.parse(readFileSync(BASELINE_FILE, 'utf8')) as Record<string, BaselineOrder>) : {};
}

export function writeBaseline(orders: Record<string, BaselineOrder>): void {
  writeFileSync(BASELINE_FILE, `${JSON.stringify(orders, null, 2)}\n`);
}
