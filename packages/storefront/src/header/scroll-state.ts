/**
 * The page's 'scrolling' state (class `scrolling` on the body) once it is scrolled past the
 * header's height. A sentinel as tall as the header sits at the top of the document; an
 * IntersectionObserver reports when it has left the viewport, so no scroll handler runs.
 * The sentinel follows the header's height when a ResizeObserver is available.
 */
export const SCROLLING_CLASS = 'scrolling';

export function watchScrollState(header: HTMLElement): () => void {
  const doc = header.ownerDocument;
  const view = doc.defaultView;
  if (!view || typeof view.IntersectionObserver !== 'function') return () => undefined;
  const sentinel = doc.createElement('div');
  sentinel.className = 'si-scroll-sentinel';
  sentinel.setAttribute('aria-hidden', 'true');
  Object.assign(sentinel.style, { position: 'absolute', top: '0', left: '0', width: '1px', pointerEvents: 'none' });
  const fit = (): void => {
    sentinel.style.height = `${Math.max(header.offsetHeight, 1)}px`;
  };
  fit();
  doc.body.prepend(sentinel);
  const intersections = new view.IntersectionObserver((entries) => {
    const last = entries[entries.length - 1];
    if (last) doc.body.classList.toggle(SCROLLING_CLASS, !last.isIntersecting);
  });
  intersections.observe(sentinel);
  const resizes = typeof view.ResizeObserver === 'function' ? new view.ResizeObserver(fit) : null;
  resizes?.observe(header);
  return () => {
    intersections.disconnect();
    resizes?.disconnect();
    sentinel.remove();
    doc.body.classList.remove(SCROLLING_CLASS);
  };
}
