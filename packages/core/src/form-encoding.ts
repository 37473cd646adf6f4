/**
 * Form encoding with jQuery.param's bracket rules, which WordPress and WooCommerce endpoints parse:
 * `{ a: { b: 1 } }` → `a[b]=1`, `{ list: ['x', 'y'] }` → `list[]=x&list[]=y`,
 * a list holding objects keeps indexes: `{ list: [{ k: 1 }] }` → `list[0][k]=1`.
 */

export type FormScalar = string | number | boolean;
export type FormValue = FormScalar | null | undefined | readonly FormValue[] | { readonly [key: string]: FormValue };
export type FormFields = { readonly [key: string]: FormValue };

/** Flattens fields into [name, value] pairs; null and undefined are left out, booleans become 'true'/'false'. */
export function flattenFormFields(fields: FormFields): Array<[string, string]> {
  const pairs: Array<[string, string]> = [];
  const add = (name: string, value: FormValue): void => {
    if (value == null) return;
    if (typeof value !== 'object') {
      pairs.push([name, String(value)]);
      return;
    }
    // list items are `name[]`, except objects in a list, which keep their index: `name[0][key]`
    const list = Array.isArray(value);
    for (const key of Object.keys(value)) {
      const item = (value as Readonly<Record<string, FormValue>>)[key];
      add(list && (item === null || typeof item !== 'object') ? `${name}[]` : `${name}[${key}]`, item);
    }
  };
  for (const key of Object.keys(fields)) add(key, fields[key]);
  return pairs;
}

export function encodeForm(fields: FormFields): URLSearchParams {
  return new URLSearchParams(flattenFormFields(fields));
}

/** The successful controls of a form, in document order, as name/value pairs (like jQuery's serialize). */
export function serializeForm(form: HTMLFormElement): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of new FormData(form)) {
    if (typeof value === 'string') params.append(name, value);
  }
  return params;
}
