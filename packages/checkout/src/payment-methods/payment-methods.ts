/**
 * Payment methods on the checkout and order-pay forms (SPEC 2.9, 4.5): radios with only the chosen method's
 * box open (230 ms slides), the radio hidden when there is one method, the place-order button's text from the
 * method (`data-order_button_text`, else the button's `data-value`), `payment_method_selected` when the choice
 * changes (and at start), the choice kept across fragment swaps. Methods hidden by the country filter (core's
 * classic host asks each registered method's canMakePayment with the billing address) are left out.
 * Registered methods (a payment plugin's `content`) are hosted by core's classic host, which renders with
 * preact: both are loaded on demand, once the page's registry holds a method (`whenMethodsNeedHosting`).
 * A gateway's own place-order button (WooCommerce's custom place-order button API) follows the choice (custom-button.ts).
 */
import { loadClassicHost, whenPaymentMethodsRegistered, type ClassicHostModule } from '@shop-islands/core/checkout/registered-methods';
import { emitPageEvent } from '@shop-islands/core/emit-page-event';
import { onPageEvent } from '@shop-islands/core/events';
import { createStore } from '@shop-islands/core/store';
import { PAYMENT_METHOD_SELECTED, UPDATE_CHECKOUT, WC_CUSTOM_PLACE_ORDER_BUTTON_REGISTERED } from '../contract/events.ts';
import { PAYMENT_BOX, PAYMENT_METHOD_RADIO, PLACE_ORDER } from '../contract/selectors.ts';
import { PAYMENT_BOX_SLIDE_MS } from '../contract/timing.ts';
import { listen, targetOf } from '../dom/listen.ts';
import { isShown, slide } from '../dom/motion.ts';
import { customButtons, type PlaceOrderApi } from './custom-button.ts';

export interface PaymentMethods {
  /** Sets the methods up again (at start, and after the payment fragment was swapped or filtered). */
  init(): void;
  /** The chosen gateway id ('' when none). */
  chosen(): string;
}

export interface PaymentMethodsOptions {
  /** What a gateway's own place-order button checks and submits the form with (custom-button.ts). */
  readonly placeOrderApi: () => PlaceOrderApi;
}

export function startPaymentMethods(root: HTMLElement, { placeOrderApi }: PaymentMethodsOptions): PaymentMethods {
  const doc = root.ownerDocument;
  /** The radio id chosen last (kept across fragment swaps, which print the shop's choice): a change is announced. */
  const selected = createStore(
    (last: string | null, now: string | null) => ({ state: now, effects: now !== last ? (['announce'] as const) : [] }),
    null as string | null,
    () => emitPageEvent(PAYMENT_METHOD_SELECTED, [], doc),
  );
  const radios = (): HTMLInputElement[] =>
    [...root.querySelectorAll<HTMLInputElement>(PAYMENT_METHOD_RADIO)].filter((radio) => !radio.closest<HTMLElement>('li')?.hidden);
  const boxes = (): HTMLElement[] => [...root.querySelectorAll<HTMLElement>(PAYMENT_BOX)];
  /** The method's box: WooCommerce gives it the radio's id as a class. */
  const boxOf = (radio: HTMLInputElement): HTMLElement | undefined => boxes().find((box) => box.classList.contains(radio.id));

  function choose(radio: HTMLInputElement, ms: number): void {
    const box = boxOf(radio);
    if (radios().length > 1) {
      if (radio.checked && box && !isShown(box)) {
        boxes().forEach((other) => other !== box && isShown(other) && void slide(other, false, ms));
        void slide(box, true, ms);
      }
    } else boxes().forEach((other) => (other.style.display = ''));
    const button = doc.querySelector<HTMLElement>(PLACE_ORDER);
    if (button) button.textContent = radio.dataset.order_button_text || button.dataset.value || button.textContent;
    const now = root.querySelector<HTMLInputElement>(`${PAYMENT_METHOD_RADIO}:checked`)?.id ?? null;
    selected.dispatch(now);
    customButtons(doc)?.__maybeShow(radio.value, placeOrderApi());
  }

  listen(root, 'click change', (event) => {
    const radio = targetOf<HTMLInputElement>(event, PAYMENT_METHOD_RADIO);
    if (radio?.checked) choose(radio, PAYMENT_BOX_SLIDE_MS);
  });
  // A totals update replaces the payment markup: a gateway's own button is cleaned up first (and shown again after).
  onPageEvent(UPDATE_CHECKOUT, () => customButtons(doc)?.__cleanup(), doc);
  onPageEvent(WC_CUSTOM_PLACE_ORDER_BUTTON_REGISTERED, ([gatewayId]) => customButtons(doc)?.__maybeShow(String(gatewayId), placeOrderApi()), doc);

  return {
    init() {
      const all = radios();
      if (all.length === 0) return;
      if (all.length === 1) all[0]!.style.display = 'none';
      const previous = all.find((radio) => radio.id === selected.getState());
      if (previous) previous.checked = true;
      const checked = all.find((radio) => radio.checked) ?? all[0]!;
      checked.checked = true;
      customButtons(doc)?.__maybeHideDefaultButtonOnInit(checked.value);
      if (all.length > 1) {
        const open = boxOf(checked);
        boxes().forEach((box) => box !== open && (box.style.display = 'none'));
      }
      choose(checked, 0);
    },
    chosen: () => root.querySelector<HTMLInputElement>(`${PAYMENT_METHOD_RADIO}:checked`)?.value ?? '',
  };
}

/**
 * Once the page's registry holds a payment method (now or later), hands core's classic host to `start`. The host
 * (with preact) is fetched by the loader the registering bundle's registry brought (core's loadClassicHost), not by
 * this widget: it is the registering widget's cost, and a checkout where nothing registers never reaches it.
 */
export function whenMethodsNeedHosting(doc: Document, start: (host: ClassicHostModule) => void): void {
  const view = doc.defaultView ?? window;
  whenPaymentMethodsRegistered(() => {
    loadClassicHost(view)?.then(start, (error: unknown) => console.error('[shop-islands] the payment methods could not be loaded', error));
  }, view);
}
