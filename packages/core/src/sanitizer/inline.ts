/**
 * The sanitiser for short server texts with inline formatting: Advanced Woo Search's answers (titles, SKUs and
 * taxonomy names with the matched words in `<strong>`, excerpts, WooCommerce's price HTML: `<span class>`,
 * `<bdi>`, `<del>`/`<ins>`, screen-reader text). Synchronous and a few hundred bytes, where the general sanitiser
 * (load.ts: the Sanitizer API or DOMPurify, with the fragments' whole allow-list) is a chunk of its own.
 *
 * The markup is parsed inert (a `<template>`'s content runs nothing and loads nothing), then walked: a listed
 * element stays with its `class` and `aria-hidden` only (no `on*`, no `style`, no URL of any kind); script,
 * style, svg, math, frames, templates and the like go with everything inside; any other element (`<a>`, `<img>`,
 * `<form>`…) is replaced by its own walked content, so its text stays and it does not; comments go. What is left
 * are a few HTML elements and text, serialised by the browser, which re-parses to the same tree.
 */
import type { SafeHtml } from '../html.ts';

const KEEP = /^(B|STRONG|I|EM|MARK|SMALL|SPAN|BDI|DEL|INS|S|U|SUB|SUP|BR|P|DIV|UL|OL|LI)$/;
const DROP = /^(SCRIPT|STYLE|TEMPLATE|NOSCRIPT|NOEMBED|NOFRAMES|IFRAME|FRAME|OBJECT|EMBED|SVG|MATH|TEXTAREA|SELECT|TITLE|XMP|PLAINTEXT)$/i;
const ATTRIBUTES = ['class', 'aria-hidden'];

function clean(parent: Node): void {
  for (const node of [...parent.childNodes]) {
    if (node.nodeType === 1) {
      const element = node as Element;
      if (DROP.test(element.tagName)) {
        element.remove();
        continue;
      }
      clean(element);
      if (!KEEP.test(element.tagName) || element.namespaceURI !== 'http://www.w3.org/1999/xhtml') element.replaceWith(...element.childNodes);
      else for (const { name } of [...element.attributes]) if (!ATTRIBUTES.includes(name)) element.removeAttribute(name);
    } else if (node.nodeType !== 3) node.remove();
  }
}

/** `html` with only inline formatting left (see above), as markup for `innerHTML`. */
export function sanitizeInline(html: string, doc: Document = document): SafeHtml {
  const template = doc.createElement('template');
  template.innerHTML = html;
  clean(template.content);
  return template.innerHTML as SafeHtml;
}
