/** The shipping options step: one radio per rate of the package, its price as the cart shows prices; a choice is saved with cart/select-shipping-rate. */
import { useId, type ReactElement } from 'react';
import { useModel } from './hooks.ts';
import type { CheckoutModel } from './model.ts';
import { currencyOf, formatPrice } from './price.ts';

export function ShippingOptionsStep({ model, pricesIncludeTax }: { model: CheckoutModel; pricesIncludeTax: boolean }): ReactElement | null {
  const cart = useModel(model, (m) => m.cart.select.getCartData());
  const selecting = useModel(model, (m) => m.cart.select.isShippingRateBeingSelected());
  const headingId = useId();
  if (!cart.needsShipping) return null;
  return (
    <fieldset className="wc-block-checkout__shipping-option wc-block-components-checkout-step" id="shipping-option" aria-labelledby={headingId} aria-busy={selecting}>
      <legend className="screen-reader-text">Shipping options</legend>
      <h2 id={headingId} className="wc-block-components-title wc-block-components-checkout-step__title">Shipping options</h2>
      {cart.shippingRates.map((pkg) =>
        pkg.shipping_rates.length === 0 ? (
          <p key={pkg.package_id} className="wc-block-components-shipping-rates-control__no-results">There are no shipping options available. Please check your shipping address.</p>
        ) : (
          <div key={pkg.package_id} className="wc-block-components-radio-control" role="radiogroup" aria-labelledby={headingId}>
            {pkg.shipping_rates.map((rate) => {
              const id = `radio-control-${pkg.package_id}-${rate.rate_id}`;
              const price = pricesIncludeTax ? String(parseInt(rate.price, 10) + parseInt(rate.taxes, 10)) : rate.price;
              return (
                <div key={rate.rate_id} className={`wc-block-components-radio-control__option${rate.selected ? ' wc-block-components-radio-control__option-checked' : ''}`}>
                  <input
                    id={id}
                    type="radio"
                    className="wc-block-components-radio-control__input"
                    name={`radio-control-${pkg.package_id}`}
                    value={rate.rate_id}
                    checked={rate.selected}
                    onChange={() => void model.cart.dispatch.selectShippingRate(rate.rate_id, pkg.package_id).catch(() => undefined)}
                  />
                  <label htmlFor={id}>
                    <span className="wc-block-components-radio-control__label">{rate.name}</span>{' '}
                    <span className="wc-block-components-radio-control__secondary-label">{parseInt(price, 10) === 0 ? 'Free' : formatPrice(price, currencyOf(rate))}</span>
                  </label>
                </div>
              );
            })}
          </div>
        ),
      )}
    </fieldset>
  );
}
