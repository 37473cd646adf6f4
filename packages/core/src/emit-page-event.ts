/** Announcing page events (listening is events.ts; the shared names are page-events.ts). */
import { pageJQuery } from './events.ts';

/** Announces `name` on document.body with `args`, as WooCommerce's scripts do. */
export function emitPageEvent(name: string, args: readonly unknown[] = [], doc: Document = document): void {
  const jq = pageJQuery(doc);
  if (jq) jq(doc.body).trigger(name, args);
  else doc.body.dispatchEvent(new CustomEvent(name, { bubbles: true, detail: [...args] }));
}
