/**
 * The cart page as it starts (cart.js, address-i18n.js and country-select.js before the shopper acts): the
 * update button disabled until a quantity changes, the address events WooCommerce's scripts announce at start.
 * Everything else is the cart's own code (cart/cart-page.ts, with coupons), fetched at the first press or
 * focus on the page, or with the first event it handles: a removal, a submit, a change, the calculator's
 * toggle, `wc_update_cart` or `added_to_cart` from another script. Those wait for it, in order; a link or
 * form taken meanwhile is followed or sent as the page would without script if the code cannot be fetched.
 */
import { addressData, startAddresses } from '../address-fields/start.ts';
import { ADDED_TO_CART, WC_UPDATE_CART } from '../contract/events.ts';
import { CART_FORM, SHIPPING_CALCULATOR, SHIPPING_CALCULATOR_BUTTON, SHIPPING_CALCULATOR_FORM, UPDATE_CART_BUTTON } from '../contract/selectors.ts';
import { pageSettings } from '../contract/settings.ts';
import { couponLinkTaken } from '../coupons/coupon-form.ts';
import { sendNatively, submitterOf, targetOf, type HeardEvent } from '../dom/listen.ts';
import { onDemand, type Claim } from '../dom/on-demand.ts';

const LATER: Claim = { prevent: false };

function taken(event: HeardEvent): Claim | null {
  const view = (event.target as Node | null)?.ownerDocument?.defaultView;
  switch (event.type) {
    case 'click': {
      const remove = targetOf<HTMLAnchorElement>(event, `${CART_FORM} .product-remove > a`);
      if (remove) return { prevent: true, fallback: () => view?.location.assign(remove.href) };
      const calculator = targetOf(event, SHIPPING_CALCULATOR_BUTTON);
      if (calculator) {
        const section = calculator.ownerDocument.querySelector<HTMLElement>(SHIPPING_CALCULATOR_FORM);
        return { prevent: true, fallback: () => section && (section.style.display = section.style.display === 'none' ? '' : 'none') };
      }
      return couponLinkTaken(event, false);
    }
    case 'keydown':
      return couponLinkTaken(event, false);
    case 'submit': {
      const form = targetOf<HTMLFormElement>(event, `${CART_FORM}, ${SHIPPING_CALCULATOR}`);
      const submitter = submitterOf(event);
      return form ? { prevent: true, fallback: () => sendNatively(form, submitter) } : null;
    }
    case 'change':
    case 'input':
      return targetOf(event, `${CART_FORM} *, select.shipping_method, input[name^="shipping_method"], #coupon_code`) ? LATER : null;
    default:
      return LATER;
  }
}

export function startCartPage(doc: Document): void {
  const addressSettings = addressData();
  const addresses = addressSettings ? startAddresses(doc, addressSettings) : null;
  doc.querySelector(`${CART_FORM} ${UPDATE_CART_BUTTON}`)?.setAttribute('disabled', '');
  const params = pageSettings.cart();
  if (!params) return;
  const cart = onDemand(() => import('../cart/cart-page.ts').then(({ startCart }) => startCart(doc, { params, addresses })));
  cart.defer(doc, `click keydown submit change input ${WC_UPDATE_CART} ${ADDED_TO_CART}`, taken);
  cart.preload(doc.body, 'focusin pointerdown');
}

// The declared chunks this part belongs to (chunks/every-page.ts).
export { EVERY_PAGE } from '../chunks/every-page.ts';
export { ADDRESS_PAGES } from '../chunks/address-pages.ts';
