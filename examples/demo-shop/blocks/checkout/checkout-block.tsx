/** The Checkout block: express area, contact, addresses, shipping options, payment, order note and Place Order; the order summary beside. */
import { useId, useState, type FormEvent, type ReactElement } from 'react';
import { NOTICE_CONTEXTS, DEFAULT_CONTEXT } from '../data/notices-store.ts';
import { AddressStep, ContactStep, type AddressSettings } from './address-fields.tsx';
import { useModel } from './hooks.ts';
import { StoreNotices } from './notices.tsx';
import { OrderSummary } from './order-summary.tsx';
import type { CheckoutContext } from './payment-interface.ts';
import { ExpressPayments, PaymentStep } from './payment-methods.tsx';
import { ShippingOptionsStep } from './shipping-options.tsx';

export interface CheckoutPageSettings extends AddressSettings {
  readonly cartUrl: string;
  readonly shopUrl: string;
}

function OrderNote({ context }: { context: CheckoutContext }): ReactElement {
  const { model } = context;
  const note = useModel(model, (m) => m.checkout.select.getOrderNotes());
  const [open, setOpen] = useState(note !== '');
  const id = useId();
  return (
    // WooCommerce wraps the note in its FormStep `#order-notes` (the Stripe Gateway's express script reads it there)
    <div className="wc-block-checkout__add-note" id="order-notes">
      <div className="wc-block-components-checkbox">
        <input
          id={`${id}-toggle`}
          type="checkbox"
          checked={open}
          onChange={(e) => {
            setOpen(e.target.checked);
            if (!e.target.checked) model.checkout.dispatch.__internalSetOrderNotes('');
          }}
        />
        <label htmlFor={`${id}-toggle`}>Add a note to your order</label>
      </div>
      {open ? (
        <div className="wc-block-components-textarea">
          <label htmlFor={`${id}-note`} className="screen-reader-text">Notes about your order</label>
          <textarea id={`${id}-note`} placeholder="Notes about your order, e.g. special notes for delivery." value={note} onChange={(e) => model.checkout.dispatch.__internalSetOrderNotes(e.target.value)} />
        </div>
      ) : null}
    </div>
  );
}

function PlaceOrder({ context, cartUrl }: { context: CheckoutContext; cartUrl: string }): ReactElement {
  const { model } = context;
  const status = useModel(model, (m) => m.checkout.select.getCheckoutStatus());
  const calculating = useModel(model, (m) => m.checkout.select.isCalculating());
  const active = useModel(model, (m) => m.payment.select.getActivePaymentMethod());
  const busy = status !== 'idle';
  const label = model.registry.getPaymentMethods()[active]?.placeOrderButtonLabel || 'Place Order';
  return (
    <div className="wc-block-checkout__actions">
      <a className="wc-block-components-checkout-return-to-cart-button" href={cartUrl}>Return to Cart</a>
      <button type="submit" className="wc-block-components-button wc-block-components-checkout-place-order-button" disabled={calculating || busy} aria-busy={busy}>
        {label}
      </button>
    </div>
  );
}

export function CheckoutBlock({ context, settings }: { context: CheckoutContext; settings: CheckoutPageSettings }): ReactElement {
  const { model } = context;
  const items = useModel(model, (m) => m.cart.select.getCartData().items);
  const needsShipping = useModel(model, (m) => m.cart.select.getNeedsShipping());
  const sameForBilling = useModel(model, (m) => m.checkout.select.getUseShippingAsBilling());
  const pricesIncludeTax = context.settings.displayCartPricesIncludingTax;
  if (items.length === 0) {
    return (
      <div className="wc-block-checkout-empty">
        <h2 className="wc-block-checkout-empty__title">Your cart is currently empty!</h2>
        <p className="wc-block-checkout-empty__description">
          <a href={settings.shopUrl}>Browse store</a>
        </p>
      </div>
    );
  }
  // Enter in a field submits too; an order already on its way is not sent twice (the button is disabled meanwhile).
  const submit = (event: FormEvent): void => {
    event.preventDefault();
    if (model.checkout.select.isIdle()) context.submit();
  };
  return (
    <div className="wc-block-components-sidebar-layout wc-block-checkout">
      <div className="wc-block-components-main wc-block-checkout__main">
        <StoreNotices model={model} contexts={[NOTICE_CONTEXTS.CHECKOUT, NOTICE_CONTEXTS.CART, DEFAULT_CONTEXT]} />
        <ExpressPayments context={context} where="checkout" />
        <form className="wc-block-components-form wc-block-checkout__form" onSubmit={submit} noValidate>
          <StoreNotices model={model} contexts={[NOTICE_CONTEXTS.CONTACT_INFORMATION]} />
          <ContactStep model={model} settings={settings} />
          <StoreNotices model={model} contexts={[NOTICE_CONTEXTS.SHIPPING_ADDRESS, NOTICE_CONTEXTS.BILLING_ADDRESS]} />
          {needsShipping ? <AddressStep model={model} settings={settings} type="shipping" /> : null}
          {!needsShipping || !sameForBilling ? <AddressStep model={model} settings={settings} type="billing" /> : null}
          <ShippingOptionsStep model={model} pricesIncludeTax={pricesIncludeTax} />
          <PaymentStep context={context} />
          <OrderNote context={context} />
          <PlaceOrder context={context} cartUrl={settings.cartUrl} />
        </form>
      </div>
      <aside className="wc-block-components-sidebar wc-block-checkout__sidebar" aria-label="Order summary">
        <OrderSummary model={model} pricesIncludeTax={pricesIncludeTax} />
      </aside>
    </div>
  );
}
