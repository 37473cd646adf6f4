// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { keepIsland, swapFragments } from './fragments.ts';
import { paymentHtml } from './testing/classic-checkout.ts';

const $ = <T extends Element = HTMLElement>(selector: string): T => {
  const found = document.querySelector<T>(selector);
  if (!found) throw new Error(`${selector} is not on the page`);
  return found;
};

/** Every node taken out of the document while `run` ran. */
async function removedDuring(run: () => Promise<unknown>): Promise<Node[]> {
  const removed: Node[] = [];
  const observer = new MutationObserver((records) => records.forEach((record) => removed.push(...record.removedNodes)));
  observer.observe(document.body, { childList: true, subtree: true });
  await run();
  removed.push(...observer.takeRecords().flatMap((record) => [...record.removedNodes]));
  observer.disconnect();
  return removed;
}

/** An island that added its own node into the payment box, with a field typed into and a frame (the provider's). */
function mountCardIsland(): { host: HTMLElement; input: HTMLInputElement; frame: HTMLIFrameElement; release: () => void } {
  const box = $('.payment_box.payment_method_stripe');
  const host = document.createElement('div');
  host.className = 'si-payment-method';
  host.innerHTML = '<label>Name on card <input class="name-on-card"></label><iframe title="Secure payment input frame"></iframe>';
  box.append(host);
  const input = host.querySelector('input')!;
  input.value = 'Ada Lovelace';
  const frame = host.querySelector('iframe')!;
  frame.contentDocument!.body.innerHTML = '<input id="cardnumber" value="4242 4242 4242 4242">';
  return { host, input, frame, release: keepIsland(host, '.payment_box.payment_method_stripe') };
}

beforeEach(() => {
  document.body.innerHTML = `<form class="checkout woocommerce-checkout"><div id="order_review">${paymentHtml()}</div></form>`;
});

describe('swapFragments: islands survive a fragment swap', () => {
  it('keeps an island and what was typed into it, while the rest of the fragment is the new server markup', async () => {
    const island = mountCardIsland();
    const oldPlaceOrder = $('#place_order');

    const removed = await removedDuring(() =>
      swapFragments({ '.woocommerce-checkout-payment': paymentHtml({ description: 'Pay securely by card.', nonce: 'n2' }) }),
    );

    expect(island.host.isConnected).toBe(true);
    expect(removed).not.toContain(island.host);
    expect(removed.some((node) => node.contains(island.host))).toBe(false);
    expect(island.input.value).toBe('Ada Lovelace');
    expect(island.frame.contentDocument?.getElementById('cardnumber')).toHaveProperty('value', '4242 4242 4242 4242');
    // The island sits where it was: after the server's own fields, inside the card's payment box.
    expect(island.host.parentElement).toBe($('.payment_box.payment_method_stripe'));
    expect(island.host.previousElementSibling?.id).toBe('wc-stripe-upe-form');
    // Everything else is the new answer.
    expect($('.payment_box.payment_method_stripe p').textContent).toBe('Pay securely by card.');
    expect($<HTMLInputElement>('[name="woocommerce-process-checkout-nonce"]').value).toBe('n2');
    expect(oldPlaceOrder.isConnected).toBe(false);
    expect(document.querySelectorAll('#payment')).toHaveLength(1);
    expect(document.querySelectorAll('.si-payment-method')).toHaveLength(1);
    island.release();
  });

  it('keeps an island mounted on server markup whole, although the new markup brings it empty', async () => {
    const element = $('.wc-stripe-upe-element');
    element.innerHTML = '<iframe title="Secure payment input frame"></iframe>';
    const release = keepIsland(element, '.wc-stripe-upe-element');
    await swapFragments({ '.woocommerce-checkout-payment': paymentHtml({ nonce: 'n3' }) });
    expect(element.isConnected).toBe(true);
    expect(element.querySelector('iframe')).not.toBeNull();
    expect($<HTMLInputElement>('[name="woocommerce-process-checkout-nonce"]').value).toBe('n3');
    release();
  });

  it("lets an island go with the old markup when its method is gone from the answer", async () => {
    const island = mountCardIsland();
    await swapFragments({ '.woocommerce-checkout-payment': paymentHtml({ methods: ['cod'], chosen: 'cod' }) });
    expect(island.host.isConnected).toBe(false);
    expect(document.querySelector('.payment_method_stripe')).toBeNull();
    island.release();
  });

  it('replaces the fragment outright once the island is let go (what happens without keeping)', async () => {
    const island = mountCardIsland();
    island.release();
    const oldPayment = $('#payment');
    await swapFragments({ '.woocommerce-checkout-payment': paymentHtml() });
    expect(island.host.isConnected).toBe(false);
    expect(oldPayment.isConnected).toBe(false);
    expect(document.querySelector('.si-payment-method')).toBeNull();
  });

  it('sanitises the new markup', async () => {
    const island = mountCardIsland();
    await swapFragments({ '.woocommerce-checkout-payment': paymentHtml({ description: '<img src="x" onerror="alert(1)">Card' }) });
    expect($('.payment_box.payment_method_stripe p').innerHTML).toBe('<img src="x">Card');
    island.release();
  });
});

describe('swapFragments: what the shopper entered, as checkout.js keeps it', () => {
  it('refills payment-box fields by id, re-ticks the terms box and tells listeners', async () => {
    $<HTMLInputElement>('#wc-stripe-po-number').value = 'PO-778';
    $<HTMLInputElement>('#terms').checked = true;
    const changed: string[] = [];
    document.addEventListener('change', (event) => changed.push((event.target as HTMLElement).id));

    await swapFragments({ '.woocommerce-checkout-payment': paymentHtml() });

    expect($<HTMLInputElement>('#wc-stripe-po-number').value).toBe('PO-778');
    expect($<HTMLInputElement>('#terms').checked).toBe(true);
    expect(changed).toEqual(['wc-stripe-po-number']);
  });

  it('does not overwrite a value the server sends', async () => {
    $<HTMLInputElement>('#wc-stripe-po-number').value = 'PO-778';
    await swapFragments({ '.woocommerce-checkout-payment': paymentHtml().replace('name="po_number">', 'name="po_number" value="PO-SERVER">') });
    expect($<HTMLInputElement>('#wc-stripe-po-number').value).toBe('PO-SERVER');
  });
});
