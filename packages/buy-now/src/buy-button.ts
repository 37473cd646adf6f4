/**
 * One purchase button printed by the plugin (form `asp_ng_form_{uniq_id}`, button
 * `asp_ng_button_{uniq_id}`, optional amount field `stripeAmount_{uniq_id}` and error area
 * `error_explanation_{uniq_id}`): checks the custom amount, then opens the pop-up.
 */
import { __, sprintf } from '@wordpress/i18n';
import { TEXT_DOMAIN } from '@shop-islands/core';
import { buttonAmountRules, checkAmount, type AmountCheck } from './controller/amount.ts';
import { withCacheKey } from './controller/triggers.ts';
import { isSafariLike, prefetchDocument } from './environment.ts';
import { createPaymentPopup, type PaymentPopup } from './popup.ts';
import type { ButtonSettings, CommonSettings } from './settings.ts';

export const BUTTON_IDS = {
  form: (uniqId: string): string => `asp_ng_form_${uniqId}`,
  button: (uniqId: string): string => `asp_ng_button_${uniqId}`,
  amount: (uniqId: string): string => `stripeAmount_${uniqId}`,
  error: (uniqId: string): string => `error_explanation_${uniqId}`,
} as const;

/** The error area; created after the amount field when the markup has none. */
function errorArea(doc: Document, uniqId: string, input: HTMLInputElement): HTMLElement {
  const found = doc.getElementById(BUTTON_IDS.error(uniqId));
  const area = found ?? doc.createElement('span');
  if (!found) {
    area.id = BUTTON_IDS.error(uniqId);
    input.after(area);
  }
  area.classList.add('asp-amount-error');
  if (!area.hasAttribute('role')) area.setAttribute('role', 'alert');
  const described = new Set((input.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean));
  described.add(area.id);
  input.setAttribute('aria-describedby', [...described].join(' '));
  return area;
}

/** Wires one button; returns the function that unwires it. */
export function setUpBuyButton(settings: ButtonSettings, common: CommonSettings | null, doc: Document = document): () => void {
  const uniqId = settings.uniq_id;
  const form = doc.getElementById(BUTTON_IDS.form(uniqId)) as HTMLFormElement | null;
  const openers = settings.attachToElement
    ? [...doc.querySelectorAll<HTMLElement>(settings.attachToElement)]
    : [doc.getElementById(BUTTON_IDS.button(uniqId))].filter((el): el is HTMLElement => el !== null);
  const input = doc.getElementById(BUTTON_IDS.amount(uniqId)) as HTMLInputElement | null;
  const amountField = settings.show_custom_amount_input && input ? { input, error: errorArea(doc, uniqId, input) } : null;
  const rules = buttonAmountRules(settings);
  const money = (minor: number): string => {
    const { decimals } = rules.format;
    const locale = doc.documentElement.lang || undefined;
    return new Intl.NumberFormat(locale, { style: 'currency', currency: settings.currency, minimumFractionDigits: decimals, maximumFractionDigits: decimals }).format(minor / 10 ** decimals);
  };
  const refusal = (result: Exclude<AmountCheck, { ok: true }>): string => {
    switch (result.reason) {
      case 'invalid':
        return __('Enter valid amount', TEXT_DOMAIN);
      case 'below-minimum':
        return sprintf(__('Minimum amount is %s', TEXT_DOMAIN), money(result.minimum));
      case 'above-maximum':
        return sprintf(__('Maximum amount is %s', TEXT_DOMAIN), money(result.maximum));
    }
  };
  const baseUrl = new URL(settings.iframe_url, doc.URL).href;
  const frameUrl = settings.prefetch && common ? withCacheKey(baseUrl, common.ckey) : baseUrl;

  // Created on first use (or now, with `preload`) and reused.
  let created: PaymentPopup | undefined;
  const popup = (): PaymentPopup =>
    (created ??= createPaymentPopup({
      uniqId,
      productId: settings.product_id,
      frameUrl,
      parentForm: form,
      thankyouPageUrl: settings.thankyou_page_url,
      safariLike: isSafariLike(navigator.userAgent),
      doc,
    }));

  if (settings.preload) popup();
  else if (settings.prefetch) prefetchDocument(doc, frameUrl);

  /** The amount to pass to the box, or undefined when the shopper must correct it first (nothing opens). */
  const checkedAmount = (): string | null | undefined => {
    if (!amountField) return null;
    const result = checkAmount(amountField.input.value, rules);
    if (!result.ok) {
      amountField.error.textContent = refusal(result);
      amountField.input.setAttribute('aria-invalid', 'true');
      return undefined;
    }
    amountField.error.textContent = '';
    amountField.input.removeAttribute('aria-invalid');
    amountField.input.value = result.display;
    return result.boxValue;
  };

  const onClick = (event: Event): void => {
    event.preventDefault();
    const opener = event.currentTarget as HTMLElement;
    const amount = checkedAmount();
    if (amount === undefined) return;
    popup().show(opener, amount);
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
  amountField?.input.addEventListener('keydown', onAmountKeydown);
  return () => {
    for (const opener of openers) opener.removeEventListener('click', onClick);
    amountField?.input.removeEventListener('keydown', onAmountKeydown);
    created?.destroy();
  };
}
