/**
 * What the live search entry (`index.ts`) runs, small enough to load on every page that prints a search box: it keeps AWS's
 * filter links on search results and waits for the first sign a shopper is about to search (a pointer
 * over or on a box, focus in it, typing, AWS's forced search). Only then does it load the widget
 * (`widget.ts`, with its runtime) and mount every box; what was typed or forced meanwhile (or typed in the field
 * before this ran, the page still loading) is searched as soon as the boxes are up. A box whose field holds only spaces never submits (SPEC 5.2: never a search
 * for '/?s=+++'), from the start: the widget's own rules (show-page too) only apply once its effects ran. Without JavaScript
 * the form still submits to the full results page.
 *
 * When Advanced Woo Search's own script is on the page ('Replace legacy scripts' off), it serves every
 * box, ours included: the widget then stays away, so a term is never searched twice.
 */

export const BOX_SELECTOR = '.aws-container';
export const FIELD_SELECTOR = '.aws-search-field';
/** AWS's event for searching a given term (triggered by its `[data-aws-term-submit]` buttons and by themes). */
const FORCE_EVENT = 'aws_search_force';
/** SPEC 9.1: a forced search runs 50 ms after the event. */
export const FORCED_SEARCH_DELAY_MS = 50;

interface JQueryLike {
  (target: unknown): {
    on(events: string, selector: string, handler: (event: { target: unknown }, term?: unknown) => void): unknown;
  };
  fn?: Record<string, unknown>;
}

const jQueryOf = (doc: Document): JQueryLike | null => {
  const jq = (doc.defaultView as unknown as { jQuery?: unknown } | null)?.jQuery;
  return typeof jq === 'function' ? (jq as JQueryLike) : null;
};

/** Whether Advanced Woo Search's own script runs on this page (it adds `jQuery.fn.aws_search`). */
export function awsScriptPresent(doc: Document): boolean {
  return typeof jQueryOf(doc)?.fn?.aws_search === 'function';
}

export type LoadWidget = () => Promise<{ mountSearchBoxes: (selector: string, doc: Document) => unknown }>;

const loadWidget: LoadWidget = () => import('./widget.ts');

/**
 * Starts the entry on a page. `ready` is null until the first interaction, then settles: true once the widget is
 * loaded and the boxes mounted, false when it could not load (the forms then still submit). Returns null when
 * AWS's script serves the boxes.
 */
export function startLiveSearch(doc: Document = document, load: LoadWidget = loadWidget): { readonly ready: Promise<boolean> | null } | null {
  // On AWS's search results (type_aws=true) the filter links keep the search; other pages never fetch that code.
  if (new URLSearchParams(doc.location?.search ?? '').get('type_aws') === 'true') {
    import('./layered-nav.ts').then(({ keepAwsSearchInFilterLinks }) => keepAwsSearchInFilterLinks(doc), (error: unknown) => console.error('[shop-islands] live search could not load', error));
  }
  if (awsScriptPresent(doc)) return null;

  const typed = new Set<HTMLInputElement>();
  let loading: Promise<boolean> | null = null;
  const listening = new AbortController();
  const fieldIn = (target: EventTarget | null): HTMLInputElement | null =>
    target instanceof Element && target.matches(FIELD_SELECTOR) && target.closest(BOX_SELECTOR) ? (target as HTMLInputElement) : null;

  const start = (): void => {
    loading ??= load().then(
      ({ mountSearchBoxes }) => {
        listening.abort();
        mountSearchBoxes(BOX_SELECTOR, doc);
        // Mounting is synchronous: every box listens now, so what was typed (or forced) meanwhile is searched.
        typed.forEach((field) => field.dispatchEvent(new Event('input', { bubbles: true })));
        return true;
      },
      (error: unknown) => {
        console.error('[shop-islands] live search could not load', error);
        return false;
      },
    );
  };
  const inBox = (event: Event): void => {
    if (event.target instanceof Element && event.target.closest(BOX_SELECTOR)) start();
  };
  const on = { capture: true, passive: true, signal: listening.signal };
  doc.addEventListener(
    'submit',
    (event) => {
      const field = fieldIn(event.target instanceof Element ? event.target.querySelector(FIELD_SELECTOR) : null);
      if (field && field.value.trim() === '') event.preventDefault();
    },
    // Kept for the page's life: the widget's own rule (the same, and show-page) is only in once its effects ran.
    { capture: true },
  );
  doc.addEventListener('pointerover', inBox, on);
  doc.addEventListener('pointerdown', inBox, on);
  doc.addEventListener('focusin', inBox, on);
  doc.addEventListener(
    'input',
    (event) => {
      const field = fieldIn(event.target);
      if (!field) return;
      typed.add(field);
      start();
    },
    on,
  );
  // AWS's forced search, for the page's life: 50 ms later the term is in the field and searched as if typed (the
  // widget hears the input, or replays it once the boxes are up), as AWS's own script does.
  jQueryOf(doc)?.(doc).on(FORCE_EVENT, FIELD_SELECTOR, (event, term) => {
    const field = fieldIn(event.target as EventTarget | null);
    if (!field || typeof term !== 'string' || term === '') return;
    setTimeout(() => {
      field.value = term;
      field.focus();
      field.dispatchEvent(new Event('input', { bubbles: true }));
    }, FORCED_SEARCH_DELAY_MS);
  });
  // A shopper who tapped the field and typed while the page was still loading, before this ran: what they typed (not
  // what the server printed in the field, a results page's term) is searched once the boxes are up, without
  // waiting for another key. AWS's script, bound on DOM ready, waits for the next key.
  const active = fieldIn(doc.activeElement);
  if (active) {
    if (active.value !== active.defaultValue) typed.add(active);
    start();
  }
  return {
    get ready() {
      return loading;
    },
  };
}
