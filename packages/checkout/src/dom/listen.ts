/**
 * Listening the way WooCommerce's scripts are heard. Other scripts announce with jQuery:
 * `$(select).trigger('change')` (selectWoo after a choice), `$(field).trigger('validate')`,
 * `$(form).trigger('update')`, `$form.submit()` (a gateway submitting again). jQuery runs only the
 * handlers it bound for those, so on a page with jQuery we listen through it; without jQuery, native
 * listeners hear everything there is.
 */
import { pageJQuery } from '@shop-islands/core/events';

/** What a handler gets: a DOM event or jQuery's event object (which has the same fields). */
export interface HeardEvent {
  readonly type: string;
  readonly target: EventTarget | null;
  readonly key?: string;
  preventDefault(): void;
}

/** Returning false cancels the event (jQuery's rule: default prevented, propagation stopped). */
export type Handler = (event: HeardEvent, args: readonly unknown[]) => boolean | void;

type JQueryHandler = (event: HeardEvent, ...args: unknown[]) => unknown;
type JQueryOn = (target: EventTarget) => { on(types: string, handler: JQueryHandler): unknown; off(types: string, handler: JQueryHandler): unknown };

/** Listens for the space-separated `types` on `target` (delegate by checking `event.target`); returns the function that stops it. */
export function listen(target: Element | Document, types: string, handler: Handler): () => void {
  const doc = target instanceof Document ? target : target.ownerDocument;
  const jq = pageJQuery(doc) as unknown as JQueryOn | null;
  if (jq) {
    const heard: JQueryHandler = (event, ...args) => handler(event, args);
    jq(target).on(types, heard);
    return () => void jq(target).off(types, heard);
  }
  const heard = (event: Event): void => {
    const detail: unknown = (event as CustomEvent).detail;
    if (handler(event, Array.isArray(detail) ? detail : []) === false) event.preventDefault();
  };
  for (const type of types.split(' ')) target.addEventListener(type, heard);
  return () => types.split(' ').forEach((type) => target.removeEventListener(type, heard));
}

/** The element an event happened on, when it matches `selector`. */
export function targetOf<E extends Element = HTMLElement>(event: HeardEvent, selector: string): E | null {
  const target = event.target;
  return target instanceof Element && target.matches(selector) ? (target as E) : null;
}

/** The page's jQuery wrapper of `element` for event arguments (`$wrapper`), or the element on a page without jQuery. */
export function wrapped(element: Element): unknown {
  const jq = pageJQuery(element.ownerDocument);
  return jq ? jq(element) : element;
}

/** The button a form was submitted with (a submit event's `submitter`, also under jQuery's event), if any. */
export function submitterOf(event: HeardEvent): HTMLButtonElement | HTMLInputElement | null {
  const native = (event as { originalEvent?: Partial<SubmitEvent> }).originalEvent ?? (event as Partial<SubmitEvent>);
  const submitter = native.submitter;
  return submitter instanceof HTMLButtonElement || submitter instanceof HTMLInputElement ? submitter : null;
}

/** A form sent as the page sends it without script, with the button the shopper used (its name and value). */
export function sendNatively(form: HTMLFormElement, submitter: HTMLButtonElement | HTMLInputElement | null): void {
  if (submitter?.name) {
    const field = form.ownerDocument.createElement('input');
    Object.assign(field, { type: 'hidden', name: submitter.name, value: submitter.value });
    form.append(field);
  }
  HTMLFormElement.prototype.submit.call(form);
}
