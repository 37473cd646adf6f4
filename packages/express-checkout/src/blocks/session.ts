/**
 * The express session of a Cart or Checkout block page (loaded when a block first shows a wallet): one API client on
 * core's session, one offer (the gateway's get_cart_details, read again when the block's total changes) shared by
 * every wallet's controller, each wallet with its own element and sheet (button/wallet.ts), as on classic pages.
 */
import { createExpressApi } from '../api.ts';
import { cartOffers } from '../button/offers.ts';
import { createWalletController } from '../button/wallet.ts';
import { storeApiRoot, type ExpressParams } from '../settings.ts';
import type { Offer } from '../sheet/flow.ts';
import type { BlocksSession } from './express-block.tsx';

// canMakePayment's probe travels in this chunk: the button that follows needs the rest of it.
export { walletAvailable } from './wallet-available.ts';

export function createBlocksSession(params: ExpressParams, win: Window, doc: Document): BlocksSession {
  const api = createExpressApi(params, storeApiRoot(win, doc), win);
  const page = params.isCartPage && !params.isCheckoutPage ? 'cart' : 'checkout';
  const listeners = new Set<(offer: Offer | null) => void>();
  let current: Offer | null = null;
  let seenTotal: string | null = null;
  let read = (): void => undefined;
  cartOffers(params, api, (reread) => {
    read = reread;
    return () => undefined;
  }, (offer) => {
    current = offer;
    for (const listener of listeners) listener(offer);
  });
  return {
    draw(wallet, container, host) {
      const controller = createWalletController({
        params, page, api, payForOrder: null, win, doc, only: wallet,
        host: { ...host, button: () => container, changed: () => host.shown(controller.showing(container)) },
      });
      const remove = controller.draw(container);
      listeners.add(controller.offer);
      if (current) controller.offer(current);
      return () => {
        listeners.delete(controller.offer);
        remove();
      };
    },
    cartChanged(total) {
      // the first total is the one the offer was read with
      if (seenTotal !== null && total !== seenTotal) read();
      seenTotal = total;
    },
  };
}
