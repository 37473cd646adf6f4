// @vitest-environment jsdom
import { getAllByRole, getByRole } from '@testing-library/dom';
import { afterEach, describe, expect, it } from 'vitest';
import { clearNotices, createNotice, createServerNotice, findNoticesArea, showNotice } from './notices.ts';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('notices', () => {
  it('shows an error as an alert list, each message as text rather than markup', () => {
    document.body.innerHTML = '<div class="woocommerce-notices-wrapper"></div><form class="checkout"></form>';
    const area = findNoticesArea(document);
    if (!area) throw new Error('notices area missing');
    showNotice(area, createNotice('error', ['The card was declined.', '<b>Billing Email</b> is a required field.']), {
      scroll: false,
    });
    const alert = getByRole(document.body, 'alert');
    // The alert is the group around WooCommerce's list, so the list stays a list (axe: listitem).
    expect(alert.className).toBe('woocommerce-NoticeGroup');
    expect(alert.firstElementChild?.matches('ul.woocommerce-error:not([role])')).toBe(true);
    expect(Array.from(alert.querySelectorAll('li'), (item) => item.textContent)).toEqual([
      'The card was declined.',
      '<b>Billing Email</b> is a required field.',
    ]);
    expect(alert.querySelector('b')).toBeNull();
  });

  it('replaces the previous notice instead of stacking them, and scrolls to it', () => {
    document.body.innerHTML = '<form class="checkout"><p>fields</p></form>';
    const form = document.querySelector('form');
    const area = findNoticesArea(document, form);
    if (!area) throw new Error('fallback area missing');
    const scrolled: string[] = [];
    const first = createNotice('error', ['First']);
    showNotice(area, first, { scroll: false });
    const second = createNotice('success', ['Coupon code applied successfully.']);
    second.scrollIntoView = () => scrolled.push(second.textContent ?? '');
    showNotice(area, second);
    expect(getAllByRole(document.body, 'alert').map((notice) => notice.textContent)).toEqual([
      'Coupon code applied successfully.',
    ]);
    expect(area.firstElementChild).toBe(second);
    expect(scrolled).toEqual(['Coupon code applied successfully.']);
  });

  it('shows an info notice without interrupting screen readers', () => {
    const notice = createNotice('info', ['Have a coupon?']);
    expect(notice.className).toBe('woocommerce-info');
    expect(notice.getAttribute('role')).toBeNull();
  });

  it('sanitises server notice HTML', async () => {
    const notice = await createServerNotice('<ul class="woocommerce-error" role="alert"><li>Coupon "x" does not exist!<img src=x onerror="alert(1)"></li></ul>');
    document.body.append(notice);
    expect(getByRole(document.body, 'alert').textContent).toBe('Coupon "x" does not exist!');
    expect(notice.querySelector('[onerror]')).toBeNull();
  });

  it('clears only the notices at the top level of the area', () => {
    document.body.innerHTML =
      '<div class="area"><div class="woocommerce-info">Old</div><div class="payment_box"><ul class="woocommerce-error"><li>inline</li></ul></div></div>';
    const area = document.querySelector('.area');
    if (!area) throw new Error('markup missing');
    clearNotices(area);
    expect(area.textContent).toBe('inline');
  });
});
