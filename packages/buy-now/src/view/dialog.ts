/**
 * The pop-up's markup: a native <dialog> (opened with showModal(): the page behind it is inert, focus stays
 * inside, Escape closes it), labelled 'Payment', holding a close button, the payment box frame and a focus guard
 * (an empty tab stop after the frame that never keeps focus, see popup.ts). Plain DOM rather than a React
 * island: the frame must never be re-rendered (that would reload the payment box). Hidden while closed, as the
 * plugin's pop-up (tests and themes look for it so).
 */
import { __ } from '@wordpress/i18n';
import { TEXT_DOMAIN } from '@shop-islands/core';

/** The dialog; its children are the close button, the frame and the guard. */
export function renderDialog(uniqId: string, productId: string, frameUrl: string): HTMLDialogElement {
  const root = document.createElement('dialog');
  root.innerHTML = '<button type="button" class="asp-popup-close">×</button><iframe class="asp-popup-iframe" allow="payment"></iframe><span class="asp-popup-guard" tabindex="0"></span>';
  root.id = `asp-payment-popup-${uniqId}`;
  root.className = 'asp-popup-iframe-cont';
  root.dataset.aspIframeProdId = productId;
  root.hidden = true;
  root.setAttribute('role', 'dialog');
  root.setAttribute('aria-modal', 'true');
  root.setAttribute('aria-label', __('Payment', TEXT_DOMAIN));
  const [closeButton, iframe] = root.children as unknown as [HTMLButtonElement, HTMLIFrameElement];
  closeButton.setAttribute('aria-label', __('Close', TEXT_DOMAIN));
  iframe.title = __('Payment form', TEXT_DOMAIN);
  iframe.src = frameUrl;
  return root;
}
