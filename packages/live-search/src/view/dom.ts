/**
 * The widget's own tiny DOM builder (no preact/compat: that runtime alone, ~8.2 KB gzip, weighs more than
 * Advanced Woo Search's whole script, 7.5 KB). `h()` makes an element from a tag, properties and children;
 * text always goes in as text nodes, and markup only through `html`, which takes sanitised server HTML
 * (`SafeHtml`) and nothing else.
 */
import type { SafeHtml } from '@shop-islands/core';

export type Child = Node | string | null | undefined | false | readonly Child[];

/** Attributes (`class`, `aria-*`, `id`…), listeners (`onclick`…), and `html` for sanitised server HTML. */
export type Props = { readonly html?: SafeHtml } & Readonly<Record<string, string | boolean | null | undefined | EventListener | SafeHtml>>;

/** Appends children (text as text nodes; arrays flattened; null, undefined and false skipped). */
export function append(parent: Node, child: Child): void {
  if (child === null || child === undefined || child === false) return;
  if (typeof child === 'string') parent.appendChild(document.createTextNode(child));
  else if (Array.isArray(child)) (child as readonly Child[]).forEach((each) => append(parent, each));
  else parent.appendChild(child as Node);
}

export function h(tag: string, props: Props | null, ...children: Child[]): HTMLElement {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(props ?? {})) {
    if (name === 'html') element.innerHTML = value as SafeHtml;
    else if (typeof value === 'function') element.addEventListener(name.slice(2), value);
    else if (value != null && value !== false) element.setAttribute(name, value === true ? '' : value);
  }
  append(element, children);
  return element;
}
