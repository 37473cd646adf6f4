import { minorUnits, type ShopCurrency } from './money.ts';

/** One rate offered for a package (WC_Shipping_Rate): `id` is `method:instance`, as shipping_method[0] posts it. */
export interface ShippingRate { id: string; methodId: string; instanceId: number; label: string; cost: number }

/** A shipping method of a zone, with its costs in the currency's major units, as a shop owner types them. */
type ZoneMethod =
  | { methodId: 'flat_rate'; instanceId: number; label: string; cost: number }
  | { methodId: 'free_shipping'; instanceId: number; label: string; minAmount: number }
  | { methodId: 'local_pickup'; instanceId: number; label: string };

export interface ShippingZone { id: number; name: string; methods: readonly ZoneMethod[] }

/** WooCommerce's "Europe" continent (i18n/continents.php), which the Europe zone covers. */
const EUROPE = new Set(
  'AD AL AT AX BA BE BG BY CH CZ DE DK EE ES FI FO FR GB GG GI GR HR HU IE IM IS IT JE LI LT LU LV MC MD ME MK MT NL NO PL PT RO RS RU SE SI SJ SK SM TR UA VA XK'.split(' '),
);

/** Places no carrier of the shop reaches: their zone has no shipping method, so nothing can be sent there. */
const UNSERVED = new Set(['AQ', 'BV', 'GS', 'HM', 'TF']);

/**
 * The shop's zones, matched in this order as WooCommerce matches them: the UK, then Europe, then the
 * unserved territories, then the rest of the world (the zone for locations no other zone covers). Each
 * has free shipping from a minimum spend (after discounts) and a flat rate; the UK adds local pickup. The
 * unserved territories have no method at all (an address there gets no shipping option). The shop owner
 * sorted free shipping first, so it is the default once a cart qualifies. Costs include VAT.
 */
export const SHIPPING_ZONES: readonly ShippingZone[] = [
  {
    id: 1,
    name: 'UK',
    methods: [
      { methodId: 'free_shipping', instanceId: 2, label: 'Free shipping', minAmount: 50 },
      { methodId: 'flat_rate', instanceId: 1, label: 'Flat rate', cost: 5 },
      { methodId: 'local_pickup', instanceId: 3, label: 'Local pickup' },
    ],
  },
  {
    id: 2,
    name: 'Europe',
    methods: [
      { methodId: 'free_shipping', instanceId: 5, label: 'Free shipping', minAmount: 100 },
      { methodId: 'flat_rate', instanceId: 4, label: 'Flat rate', cost: 12 },
    ],
  },
  { id: 3, name: 'Unserved territories', methods: [] },
  {
    id: 0,
    name: 'Rest of the World',
    methods: [
      { methodId: 'free_shipping', instanceId: 7, label: 'Free shipping', minAmount: 150 },
      { methodId: 'flat_rate', instanceId: 6, label: 'Flat rate', cost: 20 },
    ],
  },
];

/** The zone a destination country falls in (WC_Shipping_Zones::get_zone_matching_package). */
export function zoneFor(country: string): ShippingZone {
  const [uk, europe, unserved, world] = SHIPPING_ZONES as [ShippingZone, ShippingZone, ShippingZone, ShippingZone];
  if (country === 'GB') return uk;
  if (EUROPE.has(country)) return europe;
  return UNSERVED.has(country) ? unserved : world;
}

/**
 * The rates a package to `country` gets, in the zone's order; free shipping only once the items (after
 * discounts) reach its minimum.
 */
export function availableRates(country: string, itemsTotalAfterDiscount: number, currency: ShopCurrency): ShippingRate[] {
  return zoneFor(country).methods.flatMap((m): ShippingRate[] => {
    const id = `${m.methodId}:${m.instanceId}`;
    if (m.methodId === 'flat_rate') return [{ id, methodId: m.methodId, instanceId: m.instanceId, label: m.label, cost: minorUnits(m.cost, currency) }];
    if (m.methodId === 'local_pickup') return [{ id, methodId: m.methodId, instanceId: m.instanceId, label: m.label, cost: 0 }];
    return itemsTotalAfterDiscount >= minorUnits(m.minAmount, currency) ? [{ id, methodId: m.methodId, instanceId: m.instanceId, label: m.label, cost: 0 }] : [];
  });
}

/** The chosen rate when still available, else the first one (WC_Shipping::get_default_method_for_package). */
export function chooseRate(rates: ShippingRate[], chosen: string | null): ShippingRate | undefined {
  return rates.find((r) => r.id === chosen) ?? rates[0];
}
