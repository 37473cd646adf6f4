import jQuery from 'jquery';
import { afterEach, describe, expect, it } from 'vitest';
import { onPageEvent } from './events.ts';
import { emitPageEvent } from './emit-page-event.ts';
import { PAGE_EVENTS } from './page-events.ts';

afterEach(() => {
  Reflect.deleteProperty(window, 'jQuery');
  jQuery(document.body).off();
});

describe('page events on a page with jQuery', () => {
  it("reaches a third-party jQuery listener with its extra arguments", () => {
    Object.assign(window, { jQuery });
    const received: unknown[][] = [];
    jQuery(document.body).on(PAGE_EVENTS.updatedCheckout, (_event: unknown, data: unknown) => received.push([data]));
    emitPageEvent(PAGE_EVENTS.updatedCheckout, [{ fragments: { '.order-total': '<td>£5</td>' } }]);
    expect(received).toEqual([[{ fragments: { '.order-total': '<td>£5</td>' } }]]);
  });

  it('hears events that WooCommerce scripts trigger through jQuery, until unsubscribed', () => {
    Object.assign(window, { jQuery });
    const received: unknown[][] = [];
    const stop = onPageEvent(PAGE_EVENTS.addedToCart, (args) => received.push(args));
    jQuery(document.body).trigger(PAGE_EVENTS.addedToCart, [{ 'div.widget_shopping_cart_content': '<div></div>' }, 'hash']);
    stop();
    jQuery(document.body).trigger(PAGE_EVENTS.addedToCart, ['ignored']);
    expect(received).toEqual([[{ 'div.widget_shopping_cart_content': '<div></div>' }, 'hash']]);
  });

  it('hears a DOM CustomEvent dispatched by a script that does not use jQuery', () => {
    Object.assign(window, { jQuery });
    const received: unknown[][] = [];
    onPageEvent(PAGE_EVENTS.paymentMethodSelected, (args) => received.push(args));
    document.body.dispatchEvent(new CustomEvent(PAGE_EVENTS.paymentMethodSelected, { detail: ['stripe'] }));
    expect(received).toEqual([['stripe']]);
  });
});

describe('page events on a page without jQuery', () => {
  it('dispatches a bubbling CustomEvent whose detail is the argument list', () => {
    const details: unknown[] = [];
    const listener = (event: Event): void => {
      details.push((event as CustomEvent).detail);
    };
    document.addEventListener(PAGE_EVENTS.checkoutError, listener);
    emitPageEvent(PAGE_EVENTS.checkoutError, ['<ul class="woocommerce-error"></ul>']);
    document.removeEventListener(PAGE_EVENTS.checkoutError, listener);
    expect(details).toEqual([['<ul class="woocommerce-error"></ul>']]);
  });

  it('delivers emitted arguments to page listeners, until unsubscribed', () => {
    const received: unknown[][] = [];
    const stop = onPageEvent(PAGE_EVENTS.updateCheckout, (args) => received.push(args));
    emitPageEvent(PAGE_EVENTS.updateCheckout);
    emitPageEvent(PAGE_EVENTS.updateCheckout, [{ update_shipping_method: false }]);
    stop();
    emitPageEvent(PAGE_EVENTS.updateCheckout, ['late']);
    expect(received).toEqual([[], [{ update_shipping_method: false }]]);
  });
});
