/**
 * The cart page (WooCommerce's cart.js) on WooCommerce's cart markup: quantities (the update button is
 * enabled once one changes; Enter in a quantity updates), item removal, coupons (the checkout's coupon
 * flow, errors under `.coupon`), shipping methods (`update_shipping_method`), the shipping calculator (slid
 * open over 600 ms; its `calc_shipping_` fields localised like the checkout's). Changes to the cart post the
 * cart form to its own address, as the page would without script, and the answer's cart form, totals and
 * notices replace the page's (sanitised); an emptied cart shows the empty-cart message. Announces
 * WooCommerce's cart events (`updated_wc_div`, `updated_cart_totals`, `wc_cart_emptied`,
 * `updated_shipping_method`, `applied_coupon`, `removed_coupon`, `item_removed_from_classic_cart`) and
 * refreshes on `wc_update_cart` and `added_to_cart`.
 */
import { blockElement, unblockElement } from '@shop-islands/core/block-overlay';
import { emitPageEvent } from '@shop-islands/core/emit-page-event';
import { serializeForm } from '@shop-islands/core/form-encoding';
import { postFormForText, send } from '@shop-islands/core/http';
import { createNotice } from '@shop-islands/core/notices';
import { requestErrorMessage } from '@shop-islands/core/request-errors';
import { ADDED_TO_CART, ITEM_REMOVED_FROM_CLASSIC_CART, UPDATED_CART_TOTALS, UPDATED_SHIPPING_METHOD, UPDATED_WC_DIV, WC_CART_EMPTIED, WC_UPDATE_CART } from '../contract/events.ts';
import { CART_COUPON, CART_FORM, CART_TOTALS, COUPON_ERROR, COUPON_INPUT, NOTICES_WRAPPER, SHIPPING_CALCULATOR, SHIPPING_CALCULATOR_BUTTON, SHIPPING_CALCULATOR_FORM, SHIPPING_METHODS, UPDATE_CART_BUTTON } from '../contract/selectors.ts';
import { UPDATE_SHIPPING_METHOD_ENDPOINT } from '../contract/requests.ts';
import { SHIPPING_CALCULATOR_SLIDE_MS } from '../contract/timing.ts';
import { startCoupons } from '../coupons/coupons.ts';
import type { Addresses } from '../address-fields/start.ts';
import type { CartParams } from '../contract/settings.ts';
import { checkoutSession } from '../page-session.ts';
import { submitterOf, targetOf, type HeardEvent } from '../dom/listen.ts';
import type { EventPart } from '../dom/on-demand.ts';
import { isShown, slide } from '../dom/motion.ts';
import { keepFocus } from '../dom/keep-focus.ts';
import { serverFragment } from '../dom/notices.ts';

/** Notices cart.js clears and carries over from a refreshed page. */
const CART_NOTICES = '.woocommerce-error, .woocommerce-message, .woocommerce-info, .is-error, .is-info, .is-success';

export interface CartPageOptions {
  /** `wc_cart_params`: the session client's nonces. */
  readonly params: CartParams;
  /** The page's address blocks (the shipping calculator), when it prints WooCommerce's address settings. */
  readonly addresses: Addresses | null;
}

/** The page events the cart handles (heard on the document). */
export const CART_EVENTS = `click keydown submit change input ${WC_UPDATE_CART} ${ADDED_TO_CART}`;

/** Starts the cart's code (fetched once the shopper acts, pages/cart.ts) and returns what handles its events. */
export function startCart(doc: Document, { params, addresses }: CartPageOptions): EventPart {
  const session = checkoutSession(params);
  const view = doc.defaultView!;
  const $ = <E extends Element = HTMLElement>(selector: string): E | null => doc.querySelector<E>(selector);
  const busy = (): HTMLElement[] => [$(CART_FORM), $(CART_TOTALS)].filter((part): part is HTMLElement => part !== null);
  const disableUpdate = (): void => $<HTMLButtonElement>(`${CART_FORM} ${UPDATE_CART_BUTTON}`)?.setAttribute('disabled', '');

  const showNotice = (notice: Node): void => void ($(NOTICES_WRAPPER) ?? $(CART_FORM))?.prepend(notice);
  const failed = (error: unknown): void => showNotice(createNotice('error', [requestErrorMessage(error)], doc));

  /** Swaps `current` for `next` (markup from a refreshed page), sanitised. */
  const swap = async (current: Element | null, next: Element | null): Promise<void> => {
    if (current && next) current.replaceWith(await serverFragment(next.outerHTML, doc));
  };

  /** cart.js's update_wc_div: the refreshed page's cart form, totals and notices replace the page's. */
  async function applyPage(html: string, keepNotices: boolean): Promise<void> {
    const page = new DOMParser().parseFromString(html, 'text/html');
    const form = $(CART_FORM);
    if (!form) return view.location.reload();
    const fresh = page.querySelector(CART_FORM);
    const notices = [...new Set([...page.querySelectorAll(CART_NOTICES)].map((notice) => notice.outerHTML))].join('');
    if (!keepNotices) doc.querySelectorAll(`${CART_NOTICES}, ${COUPON_ERROR}`).forEach((notice) => notice.remove());
    if (!fresh) {
      const empty = page.querySelector('.wc-empty-cart-message');
      // The empty cart's block carries its own notices.
      await swap(form.closest('.woocommerce') ?? form.parentElement, empty?.closest('.woocommerce') ?? empty?.parentElement ?? null);
      emitPageEvent(WC_CART_EMPTIED, [], doc);
    } else {
      const code = $<HTMLInputElement>(COUPON_INPUT)?.value ?? '';
      const error = keepNotices ? $(COUPON_ERROR) : null;
      await swap(form, fresh);
      disableUpdate();
      if (error) {
        // The coupon's inline error stays with the refreshed code field: the code, the error and its links.
        const input = $<HTMLInputElement>(COUPON_INPUT);
        if (input) {
          input.value = code;
          input.classList.add('has-error');
          input.setAttribute('aria-invalid', 'true');
          input.setAttribute('aria-describedby', error.id);
        }
        input?.closest(CART_COUPON)?.append(error);
      }
      if (notices) showNotice(await serverFragment(notices, doc));
      await swap($(CART_TOTALS), page.querySelector(CART_TOTALS));
      localiseIn(doc);
      emitPageEvent(UPDATED_CART_TOTALS, [], doc);
    }
    emitPageEvent(UPDATED_WC_DIV, [], doc);
  }

  /** Posts (or, for a link, gets) the cart's own page and applies the answer, the cart blocked meanwhile. */
  async function refresh(request: () => Promise<string>, keepNotices = false, announce?: string): Promise<void> {
    const parts = busy();
    parts.forEach(blockElement);
    // Focus stays where the shopper is (cart.js leaves it on the body): the control itself in the new markup, else the
    // calculator's button after a calculation, else the first notice the answer shows.
    await keepFocus(
      doc,
      async () => {
        try {
          await applyPage(await request(), keepNotices);
        } catch (error) {
          failed(error);
        }
        parts.forEach(unblockElement);
      },
      { fallback: (control) => (control.closest(SHIPPING_CALCULATOR) ? $(SHIPPING_CALCULATOR_BUTTON) : null), notice: () => $(`${NOTICES_WRAPPER} :is(${CART_NOTICES})`) ?? $(CART_NOTICES) },
    );
    if (announce) emitPageEvent(announce, [], doc);
  }

  const postForm = (form: HTMLFormElement, extra: [string, string]): Promise<string> => {
    const fields = serializeForm(form);
    fields.set(...extra);
    return postFormForText(form.action, fields);
  };
  const updateCart = (keepNotices = false): Promise<void> => {
    const form = $<HTMLFormElement>(CART_FORM);
    return form ? refresh(() => postFormForText(form.action, serializeForm(form)), keepNotices) : Promise.resolve();
  };

  const coupons = startCoupons(doc, session, {
    page: 'cart',
    form: () => $(CART_FORM),
    totals: () => $(CART_TOTALS),
    errorPlace: (input) => input.closest(CART_COUPON),
    placeNotice: showNotice,
    recalculate: () => void updateCart(true),
  });

  /** Localises the address blocks in new markup (a refreshed calculator), once localisation is in. */
  const localiseIn = (root: ParentNode): void => addresses?.localisation.current()?.localiseIn(root);

  const click = (event: HeardEvent): boolean | void => {
    const remove = targetOf<HTMLAnchorElement>(event, `${CART_FORM} .product-remove > a`);
    if (remove) {
      void refresh(async () => (await send(remove.href, { method: 'GET' })).text, false, ITEM_REMOVED_FROM_CLASSIC_CART);
      return false;
    }
    const calculator = targetOf(event, SHIPPING_CALCULATOR_BUTTON);
    const section = calculator && $(SHIPPING_CALCULATOR_FORM);
    if (calculator && section) {
      const open = !isShown(section);
      calculator.setAttribute('aria-expanded', String(open));
      void slide(section, open, SHIPPING_CALCULATOR_SLIDE_MS);
      // Opened, its fields follow the country chosen (its rows are printed without the locale).
      if (open) void addresses?.localisation.load().then((part) => part.localiseIn(section), () => undefined);
      return false;
    }
  };
  const submit = (event: HeardEvent): boolean | void => {
    const form = targetOf<HTMLFormElement>(event, `${CART_FORM}, ${SHIPPING_CALCULATOR}`);
    if (!form) return;
    // The button the shopper used: Apply coupon, or Enter in the code (the first submit button, Update cart, submits then).
    const button = submitterOf(event)?.name ?? '';
    if (form.matches(SHIPPING_CALCULATOR)) void refresh(() => postForm(form, ['calc_shipping', 'x']));
    else if (button === 'apply_coupon' || doc.activeElement?.matches(COUPON_INPUT)) coupons.apply();
    else void refresh(() => postForm(form, ['update_cart', 'Update Cart']));
    return false;
  };
  const change = (event: HeardEvent): void => {
    if (targetOf(event, `${CART_FORM} .cart_item input`)) $(`${CART_FORM} ${UPDATE_CART_BUTTON}`)?.removeAttribute('disabled');
    const method = event.type === 'change' ? targetOf<HTMLInputElement>(event, 'select.shipping_method, input[name^="shipping_method"]') : null;
    if (!method) return;
    const chosen = [...doc.querySelectorAll<HTMLInputElement>(SHIPPING_METHODS)].map((control) => [`shipping_method[${control.dataset.index ?? '0'}]`, control.value]);
    const totals = $(CART_TOTALS);
    if (totals) blockElement(totals);
    void session
      .wcAjax(UPDATE_SHIPPING_METHOD_ENDPOINT, Object.fromEntries(chosen), { nonce: 'update_shipping_method_nonce' })
      .then(
        async (html) => {
          await keepFocus(doc, () => swap($(CART_TOTALS), new DOMParser().parseFromString(html, 'text/html').querySelector(CART_TOTALS)), { control: method });
          localiseIn(doc);
          emitPageEvent(UPDATED_CART_TOTALS, [], doc);
        },
        failed,
      )
      .finally(() => {
        const now = $(CART_TOTALS);
        if (now) unblockElement(now);
        emitPageEvent(UPDATED_SHIPPING_METHOD, [], doc);
      });
  };

  return {
    handle(event) {
      if (coupons.handle(event) === false) return false;
      switch (event.type) {
        case 'keydown':
          return;
        case 'click':
          return click(event);
        case 'submit':
          return submit(event);
        case 'change':
        case 'input':
          return change(event);
        default:
          void updateCart();
      }
    },
  };
}

// The declared chunks this part belongs to (chunks/every-page.ts).
export { EVERY_PAGE } from '../chunks/every-page.ts';
export { ADDRESS_PAGES } from '../chunks/address-pages.ts';
export { MONEY_PATH } from '../chunks/money-path.ts';
export { SHOP_REQUESTS } from '../chunks/shop-requests.ts';
