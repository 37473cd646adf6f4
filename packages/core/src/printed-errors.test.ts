import { describe, expect, it } from 'vitest';
import { groupPrintedErrors } from './printed-errors.ts';

// templates/notices/error.php (WooCommerce 10.9.1), as wc_print_notices() prints two errors, one with its field's data.
const PRINTED = `<div class="woocommerce-notices-wrapper"><ul class="woocommerce-error" role="alert">
\t\t\t<li data-id="billing_email">
\t\t\t<strong>Billing Email address</strong> is a required field.\t\t</li>
\t\t\t<li>
\t\t\t<strong>Error:</strong> The password you entered for the email address <strong>ada@example.com</strong> is incorrect.\t\t</li>
\t</ul>
</div>`;

describe('groupPrintedErrors', () => {
  it('moves the alert from the printed list to a notice group around it: the list stays a list, its items and data kept', () => {
    document.body.innerHTML = PRINTED;
    groupPrintedErrors(document);
    const group = document.querySelector('.woocommerce-notices-wrapper > div.woocommerce-NoticeGroup')!;
    expect(group.getAttribute('role')).toBe('alert');
    const list = group.querySelector(':scope > ul.woocommerce-error')!;
    expect(list.hasAttribute('role')).toBe(false);
    expect([...list.children].map((item) => [item.tagName, item.getAttribute('data-id')])).toEqual([
      ['LI', 'billing_email'],
      ['LI', null],
    ]);
    expect(group.textContent).toContain('is incorrect.');
  });

  it('groups each printed list, and finds nothing left to do when run again (two widgets on one page)', () => {
    document.body.innerHTML = `${PRINTED}<div class="woocommerce"><ul class="woocommerce-error" role="alert"><li>You cannot add that amount to the cart.</li></ul></div>`;
    groupPrintedErrors(document);
    groupPrintedErrors(document);
    expect(document.querySelectorAll('[role="alert"]')).toHaveLength(2);
    expect(document.querySelectorAll('.woocommerce-NoticeGroup')).toHaveLength(2);
    expect(document.querySelectorAll('.woocommerce-NoticeGroup > .woocommerce-NoticeGroup')).toHaveLength(0);
    expect(document.querySelectorAll('ul.woocommerce-error[role]')).toHaveLength(0);
  });

  it('leaves a list that is no alert, and the block notices (a banner holding its list), as printed', () => {
    const blocks = '<div class="wc-block-components-notice-banner is-error" role="alert"><div class="wc-block-components-notice-banner__content"><ul><li>One.</li><li>Two.</li></ul></div></div>';
    document.body.innerHTML = `<ul class="woocommerce-error"><li>Shown by a theme.</li></ul>${blocks}`;
    const before = document.body.innerHTML;
    groupPrintedErrors(document);
    expect(document.body.innerHTML).toBe(before);
  });
});
