/**
 * Link and attach triggers (SPEC 2.7): a payment box link or an `asp-attach-product-{id}` element
 * opens a pop-up for that product. There is no purchase form, so the box submits itself and the
 * page follows it to the result.
 */
import { matchAttachClass, matchTriggerLink, paymentBoxUrl, withCacheKey, type TriggerTarget } from './controller/triggers.ts';
import { isSafariLike, prefetchDocument, randomUniqId } from './environment.ts';
import { createPaymentPopup, type PaymentPopup } from './popup.ts';
import type { CommonSettings } from './settings.ts';

const NATIVELY_FOCUSABLE = 'a[href],button,input,select,textarea';

function targetOf(element: HTMLElement, common: CommonSettings): TriggerTarget | null {
  const attached = matchAttachClass(element.getAttribute('class') ?? '');
  if (attached !== null) return { productId: attached, params: [] };
  return element instanceof HTMLAnchorElement ? matchTriggerLink(element.getAttribute('href') ?? '', common.ppSlug) : null;
}

/** Mounts one trigger element; returns the function that unmounts it (nothing to undo when it is not a trigger). */
export function mountTrigger(element: HTMLElement, common: CommonSettings): () => void {
  const doc = element.ownerDocument;
  const target = targetOf(element, common);
  if (target === null) return () => undefined;
  const address = paymentBoxUrl(common.iframeUrl, target, element.dataset.aspPrice ?? null, doc.URL);
  const frameUrl = common.prefetch ? withCacheKey(address, common.ckey) : address;
  if (common.prefetch) prefetchDocument(doc, frameUrl);

  // Attach elements may be plain spans: make them reachable and operable by keyboard.
  if (!element.matches(NATIVELY_FOCUSABLE) && !element.hasAttribute('tabindex')) {
    element.tabIndex = 0;
    if (!element.hasAttribute('role')) element.setAttribute('role', 'button');
  }

  let popup: PaymentPopup | undefined;
  const onClick = (event: Event): void => {
    event.preventDefault();
    (popup ??= createPaymentPopup({
      uniqId: randomUniqId(),
      productId: target.productId,
      frameUrl,
      parentForm: null,
      thankyouPageUrl: '',
      safariLike: isSafariLike(navigator.userAgent),
      doc,
    })).show(element, null);
  };
  const onKeydown = (event: KeyboardEvent): void => {
    if (element.getAttribute('role') !== 'button' || (event.key !== 'Enter' && event.key !== ' ')) return;
    event.preventDefault();
    element.click();
  };
  element.addEventListener('click', onClick);
  element.addEventListener('keydown', onKeydown);
  return () => {
    element.removeEventListener('click', onClick);
    element.removeEventListener('keydown', onKeydown);
    popup?.destroy();
  };
}
