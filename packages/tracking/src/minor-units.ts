/**
 * Money in the tracking data is an integer amount in minor units: money = amount / 10^minor unit
 * (SPEC 9.3), the minor unit defaulting to 2. Amounts arrive as numbers or integer strings ('1999')
 * and are read like GA4 for WooCommerce reads them (leading integer, fraction ignored).
 * Local to tracking until core's minor-unit helpers land.
 */
export const DEFAULT_MINOR_UNIT = 2;

export function toMajorUnits(amount: unknown, minorUnit: number | undefined = DEFAULT_MINOR_UNIT): number {
  return parseInt(String(amount), 10) / 10 ** (minorUnit ?? DEFAULT_MINOR_UNIT);
}
