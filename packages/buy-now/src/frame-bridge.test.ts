import { afterEach, describe, expect, it, vi } from 'vitest';
import { FRAME_MESSAGES } from './controller/messages.ts';
import { connectFrameBridge, tellFrameDisplayed } from './frame-bridge.ts';

const BOX = `
  <div id="Aligner-item">Card form</div>
  <div id="global-error" style="display: block">Your card was declined.</div>
  <form id="payment-form" method="post">
    <input id="amount" name="amount" value="">
    <input type="hidden" id="thankyou_page_url" name="thankyou_page_url" value="">
    <input type="hidden" id="payment-intent" name="payment_intent" value="">
    <input type="hidden" name="process_ipn" value="1">
  </form>`;

afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

async function setUp(options: { withForm: boolean; onClose?: () => void; safariLike?: boolean }) {
  document.body.innerHTML = options.withForm
    ? '<form id="asp_ng_form_u1" method="post" action="/shop/"><input type="hidden" name="asp_product_id" value="15"><div class="asp-child-hidden-fields"></div></form>'
    : '';
  const parentForm = document.querySelector('form');
  const iframe = document.createElement('iframe');
  const loaded = new Promise<void>((resolve) => iframe.addEventListener('load', () => resolve(), { once: true }));
  // Safari on iOS, as the browser reports itself.
  if (options.safariLike) vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1');
  connectFrameBridge(iframe, parentForm, location.origin, options.onClose ?? (() => undefined), () => undefined);
  iframe.srcdoc = BOX;
  document.body.append(iframe);
  await loaded;
  const box = iframe.contentDocument as Document;
  const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => undefined);
  return { iframe, box, parentForm, submit };
}

function payInBox(box: Document, intent: string): Event {
  (box.getElementById('payment-intent') as HTMLInputElement).value = intent;
  const event = new Event('submit', { cancelable: true });
  box.getElementById('payment-form')?.dispatchEvent(event);
  return event;
}

describe('frame bridge in the page', () => {
  it('ignores the box form submit while there is no payment intent', async () => {
    const { box, parentForm, submit } = await setUp({ withForm: true });
    payInBox(box, '');
    expect(parentForm?.querySelectorAll('input')).toHaveLength(1);
    expect(submit).not.toHaveBeenCalled();
  });

  it('copies the box fields as asp_ hidden fields and submits the purchase form exactly once', async () => {
    const { box, parentForm, submit } = await setUp({ withForm: true });
    (box.getElementById('amount') as HTMLInputElement).value = '12.50';
    const event = payInBox(box, 'pi_42');
    payInBox(box, 'pi_42');

    const copied = [...(parentForm?.querySelectorAll<HTMLInputElement>('.asp-child-hidden-fields input') ?? [])].map((i) => [i.name, i.value, i.type]);
    expect(copied).toEqual([
      ['asp_amount', '12.50', 'hidden'],
      ['asp_thankyou_page_url', '', 'hidden'],
      ['asp_payment_intent', 'pi_42', 'hidden'],
      ['asp_process_ipn', '1', 'hidden'],
    ]);
    expect(submit).toHaveBeenCalledTimes(1);
    expect(submit.mock.instances[0]).toBe(parentForm);
    expect(event.defaultPrevented).toBe(true);
  });

  it('on Safari-like browsers submits only once the box has hidden its aligner, checking every 100 ms', async () => {
    const { box, submit } = await setUp({ withForm: true, safariLike: true });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      payInBox(box, 'pi_42');
      vi.advanceTimersByTime(300);
      expect(submit).not.toHaveBeenCalled();
      (box.getElementById('Aligner-item') as HTMLElement).style.display = 'none';
      vi.advanceTimersByTime(100);
      expect(submit).toHaveBeenCalledTimes(1);
      vi.advanceTimersByTime(500);
      expect(submit).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('submits from a postMessage of the box, and only from the box origin', async () => {
    const { iframe, submit } = await setUp({ withForm: true });
    const data = { type: FRAME_MESSAGES.paymentComplete, paymentIntent: 'pi_7', fields: [['payment_intent', 'pi_7']] };
    window.dispatchEvent(new MessageEvent('message', { data, origin: 'https://evil.example', source: iframe.contentWindow }));
    expect(submit).not.toHaveBeenCalled();
    window.dispatchEvent(new MessageEvent('message', { data, origin: location.origin, source: window }));
    expect(submit).not.toHaveBeenCalled();
    window.dispatchEvent(new MessageEvent('message', { data, origin: location.origin, source: iframe.contentWindow }));
    expect(submit).toHaveBeenCalledTimes(1);
  });

  it('closes the pop-up when the box asks', async () => {
    const onClose = vi.fn();
    const { iframe } = await setUp({ withForm: true, onClose });
    window.dispatchEvent(new MessageEvent('message', { data: { type: FRAME_MESSAGES.closePopup }, origin: location.origin, source: iframe.contentWindow }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('lets the box submit itself when the page has no purchase form', async () => {
    const { box, submit } = await setUp({ withForm: false });
    const event = payInBox(box, 'pi_42');
    expect(event.defaultPrevented).toBe(false);
    expect(submit).not.toHaveBeenCalled();
  });

  it('tells a same-origin box the amount, the thank-you address and that it is displayed again', async () => {
    const { iframe, box } = await setUp({ withForm: true });
    const changes = vi.fn();
    box.getElementById('amount')?.addEventListener('change', changes);
    const displayed = vi.fn();
    (iframe.contentWindow as unknown as { popupDisplayed: () => void }).popupDisplayed = displayed;
    const posted = vi.spyOn(iframe.contentWindow as Window, 'postMessage').mockImplementation(() => undefined);

    const message = { amount: '1234.50', thankyouPageUrl: '/shop/thanks/', doSelfSubmit: false } as const;
    tellFrameDisplayed(iframe, location.origin, message, true);

    expect((box.getElementById('amount') as HTMLInputElement).value).toBe('1234.50');
    expect(changes).toHaveBeenCalledTimes(1);
    expect((box.getElementById('thankyou_page_url') as HTMLInputElement).value).toBe('/shop/thanks/');
    expect(displayed).toHaveBeenCalledTimes(1);
    expect(posted).toHaveBeenCalledWith({ type: FRAME_MESSAGES.popupDisplayed, ...message }, location.origin);
  });

  it("hides a same-origin box's error from an earlier attempt when it is displayed again (as the box itself hides it)", async () => {
    const { iframe, box } = await setUp({ withForm: true });
    vi.spyOn(iframe.contentWindow as Window, 'postMessage').mockImplementation(() => undefined);
    const error = box.getElementById('global-error') as HTMLElement;
    tellFrameDisplayed(iframe, location.origin, { amount: null, thankyouPageUrl: '', doSelfSubmit: false }, true);
    expect(error.style.display).toBe('none');
    expect(error.textContent).toBe('');
  });

  it("keeps a same-origin box's fatal error (its form hidden), and touches nothing on the first display", async () => {
    const { iframe, box } = await setUp({ withForm: true });
    vi.spyOn(iframe.contentWindow as Window, 'postMessage').mockImplementation(() => undefined);
    const error = box.getElementById('global-error') as HTMLElement;
    const message = { amount: null, thankyouPageUrl: '', doSelfSubmit: false } as const;
    tellFrameDisplayed(iframe, location.origin, message, false);
    expect(error.style.display).toBe('block');
    (box.getElementById('payment-form') as HTMLElement).style.display = 'none';
    tellFrameDisplayed(iframe, location.origin, message, true);
    expect(error.style.display).toBe('block');
    expect(error.textContent).toBe('Your card was declined.');
  });
});
