/**
 * The demo shop's one HTML escaper: the `html` tagged template. Every interpolation is escaped
 * unless it is already SafeHtml (the result of another `html`), so markup is only ever written as a
 * template literal in page code, and text from the database or a request always arrives as text.
 */

/** Markup that is already safe: produced by `html` (or, with a stated reason, by `raw()`). */
export class SafeHtml {
  readonly value: string;
  constructor(value: string) {
    this.value = value;
  }
  toString(): string {
    return this.value;
  }
}

export type HtmlValue = SafeHtml | string | number | boolean | null | undefined | readonly HtmlValue[];

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#039;' };

function render(value: HtmlValue): string {
  if (value instanceof SafeHtml) return value.value;
  if (Array.isArray(value)) return value.map(render).join('');
  if (value === null || value === undefined || value === false || value === true) return '';
  return String(value).replace(/[&<>"']/g, (c) => ENTITIES[c]!);
}

/** Tagged template: every interpolation is escaped unless it is SafeHtml; arrays are joined; null/false render nothing. */
export function html(strings: TemplateStringsArray, ...values: HtmlValue[]): SafeHtml {
  return new SafeHtml(strings.reduce((out, s, i) => out + s + (i < values.length ? render(values[i]!) : ''), ''));
}

/**
 * Marks a string as markup without escaping it. Every call must say, on the line before it, why the
 * string cannot carry outside text (tests/unit/html-discipline.test.ts checks that it does).
 */
export function raw(markup: string): SafeHtml {
  return new SafeHtml(markup);
}

/** Boolean attribute: `flagAttr('checked', cond)` → ' checked="checked"' or nothing. */
export function flagAttr(name: string, on: boolean): SafeHtml {
  return on ? html` ${name}="${name}"` : html``;
}

/** JSON for a `<script>` or an attribute: escapes `<`, `>`, `&` and line separators so it cannot end the element. */
export function safeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** A value as JSON inside a `<script>` element (settings, page data). */
export function scriptJson(value: unknown): SafeHtml {
  // raw: safeJson escapes <, > and &, so the JSON can neither close the script element nor start markup.
  return raw(safeJson(value));
}
