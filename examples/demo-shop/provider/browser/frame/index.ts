/**
 * The Payment Element's frame (served at /shop/demo/stripe/elements-inner.html). The card data
 * typed here stays here: the frame itself sends it to the provider API to create the payment
 * method, as Stripe's frames do with api.stripe.com, and gives the parent page only the result.
 */
import type { PaymentMethod, StripeError } from '@stripe/stripe-js';
import { h, uid } from '../dom.ts';
import { CHANNEL, isEnvelope, type Envelope, type FrameOptions, type FrameRequest, type FrameResult, type FromFrame, type ToFrame } from '../messages.ts';
import { appearanceCss } from './appearance.ts';
import { billingField, methodForm, type FieldSpec, type MethodForm } from './forms.ts';
import { BASE_CSS } from './styles.ts';
import { formatCardNumber, formatExpiry, type FieldCheck } from './validation.ts';

const hash = new URLSearchParams(location.hash.slice(1));
const channelId = hash.get('channel') ?? '';
const parentOrigin = hash.get('origin') ?? '';

interface FieldView {
  spec: FieldSpec;
  control: HTMLInputElement | HTMLSelectElement;
  error: HTMLElement;
}

interface FrameState {
  options: FrameOptions | null;
  /** What the fields were last drawn from: an amount-only update leaves typed fields alone. */
  drawnFrom: string;
  selected: string;
  forms: Map<string, { form: MethodForm; views: FieldView[] }>;
}

function send(message: FromFrame): void {
  const envelope: Envelope<FromFrame> = { channel: CHANNEL, id: channelId, message };
  window.parent.postMessage(envelope, parentOrigin);
}

function start(): void {
  const state: FrameState = { options: null, drawnFrom: '', selected: 'card', forms: new Map() };
  const themeStyle = h('style', {});
  document.head.append(h('style', {}, BASE_CSS), themeStyle);
  const root = h('form', { novalidate: '' });
  root.addEventListener('submit', (event) => event.preventDefault());
  document.body.append(root);

  const views = (): FieldView[] => state.forms.get(state.selected)?.views ?? [];
  const values = (): Record<string, string> => Object.fromEntries(views().map((v) => [v.spec.name, v.control.value]));
  const check = (view: FieldView): FieldCheck => view.spec.check(view.control.value, values());

  const show = (view: FieldView, result: FieldCheck, force: boolean): void => {
    const visible = result.state === 'invalid' || (force && result.state !== 'complete');
    view.error.textContent = visible && 'message' in result ? result.message : '';
    view.control.setAttribute('aria-invalid', String(visible));
    view.control.classList.toggle('Input--invalid', visible);
  };

  const emitChange = (): void => {
    const checks = views().map(check);
    send({ kind: 'change', event: { complete: checks.every((c) => c.state === 'complete'), empty: checks.every((c) => c.state === 'empty'), value: { type: state.selected } } });
  };

  const fieldView = (spec: FieldSpec, defaults: Record<string, string>): { element: HTMLElement; view: FieldView } => {
    const id = uid(`field-${spec.name}`);
    const errorId = `${id}-error`;
    const common = { id, name: spec.name, class: 'Input', 'aria-invalid': 'false', 'aria-describedby': errorId, ...(spec.autocomplete ? { autocomplete: spec.autocomplete } : {}) };
    const control =
      spec.kind === 'select'
        ? h('select', common, ...(spec.options ?? []).map(([value, label]) => h('option', { value }, label)))
        : h('input', { ...common, type: spec.kind === 'email' ? 'email' : 'text', ...(spec.inputmode ? { inputmode: spec.inputmode } : {}), ...(spec.placeholder ? { placeholder: spec.placeholder } : {}) });
    control.value = defaults[spec.name] ?? control.value;
    const error = h('p', { class: 'Error', id: errorId, 'aria-live': 'polite' });
    const view: FieldView = { spec, control, error };
    control.addEventListener('input', () => {
      if (spec.name === 'number' && control instanceof HTMLInputElement) control.value = formatCardNumber(control.value);
      if (spec.name === 'expiry' && control instanceof HTMLInputElement) control.value = formatExpiry(control.value);
      show(view, check(view), false);
      emitChange();
    });
    control.addEventListener('change', () => emitChange());
    control.addEventListener('blur', () => show(view, check(view), check(view).state !== 'empty'));
    control.addEventListener('focus', () => send({ kind: 'focus' }));
    control.addEventListener('blur', () => send({ kind: 'blur' }));
    control.addEventListener('keydown', (event) => event instanceof KeyboardEvent && event.key === 'Escape' && send({ kind: 'escape' }));
    const half = ['expiry', 'cvc', 'billing_country', 'billing_postal_code'].includes(spec.name);
    return { element: h('div', { class: `p-Field${half ? ' p-Field--half' : ''}` }, h('label', { class: 'Label', for: id }, spec.label), control, error), view };
  };

  const render = (options: FrameOptions): void => {
    // What the form is for, readable by tests (the frame draws no amount): updated even when nothing is redrawn.
    root.dataset.amount = options.amount === null ? '' : String(options.amount);
    root.dataset.currency = options.currency ?? '';
    const drawnFrom = JSON.stringify([options.paymentMethodTypes, options.element, options.appearance]);
    if (drawnFrom === state.drawnFrom) return;
    state.drawnFrom = drawnFrom;
    const previous = new Map(views().map((v) => [v.spec.name, v.control.value]));
    const billing = options.element.defaultValues?.billingDetails;
    const defaults: Record<string, string> = {
      billing_name: billing?.name ?? '', billing_email: billing?.email ?? '',
      billing_country: billing?.address?.country ?? 'GB', billing_postal_code: billing?.address?.postal_code ?? '',
      ...Object.fromEntries(previous),
    };
    themeStyle.textContent = appearanceCss(options.appearance);
    state.forms.clear();
    const types = options.paymentMethodTypes;
    if (!types.includes(state.selected)) state.selected = types[0] ?? 'card';
    const accordion = types.length > 1;
    const items = types.map((type) => {
      const form = methodForm(type, options.element, () => new Date());
      const built = form.fields.map((spec) => fieldView(spec, defaults));
      state.forms.set(type, { form, views: built.map((b) => b.view) });
      const panelId = uid(`panel-${type}`);
      const tabId = `${panelId}-tab`;
      const panel = h('div', { class: 'p-Panel', id: panelId, ...(accordion ? { role: 'region', 'aria-labelledby': tabId } : {}) },
        h('div', { class: 'p-Grid' }, ...built.map((b) => b.element)), ...(form.note ? [h('p', { class: 'p-Note' }, form.note)] : []));
      if (!accordion) return panel;
      const selected = type === state.selected;
      panel.hidden = !selected;
      const tab = h('button', { type: 'button', class: `Tab${selected ? ' Tab--selected' : ''}`, id: tabId, 'aria-expanded': String(selected), 'aria-controls': panelId }, form.label);
      tab.addEventListener('click', () => {
        state.selected = type;
        root.querySelectorAll<HTMLButtonElement>('.Tab').forEach((t) => {
          const mine = t === tab;
          t.classList.toggle('Tab--selected', mine);
          t.setAttribute('aria-expanded', String(mine));
          const controlled = document.getElementById(t.getAttribute('aria-controls') ?? '');
          if (controlled) controlled.hidden = !mine;
        });
        emitChange();
      });
      return h('div', { class: `AccordionItem${selected ? ' AccordionItem--selected' : ''}` }, tab, panel);
    });
    root.replaceChildren(...items);
  };

  /** Shows every field's error and reports the first one, as elements.submit() does. */
  const validate = (): StripeError | null => {
    const failures = views().map((view) => ({ view, result: check(view) })).filter((f) => f.result.state !== 'complete');
    failures.forEach((f) => show(f.view, f.result, true));
    const first = failures[0];
    if (!first || !('message' in first.result)) return null;
    first.view.control.focus();
    return { type: 'validation_error', code: first.result.code, message: first.result.message };
  };

  const missingNever = (options: FrameOptions, given: Partial<PaymentMethod.BillingDetails>): StripeError | null => {
    if (options.cardElement) return null;
    const required: [string, 'name' | 'email' | 'country' | 'postalCode', unknown][] = [
      ['name', 'name', given.name], ['email', 'email', given.email],
      ['address.country', 'country', given.address?.country], ['address.postal_code', 'postalCode', given.address?.postal_code],
    ];
    const missing = required.find(([, field, value]) => billingField(options.element, field) === 'never' && !value);
    if (!missing) return null;
    return {
      type: 'invalid_request_error',
      message: `You specified "never" for fields.billing_details.${missing[0]} when creating the payment Element, but did not pass params.billing_details.${missing[0]} when calling stripe.createPaymentMethod(). If you opt out of collecting data via the payment Element using the fields option, the data must be passed in when calling stripe.createPaymentMethod().`,
    };
  };

  const createPaymentMethod = async (options: FrameOptions, given: Partial<PaymentMethod.BillingDetails>): Promise<FrameResult> => {
    const invalid = validate() ?? missingNever(options, given);
    if (invalid) return { action: 'createPaymentMethod', error: invalid };
    const v = values();
    const expiry = (v.expiry ?? '').replace(/\D/g, '');
    const address = { ...(v.billing_country ? { country: v.billing_country } : {}), ...(v.billing_postal_code ? { postal_code: v.billing_postal_code } : {}), ...given.address };
    const body = {
      type: state.selected,
      billing_details: { ...(v.billing_name ? { name: v.billing_name } : {}), ...(v.billing_email ? { email: v.billing_email } : {}), ...given, ...(Object.keys(address).length ? { address } : {}) },
      ...(state.selected === 'card' ? { card: { number: (v.number ?? '').replace(/\D/g, ''), exp_month: Number(expiry.slice(0, 2)), exp_year: 2000 + Number(expiry.slice(2, 4)), cvc: v.cvc ?? '' } } : {}),
      ...(v.iban ? { sepa_debit: { iban: v.iban } } : {}),
      ...(v.bank ? { [state.selected]: { bank: v.bank } } : {}),
      ...(v.tax_id ? { boleto: { tax_id: v.tax_id } } : {}),
    };
    try {
      const response = await fetch(`${options.apiBase}/payment_methods`, {
        method: 'POST',
        credentials: 'omit',
        headers: { Authorization: `Bearer ${options.publishableKey}`, 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
      const json = (await response.json()) as PaymentMethod & { error?: StripeError };
      return json.error ? { action: 'createPaymentMethod', error: json.error } : { action: 'createPaymentMethod', paymentMethod: json };
    } catch {
      return { action: 'createPaymentMethod', error: { type: 'api_connection_error', message: 'An error occurred with our connection to Stripe. Request was retried 1 times.' } };
    }
  };

  const answer = async (request: FrameRequest): Promise<FrameResult> => {
    if (!state.options) return { action: request.action, error: { type: 'invalid_request_error', message: 'The Payment Element is not ready yet.' } };
    if (request.action === 'submit') {
      const error = validate();
      return error ? { action: 'submit', error } : { action: 'submit', selectedPaymentMethod: state.selected };
    }
    return createPaymentMethod(state.options, request.billingDetails);
  };

  window.addEventListener('message', (event: MessageEvent) => {
    if (event.source !== window.parent || event.origin !== parentOrigin || !isEnvelope<ToFrame>(event.data, channelId)) return;
    const message = event.data.message;
    switch (message.kind) {
      case 'init':
        state.options = message.options;
        render(message.options);
        send({ kind: 'ready' });
        emitChange();
        break;
      case 'update':
        state.options = message.options;
        render(message.options);
        emitChange();
        break;
      case 'request':
        void answer(message.request).then((result) => send({ kind: 'response', requestId: message.requestId, result }));
        break;
      case 'focus':
        views()[0]?.control.focus();
        break;
      case 'blur':
        if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
        break;
      case 'clear':
        views().forEach((view) => { view.control.value = ''; show(view, check(view), false); });
        emitChange();
        break;
      case 'collapse':
        root.querySelectorAll<HTMLElement>('.p-Panel[role="region"]').forEach((panel) => (panel.hidden = true));
        root.querySelectorAll<HTMLElement>('.Tab').forEach((tab) => tab.setAttribute('aria-expanded', 'false'));
        break;
    }
  });

  new ResizeObserver(() => send({ kind: 'height', height: document.documentElement.scrollHeight })).observe(document.body);
  send({ kind: 'loaded' });
}

if (channelId && /^https?:\/\//.test(parentOrigin)) start();
