/**
 * What a search box sits in, for placing its drop-down (controller/placement.ts): the viewport when the
 * box or an ancestor is fixed to the screen (Storefront's handheld footer bar puts a phone's search box
 * there), otherwise the scrolling page.
 */
import type { FieldFrame } from '../controller/placement.ts';

export function fieldFrame(element: Element, view: Window): FieldFrame {
  // The root element's own position never fixes it to the screen: it is the page.
  for (let node: Element | null = element; node?.parentElement; node = node.parentElement) {
    if (view.getComputedStyle(node).position === 'fixed') return 'viewport';
  }
  return 'page';
}
