/**
 * What a search box sits in, for placing its drop-down (controller/placement.ts): the viewport when the
 * box or an ancestor is fixed to the screen (Storefront's handheld footer bar puts a phone's search box
 * there), otherwise the scrolling page.
 */
import type { FieldFrame } from '../controller/placement.ts';

export function fieldFrame(element: Element): FieldFrame {
  const view = element.ownerDocument.defaultView;
  if (!view) return 'page';
  for (let node: Element | null = element; node && node !== element.ownerDocument.documentElement; node = node.parentElement) {
    if (view.getComputedStyle(node).position === 'fixed') return 'viewport';
  }
  return 'page';
}
