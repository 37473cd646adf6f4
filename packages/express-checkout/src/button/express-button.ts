/**
 * The wallet button on classic pages, loaded once the start-up code found a button to show: the wallet controller
 * (wallet.ts) draws into the gateway's own container (`#wc-stripe-express-checkout-element`, again when WooCommerce
 * redraws the cart totals around it), which is shown, with the '— OR —' separator, once the element has a wallet
 * to offer and the page something to sell; errors are store notices.
 */
import { mountIslands } from '@shop-islands/core/mount';
import { createExpressApi } from '../api.ts';
import { showExpressNotice } from '../page/notices.ts';
import { loadPayForOrder, storeApiRoot, type ExpressParams } from '../settings.ts';
import type { ExpressPage } from '../sheet/flow.ts';
import { startOffers } from './offers.ts';
import { createWalletController } from './wallet.ts';

export const CONTAINER_SELECTOR = '#wc-stripe-express-checkout-element';
export const SEPARATOR_ID = 'wc-stripe-express-checkout-button-separator';

export interface ButtonSetup {
  readonly params: ExpressParams;
  readonly page: ExpressPage;
  readonly win: Window;
  readonly doc: Document;
}

export function startButtons({ params, page, win, doc }: ButtonSetup): void {
  const api = createExpressApi(params, storeApiRoot(win, doc), win);
  const payForOrder = page === 'order-pay' ? loadPayForOrder(win) : null;
  const containers = new Set<HTMLElement>();
  const refresh = (): void => {
    let any = false;
    for (const container of containers) {
      const shows = controller.showing(container);
      container.style.display = shows ? 'block' : 'none';
      any ||= shows;
    }
    const line = doc.getElementById(SEPARATOR_ID);
    if (line) line.style.display = any ? 'block' : 'none';
  };
  const controller = createWalletController({
    params,
    page,
    api,
    payForOrder,
    win,
    doc,
    host: {
      changed: refresh,
      button: () => doc.querySelector(CONTAINER_SELECTOR),
      notice: (kind, message, link) => showExpressNotice(kind, message, link, doc.querySelector(CONTAINER_SELECTOR), doc),
    },
  });
  mountIslands(
    CONTAINER_SELECTOR,
    (container) => {
      containers.add(container);
      const remove = controller.draw(container);
      return () => {
        containers.delete(container);
        remove();
      };
    },
    { doc },
  );
  startOffers(page, params, api, payForOrder, doc, controller.offer);
}
