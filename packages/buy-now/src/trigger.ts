/**
 * Link and attach triggers (SPEC 2.7): a payment box link or an `asp-attach-product-{id}` element
 * opens a pop-up for that product. There is no purchase form, so the box submits itself and the
 * page follows it to the result. A file of its own, fetched by the entry only on pages with candidates
 * (controller/trigger-selector.ts); the purchase button's code comes from the entry as `setUp` (a module
 * both imported would become a third file on every page).
 */
import { matchAttachClass, matchTriggerLink, paymentBoxUrl, randomUniqId } from './controller/triggers.ts';
import type { setUpBuyButton } from './buy-button.ts';
import type { CommonSettings } from './settings.ts';

/**
 * Mounts one trigger element (nothing happens when it is not one): as the plugin does, a button of its own with
 * a random id, no purchase form and no amount field, opened by this element.
 */
export function mountTrigger(element: HTMLElement, common: CommonSettings, setUp: typeof setUpBuyButton): void {
  const attached = matchAttachClass(element.className);
  const target = attached ? { productId: attached, params: [] } : element.tagName === 'A' ? matchTriggerLink(element.getAttribute('href') ?? '', common.ppSlug) : null;
  if (!target) return;
  // It opens a dialog now (until this file came, a link went to the payment box page itself).
  element.setAttribute('aria-haspopup', 'dialog');
  if (!element.matches('a[href],button,input,select,textarea,[tabindex]')) {
    element.tabIndex = 0;
    if (!element.hasAttribute('role')) element.setAttribute('role', 'button');
  }
  element.addEventListener('keydown', (event) => {
    if (element.getAttribute('role') === 'button' && (event.key === 'Enter' || event.key === ' ')) {
      event.preventDefault();
      element.click();
    }
  });
  setUp(
    {
      uniq_id: randomUniqId(),
      product_id: target.productId,
      iframe_url: paymentBoxUrl(common.iframeUrl, target, element.dataset.aspPrice ?? null, document.URL),
      prefetch: common.prefetch,
      thankyou_page_url: '',
    },
    common,
    [element],
  );
}
