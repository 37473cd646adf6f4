/**
 * The classic checkout's host for registered payment methods: each method's `content` is rendered into
 * its gateway's payment box (`.payment_box.payment_method_{paymentMethodId}`, which WooCommerce prints
 * for every available gateway) as an island that survives the checkout's fragment swaps. The content
 * gets Blocks' props: `eventRegistration` (observers that only run while this method is chosen),
 * `emitResponse` and `activePaymentMethod`. A method whose canMakePayment says no is hidden.
 * Methods registered later (another bundle loading after this one) are hosted as they arrive.
 */
import { cloneElement, useEffect, useState, type ReactElement } from 'react';
import { onPageEvent } from '../events.ts';
import { mountIslands, type IslandMounter } from '../mount.ts';
import { renderIsland } from '../render.ts';
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
  /** What canMakePayment is asked with; the checkout enhancer passes the cart it knows. */
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

/** Starts hosting; returns the handle that stops (unmounting every hosted method). */
export function hostPaymentMethods({
  doc = document,
  registry = pagePaymentRegistry(doc.defaultView ?? window),
  lifecycle = pageCheckoutLifecycle(doc.defaultView ?? window),
  canMakePaymentArgument = () => ({ paymentRequirements: ['products'] }),
}: ClassicHostOptions = {}): { dispose(): void } {
  const mounters = new Map<PaymentMethod, IslandMounter>();

  const mountMethod = (method: PaymentMethod): IslandMounter => {
    // Gateway ids are WordPress keys (lower-case letters, digits, '_' and '-'); anything else has no box.
    const id = /^[\w-]+$/.test(method.paymentMethodId) ? method.paymentMethodId : '-';
    const anchor = `.wc_payment_methods .payment_box.payment_method_${id}`;
    return mountIslands(
      anchor,
      (box) => {
        const content = method.content as ReactElement<Partial<HostedMethodProps>> | null;
        if (!content) return;
        let stop = (): void => undefined;
        let live = true;
        void methodsThatCanPay({ [method.name]: method }, canMakePaymentArgument()).then(([canPay]) => {
          if (!live) return;
          const item = box.closest<HTMLElement>('li.wc_payment_method');
          if (!canPay) {
            if (item) item.hidden = true;
            const radio = item?.querySelector<HTMLInputElement>('input[name="payment_method"]');
            if (radio) radio.checked = false;
            return;
          }
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
        });
        return () => {
          live = false;
          stop();
        };
      },
      { doc },
    );
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
  return {
    dispose() {
      unsubscribe?.();
      mounters.forEach((mounter) => mounter.dispose());
      mounters.clear();
    },
  };
}
