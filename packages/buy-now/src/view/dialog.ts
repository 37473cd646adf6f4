/**
 * The pop-up's markup: an overlay that is a labelled modal dialog, holding a close button, the
 * payment box frame and, after the frame, a focus guard (Tab leaving the frame lands there, not
 * outside the dialog). Plain DOM rather than a React island: the frame must never be re-rendered
 * (that would reload the payment box), and everything else about the pop-up is imperative.
 */
import { __ } from '@wordpress/i18n';
import { TEXT_DOMAIN } from '@shop-islands/core';

export interface DialogParts {
  readonly root: HTMLElement;
  readonly iframe: HTMLIFrameElement;
  readonly closeButton: HTMLButtonElement;
  /** An empty tab stop after the frame; never rests focus (see popup.ts). */
  readonly guard: HTMLElement;
}

export function renderDialog(doc: Document, uniqId: string, productId: string, frameUrl: string): DialogParts {
  const root = doc.createElement('div');
  root.id = `asp-payment-popup-${uniqId}`;
  root.className = 'asp-popup-iframe-cont';
  root.dataset.aspIframeProdId = productId;
  root.setAttribute('role', 'dialog');
  root.setAttribute('aria-modal', 'true');
  root.setAttribute('aria-labelledby', `asp-popup-title-${uniqId}`);
  root.hidden = true;

  const title = doc.createElement('h2');
  title.id = `asp-popup-title-${uniqId}`;
  title.className = 'asp-popup-title';
  title.textContent = __('Payment', TEXT_DOMAIN);

  const closeButton = doc.createElement('button');
  closeButton.type = 'button';
  closeButton.className = 'asp-popup-close';
  closeButton.setAttribute('aria-label', __('Close', TEXT_DOMAIN));
  closeButton.textContent = '×';

  const iframe = doc.createElement('iframe');
  iframe.className = 'asp-popup-iframe';
  iframe.title = __('Payment form', TEXT_DOMAIN);
  iframe.allow = 'payment';
  iframe.src = frameUrl;

  const guard = doc.createElement('span');
  guard.className = 'asp-popup-guard';
  guard.tabIndex = 0;

  root.append(title, closeButton, iframe, guard);
  return { root, iframe, closeButton, guard };
}
