/**
 * WooCommerce's notices on the checkout and cart pages: server notice HTML (always sanitised) and the
 * notices removed before new ones are shown.
 */
import { htmlToFragment } from '@shop-islands/core/html-fragments';
import { CHECKOUT_NOTICE_GROUP, NOTICES, REVIEW_NOTICE_GROUP } from '../contract/selectors.ts';
import { NOTICES_SCROLL_MS, NOTICES_SCROLL_OFFSET_PX } from '../contract/timing.ts';
import { scrollToElement } from './motion.ts';

/** Server HTML as a sanitised fragment; when the sanitiser cannot load (offline), its text alone. */
export async function serverFragment(html: string, doc: Document): Promise<DocumentFragment> {
  try {
    return await htmlToFragment(html, doc);
  } catch {
    const fragment = doc.createDocumentFragment();
    fragment.append(new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '');
    return fragment;
  }
}

/** Removes the page's notices (and `extra`), as WooCommerce does before showing new ones. */
export function removeNotices(doc: Document, extra = ''): void {
  doc.querySelectorAll(NOTICES + extra).forEach((notice) => notice.remove());
}

/** A notice group (`woocommerce-NoticeGroup {kind}`) holding `content`. */
export function noticeGroup(doc: Document, kind: string, content: Node): HTMLElement {
  const group = doc.createElement('div');
  group.className = `woocommerce-NoticeGroup ${kind}`;
  group.append(content);
  return group;
}

/** Scrolls to the checkout's notice groups, else to `fallback` (WooCommerce's `$.scroll_to_notices`: 100 px above, 1000 ms). */
export function scrollToNotices(doc: Document, fallback: Element): void {
  scrollToElement(doc.querySelector(`${REVIEW_NOTICE_GROUP}, ${CHECKOUT_NOTICE_GROUP}`) ?? fallback, NOTICES_SCROLL_OFFSET_PX, NOTICES_SCROLL_MS);
}

/**
 * Shows `content` as the checkout's notice (`.woocommerce-NoticeGroup-checkout`, in place of the page's notices)
 * after a failed order, at the top of `container` (the form, as checkout.js does; a payment's notice goes to the
 * store notices area, SPEC 8.3): the fields are revalidated, the page scrolls to it and focus goes to its list.
 */
export function showCheckoutNotice(form: HTMLFormElement, content: Node, revalidate: () => void, container: Element = form): void {
  const doc = form.ownerDocument;
  removeNotices(doc, `, ${CHECKOUT_NOTICE_GROUP}`);
  const group = noticeGroup(doc, CHECKOUT_NOTICE_GROUP.slice(1), content);
  container.prepend(group);
  revalidate();
  scrollToNotices(doc, form);
  const list = group.querySelector<HTMLElement>('.woocommerce-error');
  list?.setAttribute('tabindex', '-1');
  list?.focus({ preventScroll: true });
}
