/** The storefront's cart features, fetched as one on-demand chunk by cart-loader.ts. */
export { addToCartFrom } from './add-to-cart.ts';
export { startSideCart } from './side-cart.tsx';
