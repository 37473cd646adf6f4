/**
 * `<wc-order-attribution-inputs>`: the element WooCommerce prints inside classic checkout (and account
 * registration) forms. It holds one hidden `{prefix}{field}` input per attribution field, so the values
 * travel with the form however it is submitted. Only the first element of a page is kept.
 */
import type { AttributionValues } from './fields.ts';

interface InputsElement extends HTMLElement {
  values: AttributionValues | undefined;
}

/** Defines the element `tag` (WooCommerce's `wc-order-attribution-inputs`) unless the page already has it. */
export function defineInputsElement(win: Window, tag: string, fieldNames: readonly string[], prefix: string, current: () => AttributionValues): void {
  const registry = win.customElements;
  if (!registry || registry.get(tag)) return;
  const inputName = (field: string): string => `${prefix}${field}`;

  const Base = (win as unknown as { HTMLElement: typeof HTMLElement }).HTMLElement;
  class AttributionInputs extends Base implements InputsElement {
    #values: AttributionValues | undefined;

    constructor() {
      super();
      // Values set before the element was upgraded sit on the instance and would hide the setter.
      if (Object.prototype.hasOwnProperty.call(this, 'values')) {
        const early = (this as unknown as { values: AttributionValues }).values;
        delete (this as unknown as { values?: unknown }).values;
        this.#values = early;
      }
    }

    connectedCallback(): void {
      const values = this.#values ?? current();
      this.replaceChildren(
        ...fieldNames.map((field) => {
          const input = this.ownerDocument.createElement('input');
          input.type = 'hidden';
          input.name = inputName(field);
          input.value = values[field] ?? '';
          return input;
        }),
      );
    }

    get values(): AttributionValues | undefined {
      return this.#values;
    }

    set values(values: AttributionValues | undefined) {
      this.#values = values;
      if (!this.isConnected || !values) return;
      for (const field of fieldNames) {
        const input = this.querySelector<HTMLInputElement>(`input[name="${inputName(field)}"]`);
        if (input) input.value = values[field] ?? '';
        else console.warn(`[shop-islands] tracking: the order attribution field "${field}" is missing; its <${tag}> element was changed.`);
      }
    }
  }
  registry.define(tag, AttributionInputs);
}

/** Drops duplicate elements (WooCommerce may print several) and gives the rest the values. */
export function writeInputs(doc: Document, tag: string, values: AttributionValues): void {
  doc.querySelectorAll<InputsElement>(tag).forEach((element, index) => {
    if (index > 0) element.remove();
    else element.values = values;
  });
}
