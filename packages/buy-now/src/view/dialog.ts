/**
 * The pop-up's markup: a native <dialog> (opened with showModal(): the page behind it is inert, focus stays
 * inside, Escape closes it, and closing puts focus back where it was), labelled 'Payment', holding a close
 * button, the payment box frame and a focus guard (an empty tab stop after the frame that never keeps focus, see
 * popup.ts). Plain DOM rather than a React island: the frame must never be re-rendered (that would reload the
 * payment box). Hidden while closed, as the plugin's pop-up (tests and themes look for it so). The static
 * markup is a literal; every value (ids, texts, the address) is set as a property, never parsed as HTML.
 */
import { __ } from '@wordpress/i18n';
import { TEXT_DOMAIN } from '@shop-islands/core';

/** The dialog; its children are the close button, the frame and the guard. */
export function renderDialog(uniqId: string, productId: string, frameUrl: string): HTMLDialogElement {
  const holder = document.createElement('div');
  // role="dialog" is the element's own; written out for the selectors themes and tests use.
  holder.innerHTML =
    '<dialog class=asp-popup-iframe-cont role=dialog hidden><button type=button class=asp-popup-close>×</button><iframe class=asp-popup-iframe allow=payment></iframe><span class=asp-popup-guard tabindex=0></span></dialog>';
  const root = holder.firstChild as HTMLDialogElement;
  const [closeButton, iframe] = root.children as unknown as [HTMLButtonElement, HTMLIFrameElement];
  root.id = 'asp-payment-popup-' + uniqId;
  root.dataset.aspIframeProdId = productId;
  root.setAttribute('aria-label', __('Payment', TEXT_DOMAIN));
  closeButton.setAttribute('aria-label', __('Close', TEXT_DOMAIN));
  iframe.title = __('Payment form', TEXT_DOMAIN);
  iframe.src = frameUrl;
  return root;
}
