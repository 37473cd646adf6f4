/**
 * Progressive enhancement for toggles: the theme may render a toggle as a link (it works without
 * JavaScript: the cart link opens the cart page, '#target' links jump to the target). Once the
 * script runs it becomes a real <button>, keeping its classes, id, data-* attributes, label and content.
 */
const KEPT_ATTRIBUTES = /^(class|id|title|aria-label|aria-labelledby|aria-describedby|data-.*)$/;

export function ensureButton(element: HTMLElement): HTMLButtonElement {
  if (element instanceof HTMLButtonElement) {
    if (!element.hasAttribute('type')) element.type = 'button';
    return element;
  }
  const button = element.ownerDocument.createElement('button');
  button.type = 'button';
  for (const attribute of element.attributes) {
    if (KEPT_ATTRIBUTES.test(attribute.name)) button.setAttribute(attribute.name, attribute.value);
  }
  button.append(...element.childNodes);
  element.replaceWith(button);
  return button;
}

/** Gives `element` an id (for aria-controls) when it has none. */
export function ensureId(element: HTMLElement, prefix: string): string {
  if (!element.id) {
    const doc = element.ownerDocument;
    let n = 1;
    while (doc.getElementById(`${prefix}-${n}`)) n += 1;
    element.id = `${prefix}-${n}`;
  }
  return element.id;
}
