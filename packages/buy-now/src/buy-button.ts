/**
 * One purchase button printed by the plugin (form `asp_ng_form_{uniq_id}`, button
 * `asp_ng_button_{uniq_id}`, optional amount field `stripeAmount_{uniq_id}` and error area
 * `error_explanation_{uniq_id}`): checks the custom amount, then opens the pop-up.
 */
import { __, sprintf } from '@wordpress/i18n';
import { TEXT_DOMAIN } from '@shop-islands/core';
import { buttonAmountRules, checkAmount } from './controller/amount.ts';
import { withCacheKey } from './controller/triggers.ts';
import { isSafariLike, prefetchDocument } from './environment.ts';
import { createPaymentPopup, type PaymentPopup } from './popup.ts';
import type { ButtonSettings, CommonSettings } from './settings.ts';

/** Wires one button; returns the function that unwires it. */
export function setUpBuyButton(settings: ButtonSettings, common: CommonSettings | null, doc: Document = document): () => void {
  const uniqId = settings.uniq_id;
  const byId = <T extends HTMLElement>(prefix: string): T | null => doc.getElementById(prefix + uniqId) as T | null;
  const openers = settings.attachToElement ? [...doc.querySelectorAll<HTMLElement>(settings.attachToElement)] : [byId('asp_ng_button_')].filter((el) => el !== null);
  const input = settings.show_custom_amount_input ? byId<HTMLInputElement>('stripeAmount_') : null;
  // The error area: created after the amount field when the markup has none, announced and linked to the field.
  let error = byId('error_explanation_');
  if (input) {
    if (!error) {
      error = doc.createElement('span');
      error.id = `error_explanation_${uniqId}`;
      input.after(error);
    }
    error.classList.add('asp-amount-error');
    if (!error.hasAttribute('role')) error.setAttribute('role', 'alert');
    const described = input.getAttribute('aria-describedby') ?? '';
    if (!described.split(' ').includes(error.id)) input.setAttribute('aria-describedby', `${described} ${error.id}`.trim());
  }
  const rules = buttonAmountRules(settings);
  const decimals = rules.format.decimals;
  const money = (minor: number): string =>
    new Intl.NumberFormat(doc.documentElement.lang || undefined, { style: 'currency', currency: settings.currency, minimumFractionDigits: decimals, maximumFractionDigits: decimals }).format(minor / 10 ** decimals);
  const baseUrl = new URL(settings.iframe_url, doc.URL).href;
  const frameUrl = settings.prefetch && common ? withCacheKey(baseUrl, common.ckey) : baseUrl;

  // Created on first use (or now, with `preload`) and reused.
  let created: PaymentPopup | undefined;
  const popup = (): PaymentPopup =>
    (created ??= createPaymentPopup({
      uniqId,
      productId: settings.product_id,
      frameUrl,
      parentForm: byId('asp_ng_form_'),
      thankyouPageUrl: settings.thankyou_page_url,
      safariLike: isSafariLike(navigator.userAgent),
      doc,
    }));
  if (settings.preload) popup();
  else if (settings.prefetch) prefetchDocument(doc, frameUrl);

  const onClick = (event: Event): void => {
    event.preventDefault();
    let amount: string | null = null;
    if (input && error) {
      const result = checkAmount(input.value, rules);
      error.textContent =
        result.reason === 'invalid'
          ? __('Enter valid amount', TEXT_DOMAIN)
          : result.reason
            ? sprintf(result.reason === 'below-minimum' ? __('Minimum amount is %s', TEXT_DOMAIN) : __('Maximum amount is %s', TEXT_DOMAIN), money(result.limit))
            : '';
      if (result.reason) return input.setAttribute('aria-invalid', 'true');
      input.removeAttribute('aria-invalid');
      input.value = result.display;
      amount = result.boxValue;
    }
    popup().show(event.currentTarget as HTMLElement, amount);
  };
  const onAmountKeydown = (event: KeyboardEvent): void => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    openers[0]?.click();
  };

  for (const opener of openers) {
    if (opener instanceof HTMLButtonElement) opener.disabled = false;
    opener.addEventListener('click', onClick);
  }
  input?.addEventListener('keydown', onAmountKeydown);
  return () => {
    for (const opener of openers) opener.removeEventListener('click', onClick);
    input?.removeEventListener('keydown', onAmountKeydown);
    created?.destroy();
  };
}
