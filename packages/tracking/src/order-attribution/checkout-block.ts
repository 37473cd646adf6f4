/**
 * Block checkout: the fields go to the Store API as checkout extension data
 * (`extensions['woocommerce/order-attribution']`), set in the checkout data store.
 */
import type { AttributionValues } from './fields.ts';

/** The Store API checkout extension block checkout sends the fields under. */
export const CHECKOUT_EXTENSION = 'woocommerce/order-attribution';
const CHECKOUT_STORE = 'wc/store/checkout';

interface BlocksWindow {
  wp?: {
    data?: {
      dispatch?: (store: string) => { setExtensionData?: (namespace: string, data: unknown, replace?: boolean) => void } | undefined;
      subscribe?: (listener: () => void, store?: string) => () => void;
    };
  };
  wc?: { wcBlocksData?: { CHECKOUT_STORE_KEY?: string } };
}

export function writeCheckoutBlock(win: Window, values: AttributionValues): void {
  const { wp, wc } = win as unknown as BlocksWindow;
  if (!wp?.data?.dispatch || !wc?.wcBlocksData) return;
  wp.data.dispatch(wc.wcBlocksData.CHECKOUT_STORE_KEY ?? CHECKOUT_STORE)?.setExtensionData?.(CHECKOUT_EXTENSION, values, true);
}

/** The checkout block may register its store after this script ran: write the values once it does. */
export function watchCheckoutBlock(win: Window, current: () => AttributionValues): void {
  const subscribe = (win as unknown as BlocksWindow).wp?.data?.subscribe;
  if (typeof subscribe !== 'function') return;
  const stop = subscribe(() => {
    stop();
    writeCheckoutBlock(win, current());
  }, CHECKOUT_STORE);
}
