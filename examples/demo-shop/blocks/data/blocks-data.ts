/**
 * The `wc-blocks-data-store` script of the model (window.wc.wcBlocksData): the checkout, payment, cart and
 * validation stores, registered in wp.data under WooCommerce's keys. The cart starts from the Store API answer
 * the page printed. WooCommerce hands that answer and the REST root to wp.apiFetch (its preloading and root URL
 * middlewares); the model has no wp.apiFetch and reads both from `wcBlocksModel`, its one global of its own.
 */
import { expose, wpData, type WcBlocksData } from '../globals.ts';
import { CART_STORE_KEY, createCartStore, type CartResponse } from './cart-store.ts';
import { CHECKOUT_STORE_KEY, createCheckoutStore, type CheckoutData } from './checkout-store.ts';
import { NOTICES_STORE_KEY, type NoticesActions } from './notices-store.ts';
import { createPaymentStore, PAYMENT_STORE_KEY } from './payment-store.ts';
import { createStoreApiClient } from './store-api.ts';
import { createValidationStore, VALIDATION_STORE_KEY } from './validation-store.ts';

interface ModelPage {
  wcSettings?: { checkoutData?: CheckoutData };
  wcBlocksMiddlewareConfig?: { storeApiNonce?: string };
  wcBlocksModel?: { restRoot?: string; preloaded?: Record<string, CartResponse> };
}

const page = window as unknown as ModelPage;
const api = createStoreApiClient({ root: `${page.wcBlocksModel?.restRoot ?? '/wp-json/'}wc/store/v1`, nonce: page.wcBlocksMiddlewareConfig?.storeApiNonce ?? '' });
const data = wpData();
data.register(CHECKOUT_STORE_KEY, createCheckoutStore(page.wcSettings?.checkoutData));
data.register(PAYMENT_STORE_KEY, createPaymentStore(data.dispatch(NOTICES_STORE_KEY) as unknown as NoticesActions));
data.register(CART_STORE_KEY, createCartStore(api, page.wcBlocksModel?.preloaded?.['/wc/store/v1/cart'] ?? {}));
data.register(VALIDATION_STORE_KEY, createValidationStore());

const blocksData: WcBlocksData & { storeApi: typeof api } = {
  CHECKOUT_STORE_KEY,
  PAYMENT_STORE_KEY,
  CART_STORE_KEY,
  VALIDATION_STORE_KEY,
  checkoutStore: { name: CHECKOUT_STORE_KEY },
  paymentStore: { name: PAYMENT_STORE_KEY },
  cartStore: { name: CART_STORE_KEY },
  validationStore: { name: VALIDATION_STORE_KEY },
  // The model's own: the one Store API client (Blocks shares wp.apiFetch), for the checkout's POST /checkout.
  storeApi: api,
};
expose(['wc', 'wcBlocksData'], blocksData);
