/**
 * AWS's forced search: third-party code (and AWS's `[data-aws-term-submit]` buttons) trigger the
 * jQuery event `aws_search_force` with a term on the field; the box searches for it 50 ms later.
 */

/** SPEC 9.1: forced search after 50 ms. */
export const FORCED_SEARCH_DELAY_MS = 50;

export const FORCE_EVENT = 'aws_search_force';

type ForceHandler = (event: unknown, term?: unknown) => void;

interface JQueryLike {
  (element: Element): { on(name: string, handler: ForceHandler): unknown; off(name: string, handler: ForceHandler): unknown };
}

/** Listens for forced searches through the page's jQuery (when it has one); returns the function that stops. */
export function onForcedSearch(input: HTMLInputElement, search: (term: string) => void): () => void {
  const view = input.ownerDocument.defaultView;
  const jq = (view as unknown as { jQuery?: unknown } | null)?.jQuery;
  if (!view || typeof jq !== 'function') return () => undefined;
  const $ = jq as JQueryLike;
  let stopped = false;
  const handler: ForceHandler = (_event, term) => {
    if (typeof term === 'string' && term !== '') view.setTimeout(() => stopped || search(term), FORCED_SEARCH_DELAY_MS);
  };
  $(input).on(FORCE_EVENT, handler);
  return () => {
    stopped = true;
    $(input).off(FORCE_EVENT, handler);
  };
}
