/**
 * The browser's HTML Sanitizer API, used through its safe method only (`setHTML`, which removes script,
 * event handlers and `javascript:` URLs whatever the config says) with our allow-list (allow-list.ts):
 * its default config would also strip the forms, inputs, labels, images, classes and data attributes
 * WooCommerce's fragments are made of.
 *
 * The API changed shape during its history (Chromium's first `Sanitizer` took `allowElements` and had
 * `sanitize()`; the current one takes `elements` and is passed to `setHTML`), so it is used only when
 * `Sanitizer` and `setHTML` exist, the allow-list is accepted, and a probe sanitised with it comes back
 * with what the list keeps and without what the safe method must remove. Anything else: null, and the
 * caller falls back to DOMPurify.
 */
import type { SafeHtml } from '../html.ts';
import { ALLOW_DATA_ATTRIBUTES, ATTRIBUTES, HTML_ELEMENTS, SVG_ELEMENTS } from './allow-list.ts';
import type { HtmlSanitizer } from './load.ts';

const SVG_NAMESPACE = 'http://www.w3.org/2000/svg';

/** The current API's SanitizerConfig, as far as we use it. */
export interface NativeSanitizerConfig {
  readonly elements: readonly (string | { readonly name: string; readonly namespace: string })[];
  readonly attributes: readonly string[];
  readonly dataAttributes: boolean;
  readonly comments: boolean;
}

type SanitizerApi = new (config: NativeSanitizerConfig) => object;
type SettableTemplate = HTMLTemplateElement & { setHTML?: (html: string, options: { sanitizer: object }) => void };

/** The allow-list in the Sanitizer API's terms (element names without a namespace are HTML). */
export function nativeConfig(): NativeSanitizerConfig {
  return {
    elements: [...HTML_ELEMENTS, ...SVG_ELEMENTS.map((name) => ({ name, namespace: SVG_NAMESPACE }))],
    attributes: ATTRIBUTES,
    dataAttributes: ALLOW_DATA_ATTRIBUTES,
    comments: false,
  };
}

/**
 * What the list keeps (a control with its name, a data and a style attribute) beside what the safe method removes
 * (a `javascript:` address). No event handler in it: under a Content-Security-Policy without 'unsafe-inline',
 * Chromium reports every handler attribute the parser meets (a console error on every page that loads the
 * sanitiser), though the handler never runs and setHTML removes it.
 */
const PROBE = '<input name="probe" data-probe="" style="display:none"><a href="javascript:0">';

function honoursConfig(probe: DocumentFragment): boolean {
  const [input, link] = probe.children;
  return (
    input?.localName === 'input' &&
    input.getAttribute('name') === 'probe' &&
    input.hasAttribute('data-probe') &&
    input.hasAttribute('style') &&
    link?.localName === 'a' &&
    !link.hasAttribute('href')
  );
}

/**
 * DOMPurify's guard against DOM clobbering, which the API does not have: an `id` or `name` that names a
 * property of a document or of a form (`cookie`, `forms`, `submit`, `action`) is dropped, so server markup
 * cannot shadow what scripts read from them.
 */
function dropClobberingNames(root: DocumentFragment): void {
  const doc = root.ownerDocument;
  const form = doc.createElement('form');
  for (const element of root.querySelectorAll('[id], [name]')) {
    for (const attribute of ['id', 'name']) {
      const value = element.getAttribute(attribute);
      if (value !== null && (value in doc || value in form)) element.removeAttribute(attribute);
    }
  }
}

/** The browser's sanitiser with our allow-list, or null when `win` has no API that honours it. */
export function nativeSanitizer(win: Window): HtmlSanitizer | null {
  const Api = (win as Window & { Sanitizer?: unknown }).Sanitizer;
  const scratch = win.document.createElement('template') as SettableTemplate;
  if (typeof Api !== 'function' || typeof scratch.setHTML !== 'function') return null;
  let sanitizer: object;
  try {
    sanitizer = new (Api as SanitizerApi)(nativeConfig());
    scratch.setHTML(PROBE, { sanitizer });
  } catch {
    return null;
  }
  if (!honoursConfig(scratch.content)) return null;

  const sanitizeInto = (template: SettableTemplate, html: string): DocumentFragment => {
    template.setHTML!(html, { sanitizer });
    dropClobberingNames(template.content);
    return template.content;
  };
  return {
    kind: 'native',
    html(html) {
      sanitizeInto(scratch, html);
      return scratch.innerHTML as SafeHtml;
    },
    fragment: (html, doc) => sanitizeInto(doc.createElement('template'), html),
  };
}
