/**
 * The custom amount field under a purchase button (SPEC 5.1), fetched only for buttons that show one
 * (`show_custom_amount_input`): its error area (created after the field when the markup has none, announced and
 * linked to the field), Enter in the field clicking the purchase button, and the strict reading of what was typed.
 * It imports nothing the entry holds (a module both imported would become a third file on every page).
 */
import { __ } from '@wordpress/i18n';
import { TEXT_DOMAIN } from '@shop-islands/core';
import { currencyDecimals, MAX_AMOUNT_MINOR, readTypedAmount } from './controller/amount.ts';
import type { ButtonSettings } from './settings.ts';

/**
 * Wires the field; gives the reader the purchase button calls on each click: the amount as the box takes it
 * ('1234.50', also written back into the field), or null after showing 'Enter valid amount'.
 */
export function wireAmountField(input: HTMLInputElement, settings: ButtonSettings, clickButton: () => void): () => string | null {
  const errorId = 'error_explanation_' + settings.uniq_id;
  const decimals = currencyDecimals(settings);
  let error = document.getElementById(errorId);
  if (!error) {
    error = document.createElement('span');
    error.id = errorId;
    input.after(error);
  }
  const area = error;
  area.classList.add('asp-amount-error');
  if (!area.hasAttribute('role')) area.setAttribute('role', 'alert');
  const described = input.getAttribute('aria-describedby') ?? '';
  if (!described.split(' ').includes(errorId)) input.setAttribute('aria-describedby', `${described} ${errorId}`.trim());
  // Enter in the field clicks the purchase button.
  input.addEventListener('keydown', (event) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      clickButton();
    }
  });
  return () => {
    const read = readTypedAmount(input.value, decimals);
    // Above the provider's maximum nothing can be paid: refused here, before the pop-up (the shop checks it again).
    const tooLarge = !!read && +read * 10 ** decimals > MAX_AMOUNT_MINOR;
    const amount = tooLarge ? null : read;
    input.setAttribute('aria-invalid', String(!amount));
    area.textContent = amount ? '' : tooLarge ? __('The amount is above the maximum that can be paid.', TEXT_DOMAIN) : __('Enter valid amount', TEXT_DOMAIN);
    if (amount) input.value = amount;
    return amount;
  };
}
