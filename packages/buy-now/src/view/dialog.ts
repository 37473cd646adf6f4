/**
 * The pop-up's markup: a native <dialog> (opened with showModal(): the page behind it is inert, focus stays
 * inside, Escape closes it), labelled 'Payment', holding a close button, the payment box frame and a focus guard. Plain DOM
 * rather than a React island: the frame must never be re-rendered (that would reload the payment box).
 */
import { __ } from '@wordpress/i18n';
import { TEXT_DOMAIN } from '@shop-islands/core';

export interface DialogParts {
  readonly root: HTMLDialogElement;
  readonly iframe: HTMLIFrameElement;
  readonly closeButton: HTMLButtonElement;
  /** An empty tab stop after the frame; never rests focus (see popup.ts). */
  readonly guard: HTMLElement;
}

export function renderDialog(doc: Document, uniqId: string, productId: string, frameUrl: string): DialogParts {
  const root = doc.createElement('dialog');
  root.id = `asp-payment-popup-${uniqId}`;
  root.className = 'asp-popup-iframe-cont';
  root.dataset.aspIframeProdId = productId;
  root.setAttribute('role', 'dialog');
  root.setAttribute('aria-modal', 'true');
  // Hidden while closed, as the plugin's pop-up (tests and themes look for it so).
  root.hidden = true;
  root.setAttribute('aria-label', __('Payment', TEXT_DOMAIN));
  root.innerHTML = '<button type="button" class="asp-popup-close">×</button><iframe class="asp-popup-iframe" allow="payment"></iframe><span class="asp-popup-guard" tabindex="0"></span>';
  const [closeButton, iframe, guard] = root.children as unknown as [HTMLButtonElement, HTMLIFrameElement, HTMLElement];
  closeButton.setAttribute('aria-label', __('Close', TEXT_DOMAIN));
  iframe.title = __('Payment form', TEXT_DOMAIN);
  iframe.src = frameUrl;
  return { root, iframe, closeButton, guard };
}
