/**
 * The page event bridge. Third-party scripts listen on `document.body` with jQuery and expect
 * extra arguments (`$(document.body).on('updated_checkout', (e, data) => …)`), so when the page has
 * jQuery events are triggered through it; without jQuery they are DOM CustomEvents whose
 * `detail` holds the argument list. Listening (here) works for both kinds; announcing and the
 * event names are in page-events.ts.
 */

type JQueryHandler = (event: { originalEvent?: Event }, ...args: unknown[]) => void;

/** The part of jQuery the bridge needs; the page's own jQuery is used, never a bundled one. */
export type JQueryLike = (element: Element) => {
  trigger(name: string, args: readonly unknown[]): unknown;
  /** Runs the element's own handlers only (no bubbling) and returns the last handler's return value. */
  triggerHandler(name: string, args: readonly unknown[]): unknown;
  on(name: string, handler: JQueryHandler): unknown;
  off(name: string, handler: JQueryHandler): unknown;
};

/** The page's jQuery, or null on a page without it. */
export function pageJQuery(doc: Document): JQueryLike | null {
  const candidate: unknown = ((doc.defaultView || {}) as { jQuery?: unknown }).jQuery;
  return typeof candidate === 'function' ? (candidate as JQueryLike) : null;
}

/** The argument list a CustomEvent carries in `detail`; other events carry none. */
function argsOf(event: Event | undefined): unknown[] {
  const detail: unknown = event && (event as CustomEvent).detail;
  return Array.isArray(detail) ? detail : [];
}

/** Listens for `name` on document.body, however it was announced. Returns the function that stops listening. */
export function onPageEvent(name: string, listener: (args: unknown[]) => void, doc: Document = document): () => void {
  const jq = pageJQuery(doc);
  const body = doc.body;
  if (jq) {
    const handler: JQueryHandler = (event, ...args) => listener(args.length ? args : argsOf(event.originalEvent));
    jq(body).on(name, handler);
    return () => jq(body).off(name, handler);
  }
  const handler = (event: Event): void => listener(argsOf(event));
  body.addEventListener(name, handler);
  return () => body.removeEventListener(name, handler);
}
