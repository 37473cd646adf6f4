/**
 * One purchase button printed by the plugin (form `asp_ng_form_{uniq_id}`, button
 * `asp_ng_button_{uniq_id}`, optional amount field `stripeAmount_{uniq_id}` and error area
 * `error_explanation_{uniq_id}`): reads the custom amount (SPEC 5.1), then opens the pop-up.
 * What the shop refuses (below the product's minimum, above the provider's maximum) the payment
 * box shows, with the shop's own message: the shop alone decides the amount.
 */
import { BOX_ELSEWHERE } from './box-origin.ts';
import { prefetchDocument, withCacheKey } from './environment.ts';
import { reportError } from './legacy-handler.ts';
import { createPaymentPopup, type PaymentPopup } from './popup.ts';
import type { ButtonSettings, CommonSettings, PopupSettings } from './settings.ts';

/**
 * Whether this build refuses a payment box at `box`: the build for a same-origin box (box-origin.ts) refuses one on
 * another origin, with one console error naming it. Checked before anything on the page is taken over (a link
 * trigger too, in index.ts, before the triggers' file is fetched).
 */
export function refusesBox(box: URL): boolean {
  if (BOX_ELSEWHERE || box.origin === location.origin) return false;
  reportError(`payment box on another origin refused: ${box.origin}`);
  return true;
}

/**
 * Wires one button, opened by `openers` (by default the plugin's button, or its `attachToElement`): one of the plugin's
 * (ButtonSettings) or a link or attach trigger's (PopupSettings).
 */
export function setUpBuyButton(
  settings: ButtonSettings | PopupSettings,
  common: CommonSettings | null,
  // The plugin's uniq_id is hex: quoted as it is (a quote in it makes the selector throw, reported as a bad setting).
  openers: ArrayLike<HTMLElement> & Iterable<HTMLElement> = document.querySelectorAll<HTMLElement>(settings.attachToElement || `[id="asp_ng_button_${settings.uniq_id}"]`),
): void {
  const uniqId = settings.uniq_id;
  const byId = <T extends HTMLElement>(prefix: string): T | null => document.getElementById(prefix + uniqId) as T | null;
  const box = new URL(settings.iframe_url, document.URL);
  // The build for a same-origin box cannot talk to a box elsewhere: the button stays as printed.
  if (refusesBox(box)) return;
  const frameUrl = withCacheKey(box, settings.prefetch && common ? common.ckey : '');

  // Created on first use (or now, with `preload`) and reused.
  let created: PaymentPopup | undefined;
  const popup = (): PaymentPopup => (created ??= createPaymentPopup(uniqId, settings.product_id, frameUrl, byId('asp_ng_form_'), settings.thankyou_page_url));
  if (settings.preload) popup();
  else if (settings.prefetch) prefetchDocument(document, frameUrl);

  const wire = (readAmount?: () => string | null): void => {
    for (const opener of openers) {
      if (opener instanceof HTMLButtonElement) opener.disabled = false;
      opener.addEventListener('click', (event) => {
        event.preventDefault();
        const amount = readAmount ? readAmount() : null;
        if (!readAmount || amount) popup().show(amount);
      });
    }
  };
  // A button showing an amount field is enabled once the field's code is in, a file of its own that pages without
  // such a button never fetch; until then (or when it cannot be fetched: one console error) it stays as the plugin
  // printed it, disabled, so no click skips the amount check.
  const input = settings.show_custom_amount_input ? byId<HTMLInputElement>('stripeAmount_') : null;
  if (input) {
    // Only the plugin's buttons show the field (a trigger's show_custom_amount_input is never set).
    const button = settings as ButtonSettings;
    import('./amount-field.ts').then((field) => wire(field.wireAmountField(input, button, () => openers[0]?.click())), reportError);
  } else wire();
}
