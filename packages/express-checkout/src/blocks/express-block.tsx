/**
 * One wallet's button in the Cart or Checkout block's express area, rendered with the page's React. The block hands
 * it the cart's total (`billing`: the offer is read again when it changes) and its express callbacks: `onClick` when
 * the sheet opens (the block holds the checkout while the wallet pays), `onClose` when it ends without an order, and
 * `onError` (`setExpressPaymentError` on Blocks before it) for an error, shown in the express area. The wallet controller, its sheet flow, the Store
 * API and the order are the classic pages' (button/wallet.ts), loaded when the button first renders.
 */
import { useEffect, useRef, useState, type ReactElement } from 'react';
import type { WalletHost, WalletName } from '../button/wallet.ts';
import type { ExpressParams } from '../settings.ts';

/** The page's express session (blocks/session.ts): one API client and one cart offer for every wallet. */
export interface BlocksSession {
  /** Draws `wallet`'s element into `container`; `shown` hears whether it shows. Returns what removes it. */
  draw(wallet: WalletName, container: HTMLElement, host: Omit<WalletHost, 'changed' | 'button'> & { shown(showing: boolean): void }): () => void;
  /** The block's cart total changed (store currency's minor units): the offer is read again. */
  cartChanged(total: string): void;
}

export interface BlocksShared {
  params(): ExpressParams | null;
  load(): Promise<BlocksSession>;
}

/** What the block's express payment interface hands the method that this view reads. */
export interface ExpressBlockProps {
  readonly wallet: WalletName;
  readonly shared: BlocksShared;
  readonly billing?: { readonly cartTotal?: { readonly value: number | string } };
  readonly onClick?: () => void;
  readonly onClose?: () => void;
  /** Blocks 9.x on: the express method's error (shown in the express area, the block idle again). */
  readonly onError?: (message: string) => void;
  /** Before it (deprecated since, still handed): the same message in the express area. */
  readonly setExpressPaymentError?: (message: string) => void;
}

export function ExpressBlock(props: ExpressBlockProps): ReactElement {
  const { wallet, shared } = props;
  const container = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState(false);
  // the block's callbacks change with its renders: the sheet calls the latest
  const latest = useRef(props);
  latest.current = props;
  const total = props.billing?.cartTotal?.value;

  useEffect(() => {
    const element = container.current;
    if (!element) return undefined;
    let live = true;
    let open = false;
    let remove = (): void => undefined;
    void shared.load().then((session) => {
      if (!live) return;
      remove = session.draw(wallet, element, {
        shown: setShown,
        opened() {
          open = true;
          latest.current.onClick?.();
        },
        closed() {
          open = false;
          latest.current.onClose?.();
        },
        notice(kind, message, link) {
          const { onError, setExpressPaymentError, onClose } = latest.current;
          // an error in the block's express area; the log-in prompt (with its link) as a notice by the button
          if (kind === 'error' && (onError ?? setExpressPaymentError)) {
            (onError ?? setExpressPaymentError)!(message);
            // a sheet already over (a failed payment): the block idle again, its message kept
            if (onError && !open) onClose?.();
          } else void import('../page/notices.ts').then(({ showExpressNotice }) => showExpressNotice(kind, message, link, element, element.ownerDocument));
        },
      });
    });
    return () => {
      live = false;
      remove();
    };
  }, [wallet, shared]);

  useEffect(() => {
    if (total !== undefined) void shared.load().then((session) => session.cartChanged(String(total)));
  }, [total, shared]);

  return <div ref={container} className={`wc-stripe-express-checkout-element wc-stripe-express-checkout-element--${wallet}`} style={{ display: shown ? 'block' : 'none' }} />;
}
