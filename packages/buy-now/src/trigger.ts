/**
 * Link and attach triggers (SPEC 2.7): a payment box link or an `asp-attach-product-{id}` element
 * opens a pop-up for that product. There is no purchase form, so the box submits itself and the
 * page follows it to the result.
 */
import { matchAttachClass, matchTriggerLink, paymentBoxUrl, withCacheKey } from './controller/triggers.ts';
import { prefetchDocument, randomUniqId } from './environment.ts';
import { createPaymentPopup, type PaymentPopup } from './popup.ts';
import type { CommonSettings } from './settings.ts';

/** Mounts one trigger element (nothing happens when it is not one). */
export function mountTrigger(element: HTMLElement, common: CommonSettings): void {
  const attached = matchAttachClass(element.className);
  const target = attached ? { productId: attached, params: [] } : element.tagName === 'A' ? matchTriggerLink(element.getAttribute('href') ?? '', common.ppSlug) : null;
  if (!target) return;
  let frameUrl = paymentBoxUrl(common.iframeUrl, target, element.dataset.aspPrice ?? null, document.URL);
  if (common.prefetch) prefetchDocument(document, (frameUrl = withCacheKey(frameUrl, common.ckey)));

  // Attach elements may be plain spans: make them reachable and operable by keyboard.
  if (!element.matches('a[href],button,input,select,textarea,[tabindex]')) {
    element.tabIndex = 0;
    if (!element.hasAttribute('role')) element.setAttribute('role', 'button');
  }

  let popup: PaymentPopup | undefined;
  element.addEventListener('click', (event) => {
    event.preventDefault();
    (popup ??= createPaymentPopup(randomUniqId(), target.productId, frameUrl, null, '')).show(null);
  });
  element.addEventListener('keydown', (event) => {
    if (element.getAttribute('role') === 'button' && (event.key === 'Enter' || event.key === ' ')) {
      event.preventDefault();
      element.click();
    }
  });
}
