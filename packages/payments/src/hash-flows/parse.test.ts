import { describe, expect, it } from 'vitest';
import { parseHash } from './parse.ts';
import { planDestinations, planHashFlow } from './plan.ts';
import { CTX, SECRET } from './testing/shop-context.ts';

const SETUP_SECRET = 'seti_3Abc123_secret_XyZ789';

describe('the gateway hashes, read strictly (SPEC 2.13)', () => {
  it('reads a payment or setup confirmation', () => {
    expect(parseHash(`#wc-stripe-confirm-pi:42:${SECRET}:a1b2c3`)).toEqual({ kind: 'confirm', intent: 'pi', orderId: '42', clientSecret: SECRET, nonce: 'a1b2c3' });
    expect(parseHash(`#wc-stripe-confirm-si:42:${SETUP_SECRET}:a1b2c3`)).toMatchObject({ kind: 'confirm', intent: 'si' });
  });

  it('reads a voucher with its encoded return address', () => {
    expect(parseHash(`#wc-stripe-voucher-42:boleto:${SECRET}:${encodeURIComponent('https://shop.example/checkout/order-received/42/?key=k')}`)).toEqual({
      kind: 'voucher', orderId: '42', type: 'boleto', clientSecret: SECRET, returnUrl: 'https://shop.example/checkout/order-received/42/?key=k',
    });
  });

  it('reads a wallet, and the legacy card flow', () => {
    expect(parseHash(`#wc-stripe-wallet-42:wechat_pay:payment_intent:${SECRET}:${encodeURIComponent('https://shop.example/x')}:n0nce`)).toMatchObject({ kind: 'wallet', type: 'wechat_pay', intentType: 'payment_intent', nonce: 'n0nce' });
    expect(parseHash(`#confirm-pi-${SECRET}:${encodeURIComponent('https://shop.example/?wc-ajax=wc_stripe_verify_intent&order=42')}`)).toEqual({
      kind: 'legacy-confirm', intent: 'pi', clientSecret: SECRET, redirectUrl: 'https://shop.example/?wc-ajax=wc_stripe_verify_intent&order=42',
    });
  });

  it.each([
    '', '#', '#wc-stripe-confirm-pi:42:not-a-secret:abc', `#wc-stripe-confirm-si:42:${SECRET}:abc`, `#wc-stripe-confirm-pi:42:${SECRET}:a<b`,
    `#wc-stripe-voucher-42:ideal:${SECRET}:x`, `#wc-stripe-wallet-42:cashapp:payment_intent:${SETUP_SECRET}:x:n`, `#wc-stripe-confirm-pi:42:${SECRET}`,
    `#wc-stripe-confirm-pi:4:2:${SECRET}:abc`, '#confirm-pi-nope:https://x',
  ])('reads %j as no flow', (hash) => {
    expect(parseHash(hash)).toBeNull();
  });

  it('keeps an undecodable return address out', () => {
    expect(parseHash(`#wc-stripe-voucher-42:oxxo:${SECRET}:%E0%A4%A`)).toMatchObject({ returnUrl: null });
  });
});

describe('what a hash leads to (SPEC 4.9, 5.4)', () => {
  it('reports a confirmation with update_order_status, or confirm_change_payment for the subscription being changed', () => {
    const flow = parseHash(`#wc-stripe-confirm-si:42:${SETUP_SECRET}:abc`);
    expect(planHashFlow(flow, CTX)).toEqual({ kind: 'confirm', intent: 'si', clientSecret: SETUP_SECRET, report: { endpoint: 'update_order_status', orderId: '42', nonce: 'abc' } });
    expect(planHashFlow(flow, { ...CTX, isCheckout: false, isChangingPayment: true, orderId: '77' })).toMatchObject({ report: { endpoint: 'confirm_change_payment', orderId: '77' } });
  });

  it("follows a voucher's return address only on the shop's origin; else the order's order-received page", () => {
    const voucher = (url: string) => planHashFlow(parseHash(`#wc-stripe-voucher-42:oxxo:${SECRET}:${encodeURIComponent(url)}`), CTX);
    expect(voucher('/checkout/order-received/42/?key=k')).toMatchObject({ destination: 'https://shop.example/checkout/order-received/42/?key=k' });
    expect(voucher('https://evil.example/steal')).toMatchObject({ destination: 'https://shop.example/checkout/order-received/42/' });
    expect(voucher('javascript:alert(1)')).toMatchObject({ destination: 'https://shop.example/checkout/order-received/42/' });
    expect(planHashFlow(parseHash(`#wc-stripe-voucher-abc:oxxo:${SECRET}:`), CTX)).toMatchObject({ destination: 'https://shop.example/checkout/order-received/' });
    expect(planHashFlow(parseHash(`#wc-stripe-voucher-42:oxxo:${SECRET}:`), { ...CTX, orderReceivedUrl: '' })).toMatchObject({ destination: null });
  });

  it("on order-pay ignores a voucher or wallet hash for another order; a wallet of an unknown type is said to be invalid", () => {
    const orderPay = { ...CTX, isCheckout: false, isOrderPay: true, orderId: '42' };
    expect(planHashFlow(parseHash(`#wc-stripe-voucher-43:boleto:${SECRET}:`), orderPay)).toEqual({ kind: 'ignore' });
    expect(planHashFlow(parseHash(`#wc-stripe-voucher-42:boleto:${SECRET}:`), orderPay)).toMatchObject({ kind: 'voucher', blockForm: true });
    expect(planHashFlow(parseHash(`#wc-stripe-wallet-43:wechat_pay:payment_intent:${SECRET}::n`), orderPay)).toEqual({ kind: 'ignore' });
    expect(planHashFlow(parseHash(`#wc-stripe-wallet-42:paypal:payment_intent:${SECRET}::n`), CTX)).toEqual({ kind: 'invalid-wallet-type' });
  });

  it('ignores vouchers and wallets away from the payment pages', () => {
    expect(planHashFlow(parseHash(`#wc-stripe-voucher-42:boleto:${SECRET}:`), { ...CTX, isCheckout: false })).toEqual({ kind: 'ignore' });
  });
});

/** A small seeded generator, so a failing run can be replayed. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

describe('fuzzed with 10,000 random hashes', () => {
  const URLS = [
    encodeURIComponent('https://shop.example/ok/'), encodeURIComponent('/relative/path'), encodeURIComponent('https://evil.example/'), encodeURIComponent('//evil.example/x'),
    encodeURIComponent('javascript:alert(1)'), encodeURIComponent('data:text/html,x'), encodeURIComponent('https://shop.example.evil.example/'), encodeURIComponent('http://shop.example/'),
    encodeURIComponent('https://shop.example@evil.example/'), encodeURIComponent('\\\\evil.example'), '%2F%2Fevil.example', '%E0%A4%A', '', 'https://evil.example/',
  ];
  const ORDERS = ['42', '42', '43', '0', 'NaN', '-1', 'abc', ''];
  const SECRETS = [SECRET, SECRET, SETUP_SECRET, 'pi__secret_', 'pi_x', ''];
  const NONCES = ['abc123', 'abc123', 'n0nce', '', 'a<b'];
  const TEMPLATES: ReadonlyArray<readonly (readonly string[])[]> = [
    [['#wc-stripe-confirm-pi:', '#wc-stripe-confirm-si:'], ORDERS, SECRETS, NONCES],
    [['#wc-stripe-voucher-'], ORDERS, ['boleto', 'oxxo', 'multibanco', 'ideal'], SECRETS, URLS],
    [['#wc-stripe-wallet-'], ORDERS, ['wechat_pay', 'cashapp', 'paypal'], ['payment_intent', 'setup_intent', 'x'], SECRETS, URLS, NONCES],
    [['#confirm-pi-', '#confirm-si-', 'confirm-pi-'], SECRETS, URLS],
  ];
  /** A hash built like the gateway's from valid and hostile parts, sometimes a part short or mangled by a character. */
  function randomHash(next: () => number): string {
    const pick = <T,>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
    const [prefixes, ...fields] = pick(TEMPLATES);
    const parts = fields.filter(() => next() > 0.05).map((pool) => pick(pool));
    let hash = pick(prefixes!) + parts.join(':');
    if (next() < 0.3) {
      const at = Math.floor(next() * (hash.length + 1));
      hash = hash.slice(0, at) + String.fromCharCode(Math.floor(next() * 0x3000)) + hash.slice(at + (next() < 0.5 ? 1 : 0));
    }
    return hash;
  }
  it("never throws, and never hands out an address off the shop's origin", () => {
    const next = random(20_240_620);
    const contexts = [CTX, { ...CTX, isCheckout: false, isOrderPay: true, orderId: '42' }, { ...CTX, isChangingPayment: true, orderId: '42' }];
    const kinds = new Map<string, number>();
    for (let i = 0; i < 10_000; i++) {
      const hash = randomHash(next);
      for (const ctx of contexts) {
        const plan = planHashFlow(parseHash(hash), ctx);
        kinds.set(plan.kind, (kinds.get(plan.kind) ?? 0) + 1);
        for (const url of planDestinations(plan)) expect(new URL(url).origin, `${hash} → ${url}`).toBe('https://shop.example');
      }
    }
    // The generator reaches every kind of flow, not only noise.
    for (const kind of ['confirm', 'voucher', 'wallet', 'legacy-confirm', 'invalid-wallet-type', 'ignore']) expect(kinds.get(kind) ?? 0, kind).toBeGreaterThan(50);
  });
});
