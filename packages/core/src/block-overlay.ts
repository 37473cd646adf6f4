/**
 * The blocking overlay shown over a form or page part while a request is in flight
 * (jQuery BlockUI's look: white at opacity 0.6, SPEC 9.5). The blocked element is marked
 * `processing` and aria-busy, and its controls cannot be reached by pointer.
 */
export const BLOCK_OVERLAY_CLASS = 'blockUI blockOverlay';
export const PROCESSING_CLASS = 'processing';
export const OVERLAY_OPACITY = 0.6;
/** Marks an element that blockElement made `position: relative`, so unblocking can undo it. */
const POSITIONED_MARK = 'data-shop-islands-positioned';

export function isBlocked(element: HTMLElement): boolean {
  return element.classList.contains(PROCESSING_CLASS);
}

/** Covers `element` with the overlay; blocking an already blocked element changes nothing. */
export function blockElement(element: HTMLElement): void {
  if (isBlocked(element)) return;
  element.classList.add(PROCESSING_CLASS);
  element.setAttribute('aria-busy', 'true');
  const position = element.ownerDocument.defaultView?.getComputedStyle(element).position ?? '';
  if (position === 'static' || position === '') {
    element.style.position = 'relative';
    element.setAttribute(POSITIONED_MARK, '');
  }
  const overlay = element.ownerDocument.createElement('div');
  overlay.className = BLOCK_OVERLAY_CLASS;
  overlay.setAttribute('aria-hidden', 'true');
  Object.assign(overlay.style, {
    position: 'absolute',
    inset: '0',
    zIndex: '1000',
    background: '#fff',
    opacity: String(OVERLAY_OPACITY),
    cursor: 'wait',
  });
  element.append(overlay);
}

/** Removes the overlay and the busy state. */
export function unblockElement(element: HTMLElement): void {
  element.classList.remove(PROCESSING_CLASS);
  element.removeAttribute('aria-busy');
  if (element.hasAttribute(POSITIONED_MARK)) {
    element.style.position = '';
    element.removeAttribute(POSITIONED_MARK);
  }
  for (const overlay of element.querySelectorAll(':scope > .blockOverlay')) overlay.remove();
}
