import { describe, expect, it } from 'vitest';
import { renderCashAppNotice, showsCashAppNotice } from './amount-notice.ts';

describe("Cash App Pay's amount notice (SPEC 2.9, 9.6)", () => {
  it('shows above 200,000 minor units with Cash App Pay chosen', () => {
    expect(showsCashAppNotice('cashapp', 200_001)).toBe(true);
    expect(showsCashAppNotice('cashapp', 200_000)).toBe(false);
    expect(showsCashAppNotice('card', 500_000)).toBe(false);
    expect(showsCashAppNotice(null, 500_000)).toBe(false);
  });

  it('is one status notice at the top of the payment area, taken away when it no longer applies', () => {
    document.body.innerHTML = '<div id="payment" class="woocommerce-checkout-payment"><ul class="wc_payment_methods"></ul></div>';
    const area = document.getElementById('payment');
    renderCashAppNotice(area, true);
    renderCashAppNotice(area, true);
    const notices = document.querySelectorAll('[role="status"]');
    expect(notices).toHaveLength(1);
    expect(area?.firstElementChild?.textContent).toBe('Please note that, depending on your account and transaction history, Cash App Pay may reject your transaction due to its amount.');
    renderCashAppNotice(area, false);
    expect(document.querySelectorAll('[role="status"]')).toHaveLength(0);
  });
});
