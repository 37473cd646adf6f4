/**
 * The attribution fields sent with an order (SPEC 3.7), read from the sbjs cookies through the paths
 * WooCommerce configures ('source_type' → 'current.typ'). Without tracking every field is null (sent empty).
 */
import { SBJS_COOKIES, unpack, type Packed, type SbjsContainer } from './sbjs-cookies.ts';

export type AttributionValues = Record<string, string | null>;
export type SbjsState = Partial<Record<SbjsContainer, Packed>>;

/** Every sbjs container, unpacked ('current' → { typ, src, … }). */
export function readSbjsState(read: (name: string) => string | null): SbjsState {
  const state: SbjsState = {};
  for (const [container, cookie] of Object.entries(SBJS_COOKIES) as Array<[SbjsContainer, string]>) {
    const value = read(cookie);
    if (value) state[container] = unpack(value);
  }
  return state;
}

export function attributionValues(fields: Readonly<Record<string, string>>, state: SbjsState | null): AttributionValues {
  return Object.fromEntries(
    Object.entries(fields).map(([field, path]) => {
      const [container = '', key = ''] = path.split('.');
      return [field, state?.[container as SbjsContainer]?.[key] ?? null];
    }),
  );
}
