export interface ShippingRate { id: string; methodId: string; instanceId: number; label: string; cost: number }

export const FREE_SHIPPING_THRESHOLD = 5000;
const FLAT_RATE: ShippingRate = { id: 'flat_rate:1', methodId: 'flat_rate', instanceId: 1, label: 'Flat rate', cost: 500 };
const FREE: ShippingRate = { id: 'free_shipping:2', methodId: 'free_shipping', instanceId: 2, label: 'Free shipping', cost: 0 };
const PICKUP: ShippingRate = { id: 'local_pickup:3', methodId: 'local_pickup', instanceId: 3, label: 'Local pickup', cost: 0 };

/** Rates of the shop's one zone (amounts include VAT): free shipping from £50 after discounts. */
export function availableRates(itemsTotalAfterDiscount: number): ShippingRate[] {
  return itemsTotalAfterDiscount >= FREE_SHIPPING_THRESHOLD ? [FREE, FLAT_RATE, PICKUP] : [FLAT_RATE, PICKUP];
}

/** The chosen rate when still available, else the first one. */
export function chooseRate(rates: ShippingRate[], chosen: string | null): ShippingRate | undefined {
  return rates.find((r) => r.id === chosen) ?? rates[0];
}
