/**
 * The `wc-cart-block-frontend` script of the model: the Cart block in `.wp-block-woocommerce-cart` (its items, the
 * cart totals with the coupon form, the express payment area, Proceed to Checkout). Express methods pay from here
 * through the same life cycle as on the checkout, as Blocks' Cart block wraps them in its checkout provider.
 */
import { createRoot } from 'react-dom/client';
import type { ReactElement } from 'react';
import { wcSettings } from '../globals.ts';
import { decodeEntities } from '../checkout/checkout-response.ts';
import { useModel } from '../checkout/hooks.ts';
import { StoreNotices } from '../checkout/notices.tsx';
import { OrderSummary } from '../checkout/order-summary.tsx';
import type { CheckoutContext } from '../checkout/payment-interface.ts';
import { ExpressPayments } from '../checkout/payment-methods.tsx';
import { startPageCheckout } from '../checkout/page-checkout.ts';
import { currencyOf, formatPrice } from '../checkout/price.ts';
import { NOTICE_CONTEXTS } from '../data/notices-store.ts';

function CartBlock({ context, checkoutUrl, shopUrl }: { context: CheckoutContext; checkoutUrl: string; shopUrl: string }): ReactElement {
  const { model } = context;
  const cart = useModel(model, (m) => m.cart.select.getCartData());
  const pricesIncludeTax = context.settings.displayCartPricesIncludingTax;
  if (cart.items.length === 0) {
    return (
      <div className="wc-block-cart-empty">
        <h2 className="wc-block-cart__empty-cart__title">Your cart is currently empty!</h2>
        <p><a href={shopUrl}>Browse store</a></p>
      </div>
    );
  }
  const currency = currencyOf(cart.totals);
  return (
    <div className="wc-block-components-sidebar-layout wc-block-cart">
      <div className="wc-block-components-main wc-block-cart__main">
        <StoreNotices model={model} contexts={[NOTICE_CONTEXTS.CART]} />
        <table className="wc-block-cart-items">
          <caption className="screen-reader-text">Products in cart</caption>
          <thead>
            <tr><th scope="col">Product</th><th scope="col">Quantity</th><th scope="col">Total</th></tr>
          </thead>
          <tbody>
            {cart.items.map((item) => (
              <tr key={item.key} className="wc-block-cart-items__row">
                <td className="wc-block-cart-item__product">{decodeEntities(item.name)}</td>
                <td className="wc-block-cart-item__quantity">{item.quantity}</td>
                <td className="wc-block-cart-item__total">
                  {formatPrice(parseInt(String(item.totals.line_subtotal), 10) + (pricesIncludeTax ? parseInt(String(item.totals.line_subtotal_tax), 10) : 0), currency)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <aside className="wc-block-components-sidebar wc-block-cart__sidebar" aria-label="Cart totals">
        <OrderSummary model={model} pricesIncludeTax={pricesIncludeTax} title="Cart totals" />
        <ExpressPayments context={context} where="cart" />
        <a className="wc-block-cart__submit-button wc-block-components-button" href={checkoutUrl}>Proceed to Checkout</a>
      </aside>
    </div>
  );
}

const container = document.querySelector('.wp-block-woocommerce-cart');
if (container) {
  const context = startPageCheckout();
  const pages = wcSettings().getSetting<{ checkout?: { permalink?: string }; shop?: { permalink?: string } }>('storePages', {});
  container.classList.remove('is-loading');
  createRoot(container).render(<CartBlock context={context} checkoutUrl={pages.checkout?.permalink ?? '/'} shopUrl={pages.shop?.permalink ?? '/'} />);
}
