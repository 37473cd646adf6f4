/**
 * Where the attribution fields go (loaded only on pages with a form that takes them or a block
 * checkout): the classic forms' `<wc-order-attribution-inputs>` and the block checkout's extension data.
 * Loaded on demand, it imports nothing the widget's entry has.
 */
import { watchCheckoutBlock, writeCheckoutBlock } from './checkout-block.ts';
import type { AttributionValues } from './fields.ts';
import { defineInputsElement, writeInputs } from './inputs-element.ts';

/** Sets up both destinations; returns the function that writes new values into them. */
export function fieldWriter(win: Window, tag: string, fieldNames: readonly string[], prefix: string, current: () => AttributionValues): (values: AttributionValues) => void {
  defineInputsElement(win, tag, fieldNames, prefix, current);
  watchCheckoutBlock(win, current);
  return (values) => {
    writeInputs(win.document, tag, values);
    writeCheckoutBlock(win, values);
  };
}
