/**
 * What exists once per page, whichever bundle asks first (the cart/session client, the checkout life
 * cycle, the payment-method registry). It is registered on the page's window under a `Symbol.for`
 * key, not kept in module state, so separately built bundles (ours, or a plugin's own copy of core)
 * find the same instance. The key carries a version: an incompatible shape gets a new one.
 */
export function pageShared<T>(name: string, create: () => T, win: object = window): T {
  const holder = win as Record<symbol, T | undefined>;
  return (holder[Symbol.for(`shop-islands/${name}`)] ??= create());
}

/** The page's instance of `name` if some bundle created it already; never creates one. */
export function pageSharedFound<T>(name: string, win: object = window): T | undefined {
  return (win as Record<symbol, T | undefined>)[Symbol.for(`shop-islands/${name}`)];
}
