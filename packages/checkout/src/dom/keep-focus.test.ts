// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { keepFocus } from './keep-focus.ts';

const $ = <E extends HTMLElement = HTMLElement>(selector: string): E => document.querySelector<E>(selector)!;

/** Replaces the part `selector` finds with `html` (what a swap of WooCommerce's markup does). */
const swapIn = (selector: string, html: string) => (): string => {
  const next = document.createElement('template');
  next.innerHTML = html;
  $(selector).replaceWith(next.content);
  return 'swapped';
};

beforeEach(() => {
  document.body.innerHTML = `<div class="woocommerce-notices-wrapper"></div>
<form class="cart"><input id="qty" name="cart[1][qty]" value="1"><button name="update_cart">Update</button><a href="#r" class="remove-coupon">[Remove]</a></form>
<p><button class="open-calculator">Change address</button></p>`;
});

describe('keepFocus', () => {
  it('puts focus on the same control in the new markup, by id, and resolves to what the swap resolved to', async () => {
    $('#qty').focus();
    const done = await keepFocus(document, swapIn('form.cart', '<form class="cart"><input id="qty" name="cart[1][qty]" value="2"></form>'));
    expect(done).toBe('swapped');
    expect(document.activeElement).toBe($('#qty'));
    expect($<HTMLInputElement>('#qty').value).toBe('2');
  });

  it('finds the control by name when it has no id', async () => {
    $('button[name="update_cart"]').focus();
    await keepFocus(document, swapIn('form.cart', '<form class="cart"><button name="update_cart">Update</button></form>'));
    expect(document.activeElement).toBe($('button[name="update_cart"]'));
  });

  it('goes to the fallback when the control is not in the new markup, given the control that was', async () => {
    const link = $('a.remove-coupon');
    link.focus();
    const given: Element[] = [];
    await keepFocus(document, swapIn('form.cart', '<form class="cart"></form>'), {
      fallback: (control) => {
        given.push(control);
        return $('.open-calculator');
      },
    });
    expect(given).toEqual([link]);
    expect(document.activeElement).toBe($('.open-calculator'));
  });

  it('goes to the notice last, made focusable; a control that cannot take focus any more is passed over', async () => {
    $('button[name="update_cart"]').focus();
    await keepFocus(
      document,
      () => {
        swapIn('form.cart', '<form class="cart"><button name="update_cart" disabled>Update</button></form>')();
        $('.woocommerce-notices-wrapper').innerHTML = '<div class="woocommerce-message" role="alert">Basket updated.</div>';
      },
      { fallback: () => null, notice: () => document.querySelector('.woocommerce-message') },
    );
    expect(document.activeElement).toBe($('.woocommerce-message'));
    expect($('.woocommerce-message').getAttribute('tabindex')).toBe('-1');
  });

  it('keeps a given control (the one that asked for the swap) though focus was elsewhere as it started', async () => {
    const qty = $('#qty');
    await keepFocus(document, swapIn('form.cart', '<form class="cart"><input id="qty" name="cart[1][qty]"></form>'), { control: qty });
    expect(document.activeElement).not.toBe(qty);
    expect(document.activeElement).toBe($('#qty'));
  });

  it('leaves focus alone when the control is still in the page or the shopper moved on during the swap', async () => {
    $('#qty').focus();
    await keepFocus(document, () => void ($('.woocommerce-notices-wrapper').innerHTML = '<div class="woocommerce-message">Done.</div>'), { notice: () => $('.woocommerce-message') });
    expect(document.activeElement).toBe($('#qty'));

    await keepFocus(document, () => {
      swapIn('form.cart', '<form class="cart"><input id="qty"></form>')();
      $('.open-calculator').focus();
    });
    expect(document.activeElement).toBe($('.open-calculator'));
  });

  it('leaves focus on the body when nothing in the new markup can take it', async () => {
    $('a.remove-coupon').focus();
    await keepFocus(document, swapIn('form.cart', '<form class="cart"></form>'), { notice: () => null });
    expect(document.activeElement).toBe(document.body);
  });
});
