/**
 * Store notices in WooCommerce's markup (`ul.woocommerce-error`, `div.woocommerce-message`,
 * `div.woocommerce-info`), so theme styles and third-party scripts recognise them. Errors and
 * successes are live regions (role="alert") so screen readers announce them.
 */
import { htmlToFragment } from './html-fragments.ts';

export type NoticeType = 'error' | 'success' | 'info';

export const NOTICES_AREA_SELECTOR = '.woocommerce-notices-wrapper';
export const NOTICE_SELECTOR = '.woocommerce-error, .woocommerce-message, .woocommerce-info, .woocommerce-NoticeGroup';

/**
 * A notice holding `messages` as plain text (never HTML). An error is WooCommerce's list in a notice group that is
 * the alert: a list given role="alert" itself (as WooCommerce prints it) is no longer a list to its items, which axe
 * reports as a serious violation.
 */
export function createNotice(type: NoticeType, messages: readonly string[], doc: Document = document): HTMLElement {
  if (type === 'error') {
    const group = doc.createElement('div');
    group.className = 'woocommerce-NoticeGroup';
    group.setAttribute('role', 'alert');
    const list = doc.createElement('ul');
    list.className = 'woocommerce-error';
    for (const message of messages) {
      const item = doc.createElement('li');
      item.textContent = message;
      list.append(item);
    }
    group.append(list);
    return group;
  }
  const box = doc.createElement('div');
  box.className = type === 'success' ? 'woocommerce-message' : 'woocommerce-info';
  if (type === 'success') box.setAttribute('role', 'alert');
  box.textContent = messages.join(' ');
  return box;
}

/** Server notice HTML (for example a wc-ajax answer or `messages`), sanitised, in a notice group. */
export async function createServerNotice(html: string, doc: Document = document): Promise<HTMLElement> {
  const group = doc.createElement('div');
  group.className = 'woocommerce-NoticeGroup';
  group.append(await htmlToFragment(html, doc));
  return group;
}

/** The page's notices area, else `fallback` (for example the checkout form). */
export function findNoticesArea(doc: Document = document, fallback: Element | null = null): Element | null {
  return doc.querySelector(NOTICES_AREA_SELECTOR) ?? fallback;
}

/** Removes the notices directly inside `area`. */
export function clearNotices(area: Element): void {
  for (const notice of area.querySelectorAll(`:scope > :is(${NOTICE_SELECTOR})`)) notice.remove();
}

export interface ShowNoticeOptions {
  /** Scroll the notice into view (checkout errors do); default true. */
  readonly scroll?: boolean;
}

/** Replaces the notices at the top of `area` with `notice`. */
export function showNotice(area: Element, notice: HTMLElement, options: ShowNoticeOptions = {}): void {
  clearNotices(area);
  area.prepend(notice);
  if (options.scroll ?? true) notice.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
}
