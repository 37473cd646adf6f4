/**
 * add_shipping_info and add_payment_info, on the classic and the block checkout alike: each is sent
 * when the shopper makes the choice, once per checkout form, and at the latest when the order is placed.
 */
import type { EventInput } from './payloads.ts';
import type { Track } from './tracker.ts';

export type CheckoutChoice = 'add_shipping_info' | 'add_payment_info';

/** `choose(event, input)`: the shopper chose; `late`: the order is being placed, send it only if not sent yet. `reset()`: a new checkout form. */
export function checkoutChoices(track: Track): { choose: (event: CheckoutChoice, input: EventInput, late?: boolean) => void; reset: () => void } {
  let sent = new Set<CheckoutChoice>();
  return {
    choose(event, input, late) {
      if (late && sent.has(event)) return;
      sent.add(event);
      track(event, input);
    },
    reset: () => {
      sent = new Set();
    },
  };
}
