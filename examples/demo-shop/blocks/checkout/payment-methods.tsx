/**
 * The payment step and the express area, as Blocks 10.9.1 renders registered methods: one radio per available
 * method, its `label` (a string, or the element cloned with `components`), and only the chosen method's
 * `content`, cloned with the payment method interface and `__internalSetActivePaymentMethod`, inside an error
 * boundary. Express methods' content gets the interface plus onClick, onClose, onError, setExpressPaymentError and
 * buttonAttributes. Choosing another method removes the payment error notice.
 */
import { cloneElement, Component, isValidElement, useCallback, useId, useRef, type ErrorInfo, type ReactElement, type ReactNode } from 'react';
import { NOTICE_CONTEXTS } from '../data/notices-store.ts';
import { wcSettings } from '../globals.ts';
import { useModel } from './hooks.ts';
import { StoreNotices } from './notices.tsx';
import { usePaymentMethodInterface, type CheckoutContext } from './payment-interface.ts';
import { PAYMENT_ERROR_NOTICE_ID } from './processor.ts';

class PaymentMethodErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }
  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(error, info.componentStack);
  }
  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return (
      <div className="wc-block-components-notice-banner is-error" role="alert">
        There was an error with this payment method. Please verify it's configured correctly.
      </div>
    );
  }
}

function SaveOption({ context }: { context: CheckoutContext }): ReactElement | null {
  const { model } = context;
  const shouldSave = useModel(model, (m) => m.payment.select.getShouldSavePaymentMethod());
  const customerId = useModel(model, (m) => m.checkout.select.getCustomerId());
  if (customerId <= 0) return null;
  return (
    <div className="wc-block-components-checkbox wc-block-components-payment-methods__save-card-info">
      <input id="checkbox-control-save-payment-method" type="checkbox" checked={shouldSave} onChange={() => model.payment.dispatch.__internalSetShouldSavePaymentMethod(!shouldSave)} />
      <label htmlFor="checkbox-control-save-payment-method">Save payment information to my account for future purchases.</label>
    </div>
  );
}

/** A saved payment method as wcSettings.customerPaymentMethods lists it. */
interface SavedMethod {
  readonly method: { readonly gateway: string; readonly last4: string; readonly brand: string };
  readonly expires: string;
  readonly tokenId: number;
}

/** The customer's saved cards, each a radio before the methods ('Visa ending in 4242 (expires 12/34)'); the chosen one's savedTokenComponent. */
function SavedPaymentMethods({ context, names, onChoose }: { context: CheckoutContext; names: readonly string[]; onChoose(): void }): ReactElement | null {
  const { model } = context;
  const props = usePaymentMethodInterface(context);
  const activeToken = useModel(model, (m) => m.payment.select.getActiveSavedToken());
  const methods = model.registry.getPaymentMethods();
  const saved = Object.values(wcSettings().getSetting<Record<string, SavedMethod[]>>('customerPaymentMethods', {}))
    .flat()
    .filter((s) => names.includes(s.method.gateway) && methods[s.method.gateway]?.supports.showSavedCards);
  if (saved.length === 0) return null;
  return (
    <div className="wc-block-components-radio-control wc-block-components-saved-payment-method-options" id="wc-payment-method-saved-tokens">
      {saved.map((s) => {
        const gateway = s.method.gateway;
        const id = `radio-control-wc-payment-method-saved-tokens-${s.tokenId}`;
        const checked = activeToken === String(s.tokenId);
        const component = methods[gateway]?.savedTokenComponent;
        return (
          <div key={s.tokenId} className="wc-block-components-radio-control__option">
            <input
              id={id}
              className="wc-block-components-radio-control__input"
              type="radio"
              name="radio-control-wc-payment-method-options"
              value={String(s.tokenId)}
              checked={checked}
              onChange={() => {
                model.payment.dispatch.__internalSetActivePaymentMethod(gateway, { token: String(s.tokenId), payment_method: gateway, [`wc-${gateway}-payment-token`]: String(s.tokenId), isSavedToken: true });
                onChoose();
              }}
            />
            <label htmlFor={id} className="wc-block-components-radio-control__label">{`${s.method.brand} ending in ${s.method.last4} (expires ${s.expires})`}</label>
            {checked && isValidElement(component) ? cloneElement(component as ReactElement<Record<string, unknown>>, { token: String(s.tokenId), ...props }) : null}
          </div>
        );
      })}
    </div>
  );
}

export function PaymentStep({ context }: { context: CheckoutContext }): ReactElement | null {
  const { model } = context;
  const available = useModel(model, (m) => m.payment.select.getAvailablePaymentMethods());
  const initialized = useModel(model, (m) => m.payment.select.paymentMethodsInitialized());
  const active = useModel(model, (m) => m.payment.select.getActivePaymentMethod());
  const express = useModel(model, (m) => m.payment.select.isExpressPaymentMethodActive());
  const activeToken = useModel(model, (m) => m.payment.select.getActiveSavedToken());
  const needsPayment = useModel(model, (m) => m.cart.select.getCartData().needsPayment);
  const props = usePaymentMethodInterface(context);
  const headingId = useId();
  const choose = useCallback(
    (name: string) => {
      model.payment.dispatch.__internalSetActivePaymentMethod(name, {});
      model.notices.dispatch.removeNotice(PAYMENT_ERROR_NOTICE_ID, NOTICE_CONTEXTS.PAYMENTS);
    },
    [model],
  );
  if (!needsPayment) return null;
  const methods = model.registry.getPaymentMethods();
  const names = Object.keys(available).filter((name) => methods[name]);
  return (
    <fieldset className="wc-block-checkout__payment-method wc-block-components-checkout-step" id="payment-method" aria-labelledby={headingId}>
      <legend className="screen-reader-text">Payment options</legend>
      <h2 id={headingId} className="wc-block-components-title wc-block-components-checkout-step__title">Payment options</h2>
      {/* Blocks' FormStep content: the payments-context notices first, then the methods (CheckoutPaymentBlock). */}
      <div className="wc-block-components-checkout-step__content">
        <StoreNotices model={model} contexts={[NOTICE_CONTEXTS.PAYMENTS]} />
        {initialized && names.length === 0 ? (
          <p className="wc-block-checkout__no-payment-methods-notice">There are no payment methods available. This may be an error on our side. Please contact us if you need any help placing your order.</p>
        ) : null}
        {express ? null : <SavedPaymentMethods context={context} names={names} onChoose={() => model.notices.dispatch.removeNotice(PAYMENT_ERROR_NOTICE_ID, NOTICE_CONTEXTS.PAYMENTS)} />}
        {express ? null : (
          <div className="wc-block-components-radio-control wc-block-components-radio-control--highlight-checked" id="wc-payment-method-options">
            {names.map((name) => {
              const method = methods[name]!;
              const id = `radio-control-wc-payment-method-options-${name}`;
              const checked = name === active && activeToken === '';
              const label = typeof method.label === 'string' || !isValidElement(method.label) ? method.label : cloneElement(method.label as ReactElement<Record<string, unknown>>, { components: props.components });
              return (
                <div key={name} className={`wc-block-components-radio-control-accordion-option${checked ? ' wc-block-components-radio-control-accordion-option--checked-option-highlighted' : ''}`}>
                  <div className="wc-block-components-radio-control__option">
                    <input id={id} className="wc-block-components-radio-control__input" type="radio" name="radio-control-wc-payment-method-options" value={name} checked={checked} onChange={() => choose(name)} />
                    <label htmlFor={id} className="wc-block-components-radio-control__label">{label}</label>
                  </div>
                  {checked && method.content ? (
                    <div id={`${id}__content`} className="wc-block-components-radio-control-accordion-content">
                      <PaymentMethodErrorBoundary>
                        {cloneElement(method.content as ReactElement<Record<string, unknown>>, { __internalSetActivePaymentMethod: model.payment.dispatch.__internalSetActivePaymentMethod, ...props })}
                        {method.supports.showSaveOption ? <SaveOption context={context} /> : null}
                      </PaymentMethodErrorBoundary>
                    </div>
                  ) : null}
                </div>
              );
            })}
          </div>
        )}
      </div>
    </fieldset>
  );
}

/** The express area at the top of the checkout (and in the cart), shown once an express method can pay. */
export function ExpressPayments({ context, where }: { context: CheckoutContext; where: 'checkout' | 'cart' }): ReactElement | null {
  const { model } = context;
  const available = useModel(model, (m) => m.payment.select.getAvailableExpressPaymentMethods());
  const active = useModel(model, (m) => m.payment.select.getActivePaymentMethod());
  const data = useModel(model, (m) => m.payment.select.getPaymentMethodData());
  const props = usePaymentMethodInterface(context);
  const previous = useRef({ active, data });
  const { payment } = model;
  const onClick = (name: string) => () => {
    previous.current = { active, data };
    payment.dispatch.__internalSetExpressPaymentStarted();
    payment.dispatch.__internalSetActivePaymentMethod(name);
  };
  const onClose = (): void => {
    payment.dispatch.__internalSetPaymentIdle();
    payment.dispatch.__internalSetActivePaymentMethod(previous.current.active, previous.current.data);
  };
  const onError = (message: string): void => {
    payment.dispatch.__internalSetPaymentError();
    payment.dispatch.__internalSetPaymentMethodData(message);
    payment.dispatch.__internalSetExpressPaymentError(message);
    payment.dispatch.__internalSetActivePaymentMethod(previous.current.active, previous.current.data);
  };
  const methods = model.registry.getExpressPaymentMethods();
  const names = Object.keys(available).filter((name) => methods[name]);
  if (names.length === 0) return null;
  const Wrapper = names.length > 1 ? 'ul' : 'div';
  const Item = names.length > 1 ? 'li' : 'div';
  return (
    <>
      <div className={`wc-block-components-express-payment wc-block-components-express-payment--${where}`}>
        {where === 'checkout' ? (
          <div className="wc-block-components-express-payment__title-container">
            <h2 className="wc-block-components-express-payment__title">Express Checkout</h2>
          </div>
        ) : null}
        <div className="wc-block-components-express-payment__content">
          <StoreNotices model={model} contexts={[NOTICE_CONTEXTS.EXPRESS_PAYMENTS]} />
          <PaymentMethodErrorBoundary>
            <Wrapper className="wc-block-components-express-payment__event-buttons">
              {names.map((name) => {
                const content = methods[name]!.content;
                return isValidElement(content) ? (
                  <Item key={name} id={`express-payment-method-${name}`}>
                    {cloneElement(content as ReactElement<Record<string, unknown>>, { ...props, onClick: onClick(name), onClose, onError, setExpressPaymentError: props.setExpressPaymentError, buttonAttributes: undefined })}
                  </Item>
                ) : null;
              })}
            </Wrapper>
          </PaymentMethodErrorBoundary>
        </div>
      </div>
      {where === 'checkout' ? <div className="wc-block-components-express-payment-continue-rule">Or continue below</div> : null}
    </>
  );
}
