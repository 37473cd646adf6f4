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
  for (const [name, value] of Object.entries(fields)) addPairs(pairs, name, value);
  return pairs;
}

function addPairs(pairs: Array<[string, string]>, name: string, value: FormValue): void {
  if (value === null || value === undefined) return;
  if (Array.isArray(value)) {
    value.forEach((item: FormValue, index: number) => {
      const nested = typeof item === 'object' && item !== null;
      addPairs(pairs, nested ? `${name}[${index}]` : `${name}[]`, item);
    });
    return;
  }
  if (typeof value === 'object') {
    for (const [key, item] of Object.entries(value as { readonly [key: string]: FormValue })) {
      addPairs(pairs, `${name}[${key}]`, item);
    }
    return;
  }
  pairs.push([name, String(value)]);
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
