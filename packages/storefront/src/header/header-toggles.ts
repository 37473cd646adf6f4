/**
 * The header's three toggles on the theme's markup (Storefront-like):
 * - cart: `.site-header-cart .cart-contents` opens `.side-cart-panel` with focus moved into it and shifts the
 *   site (body.side-cart-open);
 * - hamburger: `.menu-toggle` opens the full-screen `.menu-panel` (focus held inside, body.menu-panel-open),
 *   whose `.menu-panel-close` button forces it closed;
 * - search: `.search-toggle` slides `.site-search` open and closed, focusing its field when opened.
 * A toggle whose panel is missing is left as the theme rendered it.
 */
import { createDisclosure, type Disclosure } from '../toggle/disclosure.ts';

export const HEADER_SELECTORS = {
  cartToggle: '.site-header-cart .cart-contents',
  cartPanel: '.side-cart-panel',
  cartClose: '.side-cart-close',
  menuToggle: '.menu-toggle',
  menuPanel: '.menu-panel',
  menuClose: '.menu-panel-close',
  searchToggle: '.search-toggle',
  searchPanel: '.site-search',
} as const;

interface ToggleParts {
  readonly toggle: HTMLElement;
  readonly panel: HTMLElement;
}

function findParts(doc: Document, toggle: string, panel: string): ToggleParts | null {
  const toggleElement = doc.querySelector<HTMLElement>(toggle);
  const panelElement = doc.querySelector<HTMLElement>(panel);
  return toggleElement && panelElement ? { toggle: toggleElement, panel: panelElement } : null;
}

const bodyClass = (doc: Document, name: string) => (open: boolean): void => {
  doc.body.classList.toggle(name, open);
};

export function enhanceCartToggle(doc: Document, onOpen: () => void): Disclosure | null {
  const parts = findParts(doc, HEADER_SELECTORS.cartToggle, HEADER_SELECTORS.cartPanel);
  if (!parts) return null;
  const shift = bodyClass(doc, 'side-cart-open');
  // Focus goes to the panel itself (announced by its name), so the keyboard starts in the cart.
  parts.panel.tabIndex = -1;
  return createDisclosure({
    ...parts,
    closeButtons: [...parts.panel.querySelectorAll<HTMLElement>(HEADER_SELECTORS.cartClose)],
    onChange(open) {
      shift(open);
      if (!open) return;
      parts.panel.focus({ preventScroll: true });
      onOpen();
    },
  });
}

export function enhanceMenuToggle(doc: Document): Disclosure | null {
  const parts = findParts(doc, HEADER_SELECTORS.menuToggle, HEADER_SELECTORS.menuPanel);
  if (!parts) return null;
  return createDisclosure({
    ...parts,
    closeButtons: [...parts.panel.querySelectorAll<HTMLElement>(HEADER_SELECTORS.menuClose)],
    trap: true,
    onChange: bodyClass(doc, 'menu-panel-open'),
  });
}

export function enhanceSearchToggle(doc: Document): Disclosure | null {
  const parts = findParts(doc, HEADER_SELECTORS.searchToggle, HEADER_SELECTORS.searchPanel);
  if (!parts) return null;
  return createDisclosure({
    ...parts,
    onChange(open) {
      if (open) parts.panel.querySelector<HTMLElement>('input[type="search"], input[name="s"]')?.focus();
    },
  });
}
