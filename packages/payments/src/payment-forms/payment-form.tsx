/**
 * A payment method's content, as WooCommerce Blocks renders it (and core's classic host in a classic payment
 * box): the method's form, its load error, and its life-cycle observers. Thin: the forms runner makes and
 * mounts the provider's form, the page object answers the observers. On a classic page the form goes into the
 * gateway's own `.wc-stripe-upe-element` in the box, which is kept alive across the checkout's fragment swaps
 * (what the shopper typed stays); elsewhere the view renders that element itself. The form is made the first
 * time its method is chosen.
 */
import { useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore, type ReactElement } from 'react';
import { keepIsland } from '@shop-islands/core/checkout/fragments';
import type { HostedMethodProps } from '@shop-islands/core/checkout/classic-host';
import type { PaymentsPage } from '../classic/payments-page.ts';
import { BLIK, gatewayIdOf } from '../payment-methods/method-types.ts';
import { formState } from './forms-state.ts';

export interface PaymentFormProps extends Partial<HostedMethodProps> {
  readonly type: string;
  readonly page: PaymentsPage;
}

/** The gateway's container for a type's form inside its payment box, and the selector that finds it again after a swap. */
function serverContainer(anchor: HTMLElement, type: string, gatewayId: string): { element: HTMLElement; selector: string } | null {
  const selector = `.payment_box.payment_method_${gatewayIdOf(type, gatewayId)} .wc-stripe-upe-element[data-payment-method-type="${type}"]`;
  const element = anchor.closest('.payment_box')?.querySelector<HTMLElement>(`.wc-stripe-upe-element[data-payment-method-type="${type}"]`) ?? null;
  return element ? { element, selector } : null;
}

export function PaymentForm({ type, page, activePaymentMethod, eventRegistration }: PaymentFormProps): ReactElement {
  const anchor = useRef<HTMLSpanElement>(null);
  const own = useRef<HTMLDivElement>(null);
  const [mountPoint, setMountPoint] = useState<HTMLElement | null>(null);
  const { store } = page.forms;
  const form = useSyncExternalStore(store.subscribe, () => formState(store.getState(), type));
  const gatewayId = gatewayIdOf(type, page.settings.gatewayId);
  const chosen = activePaymentMethod === undefined || activePaymentMethod === gatewayId;

  // Where the provider's form goes: a node of ours inside the gateway's container (kept through fragment swaps), or our own element.
  useLayoutEffect(() => {
    const server = anchor.current ? serverContainer(anchor.current, type, page.settings.gatewayId) : null;
    if (!server) {
      setMountPoint(own.current);
      return undefined;
    }
    const node = page.doc.createElement('div');
    node.className = 'si-stripe-payment-element';
    server.element.append(node);
    const release = keepIsland(server.element, server.selector);
    setMountPoint(node);
    return () => {
      release();
      node.remove();
    };
  }, [type, page]);

  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (chosen) setWanted(true);
  }, [chosen]);
  useEffect(() => (wanted && mountPoint ? page.forms.attach(type, mountPoint) : undefined), [wanted, mountPoint, type, page]);

  useEffect(() => eventRegistration?.onPaymentSetup(() => page.paymentSetup(type)), [eventRegistration, type, page]);
  useEffect(() => eventRegistration?.onCheckoutSuccess((outcome) => page.checkoutSucceeded(type, outcome)), [eventRegistration, type, page]);

  // The alert is the wrapper: a list given role="alert" is no longer a list for its item.
  const error = form.loadError ? (
    <div role="alert">
      <ul className="woocommerce-error">
        <li>{form.loadError}</li>
      </ul>
    </div>
  ) : null;
  return (
    <>
      <span ref={anchor} hidden />
      {mountPoint && mountPoint !== own.current ? null : type === BLIK ? null : <div ref={own} className="wc-stripe-upe-element" data-payment-method-type={type} />}
      {error}
    </>
  );
}
