/**
 * The gateway's extension points, on the page's own `@wordpress/hooks` (`wp.hooks`) when it has one: other
 * plugins add their filters there (`wcstripe.express-checkout.cart-add-item`, `…cart-place-order-extension-data`),
 * so the widget applies them there too. Without `wp.hooks` nothing can have been added and the value passes as is.
 */
type ApplyFilters = (name: string, value: unknown, ...args: unknown[]) => unknown;

export function applyPageFilters<T>(name: string, value: T, win: Window = window): T {
  const hooks = (win as { wp?: { hooks?: { applyFilters?: unknown } } }).wp?.hooks;
  if (typeof hooks?.applyFilters !== 'function') return value;
  const filtered = (hooks.applyFilters as ApplyFilters)(name, value);
  // a filter that returns nothing must not lose the payload
  return (filtered ?? value) as T;
}
