/**
 * Locks page scrolling while a dialog or full-screen panel is open, including on iOS Safari, where
 * `overflow: hidden` alone does not stop the page from scrolling: the body is pinned with
 * `position: fixed` at the current offset, and the offset is restored on release.
 */
const LOCKED = 'data-scroll-locked';

/** Locks scrolling of `doc`; returns the function that unlocks it and scrolls back to where the page was. */
export function lockScroll(doc: Document = document): () => void {
  const view = doc.defaultView;
  const html = doc.documentElement;
  const body = doc.body;
  // Already locked by an outer dialog: the outer release restores the page.
  if (!view || body.hasAttribute(LOCKED)) return () => undefined;
  const scrollY = view.scrollY;
  const scrollX = view.scrollX;
  const saved = {
    htmlOverflow: html.style.overflow,
    position: body.style.position,
    top: body.style.top,
    left: body.style.left,
    right: body.style.right,
    paddingRight: body.style.paddingRight,
  };
  const scrollbar = view.innerWidth - html.clientWidth;
  body.setAttribute(LOCKED, '');
  html.style.overflow = 'hidden';
  body.style.position = 'fixed';
  body.style.top = `${-scrollY}px`;
  body.style.left = '0';
  body.style.right = '0';
  if (scrollbar > 0) body.style.paddingRight = `${scrollbar}px`;
  return () => {
    body.removeAttribute(LOCKED);
    html.style.overflow = saved.htmlOverflow;
    body.style.position = saved.position;
    body.style.top = saved.top;
    body.style.left = saved.left;
    body.style.right = saved.right;
    body.style.paddingRight = saved.paddingRight;
    view.scrollTo({ top: scrollY, left: scrollX, behavior: 'instant' as ScrollBehavior });
  };
}
