/**
 * The payment box page's script: the test-mode provider's Payment Element, a payment intent created
 * by the shop per attempt (asp_pp_req_token) and confirmed here (3D Secure in the provider's modal).
 * On success it fills `payment-intent`, hides itself, reports the payment to the page that embeds it
 * (a postMessage for any origin, and a submit event on its form for same-origin pages, as the
 * plugin's box did) and, when there is no purchase form on that page, submits its own form.
 */
import type { Stripe, StripeElements } from '@stripe/stripe-js';
import { FRAME_MESSAGES, readPopupMessage, type BoxMessage, type FormPairs } from '@shop-islands/buy-now/messages';
import type { IntentAnswer } from '../../endpoints/buy-now.ts';
import { VARS_ELEMENT_ID, type PaymentBoxVars } from '../vars.ts';

type BoxWindow = Window & { Stripe?: (key: string) => Stripe; doSelfSubmit?: boolean; popupDisplayed?: () => void };

/** The page's legacy close function (Stripe Payments' handler's global; the buy-now widget answers to it), when the page is on this origin. */
function pageClose(win: Window): (() => void) | null {
  try {
    const close = (win.parent as Window & { WPASPClosePaymentPopup?: unknown }).WPASPClosePaymentPopup;
    return typeof close === 'function' ? () => close() : null;
  } catch {
    // A page on another origin: it keeps the history itself.
    return null;
  }
}

const FADE_MS = 200;

function need<T extends HTMLElement>(id: string): T {
  const element = document.getElementById(id);
  if (!element) throw new Error(`payment box: #${id} is missing`);
  return element as T;
}

/** A key for one payment attempt (crypto.randomUUID needs a secure context; plain http boxes have none). */
function attemptKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

function formPairs(form: HTMLFormElement): FormPairs {
  return [...new FormData(form)].flatMap(([name, value]) => (typeof value === 'string' ? [[name, value] as const] : []));
}

function start(): void {
  const win = window as BoxWindow;
  const vars = JSON.parse(need(VARS_ELEMENT_ID).textContent ?? '{}') as PaymentBoxVars;
  const form = need<HTMLFormElement>('payment-form');
  const aligner = need<HTMLElement>('Aligner-item');
  const spinner = need<HTMLElement>('global-spinner');
  const errorBox = need<HTMLElement>('global-error');
  const submitButton = need<HTMLButtonElement>('submit-btn');
  const amountInput = need<HTMLInputElement>('amount');
  const amountDisplay = need<HTMLElement>('pp-amount-display');
  const thankyouInput = need<HTMLInputElement>('thankyou_page_url');
  const intentInput = need<HTMLInputElement>('payment-intent');
  const money = new Intl.NumberFormat('en-GB', { style: 'currency', currency: vars.currency });

  const embedded = win.parent !== win;
  const parentOrigin = ((): string | null => {
    if (!embedded) return null;
    const ancestor = win.location.ancestorOrigins?.[0];
    const origin = ancestor ?? (document.referrer ? new URL(document.referrer).origin : null);
    return origin !== null && vars.parentOrigins.includes(origin) ? origin : null;
  })();
  const tellParent = (message: BoxMessage): void => {
    if (parentOrigin) win.parent.postMessage(message, parentOrigin);
  };

  let amount = vars.amount;
  let intent: { secret: string; amount: number } | null = null;
  let busy = false;
  let finished = false;
  let selfSubmit = !embedded;

  /** The error area, shown and hidden through its display as the plugin's box does (the page may hide it too). */
  const showError = (message: string): void => {
    errorBox.textContent = message;
    errorBox.style.display = message === '' ? 'none' : 'block';
  };

  const createStripe = win.Stripe;
  if (!createStripe) {
    showError('The card form could not be loaded. Please try again later.');
    return;
  }
  const stripe = createStripe(vars.publishableKey);
  const elements: StripeElements = stripe.elements({ mode: 'payment', amount, currency: vars.currency.toLowerCase() });
  const paymentElement = elements.create('payment');
  paymentElement.on('ready', () => {
    submitButton.disabled = false;
  });
  // Keys pressed in the card fields stay in the provider's frame: the Element tells of an Escape, which closes the
  // pop-up as an Escape anywhere else in the box does.
  paymentElement.on('escape', () => tellParent({ type: FRAME_MESSAGES.closePopup }));
  paymentElement.mount('#payment-element');

  const showAmount = (): void => {
    amountDisplay.textContent = money.format(amount / 100);
    submitButton.textContent = `Pay ${money.format(amount / 100)}`;
  };

  const fail = (message: string): void => {
    showError(message);
    busy = false;
    submitButton.disabled = false;
    submitButton.focus();
  };

  const requestIntent = async (): Promise<string | null> => {
    if (intent && intent.amount === amount) return intent.secret;
    const body = new URLSearchParams({
      action: 'asp_pp_req_token',
      nonce: vars.nonce,
      product_id: String(vars.productId),
      amount: amountInput.value,
      attempt: attemptKey(),
    });
    const response = await fetch(vars.ajaxUrl, { method: 'POST', body, credentials: 'same-origin' }).catch(() => null);
    // A page where JSON belongs (a cache or firewall answering) is a failed request too, not a stuck box.
    const answer = response?.ok ? ((await response.json().catch(() => null)) as IntentAnswer | null) : null;
    if (!answer?.success || !answer.clientSecret) {
      fail(answer?.err ?? 'An error occurred while connecting to the server. Please try again.');
      return null;
    }
    intent = { secret: answer.clientSecret, amount };
    return answer.clientSecret;
  };

  const pay = async (): Promise<void> => {
    busy = true;
    submitButton.disabled = true;
    showError('');
    const checked = await elements.submit();
    if (checked.error) return fail(checked.error.message ?? 'Please check your card details.');
    const clientSecret = await requestIntent();
    if (clientSecret === null) return;
    const result = await stripe.confirmPayment({
      elements,
      clientSecret,
      confirmParams: { return_url: win.location.href },
      redirect: 'if_required',
    });
    if (result.error) return fail(result.error.message ?? 'Your card could not be charged.');
    if (result.paymentIntent.status !== 'succeeded') return fail('The payment was not completed. Please try again.');
    intentInput.value = result.paymentIntent.id;
    form.dispatchEvent(new Event('submit', { cancelable: true }));
  };

  /** The payment went through: hide the box, report it, and post the form when nobody else will. */
  const finish = (): void => {
    if (finished) return;
    finished = true;
    aligner.classList.add('is-leaving');
    setTimeout(() => {
      aligner.hidden = true;
      spinner.hidden = false;
    }, FADE_MS);
    tellParent({ type: FRAME_MESSAGES.paymentComplete, paymentIntent: intentInput.value, fields: formPairs(form) });
    if (!(selfSubmit || win.doSelfSubmit === true)) return;
    for (const field of [...form.elements]) {
      const name = field.getAttribute('name');
      if (name) field.setAttribute('name', `asp_${name}`);
    }
    HTMLFormElement.prototype.submit.call(form);
  };

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    if (intentInput.value !== '') finish();
    else if (!busy) void pay();
  });

  amountInput.addEventListener('change', () => {
    const next = Math.round(Number(amountInput.value) * 100);
    if (!Number.isInteger(next) || next <= 0 || next === amount) return;
    amount = next;
    showAmount();
    void elements.update({ amount });
  });

  win.addEventListener('message', (event) => {
    if (event.source !== win.parent || !vars.parentOrigins.includes(event.origin)) return;
    const message = readPopupMessage(event.data);
    if (!message) return;
    // Shown (again): an error from an earlier attempt is gone.
    if (!busy) showError('');
    if (message.thankyouPageUrl !== '') thankyouInput.value = message.thankyouPageUrl;
    selfSubmit = message.doSelfSubmit;
    if (message.amount !== null && message.amount !== amountInput.value) {
      amountInput.value = message.amount;
      amountInput.dispatchEvent(new Event('change'));
    }
  });

  document.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') tellParent({ type: FRAME_MESSAGES.closePopup });
  });

  // Back, as Stripe Payments' box keeps it: shown in a pop-up whose page answers to WPASPClosePaymentPopup, the box
  // pushes an entry in its frame; Back pops it and the box closes the pop-up (the page takes the entry back when the
  // pop-up closes another way). Shown at load, and whenever the page calls popupDisplayed().
  const onPopstate = (): void => {
    win.removeEventListener('popstate', onPopstate);
    win.history.replaceState(null, '');
    pageClose(win)?.();
  };
  const keepHistory = (): void => {
    if (!embedded || !pageClose(win)) return;
    win.addEventListener('popstate', onPopstate);
    win.history.pushState({ aspPopup: 1 }, '');
  };
  keepHistory();
  win.popupDisplayed = keepHistory;
}

start();
