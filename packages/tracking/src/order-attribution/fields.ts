/**
 * The attribution fields sent with an order (SPEC 3.7), read from the sbjs cookies through the paths
 * WooCommerce configures ('source_type' → 'current.typ'). Without tracking every field is null (sent empty).
 */
import { sbjsCookie, unpack } from './sbjs-cookies.ts';

export type AttributionValues = Record<string, string | null>;

/** Each field's value from the cookies `read` gives; every one null without `read` (tracking not allowed). */
export function attributionValues(fields: Readonly<Record<string, string>>, read: ((name: string) => string | null) | null): AttributionValues {
  return Object.fromEntries(
    Object.entries(fields).map(([field, path]) => {
      const [container = '', key = ''] = path.split('.');
      const cookie = read?.(sbjsCookie(container));
      return [field, cookie ? (unpack(cookie)[key] ?? null) : null];
    }),
  );
}
