/**
 * One purchase button printed by the plugin (form `asp_ng_form_{uniq_id}`, button
 * `asp_ng_button_{uniq_id}`, optional amount field `stripeAmount_{uniq_id}` and error area
 * `error_explanation_{uniq_id}`): reads the custom amount (SPEC 5.1), then opens the pop-up.
 * What the shop refuses (below the product's minimum, above the provider's maximum) the payment
 * box shows, with the shop's own message: the shop alone decides the amount.
 */
import { __ } from '@wordpress/i18n';
import { TEXT_DOMAIN } from '@shop-islands/core';
import { readTypedAmount } from './controller/amount.ts';
import { withCacheKey } from './controller/triggers.ts';
import { prefetchDocument } from './environment.ts';
import { createPaymentPopup, type PaymentPopup } from './popup.ts';
import type { ButtonSettings, CommonSettings } from './settings.ts';

/** Wires one button, opened by `openers` (by default the plugin's button, or its `attachToElement`). */
export function setUpBuyButton(
  settings: ButtonSettings,
  common: CommonSettings | null,
  // The plugin's uniq_id is hex: quoted as it is (a quote in it makes the selector throw, reported as a bad setting).
  openers: ArrayLike<HTMLElement> & Iterable<HTMLElement> = document.querySelectorAll<HTMLElement>(settings.attachToElement || `[id="asp_ng_button_${settings.uniq_id}"]`),
): void {
  const uniqId = settings.uniq_id;
  const byId = <T extends HTMLElement>(prefix: string): T | null => document.getElementById(prefix + uniqId) as T | null;
  const input = settings.show_custom_amount_input ? byId<HTMLInputElement>('stripeAmount_') : null;
  // The error area: created after the amount field when the markup has none, announced and linked to the field.
  let error = byId('error_explanation_');
  if (input) {
    if (!error) {
      error = document.createElement('span');
      error.id = 'error_explanation_' + uniqId;
      input.after(error);
    }
    error.classList.add('asp-amount-error');
    if (!error.hasAttribute('role')) error.setAttribute('role', 'alert');
    const described = input.getAttribute('aria-describedby') ?? '';
    if (!described.split(' ').includes(error.id)) input.setAttribute('aria-describedby', `${described} ${error.id}`.trim());
    // Enter in the field clicks the purchase button.
    input.addEventListener('keydown', (event) => {
      if (event.key === 'Enter') {
        event.preventDefault();
        openers[0]?.click();
      }
    });
  }
  let frameUrl = new URL(settings.iframe_url, document.URL).href;
  if (settings.prefetch && common) frameUrl = withCacheKey(frameUrl, common.ckey);

  // Created on first use (or now, with `preload`) and reused.
  let created: PaymentPopup | undefined;
  const popup = (): PaymentPopup => (created ??= createPaymentPopup(uniqId, settings.product_id, frameUrl, byId('asp_ng_form_'), settings.thankyou_page_url));
  if (settings.preload) popup();
  else if (settings.prefetch) prefetchDocument(document, frameUrl);

  for (const opener of openers) {
    if (opener instanceof HTMLButtonElement) opener.disabled = false;
    opener.addEventListener('click', (event) => {
      event.preventDefault();
      let amount: string | null = null;
      if (input) {
        amount = readTypedAmount(input.value, settings.decimals);
        input.setAttribute('aria-invalid', String(!amount));
        error!.textContent = amount ? '' : __('Enter valid amount', TEXT_DOMAIN);
        if (!amount) return;
        input.value = amount;
      }
      popup().show(amount);
    });
  }
}
