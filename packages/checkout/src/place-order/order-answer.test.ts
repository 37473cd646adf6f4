import { describe, expect, it } from 'vitest';
import { readOrderAnswer, rescueCheckoutJson, safeRedirect } from './order-answer.ts';

const PAGE = 'https://shop.example/checkout/';
const SUCCESS = '{"result":"success","redirect":"https:\\/\\/shop.example\\/checkout\\/order-received\\/12\\/?key=wc_order_x","order_id":12}';
const FAILURE = JSON.stringify({
  result: 'failure',
  messages: '<ul class="woocommerce-error" role="alert"><li data-id="billing_email">\n<strong>Billing Email address</strong> is a required field.\n</li></ul>',
  refresh: false,
  reload: false,
});

describe('order submit answer', () => {
  it('goes to the redirect on success', () => {
    expect(readOrderAnswer(SUCCESS, PAGE)).toEqual({
      kind: 'success',
      redirect: 'https://shop.example/checkout/order-received/12/?key=wc_order_x',
      body: { result: 'success', redirect: 'https://shop.example/checkout/order-received/12/?key=wc_order_x', order_id: 12 },
    });
  });

  it('keeps a payment extension hash redirect on the page', () => {
    const answer = readOrderAnswer('{"result":"success","redirect":"#wc-stripe-confirm-pi:12:pi_1_secret_2:n"}', PAGE);
    expect(answer).toMatchObject({ kind: 'success', redirect: 'https://shop.example/checkout/#wc-stripe-confirm-pi:12:pi_1_secret_2:n' });
  });

  it('shows the messages of a failure', () => {
    expect(readOrderAnswer(FAILURE, PAGE)).toMatchObject({ kind: 'failure', reload: false, refresh: false, messages: expect.stringContaining('data-id="billing_email"') });
  });

  it('passes on reload and refresh', () => {
    expect(readOrderAnswer('{"result":"failure","messages":"","refresh":true,"reload":false}', PAGE)).toEqual({ kind: 'failure', messages: null, reload: false, refresh: true });
    expect(readOrderAnswer('{"result":"failure","messages":"","refresh":false,"reload":true}', PAGE)).toMatchObject({ reload: true });
  });

  it('rescues the {"result part from stray output around it', () => {
    const wrapped = `<br />\n<b>Notice</b>: Undefined index in plugin.php on line 3{x}<br />\n${SUCCESS}\n<!-- debug {} -->`;
    expect(rescueCheckoutJson(wrapped)).toMatchObject({ result: 'success', order_id: 12 });
    expect(readOrderAnswer(`Warning: x\n${FAILURE}`, PAGE)).toMatchObject({ kind: 'failure', messages: expect.stringContaining('required field') });
  });

  it('treats an answer without JSON, a success without redirect or an unknown result as a failure with the generic message', () => {
    const generic = { kind: 'failure', messages: null, reload: false, refresh: false };
    expect(readOrderAnswer('<html>Fatal error</html>', PAGE)).toEqual(generic);
    expect(readOrderAnswer('{"result":"success"}', PAGE)).toEqual(generic);
    expect(readOrderAnswer('{"result":"pending","messages":"<p>x</p>"}', PAGE)).toEqual(generic);
    expect(readOrderAnswer('-1', PAGE)).toEqual(generic);
  });

  it('refuses redirects that are not web addresses', () => {
    expect(safeRedirect('javascript:alert(1)', PAGE)).toBeNull();
    expect(safeRedirect(' data:text/html,x', PAGE)).toBeNull();
    expect(readOrderAnswer('{"result":"success","redirect":"javascript:alert(1)"}', PAGE).kind).toBe('failure');
    expect(safeRedirect('https://pay.example/session/1', PAGE)).toBe('https://pay.example/session/1');
  });
});
