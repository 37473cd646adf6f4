import { describe, expect, it } from 'vitest';
import { bridgeStep, INITIAL_BRIDGE_STATE, type BridgeContext, type BridgeEvent, type BridgeState } from './bridge.ts';
import { FRAME_MESSAGES, type FormPairs } from './messages.ts';

const ctx: BridgeContext = {
  hasParentForm: true,
  safariLike: false,
  frameOrigin: 'https://pay.example',
  pageOrigin: 'https://shop.example',
};

const fields: FormPairs = [
  ['amount', '12.50'],
  ['thankyou_page_url', ''],
  ['payment_intent', 'pi_123'],
  ['process_ipn', '1'],
];

const submitted = (paymentIntent: string): BridgeEvent => ({ type: 'submitted', paymentIntent, fields });
const complete = (origin: string, paymentIntent = 'pi_123'): BridgeEvent => ({
  type: 'message',
  origin,
  data: { type: FRAME_MESSAGES.paymentComplete, paymentIntent, fields },
});

function run(events: BridgeEvent[], context: BridgeContext = ctx, state: BridgeState = INITIAL_BRIDGE_STATE) {
  const effects = [];
  for (const event of events) {
    const step = bridgeStep(state, event, context);
    state = step.state;
    effects.push(...step.effects);
  }
  return { state, effects };
}

describe('frame bridge: same-origin form submit', () => {
  it('does nothing while payment-intent is empty', () => {
    expect(run([submitted('')]).effects).toEqual([]);
  });

  it('copies every named field with the asp_ prefix and submits the purchase form once', () => {
    const { state, effects } = run([submitted('pi_123'), submitted('pi_123')]);
    expect(effects).toEqual([
      {
        type: 'submit',
        fields: [
          ['asp_amount', '12.50'],
          ['asp_thankyou_page_url', ''],
          ['asp_payment_intent', 'pi_123'],
          ['asp_process_ipn', '1'],
        ],
        waitForAligner: false,
      },
    ]);
    expect(state.submitted).toBe(true);
  });

  it('on Safari-like browsers submits once the aligner is hidden (the adapter checks every 100 ms), once', () => {
    const safari = { ...ctx, safariLike: true };
    const { effects } = run([submitted('pi_123'), submitted('pi_123')], safari);
    expect(effects).toMatchObject([{ type: 'submit', waitForAligner: true }]);
  });

  it('without a purchase form waits for the frame to submit itself, then sends the page to the frame address', () => {
    const noForm = { ...ctx, hasParentForm: false, frameOrigin: 'https://shop.example' };
    const step = run([submitted('pi_123')], noForm);
    expect(step.effects).toEqual([]);
    expect(step.state.redirectToResult).toBe(true);

    const loaded = run([{ type: 'loaded', address: 'https://shop.example/shop/checkout-result/?order=k' }], noForm, step.state);
    expect(loaded.effects).toEqual([{ type: 'navigate', address: 'https://shop.example/shop/checkout-result/?order=k' }]);
  });

  it('never navigates to a foreign origin or before a payment', () => {
    const noForm = { ...ctx, hasParentForm: false };
    expect(run([{ type: 'loaded', address: 'https://shop.example/anything' }], noForm).effects).toEqual([]);
    const flagged = run([submitted('pi_1')], noForm).state;
    expect(run([{ type: 'loaded', address: 'https://evil.example/' }], noForm, flagged).effects).toEqual([]);
    expect(run([{ type: 'loaded', address: 'javascript:alert(1)' }], noForm, flagged).effects).toEqual([]);
    expect(run([{ type: 'loaded', address: null }], noForm, flagged).effects).toEqual([]);
  });
});

describe('frame bridge: postMessage from the payment box', () => {
  it('submits the purchase form from a message sent by the box origin', () => {
    const { effects } = run([complete('https://pay.example')]);
    expect(effects).toMatchObject([{ type: 'submit', waitForAligner: false }]);
  });

  it('ignores messages from any other origin', () => {
    expect(run([complete('https://shop.example'), complete('https://evil.example')]).effects).toEqual([]);
  });

  it('ignores malformed messages and empty payment intents', () => {
    const junk: BridgeEvent[] = [
      { type: 'message', origin: 'https://pay.example', data: 'asp-payment-complete' },
      { type: 'message', origin: 'https://pay.example', data: { type: FRAME_MESSAGES.paymentComplete, paymentIntent: 'pi_1', fields: [['a']] } },
      complete('https://pay.example', ''),
    ];
    expect(run(junk).effects).toEqual([]);
  });

  it('submits once when the same payment arrives by submit event and by message', () => {
    const { effects } = run([submitted('pi_123'), complete('https://pay.example')]);
    expect(effects.filter((e) => e.type === 'submit')).toHaveLength(1);
  });

  it('does not wait for the aligner when it cannot see it (message mode)', () => {
    const { effects } = run([complete('https://pay.example')], { ...ctx, safariLike: true });
    expect(effects).toMatchObject([{ type: 'submit', waitForAligner: false }]);
  });

  it('closes the pop-up when the box asks to', () => {
    const { effects } = run([{ type: 'message', origin: 'https://pay.example', data: { type: FRAME_MESSAGES.closePopup } }]);
    expect(effects).toEqual([{ type: 'close' }]);
  });
});
