/**
 * Advanced Woo Search's DOM events, fired on the box's `.aws-container` (they bubble, so listeners
 * on document, where AWS fires some of them, hear them too). `detail.form` is the container wrapped
 * in the page's jQuery when there is one, as AWS passes it.
 */
import type { BoxSettings } from './settings.ts';

export type AwsEventName = 'awsLoaded' | 'awsShowingResults' | 'awsNoResults' | 'awsResultsHidden' | 'awsAnalytics';

export interface AwsEventDetail {
  readonly term: string;
  readonly instance: number;
  readonly form: unknown;
  readonly data: BoxSettings & { readonly instance: number; readonly resultBlock: string };
}

export interface BoxIdentity {
  readonly container: HTMLElement;
  readonly instance: number;
  readonly settings: BoxSettings;
  /** Selector of the box's drop-down, like AWS's `#aws-search-result-{instance}`. */
  readonly resultBlock: string;
}

function wrapped(container: HTMLElement): unknown {
  const jq = (container.ownerDocument.defaultView as unknown as { jQuery?: unknown } | null)?.jQuery;
  return typeof jq === 'function' ? (jq as (el: Element) => unknown)(container) : container;
}

export function emitBoxEvent(box: BoxIdentity, name: AwsEventName, term: string): void {
  const detail: AwsEventDetail = {
    term,
    instance: box.instance,
    form: wrapped(box.container),
    data: { ...box.settings, instance: box.instance, resultBlock: box.resultBlock },
  };
  box.container.dispatchEvent(new CustomEvent(name, { bubbles: true, cancelable: true, detail }));
}
