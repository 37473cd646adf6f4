/** The cart page (cart.js): to come. */
export function startCartPage(_doc: Document): void {}
