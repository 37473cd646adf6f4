/**
 * The classic checkout's host for registered payment methods: each method's `content` is rendered into
 * its gateway's payment box (`.payment_box.payment_method_{paymentMethodId}`, which WooCommerce prints
 * for every available gateway) as an island that survives the checkout's fragment swaps. The content
 * gets Blocks' props: `eventRegistration` (observers that only run while this method is chosen),
 * `emitResponse` and `activePaymentMethod`. A method whose canMakePayment says no is hidden, and stays hidden
 * across the checkout's fragment swaps, whose markup does not carry it. canMakePayment is asked with the cart as
 * Blocks passes it (totals and currency, addresses, requirements: core's cart state, cart-state.ts) over what the
 * checkout knows now (the billing country typed), and asked again after every change of the cart (every totals
 * update) and on `refresh()` (e.g. after the billing country changed: SPEC 2.9's country filter). A method's
 * `placeOrderButtonLabel` becomes its radio's button text when the server gave it none. Methods registered later
 * (another bundle loading after this one) are hosted as they arrive.
 * Saved methods are printed by the server on classic pages: a `savedTokenComponent` is block checkout's.
 */
import { cloneElement, useEffect, useState, type ReactElement } from 'react';
import { onPageEvent } from '../events.ts';
import { FRAGMENT_EVENTS, mountIslands, type IslandMounter } from '../mount.ts';
import { renderIsland } from '../render.ts';
import { canMakePaymentArgumentOf, pageCartState } from './cart-state.ts';
import { keepIsland } from './fragments.ts';
import { NOTICE_CONTEXTS, pageCheckoutLifecycle, RESPONSE_TYPES, type CheckoutLifecycle, type EventRegistration } from './lifecycle.ts';
import { methodsThatCanPay, pagePaymentRegistry, type CanMakePaymentArgument, type PaymentMethod, type PaymentRegistry } from './payment-registry.ts';

/** The node each hosted method renders into, added at the end of its payment box. */
export const HOSTED_METHOD_CLASS = 'si-payment-method';

/** The props a hosted method's content receives, as on a block checkout. */
export interface HostedMethodProps {
  readonly activePaymentMethod: string;
  readonly eventRegistration: EventRegistration;
  readonly emitResponse: { readonly responseTypes: typeof RESPONSE_TYPES; readonly noticeContexts: typeof NOTICE_CONTEXTS };
}

export interface ClassicHostOptions {
  readonly doc?: Document;
  readonly registry?: PaymentRegistry;
  readonly lifecycle?: CheckoutLifecycle;
  /** What the checkout knows now (the billing country typed); laid over the page's cart state. */
  readonly canMakePaymentArgument?: () => CanMakePaymentArgument;
}

const chosenMethod = (doc: Document): string => doc.querySelector<HTMLInputElement>('input[name="payment_method"]:checked')?.value ?? '';

function Hosted({ content, doc, props }: { content: ReactElement<Partial<HostedMethodProps>>; doc: Document; props: Omit<HostedMethodProps, 'activePaymentMethod'> }): ReactElement {
  const [active, setActive] = useState(() => chosenMethod(doc));
  useEffect(() => {
    const update = (): void => setActive(chosenMethod(doc));
    doc.addEventListener('change', update);
    const stop = onPageEvent('payment_method_selected', update, doc);
    return () => {
      doc.removeEventListener('change', update);
      stop();
    };
  }, [doc]);
  return cloneElement(content, { ...props, activePaymentMethod: active });
}

export interface PaymentMethodsHost {
  /** Asks every hosted method's canMakePayment again (the billing country changed): hides or shows it, mounting it when it first can pay. */
  refresh(): Promise<void>;
  /** Stops hosting, unmounting every hosted method. */
  dispose(): void;
}

/** Starts hosting; returns the handle that re-checks and stops. */
export function hostPaymentMethods({
  doc = document,
  registry = pagePaymentRegistry(doc.defaultView ?? window),
  lifecycle = pageCheckoutLifecycle(doc.defaultView ?? window),
  canMakePaymentArgument = () => ({ paymentRequirements: ['products'] }),
}: ClassicHostOptions = {}): PaymentMethodsHost {
  const cart = pageCartState(doc.defaultView ?? window);
  const argument = (): CanMakePaymentArgument => canMakePaymentArgumentOf(cart.getState().cart, canMakePaymentArgument());
  const mounters = new Map<PaymentMethod, IslandMounter>();
  /** Each hosted box's canMakePayment check, asked again by refresh(). */
  const checks = new Set<() => Promise<void>>();

  const mountMethod = (method: PaymentMethod): IslandMounter => {
    // Gateway ids are WordPress keys (lower-case letters, digits, '_' and '-'); anything else has no box.
    const id = /^[\w-]+$/.test(method.paymentMethodId) ? method.paymentMethodId : '-';
    const anchor = `.wc_payment_methods .payment_box.payment_method_${id}`;
    /** canMakePayment's last answer, null before the first: the server's markup never carries it. */
    let canPay: boolean | null = null;
    /** Shows or hides the method's row as canMakePayment last said (after a swap, whose markup has no `hidden`). */
    const follow = (): void => {
      const item = doc.querySelector<HTMLElement>(anchor)?.closest<HTMLElement>('li.wc_payment_method');
      if (!item || canPay === null) return;
      item.hidden = !canPay;
      const radio = item.querySelector<HTMLInputElement>('input[name="payment_method"]');
      if (radio && method.placeOrderButtonLabel && !radio.dataset.order_button_text) radio.dataset.order_button_text = method.placeOrderButtonLabel;
      if (canPay || !radio?.checked) return;
      radio.checked = false;
      // The shopper's method went away (the cart changed): the first one still offered is chosen, as WooCommerce does at start.
      const next = [...doc.querySelectorAll<HTMLInputElement>('input[name="payment_method"]')].find((other) => !other.closest<HTMLElement>('li')?.hidden);
      if (next) {
        next.checked = true;
        next.dispatchEvent(new Event('change', { bubbles: true }));
      }
    };
    const stopFollowing = FRAGMENT_EVENTS.map((name) => onPageEvent(name, follow, doc));
    const mounter = mountIslands(
      anchor,
      (box) => {
        const content = method.content as ReactElement<Partial<HostedMethodProps>> | null;
        if (!content) return;
        let stop: (() => void) | null = null;
        let live = true;
        // A fresh box (the method came back in new markup) takes the last answer at once, until asked again.
        follow();
        const check = async (): Promise<void> => {
          canPay = (await methodsThatCanPay({ [method.name]: method }, argument())).length > 0;
          if (!live) return;
          follow();
          if (!canPay) return;
          if (stop) return;
          const host = doc.createElement('div');
          host.className = HOSTED_METHOD_CLASS;
          box.append(host);
          const release = keepIsland(host, anchor);
          const props = {
            eventRegistration: lifecycle.forPaymentMethod(method.paymentMethodId),
            emitResponse: { responseTypes: RESPONSE_TYPES, noticeContexts: NOTICE_CONTEXTS },
          };
          const unmount = renderIsland(host, <Hosted content={content} doc={doc} props={props} />);
          stop = () => {
            release();
            unmount();
            host.remove();
          };
        };
        checks.add(check);
        void check();
        return () => {
          live = false;
          checks.delete(check);
          stop?.();
        };
      },
      { doc },
    );
    return {
      scan: mounter.scan,
      dispose() {
        stopFollowing.forEach((stopOne) => stopOne());
        mounter.dispose();
      },
    };
  };

  const sync = (): void => {
    const current = new Set(Object.values(registry.getPaymentMethods()));
    mounters.forEach((mounter, method) => {
      if (current.has(method)) return;
      mounter.dispose();
      mounters.delete(method);
    });
    current.forEach((method) => {
      if (!mounters.has(method)) mounters.set(method, mountMethod(method));
    });
  };
  const unsubscribe = registry.subscribe?.(sync);
  sync();
  const refresh = (): Promise<void> => Promise.all([...checks].map((check) => check())).then(() => undefined);
  // Every change of the cart (a totals update read from the Store API) asks every method again.
  const stopFollowing = cart.subscribe(() => void refresh());
  return {
    refresh,
    dispose() {
      stopFollowing();
      unsubscribe?.();
      mounters.forEach((mounter) => mounter.dispose());
      mounters.clear();
    },
  };
}
