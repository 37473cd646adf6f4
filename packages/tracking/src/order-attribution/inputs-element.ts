/**
 * `<wc-order-attribution-inputs>`: the element WooCommerce prints inside classic checkout (and account
 * registration) forms. It holds one hidden `{prefix}{field}` input per attribution field, so the values
 * travel with the form however it is submitted; `element.values = {…}` fills them, as on WooCommerce's
 * element. Only the first element of a page is kept.
 */
import type { AttributionValues } from './fields.ts';

interface InputsElement extends HTMLElement {
  values: AttributionValues | undefined;
}

/** Defines the element `tag` (WooCommerce's `wc-order-attribution-inputs`) unless the page already has it. */
export function defineInputsElement(win: Window, tag: string, fieldNames: readonly string[], prefix: string, current: () => AttributionValues): void {
  const registry = win.customElements;
  if (!registry || registry.get(tag)) return;
  registry.define(
    tag,
    class extends (win as unknown as { HTMLElement: typeof HTMLElement }).HTMLElement implements InputsElement {
      #values: AttributionValues | undefined;

      connectedCallback(): void {
        this.replaceChildren(...fieldNames.map((field) => Object.assign(this.ownerDocument.createElement('input'), { type: 'hidden', name: prefix + field })));
        this.values = this.#values ?? current();
      }

      get values(): AttributionValues | undefined {
        return this.#values;
      }

      set values(values: AttributionValues | undefined) {
        this.#values = values;
        if (!this.isConnected || !values) return;
        for (const field of fieldNames) {
          const input = this.querySelector<HTMLInputElement>(`[name="${prefix}${field}"]`);
          if (input) input.value = values[field] ?? '';
          else console.warn(`[shop-islands] tracking: the <${tag}> element lost its ${field} field`);
        }
      }
    },
  );
}

/** Drops duplicate elements (WooCommerce may print several) and gives the first the values. */
export function writeInputs(doc: Document, tag: string, values: AttributionValues): void {
  doc.querySelectorAll<InputsElement>(tag).forEach((element, index) => {
    if (index) element.remove();
    else element.values = values;
  });
}
