/**
 * WooCommerce's offline payment methods in the block checkout (wc-payment-method-bacs, -cheque, -cod): the
 * gateway's title as the label, its description as the content, data from `getPaymentMethodData(id)`. Cash on
 * delivery is offered only for the shipping methods it is enabled for, and for virtual carts when enabled.
 */
import type { ReactElement } from 'react';
import { wcBlocksRegistry, wcSettings } from '../globals.ts';
import type { CanMakePaymentArgument } from '../registry/registry.ts';

interface OfflineData {
  readonly title?: string;
  readonly description?: string;
  readonly supports?: readonly string[];
  readonly enableForVirtual?: boolean;
  readonly enableForShippingMethods?: readonly string[];
}

type Label = (props: { components?: { PaymentMethodLabel: (props: { text: string }) => ReactElement } }) => ReactElement;

export function registerOfflineMethod(name: 'bacs' | 'cheque' | 'cod', fallbackTitle: string): void {
  const data = wcSettings().getPaymentMethodData<OfflineData>(name, {}) ?? {};
  const title = data.title || fallbackTitle;
  const Content = (): ReactElement => <p className={`wc-block-components-payment-method-description wc-${name}-description`}>{data.description ?? ''}</p>;
  const MethodLabel: Label = ({ components }) => (components ? <components.PaymentMethodLabel text={title} /> : <span>{title}</span>);
  const canMakePayment = name !== 'cod'
    ? () => true
    : ({ cartNeedsShipping, selectedShippingMethods }: CanMakePaymentArgument) => {
        if (data.enableForVirtual && !cartNeedsShipping) return true;
        const enabledFor = data.enableForShippingMethods ?? [];
        if (enabledFor.length === 0) return true;
        const chosen = Object.values((selectedShippingMethods ?? {}) as Record<string, string>);
        return chosen.length === 0 || enabledFor.some((method) => chosen.some((rate) => rate.includes(method)));
      };
  wcBlocksRegistry().registerPaymentMethod({
    name,
    label: <MethodLabel />,
    content: <Content />,
    edit: <Content />,
    canMakePayment,
    ariaLabel: title,
    supports: { features: data.supports ?? [] },
  });
}
