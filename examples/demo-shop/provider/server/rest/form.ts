/**
 * Stripe's form encoding: `metadata[order_id]=42&expand[]=latest_charge&payment_method_types[0]=card`
 * becomes `{ metadata: { order_id: '42' }, expand: ['latest_charge'], payment_method_types: ['card'] }`.
 * Both `a[]` (push) and `a[0]` (index, as PHP's http_build_query writes it) make arrays. Values stay strings,
 * as Stripe receives them; each endpoint converts what it reads.
 */
export type FormValue = string | FormValue[] | { [key: string]: FormValue };
export type FormObject = { [key: string]: FormValue };

const MAX_DEPTH = 8;

/** `a[b][]` → ['a', 'b', ''] */
function pathOf(key: string): string[] | null {
  const head = /^([^[\]]+)/.exec(key);
  if (!head?.[1]) return null;
  const parts = [head[1]];
  const rest = key.slice(head[1].length);
  const segment = /\[([^[\]]*)\]/gy;
  let consumed = 0;
  for (let match = segment.exec(rest); match; match = segment.exec(rest)) {
    parts.push(match[1] ?? '');
    consumed = segment.lastIndex;
  }
  return consumed === rest.length && parts.length <= MAX_DEPTH ? parts : null;
}

function isIndex(part: string): boolean {
  return part === '' || /^\d+$/.test(part);
}

function assign(target: FormObject | FormValue[], parts: string[], value: string): void {
  const [part, ...rest] = parts;
  if (part === undefined) return;
  if (Array.isArray(target)) {
    const index = part === '' ? target.length : Number(part);
    if (rest.length === 0) {
      target[index] = value;
      return;
    }
    const existing = target[index];
    const child = existing && typeof existing === 'object' ? existing : isIndex(rest[0] ?? '') ? [] : {};
    target[index] = child;
    assign(child, rest, value);
    return;
  }
  if (part === '__proto__' || part === 'constructor' || part === 'prototype') return;
  if (rest.length === 0) {
    target[part] = value;
    return;
  }
  const existing = target[part];
  const child = existing && typeof existing === 'object' ? existing : isIndex(rest[0] ?? '') ? [] : {};
  target[part] = child;
  assign(child, rest, value);
}

/** Decodes a form-encoded body or query string into nested objects and arrays. */
export function parseStripeForm(encoded: string): FormObject {
  const out: FormObject = {};
  for (const [key, value] of new URLSearchParams(encoded)) {
    const path = pathOf(key);
    if (path) assign(out, path, value);
  }
  // Sparse arrays (indices skipped) are compacted, as Stripe reads them.
  const compact = (value: FormValue): FormValue =>
    Array.isArray(value) ? value.filter((v) => v !== undefined).map(compact) : typeof value === 'object' ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, compact(v)])) : value;
  return compact(out) as FormObject;
}

/** The inverse, for tests and for replaying recorded requests: nested objects to Stripe's bracket keys. */
export function encodeStripeForm(value: unknown, prefix = ''): string {
  const pairs: string[] = [];
  const walk = (v: unknown, key: string): void => {
    if (v === undefined || v === null) return;
    if (Array.isArray(v)) v.forEach((item, index) => walk(item, `${key}[${index}]`));
    else if (typeof v === 'object') Object.entries(v).forEach(([k, item]) => walk(item, key ? `${key}[${k}]` : k));
    else pairs.push(`${encodeURIComponent(key)}=${encodeURIComponent(String(v))}`);
  };
  walk(value, prefix);
  return pairs.join('&');
}

/** Readers for form values: Stripe answers a wrong type with `invalid_request_error` naming the param. */
export const form = {
  string(value: FormValue | undefined): string | undefined {
    return typeof value === 'string' && value !== '' ? value : undefined;
  },
  object(value: FormValue | undefined): FormObject | undefined {
    return value && typeof value === 'object' && !Array.isArray(value) ? value : undefined;
  },
  strings(value: FormValue | undefined): string[] | undefined {
    if (Array.isArray(value)) return value.filter((v): v is string => typeof v === 'string');
    if (value && typeof value === 'object') return Object.values(value).filter((v): v is string => typeof v === 'string');
    return undefined;
  },
  bool(value: FormValue | undefined): boolean | undefined {
    return value === 'true' ? true : value === 'false' ? false : undefined;
  },
  /** Metadata: string values only; an empty string deletes a key on update. */
  metadata(value: FormValue | undefined): Record<string, string> | undefined {
    const object = form.object(value);
    if (!object) return undefined;
    return Object.fromEntries(Object.entries(object).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  },
};
