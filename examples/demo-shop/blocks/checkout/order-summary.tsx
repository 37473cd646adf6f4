/** The order summary (items, coupon form, totals) of the checkout's sidebar and of the cart block. */
import { useId, useState, type FormEvent, type ReactElement } from 'react';
import { NOTICE_CONTEXTS } from '../data/notices-store.ts';
import { decodeEntities } from './checkout-response.ts';
import { useModel } from './hooks.ts';
import type { CheckoutModel } from './model.ts';
import { currencyOf, formatPrice } from './price.ts';

const COUPON_ERROR_ID = 'coupon';

function CouponForm({ model }: { model: CheckoutModel }): ReactElement {
  const [open, setOpen] = useState(false);
  const [code, setCode] = useState('');
  const applying = useModel(model, (m) => m.cart.select.isApplyingCoupon());
  const error = useModel(model, (m) => m.validation.select.getValidationError(COUPON_ERROR_ID));
  const inputId = useId();
  const apply = (event: FormEvent): void => {
    event.preventDefault();
    const wanted = code.trim();
    if (wanted === '') return;
    model.validation.dispatch.clearValidationError(COUPON_ERROR_ID);
    model.cart.dispatch.applyCoupon(wanted).then(
      () => {
        setCode('');
        setOpen(false);
        model.notices.dispatch.createInfoNotice(`Coupon code "${wanted}" has been applied to your cart.`, { id: 'coupon-form', context: NOTICE_CONTEXTS.CART });
      },
      (reason: unknown) => {
        // The cart store's error comes from another script of the page: read it by its shape, not its class.
        const { code, message: text } = (reason ?? {}) as { code?: unknown; message?: unknown };
        const message = typeof code === 'string' && typeof text === 'string' ? decodeEntities(text) : 'Something went wrong. Please contact us to get assistance.';
        model.validation.dispatch.setValidationErrors({ [COUPON_ERROR_ID]: { message, hidden: false } });
      },
    );
  };
  return (
    <div className="wc-block-components-totals-coupon">
      <button type="button" className="wc-block-components-panel__button" aria-expanded={open} onClick={() => setOpen(!open)}>
        Add coupons
      </button>
      {open ? (
        <form className="wc-block-components-totals-coupon__form" onSubmit={apply} aria-busy={applying}>
          <div className={`wc-block-components-text-input${error && !error.hidden ? ' has-error' : ''}`}>
            <label htmlFor={inputId}>Enter code</label>
            <input
              id={inputId}
              type="text"
              value={code}
              autoComplete="off"
              aria-invalid={error && !error.hidden ? true : undefined}
              aria-describedby={error && !error.hidden ? `validate-error-${inputId}` : undefined}
              onChange={(e) => setCode(e.target.value)}
            />
            {error && !error.hidden ? (
              <div className="wc-block-components-validation-error" role="alert">
                <p id={`validate-error-${inputId}`}>{error.message}</p>
              </div>
            ) : null}
          </div>
          <button type="submit" className="wc-block-components-totals-coupon__button" disabled={applying || code.trim() === ''}>Apply</button>
        </form>
      ) : null}
    </div>
  );
}

export function OrderSummary({ model, pricesIncludeTax, title = 'Order summary' }: { model: CheckoutModel; pricesIncludeTax: boolean; title?: string }): ReactElement {
  const cart = useModel(model, (m) => m.cart.select.getCartData());
  const removing = useModel(model, (m) => m.cart.select.isRemovingCoupon());
  const currency = currencyOf(cart.totals);
  const money = (minor: unknown): string => formatPrice(String(minor ?? '0'), currency);
  const withTax = (key: string): number => parseInt(String(cart.totals[key] ?? '0'), 10) + (pricesIncludeTax ? parseInt(String(cart.totals[`${key}_tax`] ?? '0'), 10) : 0);
  const selectedRate = cart.shippingRates.flatMap((pkg) => pkg.shipping_rates.filter((r) => r.selected))[0];
  const headingId = useId();
  const remove = (code: string): void => {
    model.cart.dispatch.removeCoupon(code).then(
      () => model.notices.dispatch.createInfoNotice(`Coupon code "${code}" has been removed from your cart.`, { id: 'coupon-form', context: NOTICE_CONTEXTS.CART }),
      () => undefined,
    );
  };
  return (
    <section className="wp-block-woocommerce-checkout-order-summary-block wc-block-components-order-summary" aria-labelledby={headingId}>
      <h2 id={headingId} className="wc-block-components-title">{title}</h2>
      <ul className="wc-block-components-order-summary__content">
        {cart.items.map((item) => (
          <li key={item.key} className="wc-block-components-order-summary-item">
            <span className="wc-block-components-order-summary-item__quantity">
              <span aria-hidden="true">{item.quantity}</span>
              <span className="screen-reader-text">{`Quantity: ${item.quantity}`}</span>
            </span>
            <span className="wc-block-components-product-name">{decodeEntities(item.name)}</span>
            {item.variation.length > 0 ? <span className="wc-block-components-product-details">{item.variation.map((v) => `${v.attribute}: ${v.value}`).join(', ')}</span> : null}
            <span className="wc-block-components-order-summary-item__total-price">
              {money(parseInt(String(item.totals.line_subtotal), 10) + (pricesIncludeTax ? parseInt(String(item.totals.line_subtotal_tax), 10) : 0))}
            </span>
          </li>
        ))}
      </ul>
      <CouponForm model={model} />
      <dl className="wc-block-components-totals-wrapper">
        <div className="wc-block-components-totals-item wc-block-components-totals-subtotal">
          <dt>Subtotal</dt>
          <dd>{money(withTax('total_items'))}</dd>
        </div>
        {cart.coupons.length > 0 ? (
          <div className="wc-block-components-totals-item wc-block-components-totals-discount">
            <dt>Discount</dt>
            <dd>
              {`-${money(withTax('total_discount'))}`}
              <ul className="wc-block-components-totals-discount__coupon-list" aria-label="Coupons">
                {cart.coupons.map((coupon) => (
                  <li key={coupon.code} className="wc-block-components-chip">
                    <span>{`Coupon: ${coupon.code}`}</span>
                    <button type="button" className="wc-block-components-chip__remove" disabled={removing} onClick={() => remove(coupon.code)}>
                      <span className="screen-reader-text">{`Remove coupon "${coupon.code}"`}</span>
                      <span aria-hidden="true">×</span>
                    </button>
                  </li>
                ))}
              </ul>
            </dd>
          </div>
        ) : null}
        {cart.needsShipping ? (
          <div className="wc-block-components-totals-item wc-block-components-totals-shipping">
            <dt>{selectedRate ? `Shipping (${selectedRate.name})` : 'Shipping'}</dt>
            <dd>{selectedRate ? (withTax('total_shipping') === 0 ? 'Free' : money(withTax('total_shipping'))) : 'Calculated at checkout'}</dd>
          </div>
        ) : null}
        <div className="wc-block-components-totals-item wc-block-components-totals-footer-item">
          <dt>Total</dt>
          <dd className="wc-block-components-totals-footer-item-tax-value">{money(cart.totals.total_price)}</dd>
        </div>
      </dl>
      {pricesIncludeTax && parseInt(String(cart.totals.total_tax), 10) > 0 ? (
        <p className="wc-block-components-totals-footer-item-tax">{`Including ${money(cart.totals.total_tax)} in taxes`}</p>
      ) : null}
    </section>
  );
}
